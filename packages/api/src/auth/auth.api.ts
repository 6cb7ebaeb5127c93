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
import { defineRoute } from "../route.ts";
import { ssoSchema } from "./auth.schemas.ts";

const tag = "auth";

export const auth = {
  smsCode: defineRoute({
    method: "POST",
    path: "/api/auth/sms-code",
    tag,
    access: publicRoute(),
    body: smsCodeRequestSchema,
    response: z.null(),
    success: "sms.code_sent",
  }),
  register: defineRoute({
    method: "POST",
    path: "/api/auth/register",
    tag,
    access: publicRoute(),
    body: registerSchema,
    response: sessionSchema,
    success: "success.register",
  }),
  login: defineRoute({
    method: "POST",
    path: "/api/auth/login",
    tag,
    access: publicRoute(),
    body: loginSchema,
    response: sessionSchema,
    success: "success.login",
  }),
  loginSms: defineRoute({
    method: "POST",
    path: "/api/auth/login-sms",
    tag,
    access: publicRoute(),
    body: loginSmsSchema,
    response: sessionSchema,
    success: "success.login",
  }),
  resetPassword: defineRoute({
    method: "POST",
    path: "/api/auth/reset-password",
    tag,
    access: publicRoute(),
    body: resetPasswordSchema,
    response: z.null(),
    success: "success.edit",
  }),
  thirdParty: defineRoute({
    method: "POST",
    path: "/api/auth/third-party",
    tag,
    access: publicRoute(),
    body: thirdPartySchema,
    response: sessionSchema,
    success: "success.login",
  }),
  sso: defineRoute({
    method: "POST",
    path: "/api/auth/sso",
    tag,
    access: publicRoute(),
    body: ssoSchema,
    response: sessionSchema,
    success: "success.login",
  }),
  bindPhone: defineRoute({
    method: "POST",
    path: "/api/auth/bind-phone",
    tag,
    access: signedIn(),
    body: bindPhoneSchema,
    response: sessionSchema,
    success: "success.bind",
  }),
  /** Another phone for the caller's account; its other sessions are signed out, this one stays. */
  changePhone: defineRoute({
    method: "POST",
    path: "/api/auth/change-phone",
    tag,
    access: signedIn(),
    body: changePhoneSchema,
    response: sessionSchema,
    success: "success.edit",
  }),
  changePassword: defineRoute({
    method: "POST",
    path: "/api/auth/change-password",
    tag,
    access: signedIn(),
    body: changePasswordSchema,
    response: z.null(),
    success: "success.edit",
  }),
  /** Takes no body; signing out stays open to an expired account. */
  logout: defineRoute({
    method: "POST",
    path: "/api/auth/logout",
    tag,
    access: signedIn({ openWhenExpired: true }),
    response: z.null(),
    success: "success.logout",
  }),
};
