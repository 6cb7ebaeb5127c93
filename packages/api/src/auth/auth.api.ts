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

export const auth = {
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
  login: route.post("/api/auth/login", {
    body: loginSchema,
    response: sessionSchema,
    success: "success.login",
  }),
  loginSms: route.post("/api/auth/login-sms", {
    body: loginSmsSchema,
    response: sessionSchema,
    success: "success.login",
  }),
  resetPassword: route.post("/api/auth/reset-password", {
    body: resetPasswordSchema,
    response: z.null(),
    success: "success.edit",
  }),
  thirdParty: route.post("/api/auth/third-party", {
    body: thirdPartySchema,
    response: sessionSchema,
    success: "success.login",
  }),
  sso: route.post("/api/auth/sso", { body: ssoSchema, response: sessionSchema, success: "success.login" }),
  bindPhone: route.post("/api/auth/bind-phone", {
    access: signedIn(),
    body: bindPhoneSchema,
    response: sessionSchema,
    success: "success.bind",
  }),
  /** Another phone for the caller's account; its other sessions are signed out, this one stays. */
  changePhone: route.post("/api/auth/change-phone", {
    access: signedIn(),
    body: changePhoneSchema,
    response: sessionSchema,
    success: "success.edit",
  }),
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
