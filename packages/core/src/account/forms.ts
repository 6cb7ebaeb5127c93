import { z } from "zod";
import {
  agreeSchema,
  companyNameSchema,
  nicknameSchema,
  PHONE_PATTERN,
  passwordSchema,
  phoneSchema,
  pictureCodeSchema,
  roleSchema,
  smsCodeSchema,
  smsPurposeSchema,
  spaceNameSchema,
  USERNAME_PATTERN,
  usernameSchema,
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

/** The picture (graphic) code a code is asked with: the id the server gave its picture, and what was typed. */
export const pictureAnswerSchema = z.object({
  pictureId: z.uuid({ error: "validation.picture_code_required" }),
  pictureCode: pictureCodeSchema,
});
export type PictureAnswer = z.infer<typeof pictureAnswerSchema>;

/**
 * A verification code asked for. Registering asks with a picture code too (SPEC §5: the graphic
 * code of the registration form): a code sent to a new phone is what a robot would spend.
 */
export const smsCodeRequestSchema = z
  .object({
    phone: phoneSchema,
    purpose: smsPurposeSchema,
    pictureId: pictureAnswerSchema.shape.pictureId.optional(),
    pictureCode: pictureCodeSchema.optional(),
  })
  .refine((form) => form.purpose !== "register" || form.pictureCode !== undefined, {
    error: "validation.picture_code_required",
    path: ["pictureCode"],
  })
  .refine((form) => form.purpose !== "register" || form.pictureId !== undefined, {
    error: "validation.picture_code_required",
    path: ["pictureCode"],
  });
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

/**
 * Registration (SPEC §5): the phone typed twice, its code, a password typed twice, the company and
 * its space name, the username and nickname, the role — a dealer with its factory's registration
 * code (the code the factory gives its dealers: its invitation code) — and the agreement.
 */
export const registerSchema = withConfirmation(
  z.object({
    ...phoneCodeAndNewPassword,
    phoneAgain: z.string({ error: "validation.phone_again_required" }).trim().min(1, {
      error: "validation.phone_again_required",
    }),
    company: companyNameSchema,
    spaceName: spaceNameSchema,
    username: usernameSchema,
    role: roleSchema,
    nickname: nicknameSchema,
    registrationCode: z.string().trim().max(32, { error: "validation.registration_code_invalid" }).optional(),
    invitationCode: z.string().trim().max(32, { error: "validation.invitation_invalid" }).optional(),
    agree: agreeSchema,
  }),
)
  .refine((form) => form.phoneAgain === "" || form.phoneAgain === form.phone, {
    error: "validation.phone_mismatch",
    path: ["phoneAgain"],
  })
  .refine((form) => form.role !== "dealer" || (form.registrationCode ?? "") !== "", {
    error: "validation.registration_code_required",
    path: ["registrationCode"],
  })
  .refine((form) => form.role === "dealer" || (form.registrationCode ?? "") === "", {
    error: "validation.registration_code_dealers_only",
    path: ["registrationCode"],
  });
export type RegisterForm = z.infer<typeof registerSchema>;

const signInPasswordSchema = z.string({ error: "validation.password_required" }).min(1, {
  error: "validation.password_required",
});

/** Password sign-in with the phone, or with the username (SPEC §5) instead. */
export const loginSchema = z
  .object({
    phone: phoneSchema.optional(),
    username: usernameSchema.optional(),
    password: signInPasswordSchema,
  })
  .refine((form) => (form.phone === undefined) !== (form.username === undefined), {
    error: "validation.account_required",
    path: ["phone"],
  });
export type LoginForm = z.infer<typeof loginSchema>;

/** The sign-in form: one box for the phone or the username. */
export const loginFormSchema = z.object({
  account: z
    .string({ error: "validation.account_required" })
    .trim()
    .min(1, { error: "validation.account_required" })
    .refine((value) => PHONE_PATTERN.test(value) || USERNAME_PATTERN.test(value), {
      error: "validation.account_invalid",
    }),
  password: signInPasswordSchema,
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

/** What the sign-in form sends: a phone as `phone`, anything else as `username`. */
export function loginBody(values: LoginFormValues): LoginForm {
  const account = values.account.trim();
  return PHONE_PATTERN.test(account)
    ? { phone: account, password: values.password }
    : { username: account, password: values.password };
}

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
