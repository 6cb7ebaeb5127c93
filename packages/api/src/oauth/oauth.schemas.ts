import { z } from "zod";

// Partner applications (SPEC §2 /authorize, docs/oauth.md): a company registers an application
// (its redirect URIs, a client id and a secret shown once), a user consents on /authorize, and the
// application exchanges the code at POST /api/oauth/token (RFC 6749 with PKCE, RFC 7636).

/** Redirect URIs an application may name: absolute http(s), no fragment (RFC 6749 §3.1.2). */
export const MAX_REDIRECT_URIS = 5;
export const MAX_APP_NAME = 60;

const redirectUriSchema = z
  .url({ protocol: /^https?$/, error: "oauth.redirect_uri_invalid" })
  .trim()
  .max(500, { error: "oauth.redirect_uri_invalid" })
  .refine((value) => !value.includes("#"), { error: "oauth.redirect_uri_invalid" });

export const oauthClientBodySchema = z.object({
  name: z
    .string({ error: "oauth.name_required" })
    .trim()
    .min(1, { error: "oauth.name_required" })
    .max(MAX_APP_NAME, { error: "oauth.name_too_long" }),
  redirectUris: z
    .array(redirectUriSchema, { error: "oauth.redirect_uri_required" })
    .min(1, { error: "oauth.redirect_uri_required" })
    .max(MAX_REDIRECT_URIS, { error: "oauth.redirect_uris_too_many" }),
});

export const oauthClientSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The public client_id. */
  clientId: z.string(),
  redirectUris: z.array(z.string()),
  createdAt: z.string(),
});

/** The answer of a registration: the secret, shown this once (only its hash is kept). */
export const oauthNewClientSchema = oauthClientSchema.extend({ clientSecret: z.string() });

export const oauthGrantSchema = z.object({
  id: z.number(),
  appName: z.string(),
  clientId: z.string(),
  scopes: z.array(z.string()),
  /** Who consented (their nickname or phone). */
  grantedBy: z.string(),
  createdAt: z.string(),
});

const param = (max: number) => z.string().max(max, { error: "validation.invalid" });

/** The authorization request of RFC 6749 §4.1.1 with RFC 7636's challenge, as /authorize got it. */
export const authorizationRequestSchema = z.object({
  client_id: param(100),
  redirect_uri: param(500),
  response_type: param(20),
  scope: param(2000),
  state: param(500).optional(),
  code_challenge: param(200),
  code_challenge_method: param(10),
});

export const consentSchema = z.object({
  appName: z.string(),
  /** The company that registered the application. */
  appCompany: z.string(),
  scopes: z.array(z.string()),
});

export const authorizeBodySchema = authorizationRequestSchema.extend({ allowed: z.boolean() });

/** Where the browser goes next: the application's redirect URI with the code (or the refusal). */
export const authorizeAnswerSchema = z.object({ redirectTo: z.string() });

/** The token request (RFC 6749 §4.1.3, §6), form-encoded; checked by the OAuth server itself. */
export const tokenBodySchema = z.looseObject({ grant_type: z.string().optional() });
