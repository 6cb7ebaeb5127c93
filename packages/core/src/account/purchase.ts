// What a purchase costs and what it grants (SPEC §6, §9). Pure: the server prices an order with
// `quotePurchase` when it is created and applies it with `applyPurchase` when it is paid, under a
// lock of the company's row — the only way an account's edition, expiry, modules and seats
// change. Dates are "YYYY-MM-DD" (UTC days); money is integer fen.

import {
  EDITIONS,
  type EditionName,
  type EntitlementAccount,
  editionIncludes,
  editionModules,
  editionOf,
  isAccountExpired,
  isOnSale,
  MODULES,
  type ModuleName,
  SEAT_PRICE,
  TEAM_SEATS,
  type Term,
} from "./entitlements.ts";

/** Optimization-balance top-ups (the cutting optimizer's "recharge"), in fen. */
export const TOP_UP_AMOUNTS = [1_000, 5_000, 10_000, 50_000] as const;

/** Upper bound of terms bought at once (ten years, ten months or 31 days). */
export const MAX_QUANTITY: Record<Term, number> = { year: 10, month: 12, day: 31 };

/** What an order buys. */
export type PurchaseItem =
  /** Renew or buy an edition for `quantity` terms; the seats and modules the account has renew with it. */
  | { kind: "edition"; edition: EditionName; term: Term; quantity: number }
  /** A higher edition for the rest of the paid period: the day-prorated price difference. */
  | { kind: "upgrade"; edition: EditionName }
  /** Sub-account seats for the rest of the paid period. */
  | { kind: "seats"; count: number }
  /** A module for the rest of the paid period. */
  | { kind: "module"; module: ModuleName }
  /** Optimization balance. */
  | { kind: "topup"; amountFen: number };

/** The account facts a purchase reads and changes. */
export type AccountState = {
  versionType: number;
  isTrial: number;
  permanent: number;
  expiresOn: string | null;
  /** null: no seat limit (accounts from before seats were sold); otherwise sub-accounts allowed. */
  seats: number | null;
  /** Purchased modules (value above 0). */
  modules: Record<string, number>;
};

export type PurchaseRefusal =
  | "trial.no_purchase"
  | "purchase.expired_renew_first"
  | "purchase.not_higher"
  | "purchase.permanent"
  | "other.already_purchased"
  | "purchase.use_upgrade"
  | "purchase.not_on_sale";

const DAY_MS = 86_400_000;

function dayNumber(day: string): number {
  return Math.floor(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) / DAY_MS);
}

/** Whole days from `today` to `until`, counting both ends; 0 when `until` is before today. */
export function daysLeft(until: string | null, today: string): number {
  if (!until) return 0;
  return Math.max(0, dayNumber(until) - dayNumber(today) + 1);
}

