import { z } from "zod";

// Field rules of SPEC §5. Every error is a translation KEY ("validation.*"), never a
// sentence: the web app's locale files and the server's catalogue translate it.

/** A mainland mobile number: the account's sign-in phone. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/**
 * A contact phone (a customer's, a company's): mobile or landline, local or international —
 * digits with an optional leading +, spaces, hyphens and parentheses between them; 5 to 20
 * digits in all. "abc" or "12" is refused.
 */
export const CONTACT_PHONE_PATTERN = /^\+?[\d\s()-]+$/;
export const CONTACT_PHONE_DIGITS = { min: 5, max: 20 } as const;
export const CONTACT_PHONE_MAX_LENGTH = 32;

/** The one contact-phone rule; an empty value is allowed (the field is optional). */
export function isContactPhone(value: string): boolean {
  if (value === "") return true;
  if (value.length > CONTACT_PHONE_MAX_LENGTH || !CONTACT_PHONE_PATTERN.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= CONTACT_PHONE_DIGITS.min && digits <= CONTACT_PHONE_DIGITS.max;
}
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

/** An optional contact phone (trimmed; "" clears it). */
export const contactPhoneSchema = z
  .string({ error: "validation.phone_invalid" })
  .trim()
  .refine(isContactPhone, { error: "validation.contact_phone_invalid" });

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

/**
 * A username (SPEC §5 "username required"): the account's sign-in name beside its phone — 4 to 20
 * letters, digits or underscores, starting with a letter (so it never reads as a phone number).
 * Unique whatever its letters' case.
 */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
export const usernameSchema = required("validation.username_required").refine(
  (value) => value === "" || USERNAME_PATTERN.test(value),
  { error: "validation.username_invalid" },
);

/**
 * The company's space name (SPEC §5 "space name required"): the name its workspace goes by, unique
 * among companies whatever its letters' case, 2 to 30 characters.
 */
export const SPACE_NAME_LENGTH = { min: 2, max: 30 } as const;
export const spaceNameSchema = required("validation.space_name_required").refine(
  (value) => value === "" || (value.length >= SPACE_NAME_LENGTH.min && value.length <= SPACE_NAME_LENGTH.max),
  { error: "validation.space_name_length" },
);

/** A picture (graphic) code as typed: 4 characters, letters and digits (SPEC §5). */
export const PICTURE_CODE_LENGTH = 4;
export const pictureCodeSchema = required("validation.picture_code_required").refine(
  (value) => value === "" || /^[A-Za-z0-9]{4}$/.test(value),
  { error: "validation.picture_code_wrong" },
);

export const REGISTER_ROLES = ["factory", "dealer", "software"] as const;
export type RegisterRole = (typeof REGISTER_ROLES)[number];
export const roleSchema = z.enum(REGISTER_ROLES, { error: "validation.role_invalid" });

export const SMS_PURPOSES = ["register", "login", "reset", "bind"] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
export const smsPurposeSchema = z.enum(SMS_PURPOSES, { error: "validation.purpose_invalid" });

export const agreeSchema = z.literal(true, { error: "validation.agree_required" });
