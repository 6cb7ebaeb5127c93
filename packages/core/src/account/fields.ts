import { z } from "zod";

// Field rules of SPEC §5. Every error is a translation KEY ("validation.*"), never a
// sentence: the web app's locale files and the server's catalogue translate it.

export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 18;
/** Nickname must be under this many characters (SPEC §9: "under 16"). */
export const NICKNAME_LIMIT = 16;
/** The factory default password the spec says must be refused. */
export const DEFAULT_PASSWORD = "12345678";

const required = (key: string) => z.string({ error: key }).trim().min(1, { error: key });

export const phoneSchema = required("validation.phone_required").regex(PHONE_PATTERN, {
  error: "validation.phone_invalid",
});

export const emailSchema = required("validation.email_required").pipe(
  z.email({ error: "validation.email_invalid" }),
);

export const passwordSchema = z
  .string({ error: "validation.password_required" })
  .min(1, { error: "validation.password_required" })
  .min(PASSWORD_MIN, { error: "validation.password_length" })
  .max(PASSWORD_MAX, { error: "validation.password_length" })
  .refine((value) => value !== DEFAULT_PASSWORD, { error: "validation.password_default" });

export const nicknameSchema = required("validation.nickname_required").max(NICKNAME_LIMIT - 1, {
  error: "validation.nickname_length",
});

export const smsCodeSchema = required("validation.code_required").regex(SMS_CODE_PATTERN, {
  error: "validation.code_invalid",
});

export const companyNameSchema = required("validation.company_required").max(64, {
  error: "validation.company_length",
});

export const REGISTER_ROLES = ["factory", "dealer", "software"] as const;
export type RegisterRole = (typeof REGISTER_ROLES)[number];
export const roleSchema = z.enum(REGISTER_ROLES, { error: "validation.role_invalid" });

export const SMS_PURPOSES = ["register", "login", "reset", "bind"] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
export const smsPurposeSchema = z.enum(SMS_PURPOSES, { error: "validation.purpose_invalid" });

export const agreeSchema = z.literal(true, { error: "validation.agree_required" });
