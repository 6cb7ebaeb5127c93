import { idSchema } from "@fenestra/core/schemas/ids";
import { z } from "zod";
import { publicRoute, signedIn } from "../access.ts";
import { moduleRoutes } from "../module-routes.ts";
import {
  authorizationRequestSchema,
  authorizeAnswerSchema,
  authorizeBodySchema,
  consentSchema,
  oauthClientBodySchema,
  oauthClientSchema,
  oauthGrantSchema,
  oauthNewClientSchema,
  tokenBodySchema,
} from "./oauth.schemas.ts";

// Partner applications acting for a company (SPEC §2 /authorize, docs/oauth.md). Registering one
// is the main account's; consenting and the list of authorised applications are any user's, who
// sees (and may revoke) its own consents, the main account the company's.
const route = moduleRoutes("oauth", signedIn());
const registration = moduleRoutes("oauth", signedIn({ mainAccount: "access.main_account_only" }));
const idParams = z.object({ id: idSchema });

export const oauth = {
  clients: registration.get("/api/oauth/clients", {
    description: "The applications the caller's company registered (never their secrets).",
    response: z.array(oauthClientSchema),
  }),
  createClient: registration.create("/api/oauth/clients", {
    description:
      "Registers an application: its name and redirect URIs (compared exactly). Answers its client id and " +
      "its secret, this once: only the secret's hash is kept. Not idempotent on purpose: a kept answer " +
      "would keep the secret.",
    body: oauthClientBodySchema,
    response: oauthNewClientSchema,
  }),
  deleteClient: registration.remove("/api/oauth/clients/:id", {
    description: "Deletes one of the company's applications with every consent, code and token of it.",
    params: idParams,
    response: z.object({ id: z.number() }),
  }),
  grants: route.get("/api/oauth/grants", {
    description:
      "The applications authorised to act for the caller's company: the main account sees every consent " +
      "of the company, a sub-account its own.",
    response: z.array(oauthGrantSchema),
  }),
  revokeGrant: route.post("/api/oauth/grants/:id/revoke", {
    description:
      "Revokes a consent: its tokens and codes are deleted and refused from the next request on. Again: " +
      "nothing more. Another company's consent (or, for a sub-account, another user's) is not found.",
    params: idParams,
    response: z.object({ id: z.number() }),
    success: "success.operate",
  }),
  consent: route.get("/api/oauth/consent", {
    description:
      "Checks an authorization request (client, exact redirect URI, response_type code, PKCE S256, scopes " +
      "that are permission keys) and answers what the consent page shows.",
    query: authorizationRequestSchema,
    response: consentSchema,
  }),
  authorize: route.post("/api/oauth/authorize", {
    description:
      "The caller's answer to a consent: allowed, a single-use code (10 minutes) for the redirect URI; " +
      "denied, error=access_denied. Answers where the browser goes next.",
    body: authorizeBodySchema,
    response: authorizeAnswerSchema,
    success: "success.operate",
  }),
  token: moduleRoutes("oauth", publicRoute()).post("/api/oauth/token", {
    description:
      "The token endpoint (RFC 6749 §4.1.3 and §6, form-encoded, client secret in the body or Basic): " +
      "authorization_code with code_verifier, or refresh_token (the refresh token is rotated). Answers " +
      "RFC 6749's JSON, not the envelope.",
    body: tokenBodySchema,
    response: { raw: ["application/json"] },
  }),
};
