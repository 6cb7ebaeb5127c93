import type {
  ChangePasswordForm,
  ChangePhoneForm,
  LoginForm,
  LoginSmsForm,
  RegisterForm,
  ResetPasswordForm,
  Session,
  SmsCodeRequest,
} from "@fenestra/core";
import type { Language } from "@fenestra/core/account/languages";
import { isUniqueViolation, violatedConstraint } from "../../db/pg-errors.ts";
import type { AppDeps, AuthContext } from "../../plugins/context.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import { hashToken, newToken } from "../../shared/tokens.ts";
import { findFactoryByCode, findInviterPhone } from "../account/account.queries.ts";
import { buildSession } from "../account/session.ts";
import { sendCode, useCode } from "../sms/sms.service.ts";
import {
  findUserById,
  findUserByPhone,
  findUserByUsername,
  insertToken,
  revokeToken,
  revokeUserTokens,
  setPassword,
  setPhone,
  spaceNameTaken,
} from "./auth.queries.ts";
import { createSignUpCompany } from "./new-company.ts";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password.ts";
import { usePictureCode } from "./picture-code.ts";
import { clearKey, forgiveHit, takeHits, throttleKey } from "./throttle.ts";
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
export async function signIn(
  deps: Pick<AppDeps, "db" | "clock" | "storage">,
  userId: number,
): Promise<Session> {
  const token = newToken();
  await insertToken(deps.db, userId, hashToken(token), deps.clock());
  return buildSession(deps, userId, token);
}

/**
 * Registers a company and its main account; a factory's starter series are named in `language`.
 * The username and the space name are checked free before the SMS code is used (a taken name
 * does not cost the code); a dealer's registration code must name a factory, which it is linked to.
 */
export async function register(deps: AppDeps, form: RegisterForm, language: Language): Promise<Session> {
  await assertStrongPassword(form.password);
  let invitedByPhone: string | null = null;
  if (form.invitationCode) {
    const inviter = await findInviterPhone(deps.db, form.invitationCode);
    if (inviter === undefined) throw new FieldError("invitationCode", "validation.invitation_invalid");
    invitedByPhone = inviter;
  }
  const factory = form.registrationCode ? await findFactoryByCode(deps.db, form.registrationCode) : undefined;
  if (form.registrationCode && !factory)
    throw new FieldError("registrationCode", "validation.registration_code_invalid");
  if (await findUserByUsername(deps.db, form.username))
    throw new FieldError("username", "validation.username_taken");
  if (await spaceNameTaken(deps.db, form.spaceName))
    throw new FieldError("spaceName", "validation.space_name_taken");
  // The code first: only whoever holds the phone learns that it is already registered.
  await useCode(deps, form.phone, "register", form.code);
  if (await findUserByPhone(deps.db, form.phone)) throw new AppError("conflict.phone_exists");
  const now = deps.clock();
  try {
    const userId = await createSignUpCompany(
      deps.db,
      {
        name: form.company,
        spaceName: form.spaceName,
        role: form.role,
        versionType: 1,
        isTrial: 1,
        permanent: 0,
        trialExpiresOn: dateAfterDays(now, TRIAL_DAYS),
        expiresOn: null,
        invitedByPhone,
        modules: TRIAL_MODULES,
      },
      {
        phone: form.phone,
        passwordHash: await hashPassword(form.password),
        nickname: form.nickname,
        username: form.username,
      },
      language,
      factory?.id,
    );
    return signIn(deps, userId);
  } catch (error) {
    // another registration took the name or the phone since the checks above
    if (!isUniqueViolation(error)) throw error;
    const constraint = violatedConstraint(error);
    if (constraint === "users_username_idx") throw new FieldError("username", "validation.username_taken");
    if (constraint === "companies_space_name_idx")
      throw new FieldError("spaceName", "validation.space_name_taken");
    throw new AppError("conflict.phone_exists");
  }
}

/**
 * Password sign-in. Every attempt counts against the phone and the client address before the
 * password is checked (docs/accounts.md "Limits"); over a limit the answer is "too many
 * attempts" even for the right password. An unknown phone is hashed against a dummy, so it
 * answers the same message in the same time as a wrong password.
 */
