import {
  DEFAULT_USER_SETTINGS,
  REGISTER_ROLES,
  type RegisterRole,
  type Session,
  userSettingsSchema,
} from "@fenestra/core";
import { effectiveModules } from "@fenestra/core/account/purchase";
import type { StoredUserSettings } from "../../db/schema/index.ts";
import { AppError } from "../../plugins/errors.ts";
import { avatarUrl, type UploadDeps } from "../files/files.service.ts";
import { loadSessionRow } from "./account.queries.ts";

/** Stored settings with defaults filled in and anything malformed dropped. */
export function readSettings(stored: StoredUserSettings | null | undefined) {
  const merged = { ...DEFAULT_USER_SETTINGS, ...stored };
  const parsed = userSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_USER_SETTINGS;
}

function asRole(value: string): RegisterRole {
  return (REGISTER_ROLES as readonly string[]).includes(value) ? (value as RegisterRole) : "factory";
}

/**
 * The SPEC §3 session payload for a user signed in with `token`; company_modules as on `today`
 * (the one-day rendering trial counts while it runs).
 */
export async function buildSession(
  deps: UploadDeps,
  userId: number,
  token: string,
  today = new Date().toISOString().slice(0, 10),
): Promise<Session> {
  const row = await loadSessionRow(deps.db, userId);
  if (!row) throw new AppError("missing.user");
  const { user, company } = row;
  const session: Session = {
    userinfo: {
      id: user.id,
      fid: user.fid,
      son_account_type: user.sonAccountType,
      permanent: company.permanent,
      permanents: user.fid === 0 ? null : (user.permanents ?? {}),
      api_token: token,
      expiration_time: company.expiresOn,
      ty_expiration_time: company.trialExpiresOn,
      is_ty: company.isTrial,
      version_type: company.versionType,
      be_invited_user_phone: company.invitedByPhone,
      phone_number: user.phone,
      f_phone_number: row.mainPhone,
      header_img_url: await avatarUrl(deps, user.headerImgUrl),
      nickname: user.nickname,
      username: user.username,
      company_name: company.name,
      space_name: company.spaceName,
      role: asRole(company.role),
      invitation_code: company.invitationCode,
      is_admin: user.isAdmin,
    },
    company_modules: effectiveModules(
      Object.fromEntries(row.modules.map((m) => [m.module, m.value])),
      company.versionType,
      { on: company.renderTrialOn, today },
    ),
    userSettings: readSettings(user.settings),
    xxfData: { readAt: user.xxfReadAt?.toISOString() ?? null },
  };
  if (user.phone === null) session.needPhone = true;
  return session;
}
