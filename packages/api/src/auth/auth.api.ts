import {
  bindPhoneSchema,
  changePasswordSchema,
  changePhoneSchema,
  loginSchema,
  loginSmsSchema,
  registerSchema,
  resetPasswordSchema,
  sessionSchema,
  smsCodeRequestSchema,
  thirdPartySchema,
} from "@fenestra/core";
import { z } from "zod";
import { publicRoute, signedIn } from "../access.ts";
import { moduleRoutes } from "../module-routes.ts";
import { ssoSchema } from "./auth.schemas.ts";

const route = moduleRoutes("auth", publicRoute());
/** Each way of signing in answers the new session. */
const signIn = route.with({ response: sessionSchema, success: "success.login" });
/** The signed-in caller's own phone: answers its session. */
const ownPhone = route.with({ access: signedIn(), response: sessionSchema });

export const auth = {
  /** SPEC §5: a picture code to ask a registration's verification code with (5 minutes, one try). */
  pictureCode: route.post("/api/auth/picture-code", {
    response: z.object({ id: z.string(), svg: z.string() }),
  }),
  smsCode: route.post("/api/auth/sms-code", {
    body: smsCodeRequestSchema,
    response: z.null(),
    success: "sms.code_sent",
  }),
  register: route.post("/api/auth/register", {
    body: registerSchema,
    response: sessionSchema,
    success: "success.register",
  }),
  login: signIn.post("/api/auth/login", { body: loginSchema }),
  loginSms: signIn.post("/api/auth/login-sms", { body: loginSmsSchema }),
  resetPassword: route.post("/api/auth/reset-password", {
    body: resetPasswordSchema,
    response: z.null(),
    success: "success.edit",
  }),
  thirdParty: signIn.post("/api/auth/third-party", { body: thirdPartySchema }),
  sso: signIn.post("/api/auth/sso", { body: ssoSchema }),
  bindPhone: ownPhone.post("/api/auth/bind-phone", { body: bindPhoneSchema, success: "success.bind" }),
  /** Another phone for the caller's account; its other sessions are signed out, this one stays. */
  changePhone: ownPhone.post("/api/auth/change-phone", { body: changePhoneSchema, success: "success.edit" }),
  changePassword: route.post("/api/auth/change-password", {
    access: signedIn(),
    body: changePasswordSchema,
    response: z.null(),
    success: "success.edit",
  }),
  /** Takes no body; signing out stays open to an expired account. */
  logout: route.post("/api/auth/logout", {
    access: signedIn({ openWhenExpired: true }),
    response: z.null(),
    success: "success.logout",
  }),
};
