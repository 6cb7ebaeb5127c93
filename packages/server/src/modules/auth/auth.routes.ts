import {
  bindPhoneSchema,
  changePasswordSchema,
  loginSchema,
  loginSmsSchema,
  registerSchema,
  resetPasswordSchema,
  smsCodeRequestSchema,
  thirdPartySchema,
} from "@fenestra/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { publicRoute, signedIn } from "../../plugins/access.ts";
import { authOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { ok } from "../../plugins/envelope.ts";
import { emptyEnvelope, sessionEnvelope, ssoSchema } from "./auth.schemas.ts";
import * as auth from "./auth.service.ts";
import { bindPhone, singleSignOn, thirdPartySignIn } from "./third-party.service.ts";

const tags = ["auth"];

export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/api/auth/sms-code",
    { config: publicRoute(), schema: { tags, body: smsCodeRequestSchema, response: { 200: emptyEnvelope } } },
    async (req) => {
      await auth.requestSmsCode(deps, req.body, req.language, req.ip);
      return ok(req, null, "sms.code_sent");
    },
  );
  r.post(
    "/api/auth/register",
    { config: publicRoute(), schema: { tags, body: registerSchema, response: { 200: sessionEnvelope } } },
    async (req) => ok(req, await auth.register(deps, req.body), "success.register"),
  );
  r.post(
    "/api/auth/login",
    { config: publicRoute(), schema: { tags, body: loginSchema, response: { 200: sessionEnvelope } } },
    async (req) => ok(req, await auth.login(deps, req.body, req.ip), "success.login"),
  );
  r.post(
    "/api/auth/login-sms",
    { config: publicRoute(), schema: { tags, body: loginSmsSchema, response: { 200: sessionEnvelope } } },
    async (req) => ok(req, await auth.loginBySms(deps, req.body), "success.login"),
  );
  r.post(
    "/api/auth/reset-password",
    { config: publicRoute(), schema: { tags, body: resetPasswordSchema, response: { 200: emptyEnvelope } } },
    async (req) => {
      await auth.resetPassword(deps, req.body);
      return ok(req, null, "success.edit");
    },
  );
  r.post(
    "/api/auth/third-party",
    { config: publicRoute(), schema: { tags, body: thirdPartySchema, response: { 200: sessionEnvelope } } },
    async (req) => ok(req, await thirdPartySignIn(deps, req.body), "success.login"),
  );
  r.post(
    "/api/auth/sso",
    { config: publicRoute(), schema: { tags, body: ssoSchema, response: { 200: sessionEnvelope } } },
    async (req) => ok(req, await singleSignOn(deps, req.body.token), "success.login"),
  );
  r.post(
    "/api/auth/bind-phone",
    { config: signedIn(), schema: { tags, body: bindPhoneSchema, response: { 200: sessionEnvelope } } },
    async (req) => ok(req, await bindPhone(deps, authOf(req), req.body), "success.bind"),
  );
  r.post(
    "/api/auth/change-password",
    {
      config: signedIn(),
      schema: { tags, body: changePasswordSchema, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await auth.changePassword(deps, authOf(req), req.body);
      return ok(req, null, "success.edit");
    },
  );
  await app.register(async (scope) => {
    // Logout takes no body. A client that still labels its empty request as JSON is signing out
    // all the same: here (and only here) an empty JSON body is no body rather than a 400.
    const json = scope.getDefaultJsonParser("error", "error");
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
      const text = String(body);
      if (text.trim() === "") return done(null, undefined);
      return json(req, text, done);
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/auth/logout",
      // Signing out stays open to an expired account.
      { config: signedIn({ openWhenExpired: true }), schema: { tags, response: { 200: emptyEnvelope } } },
      async (req) => {
        await auth.logout(deps, authOf(req));
        return ok(req, null, "success.logout");
      },
    );
  });
}
