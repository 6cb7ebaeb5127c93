import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { authOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import * as auth from "./auth.service.ts";
import { newPictureCode } from "./picture-code.ts";
import { bindPhone, singleSignOn, thirdPartySignIn } from "./third-party.service.ts";

export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes.auth;
  register(app, r.pictureCode, async (req) => newPictureCode(deps, req.ip));
  register(app, r.smsCode, async (req) => {
    await auth.requestSmsCode(deps, req.body, req.language, req.ip);
    return null;
  });
  register(app, r.register, async (req) => auth.register(deps, req.body, req.language));
  register(app, r.login, async (req) => auth.login(deps, req.body, req.ip));
  register(app, r.loginSms, async (req) => auth.loginBySms(deps, req.body));
  register(app, r.resetPassword, async (req) => {
    await auth.resetPassword(deps, req.body);
    return null;
  });
  register(app, r.thirdParty, async (req) => thirdPartySignIn(deps, req.body, req.language));
  register(app, r.sso, async (req) => singleSignOn(deps, req.body.token));
  register(app, r.bindPhone, async (req) => bindPhone(deps, authOf(req), req.body));
  register(app, r.changePhone, async (req) => auth.changePhone(deps, authOf(req), req.body));
  register(app, r.changePassword, async (req) => {
    await auth.changePassword(deps, authOf(req), req.body);
    return null;
  });
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
    register(scope, r.logout, async (req) => {
      await auth.logout(deps, authOf(req));
      return null;
    });
  });
}