/** `day` plus `count` terms: a day, a calendar month (clamped to its last day) or a year. */
export function addTerms(day: string, term: Term, count: number): string {
  const [y, m, d] = day.slice(0, 10).split("-").map(Number) as [number, number, number];
  if (term === "day") return new Date((dayNumber(day) + count) * DAY_MS).toISOString().slice(0, 10);
  const months = term === "month" ? count : count * 12;
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** A year's price for `days` of it: yearFen × days / 365, to the nearest fen (half up). */
export function prorate(yearFen: number, days: number): number {
  return Math.floor((yearFen * days * 2 + 365) / 730);
}

/** The paid period is running: bought (not trial), not permanent, and its last day not passed. */
function paidDaysLeft(state: AccountState, today: string): number {
  if (state.isTrial === 1 || state.permanent === 1) return 0;
  return daysLeft(state.expiresOn, today);
}

/** The modules bought besides the edition (one the edition includes is not paid for again). */
function ownedModules(state: AccountState): ModuleName[] {
  const included = editionModules(state.versionType) as readonly ModuleName[];
  return (Object.keys(MODULES) as ModuleName[]).filter(
    (m) => (state.modules[m] ?? 0) > 0 && !included.includes(m),
  );
}

/** One term of what the account holds besides its edition: its seats and its paid modules. */
function addOnsPerTerm(state: AccountState, term: Term): number {
  const seats = (state.seats ?? 0) * SEAT_PRICE[term];
  // A module's price is per year; a month or a day of it is prorated like the rest.
  const perYear = ownedModules(state).reduce((sum, m) => sum + MODULES[m].price, 0);
  const modules = term === "year" ? perYear : term === "month" ? prorate(perYear, 30) : prorate(perYear, 1);
  return seats + modules;
}

/**
 * Why the account cannot buy sub-account seats or a module today, or null (SPEC §6: not on
 * trial; a permanent account has no period to prorate over; an expired one renews first). The
 * web hides those purchases by the same rule.
 */
export function addOnRefusal(
  state: Pick<AccountState, "isTrial" | "permanent" | "expiresOn">,
  today: string,
): "trial.no_purchase" | "purchase.permanent" | "purchase.expired_renew_first" | null {
  if (state.isTrial === 1) return "trial.no_purchase";
  if (state.permanent === 1) return "purchase.permanent";
  if (daysLeft(state.expiresOn, today) === 0) return "purchase.expired_renew_first";
  return null;
}

export type PurchaseQuote =
  | { ok: true; amountFen: number; daysLeft: number }
  | { ok: false; refusal: PurchaseRefusal };

/**
 * The price of `item` for an account in `state` on `today`, or why it cannot be bought.
 * Trial accounts buy an edition (renew) and top-ups only (SPEC §6: no sub-accounts or modules).
 */
export function quotePurchase(state: AccountState, item: PurchaseItem, today: string): PurchaseQuote {
  const trial = state.isTrial === 1;
  const left = paidDaysLeft(state, today);
  const current = editionOf(state.versionType);
  switch (item.kind) {
    case "topup":
      return { ok: true, amountFen: item.amountFen, daysLeft: left };
    case "edition": {
      if (state.permanent === 1) return { ok: false, refusal: "purchase.permanent" };
      // A paid account renews its own edition; a higher one is an upgrade, a lower one waits for expiry.
      if (!trial && left > 0 && item.edition !== current)
        return { ok: false, refusal: "purchase.use_upgrade" };
      const term = EDITIONS[item.edition].price[item.term] + (trial ? 0 : addOnsPerTerm(state, item.term));
      return { ok: true, amountFen: term * item.quantity, daysLeft: left };
    }
    case "upgrade": {
      if (trial) return { ok: true, amountFen: EDITIONS[item.edition].price.year, daysLeft: 0 };
      if (state.permanent === 1) return { ok: false, refusal: "purchase.permanent" };
      if (left === 0) return { ok: false, refusal: "purchase.expired_renew_first" };
      if (item.edition === current || !editionIncludes(item.edition, current))
        return { ok: false, refusal: "purchase.not_higher" };
      const difference = EDITIONS[item.edition].price.year - EDITIONS[current].price.year;
      return { ok: true, amountFen: prorate(difference, left), daysLeft: left };
    }
    case "seats":
    case "module": {
      if (item.kind === "module" && !isOnSale(item.module))
        return { ok: false, refusal: "purchase.not_on_sale" };
      const refusal = addOnRefusal(state, today);
      if (refusal) return { ok: false, refusal };
      if (item.kind === "module") {
        if ((state.modules[item.module] ?? 0) > 0 || editionModules(state.versionType).includes(item.module))
          return { ok: false, refusal: "other.already_purchased" };
        return { ok: true, amountFen: prorate(MODULES[item.module].price, left), daysLeft: left };
      }
      return { ok: true, amountFen: prorate(SEAT_PRICE.year, left) * item.count, daysLeft: left };
    }
  }
}

/**
 * Whether an order priced on `quotedOn` for `paidFen` still buys what it was priced for: its item
 * quoted again, on that day, against the account as it is now costs exactly what was paid. An
 * account whose period, edition, seats or modules changed since (a renewal paid in between) makes
 * the order stale: granting it would give more (or less) than was paid — a module priced for the
 * one day left would run for the renewed year. A stale unpaid order is closed; a stale paid one
 * is not granted (its payment is to be refunded).
 */
export function quoteHolds(
  state: AccountState,
  item: PurchaseItem,
  paidFen: number,
  quotedOn: string,
): boolean {
  const again = quotePurchase(state, item, quotedOn);
  return again.ok && again.amountFen === paidFen;
}

/** The team edition (SPEC §9: 3980 with 2 sub-accounts): the ultimate edition and two seats. */
export const TEAM_YEAR_FEN = EDITIONS.ultimate.price.year + TEAM_SEATS * SEAT_PRICE.year;

/**
 * The account after `item` was paid on `paidOn`. An edition runs from the later of today and the
 * current expiry; a trial account that buys leaves the trial and starts with the seats its edition
 * includes (none: sub-accounts are bought, EDITIONS' includedSeats); an upgrade bought on trial
 * runs for a year.
 */
export function applyPurchase(state: AccountState, item: PurchaseItem, paidOn: string): AccountState {
  const trial = state.isTrial === 1;
  const from = !trial && state.expiresOn && state.expiresOn >= paidOn ? nextDay(state.expiresOn) : paidOn;
  switch (item.kind) {
    case "topup":
      return state;
    case "edition":
      return {
        ...state,
        versionType: EDITIONS[item.edition].versionType,
        isTrial: 0,
        expiresOn: lastDay(addTerms(from, item.term, item.quantity)),
        seats: trial ? EDITIONS[item.edition].includedSeats : (state.seats ?? 0),
      };
    case "upgrade":
      if (trial)
        return {
          ...state,
          versionType: EDITIONS[item.edition].versionType,
          isTrial: 0,
          expiresOn: lastDay(addTerms(paidOn, "year", 1)),
          seats: EDITIONS[item.edition].includedSeats,
        };
      return { ...state, versionType: EDITIONS[item.edition].versionType };
    case "seats":
      return { ...state, seats: (state.seats ?? 0) + item.count };
    case "module":
      return { ...state, modules: { ...state.modules, [item.module]: 1 } };
  }
}

function nextDay(day: string): string {
  return addTerms(day, "day", 1);
}

/** A period that starts on `from` and runs `n` terms ends the day before `from + n terms`. */
function lastDay(exclusiveEnd: string): string {
  return addTerms(exclusiveEnd, "day", -1);
}

/** SPEC §6: the one-day real-scene rendering trial, obtainable once (the day taken and the next). */
export const RENDER_TRIAL_DAYS = 1;

/** The last day the rendering trial taken on `renderTrialOn` runs (the day taken and the next). */
export function renderTrialUntil(renderTrialOn: string): string {
  return addTerms(renderTrialOn, "day", RENDER_TRIAL_DAYS);
}

/**
 * The modules as the entitlement check sees them: the ones the edition includes are usable, and
 * the rendering trial taken on `renderTrial.on` counts while it runs on `renderTrial.today`
 * (without `renderTrial`, the trial is not read: a check that never asks for rendering).
 */
export function effectiveModules(
  modules: Record<string, number>,
  versionType: number,
  renderTrial?: { on: string | null; today: string },
): Record<string, number> {
  const included = editionModules(versionType).filter((m) => (modules[m] ?? 0) <= 0);
  const withEdition =
    included.length === 0 ? modules : { ...modules, ...Object.fromEntries(included.map((m) => [m, 1])) };
  if (!renderTrial?.on || (withEdition.rendering ?? 0) > 0) return withEdition;
  const running = daysLeft(renderTrialUntil(renderTrial.on), renderTrial.today) > 0;
  return running ? { ...withEdition, rendering: 1 } : withEdition;
}

export type CouponRefusal = "coupon.not_for_topup" | "coupon.exceeds_price";

/**
 * The price of a purchase after a coupon of `couponFen` (SPEC §3 coupon activity: its money), or why
 * the coupon does not apply: not to an optimization top-up (a coupon is not cash), and not when it
 * is worth the whole price or more (a payment is at least one fen; the buyer keeps the coupon for a
 * larger purchase rather than have part of it silently dropped).
 */
export function priceWithCoupon(
  item: PurchaseItem,
  priceFen: number,
  couponFen: number,
): { ok: true; amountFen: number } | { ok: false; refusal: CouponRefusal } {
  if (item.kind === "topup") return { ok: false, refusal: "coupon.not_for_topup" };
  if (couponFen >= priceFen) return { ok: false, refusal: "coupon.exceeds_price" };
  return { ok: true, amountFen: priceFen - couponFen };
}

/**
 * SPEC §8's "account activation": an edition bought or redeemed by an account that was on trial
 * or had expired makes it a paying account again. `before` is the account as it was, `today`
 * "YYYY-MM-DD". Renewing an account still valid, a module, seats or a top-up activate nothing.
 */
export function activatesAccount(
  before: Pick<EntitlementAccount, "permanent" | "is_ty" | "expiration_time" | "ty_expiration_time">,
  item: PurchaseItem,
  today: string,
): boolean {
  if (item.kind !== "edition" || before.permanent === 1) return false;
  return before.is_ty === 1 || isAccountExpired(before, today);
}
