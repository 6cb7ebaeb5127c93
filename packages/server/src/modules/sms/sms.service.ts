import { randomInt } from "node:crypto";
import type { Language, SmsPurpose } from "@fenestra/core";
import { translate } from "../../i18n/catalogue.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { AppError } from "../../plugins/errors.ts";
import { hashToken } from "../../shared/tokens.ts";
import {
  addWrongTry,
  claimSendSlot,
  consumeCode,
  insertCode,
  latestCode,
  withdrawCode,
} from "./sms.queries.ts";

/** SPEC §9: one request per minute per phone; a code is valid 10 minutes; 5 wrong tries. */
export const SMS_RULES = { resendAfterMs: 60_000, validForMs: 10 * 60_000, maxWrongTries: 5 } as const;

type Deps = Pick<AppDeps, "db" | "clock" | "sms">;

/**
 * Sends a fresh 6-digit code, unless this phone already got one within the last minute. With
 * `deliver: false` (a code that must not reach the phone: login for an unknown phone, register
 * for a known one) everything happens the same except the message itself: the code is stored
 * and answers wrong tries like any other, but nobody ever learns it.
 */
export async function sendCode(
  deps: Deps,
  phone: string,
  purpose: SmsPurpose,
  language: Language,
  { deliver }: { deliver: boolean } = { deliver: true },
) {
  const now = deps.clock();
  const cutoff = new Date(now.getTime() - SMS_RULES.resendAfterMs);
  if (!(await claimSendSlot(deps.db, phone, now, cutoff))) throw new AppError("sms.too_frequent");
  const code = randomInt(0, 1_000_000).toString().padStart(6, "0");
  await insertCode(deps.db, {
    phone,
    purpose,
    codeHash: hashToken(code),
    sentAt: now,
    expiresAt: new Date(now.getTime() + SMS_RULES.validForMs),
  });
  if (!deliver) return;
  try {
    await deps.sms.send({
      phone,
      purpose,
      code,
      text: translate(language, "sms.text", { code }),
      sentAt: now,
    });
  } catch {
    // The gateway failed: the code was never delivered, so it is retired and the phone may ask
    // again at once; the caller gets a business refusal, not a 5xx.
    await withdrawCode(deps.db, phone, purpose, now);
    throw new AppError("sms.send_failed");
  }
}

/**
 * Checks and uses up the newest code sent to `phone` for `purpose`. Throws the reason it is
 * refused: wrong, expired, already used, or too many wrong tries. Runs outside any caller
 * transaction so that a wrong try is counted even when the request fails.
 */
export async function useCode(deps: Deps, phone: string, purpose: SmsPurpose, code: string) {
  const now = deps.clock();
  const row = await latestCode(deps.db, phone, purpose);
  if (!row) throw new AppError("sms.code_wrong");
  if (row.wrongTries >= SMS_RULES.maxWrongTries) throw new AppError("sms.too_many_tries");
  if (row.usedAt) throw new AppError("sms.code_used");
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError("sms.code_expired");
  if (row.codeHash !== hashToken(code)) {
    const tries = await addWrongTry(deps.db, row.id);
    throw new AppError(tries >= SMS_RULES.maxWrongTries ? "sms.too_many_tries" : "sms.code_wrong");
  }
  if (!(await consumeCode(deps.db, row.id, now, SMS_RULES.maxWrongTries)))
    throw new AppError("sms.code_used");
}
