import type { Db } from "../../db/client.ts";
import { AppError, CODES } from "../../plugins/errors.ts";
import type { Limit } from "../../shared/auth-limits.ts";
import { clearKey, countHit, forgiveHit } from "./throttle.queries.ts";

/** Throttle keys: one namespace per limit, by phone or by client address. */
export const throttleKey = {
  loginPhone: (phone: string) => `login:phone:${phone}`,
  loginAddress: (address: string) => `login:addr:${address}`,
  smsPhone: (phone: string) => `sms:phone:${phone}`,
  smsAddress: (address: string) => `sms:addr:${address}`,
  pictureAddress: (address: string) => `picture:addr:${address}`,
  customOrderLink: (companyId: number) => `custom_order:link:${companyId}`,
  customOrderAddress: (address: string) => `custom_order:addr:${address}`,
  customOrderPriceAddress: (address: string) => `custom_order_price:addr:${address}`,
};

/**
 * Counts a hit on each key; refuses with `refusal` (minutes until the longest window ends as
 * {minutes}) when any key went over its limit. Every key is counted even when the first one is
 * over, so a caller cannot dodge a count by tripping another.
 */
export async function takeHits(
  db: Db,
  now: Date,
  hits: { key: string; limit: Limit }[],
  refusal: "access.too_many_attempts" | "sms.too_many_requests" | "customOrder.too_many_requests",
  /** The envelope's code: a business refusal, or CODES.tooMany for an answer of HTTP 429. */
  code: number = CODES.business,
) {
  let retryAt = 0;
  for (const { key, limit } of hits) {
    const counted = await countHit(db, key, now, limit.windowMs);
    if (counted.hits > limit.max) {
      retryAt = Math.max(retryAt, counted.windowStart.getTime() + limit.windowMs);
    }
  }
  if (retryAt > 0) {
    const minutes = Math.max(1, Math.ceil((retryAt - now.getTime()) / 60_000));
    throw new AppError(refusal, code, { minutes: String(minutes) });
  }
}

export { clearKey, forgiveHit };
