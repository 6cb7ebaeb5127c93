import type { BindPhoneForm, Session, ThirdPartyForm } from "@fenestra/core";
import type { Language } from "@fenestra/core/account/languages";
import type { AppDeps, AuthContext } from "../../plugins/context.ts";
import { AppError } from "../../plugins/errors.ts";
import { buildSession } from "../account/session.ts";
import { useCode } from "../sms/sms.service.ts";
import { findUserById, findUserByPhone, setPhone } from "./auth.queries.ts";
import { signIn } from "./auth.service.ts";
import { createSignUpCompany } from "./new-company.ts";
import { exchangeCode } from "./third-party.exchange.ts";
import { findIdentity, insertIdentity } from "./third-party.queries.ts";
import { dateAfterDays, TRIAL_DAYS, TRIAL_MODULES } from "./trial.ts";

/**
 * Signs in by a third-party identity the provider vouched for (exchangeCode); a new identity
 * gets a trial account without phone, which then binds one (/addtel).
 */
export async function thirdPartySignIn(
  deps: AppDeps,
  form: ThirdPartyForm,
  language: Language,
): Promise<Session> {
  const { provider, subject } = await exchangeCode(deps, form.provider, form.code);
  const identity = await findIdentity(deps.db, provider, subject);
  if (identity) return signIn(deps, identity.userId);
  const now = deps.clock();
  const nickname = `${provider}_${subject.slice(0, 8)}`;
  const userId = await createSignUpCompany(
    deps.db,
    {
      name: nickname,
      role: "factory",
      versionType: 1,
      isTrial: 1,
      permanent: 0,
      trialExpiresOn: dateAfterDays(now, TRIAL_DAYS),
      expiresOn: null,
      invitedByPhone: null,
      modules: TRIAL_MODULES,
    },
    { phone: null, passwordHash: null, nickname },
    language,
  );
  await insertIdentity(deps.db, provider, subject, userId);
  return signIn(deps, userId);
}

/** Adds a phone to a signed-in account that has none (/addtel). */
export async function bindPhone(deps: AppDeps, auth: AuthContext, form: BindPhoneForm): Promise<Session> {
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw new AppError("missing.user");
  if (user.phone !== null) throw new AppError("conflict.user_bound");
  // The code first: only whoever holds the phone learns that it is already registered.
  await useCode(deps, form.phone, "bind", form.code);
  if (await findUserByPhone(deps.db, form.phone)) throw new AppError("conflict.phone_exists");
  await setPhone(deps.db, user.id, form.phone);
  return buildSession(deps, user.id, auth.token);
}

/**
 * Single sign-on (SPEC §6 rule 8): posts `{guigui_token}` to SSO_ENDPOINT. The service answers
 * `{status, data: {code, phone}}`; status 200 (or true) with data.code 0/1 and the phone of a
 * known account signs that account in. Anything else is refused with `sso.failed`.
 */
export async function singleSignOn(deps: AppDeps, token: string): Promise<Session> {
  if (!deps.ssoEndpoint) throw new AppError("sso.failed");
  let body: unknown;
  try {
    const response = await deps.fetch(deps.ssoEndpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ guigui_token: token }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new AppError("sso.failed");
    body = await response.json();
  } catch {
    throw new AppError("sso.failed");
  }
  const answer = body as { status?: unknown; data?: { code?: unknown; phone?: unknown } } | null;
  const statusOk = answer?.status === 200 || answer?.status === true || answer?.status === "success";
  const codeOk = answer?.data?.code === 0 || answer?.data?.code === 1;
  const phone = answer?.data?.phone;
  if (!statusOk || !codeOk || typeof phone !== "string") throw new AppError("sso.failed");
  const user = await findUserByPhone(deps.db, phone);
  if (!user) throw new AppError("sso.failed");
  return signIn(deps, user.id);
}
