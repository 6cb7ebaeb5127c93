import { routes } from "@fenestra/api";
import OAuth2Server from "@node-oauth/oauth2-server";
import type { FastifyInstance } from "fastify";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import * as oauth from "./oauth.service.ts";

export async function oauthRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes.oauth;
  register(app, r.clients, async (req) => oauth.listClients(deps, tenantOf(req)));
  register(app, r.createClient, async (req) => oauth.createClient(deps, tenantOf(req), req.body));
  register(app, r.deleteClient, async (req) => oauth.deleteClient(deps, tenantOf(req), req.params.id));
  register(app, r.grants, async (req) => oauth.listGrants(deps, tenantOf(req)));
  register(app, r.revokeGrant, async (req) => oauth.revokeGrant(deps, tenantOf(req), req.params.id));
  register(app, r.consent, async (req) => oauth.checkRequest(deps, req.query));
  register(app, r.authorize, async (req) => oauth.authorize(deps, tenantOf(req), req.body));

  // The token endpoint speaks RFC 6749 (form-encoded in, its JSON out), in a scope of its own
  // that reads form posts.
  const server = oauth.oauthServer(deps);
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    register(scope, r.token, async (req, reply) => {
      const request = new OAuth2Server.Request({
        method: req.method,
        headers: req.headers as Record<string, string>,
        query: {},
        body: req.body,
      });
      const response = new OAuth2Server.Response({ headers: {} });
      reply.header("cache-control", "no-store").header("pragma", "no-cache");
      try {
        await server.token(request, response);
        return reply.status(200).type("application/json").send(response.body);
      } catch (error) {
        if (!(error instanceof OAuth2Server.OAuthError)) throw error;
        const status = Math.min(error.code, 500);
        return reply
          .status(status)
          .type("application/json")
          .send({ error: error.name, error_description: error.message });
      }
    });
  });
}
