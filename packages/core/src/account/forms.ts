import { z } from "zod";
import {
  agreeSchema,
  companyNameSchema,
  nicknameSchema,
  passwordSchema,
  phoneSchema,
  roleSchema,
  smsCodeSchema,
  smsPurposeSchema,
} from "./fields.ts";
import { PERMISSION_KEYS } from "./permissions.ts";

// Form schemas shared by the server (request validation) and the web app (form rules).

/** Adds the "confirmation matches" rule; the error sits on confirmPassword. */
function withConfirmation<T extends z.ZodObject<{ password: z.ZodType; confirmPassword: z.ZodType }>>(
  schema: T,
) {
  return schema.refine((form) => form.password === form.confirmPassword, {
    error: "validation.password_mismatch",
    path: ["confirmPassword"],
  });
}

const confirmPasswordSchema = z
  .string({ error: "validation.confirm_required" })
  .min(1, { error: "validation.confirm_required" });

export const smsCodeRequestSchema = z.object({ phone: phoneSchema, purpose: smsPurposeSchema });
export type SmsCodeRequest = z.infer<typeof smsCodeRequestSchema>;

/** A phone proven by the SMS code sent to it, and a new password typed twice. */
const phoneCodeAndNewPassword = {
  phone: phoneSchema,
  code: smsCodeSchema,
  password: passwordSchema,
  confirmPassword: confirmPasswordSchema,
};

/** The account's current password, asked again for a change that needs it. */
const currentPasswordSchema = z.string({ error: "validation.old_password_required" }).min(1, {
  error: "validation.old_password_required",
});

export const registerSchema = withConfirmation(
  z.object({
    ...phoneCodeAndNewPassword,
    company: companyNameSchema,
    role: roleSchema,
    nickname: nicknameSchema,
    invitationCode: z.string().trim().max(32, { error: "validation.invitation_invalid" }).optional(),
    agree: agreeSchema,
  }),
);
export type RegisterForm = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  phone: phoneSchema,
  password: z.string({ error: "validation.password_required" }).min(1, {
    error: "validation.password_required",
  }),
});
export type LoginForm = z.infer<typeof loginSchema>;

export const loginSmsSchema = z.object({ phone: phoneSchema, code: smsCodeSchema });
export type LoginSmsForm = z.infer<typeof loginSmsSchema>;

export const bindPhoneSchema = loginSmsSchema;
export type BindPhoneForm = LoginSmsForm;

/**
 * Moves a signed-in account to another phone: the new phone's SMS code (sent as for binding, so
 * only to a phone without an account) and the current password, asked again for this change.
 */
export const changePhoneSchema = loginSmsSchema.extend({ password: currentPasswordSchema });
export type ChangePhoneForm = z.infer<typeof changePhoneSchema>;

export const resetPasswordSchema = withConfirmation(z.object(phoneCodeAndNewPassword));
export type ResetPasswordForm = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = withConfirmation(
  z.object({
    oldPassword: currentPasswordSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  }),
).refine((form) => form.password.normalize("NFKC") !== form.oldPassword.normalize("NFKC"), {
  error: "validation.password_same",
  path: ["password"],
});
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;

export const THIRD_PARTY_PROVIDERS = ["wechat"] as const;
export const thirdPartySchema = z.object({
  provider: z.enum(THIRD_PARTY_PROVIDERS, { error: "validation.provider_invalid" }),
  // An OAuth authorization code is short (WeChat's: 32 characters); 512 leaves room for others.
  code: z
    .string({ error: "validation.code_required" })
    .trim()
    .min(1, { error: "validation.code_required" })
    .max(512, { error: "validation.code_too_long" }),
});
export type ThirdPartyForm = z.infer<typeof thirdPartySchema>;

/** Permission map as sent by a form: only known keys, each "1" (granted) or "0". */
export const permanentsSchema = z.partialRecord(z.enum(PERMISSION_KEYS), z.enum(["0", "1"]));

/** son_account_type: 0 ordinary sub-account, 4 workshop staff (SPEC §3). */
export const SON_ACCOUNT_TYPES = [0, 4] as const;
export const sonAccountTypeSchema = z.union([z.literal(0), z.literal(4)], {
  error: "validation.son_account_type_invalid",
});

export const subAccountCreateSchema = z.object({
  phone: phoneSchema,
  nickname: nicknameSchema,
  password: passwordSchema,
  permanents: permanentsSchema.default({}),
  son_account_type: sonAccountTypeSchema.default(0),
});
export type SubAccountCreateForm = z.infer<typeof subAccountCreateSchema>;

export const subAccountUpdateSchema = z.object({
  nickname: nicknameSchema.optional(),
  permanents: permanentsSchema.optional(),
  son_account_type: sonAccountTypeSchema.optional(),
});
export type SubAccountUpdateForm = z.infer<typeof subAccountUpdateSchema>;
