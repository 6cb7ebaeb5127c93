import { z } from "zod";
import { REGISTER_ROLES } from "./fields.ts";
import { userSettingsSchema } from "./settings.ts";
import { xxfDataSchema } from "./xxf-data.ts";

// The session payload answered by register, login, login-sms, bind-phone, third-party and
// GET /api/user/info (SPEC §3 user info). Dates are "YYYY-MM-DD" strings or null.

export const sessionUserInfoSchema = z.object({
  id: z.number().int(),
  /** 0 for a main account; the main account's id for a sub-account. */
  fid: z.number().int(),
  /** 4 = workshop staff. */
  son_account_type: z.number().int(),
  /** 1 when the account never expires. */
  permanent: z.number().int(),
  /** null for main accounts (everything allowed); key -> "1" for sub-accounts. */
  permanents: z.record(z.string(), z.string()).nullable(),
  api_token: z.string(),
  expiration_time: z.string().nullable(),
  ty_expiration_time: z.string().nullable(),
  /** 1 while the company is on trial. */
  is_ty: z.number().int(),
  version_type: z.number().int(),
  be_invited_user_phone: z.string().nullable(),
  phone_number: z.string().nullable(),
  /** The main account's phone (for a sub-account), else null. */
  f_phone_number: z.string().nullable(),
  header_img_url: z.string().nullable(),
  nickname: z.string(),
  /** The sign-in name beside the phone (SPEC §5); null for accounts without one. */
  username: z.string().nullable().optional(),
  company_name: z.string(),
  /** The company's space name (SPEC §5); null for companies without one. */
  space_name: z.string().nullable().optional(),
  role: z.enum(REGISTER_ROLES),
  invitation_code: z.string(),
  /** 1 for an operator (SPEC §6 role admin): the operator console shows. */
  is_admin: z.number().int().optional(),
});
export type SessionUserInfo = z.infer<typeof sessionUserInfoSchema>;

/** Module name -> number: above 0 usable, -1 expired (SPEC §3). */
export const companyModulesSchema = z.record(z.string(), z.number());
export type CompanyModules = z.infer<typeof companyModulesSchema>;

export const sessionSchema = z.object({
  userinfo: sessionUserInfoSchema,
  company_modules: companyModulesSchema,
  userSettings: userSettingsSchema,
  /**
   * The message centre's read marker (SPEC §3 xxfData; xxf-data.ts). A session from a partner's
   * sign-on service (or a server before it) has none: nothing read yet.
   */
  xxfData: xxfDataSchema.default({ readAt: null }),
  /** Present (true) after a third-party sign-in whose identity has no phone yet. */
  needPhone: z.boolean().optional(),
});
export type Session = z.infer<typeof sessionSchema>;

/**
 * SPEC §3's user type, derived from the trial and the company's modules: 'ty' (体验, trial) while
 * on trial, 'sl' (算料, calculation) when the script module is usable, else 'sj' (设计, design).
 * A sub-account (fid above 0) is of its company's type: the modules are the company's.
 */
export type UserType = "sl" | "ty" | "sj";
export function userTypeOf(user: { is_ty: number }, modules: Record<string, number>): UserType {
  if (user.is_ty === 1) return "ty";
  return (modules.script ?? 0) > 0 ? "sl" : "sj";
}
