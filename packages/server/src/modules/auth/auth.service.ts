import type {
  ChangePasswordForm,
  LoginForm,
  LoginSmsForm,
  RegisterForm,
  ResetPasswordForm,
  Session,
} from "@fenestra/core";
import type { AppDeps, AuthContext } from "../../plugins/context.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import { sendCode, useCode } from "../sms/sms.service.ts";
import { findInviterPhone } from "../users/users.queries.ts";
import { buildSession } from "../users/users.service.ts";
import {
  findUserById,
  findUserByPhone,
  insertToken,
  revokeToken,
  revokeUserTokens,
  setPassword,
} from "./auth.queries.ts";
import { createSignUpCompany } from "./new-company.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { hashToken, newToken } from "./tokens.ts";
import { dateAfterDays, TRIAL_DAYS, TRIAL_MODULES } from "./trial.ts";

/** The zxcvbn dictionary is large: load it on first use, not at start-up. */
export const loadPasswordStrength = () => import("@fenestra/core/account/password-strength");

/** Refuses a password zxcvbn finds too simple (400 on the `password` field). */
export async function assertStrongPassword(password: string, field = "password") {
  const { checkPasswordStrength } = await loadPasswordStrength();
  const strength = checkPasswordStrength(password);
  if (!strength.ok) throw new FieldError(field, strength.key);
}

/** Issues a new bearer token for the user and answers their session. */
export async function signIn(deps: Pick<AppDeps, "db" | "clock">, userId: number): Promise<Session> {
  const token = newToken();
  await insertToken(deps.db, userId, hashToken(token), deps.clock());
  return buildSession(deps.db, userId, token);
}

export async function register(deps: AppDeps, form: RegisterForm): Promise<Session> {
  await assertStrongPassword(form.password);
  if (await findUserByPhone(deps.db, form.phone)) throw new AppError("conflict.phone_exists");
  let invitedByPhone: string | null = null;
  if (form.invitationCode) {
    const inviter = await findInviterPhone(deps.db, form.invitationCode);
    if (inviter === undefined) throw new FieldError("invitationCode", "validation.invitation_invalid");
    invitedByPhone = inviter;
  }
  await useCode(deps, form.phone, "register", form.code);
  const now = deps.clock();
  const userId = await createSignUpCompany(
    deps.db,
    {
      name: form.company,
      role: form.role,
      versionType: 1,
      isTrial: 1,
      permanent: 0,
      trialExpiresOn: dateAfterDays(now, TRIAL_DAYS),
      expiresOn: null,
      invitedByPhone,
      modules: TRIAL_MODULES,
    },
    { phone: form.phone, passwordHash: await hashPassword(form.password), nickname: form.nickname },
  );
  return signIn(deps, userId);
}

export async function login(deps: AppDeps, form: LoginForm): Promise<Session> {
  const user = await findUserByPhone(deps.db, form.phone);
  if (!user || !(await verifyPassword(form.password, user.passwordHash))) {
    throw new AppError("access.wrong_credentials");
  }
  return signIn(deps, user.id);
}

export async function loginBySms(deps: AppDeps, form: LoginSmsForm): Promise<Session> {
  const user = await findUserByPhone(deps.db, form.phone);
  if (!user) throw new AppError("missing.account");
  await useCode(deps, form.phone, "login", form.code);
  return signIn(deps, user.id);
}

/** Sets a new password after an SMS check and signs out every existing session. */
export async function resetPassword(deps: AppDeps, form: ResetPasswordForm): Promise<void> {
  await assertStrongPassword(form.password);
  const user = await findUserByPhone(deps.db, form.phone);
  if (!user) throw new AppError("missing.account");
  await useCode(deps, form.phone, "reset", form.code);
  await setPassword(deps.db, user.id, await hashPassword(form.password));
  await revokeUserTokens(deps.db, user.id, deps.clock());
}

/** Changes the caller's password; their other sessions are signed out, this one stays. */
export async function changePassword(deps: AppDeps, auth: AuthContext, form: ChangePasswordForm) {
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw new AppError("missing.user");
  if (!(await verifyPassword(form.oldPassword, user.passwordHash)))
    throw new AppError("other.wrong_old_password");
  await assertStrongPassword(form.password);
  await setPassword(deps.db, user.id, await hashPassword(form.password));
  await revokeUserTokens(deps.db, user.id, deps.clock(), auth.tokenHash);
}

export async function logout(deps: AppDeps, auth: AuthContext) {
  await revokeToken(deps.db, auth.tokenHash, deps.clock());
}

/** Sends a code; register/bind need a new phone, login/reset a known one. */
export async function requestSmsCode(
  deps: AppDeps,
  form: { phone: string; purpose: "register" | "login" | "reset" | "bind" },
  language: Parameters<typeof sendCode>[3],
) {
  const exists = (await findUserByPhone(deps.db, form.phone)) !== undefined;
  const wantsNew = form.purpose === "register" || form.purpose === "bind";
  if (wantsNew && exists) throw new AppError("conflict.phone_exists");
  if (!wantsNew && !exists) throw new AppError("missing.account");
  await sendCode(deps, form.phone, form.purpose, language);
}