export async function login(deps: AppDeps, form: LoginForm, address: string): Promise<Session> {
  // A username counts against its account's phone, as if the phone were typed (one limit per account).
  const byName = form.username === undefined ? undefined : await findUserByUsername(deps.db, form.username);
  const phone = form.phone ?? byName?.phone ?? `username:${(form.username ?? "").toLowerCase()}`;
  const phoneKey = throttleKey.loginPhone(phone);
  const addressKey = throttleKey.loginAddress(address);
  const user = form.phone === undefined ? byName : await findUserByPhone(deps.db, form.phone);
  try {
    await takeHits(
      deps.db,
      deps.clock(),
      [
        { key: phoneKey, limit: deps.limits.loginPerPhone },
        { key: addressKey, limit: deps.limits.loginPerAddress },
      ],
      "access.too_many_attempts",
    );
  } catch (refusal) {
    await verifyAgainstDummy(form.password);
    throw refusal;
  }
  const right = user?.passwordHash
    ? await verifyPassword(form.password, user.passwordHash)
    : await verifyAgainstDummy(form.password);
  if (!user || !right) throw new AppError("access.wrong_credentials");
  await clearKey(deps.db, phoneKey);
  await forgiveHit(deps.db, addressKey);
  return signIn(deps, user.id);
}

/** SMS sign-in: the code first, so an unknown phone answers like a wrong code. */
export async function loginBySms(deps: AppDeps, form: LoginSmsForm): Promise<Session> {
  await useCode(deps, form.phone, "login", form.code);
  const user = await findUserByPhone(deps.db, form.phone);
  if (!user) throw new AppError("sms.code_wrong");
  return signIn(deps, user.id);
}

/** Sets a new password after an SMS check and signs out every existing session. */
export async function resetPassword(deps: AppDeps, form: ResetPasswordForm): Promise<void> {
  await assertStrongPassword(form.password);
  await useCode(deps, form.phone, "reset", form.code);
  const user = await findUserByPhone(deps.db, form.phone);
  if (!user) throw new AppError("sms.code_wrong");
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

/**
 * Moves the caller's account to another phone, the one they sign in with: the password asked
 * again, then the new phone's code (sent as for binding: only to a phone without an account).
 * Their other sessions are signed out, this one stays.
 */
export async function changePhone(deps: AppDeps, auth: AuthContext, form: ChangePhoneForm): Promise<Session> {
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw new AppError("missing.user");
  if (!(await verifyPassword(form.password, user.passwordHash)))
    throw new AppError("other.wrong_old_password");
  await useCode(deps, form.phone, "bind", form.code);
  if (await findUserByPhone(deps.db, form.phone)) throw new AppError("conflict.phone_exists");
  try {
    await setPhone(deps.db, user.id, form.phone);
  } catch (error) {
    // another account took the phone since the check above
    if (isUniqueViolation(error)) throw new AppError("conflict.phone_exists");
    throw error;
  }
  await revokeUserTokens(deps.db, user.id, deps.clock(), auth.tokenHash);
  return buildSession(deps, user.id, auth.token);
}

export async function logout(deps: AppDeps, auth: AuthContext) {
  await revokeToken(deps.db, auth.tokenHash, deps.clock());
}

/**
 * Sends a code. The answer never tells whether the phone has an account: register/bind codes
 * go only to a phone without one and login/reset codes only to a phone with one, but every
 * request is counted, stored and answered alike ("code sent"); a code that was not delivered
 * is never learnt by anyone, and a wrong code answers the same either way. The limits (one a minute and N a day per phone, M an hour per address)
 * apply to every request.
 */
export async function requestSmsCode(
  deps: AppDeps,
  form: SmsCodeRequest,
  language: Parameters<typeof sendCode>[3],
  address: string,
) {
  await takeHits(
    deps.db,
    deps.clock(),
    [
      { key: throttleKey.smsAddress(address), limit: deps.limits.smsPerAddress },
      { key: throttleKey.smsPhone(form.phone), limit: deps.limits.smsPerPhone },
    ],
    "sms.too_many_requests",
  );
  // SPEC §5: a registration's code is asked with the picture code; checked after the limits
  if (form.purpose === "register") await usePictureCode(deps, form.pictureId ?? "", form.pictureCode ?? "");
  const exists = (await findUserByPhone(deps.db, form.phone)) !== undefined;
  const wantsNew = form.purpose === "register" || form.purpose === "bind";
  await sendCode(deps, form.phone, form.purpose, language, { deliver: wantsNew !== exists });
}
