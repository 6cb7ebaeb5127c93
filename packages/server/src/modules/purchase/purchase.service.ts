import { randomBytes } from "node:crypto";
import type { PaymentOrder } from "@fenestra/api";
import { isOnSale } from "@fenestra/core/account/entitlements";
import {
  type AccountState,
  addTerms,
  applyPurchase,
  daysLeft,
  effectiveModules,
  type PurchaseItem,
  quoteHolds,
  quotePurchase,
} from "@fenestra/core/account/purchase";
import { REFUND_DAYS, rewardFor } from "@fenestra/core/account/rewards";
import type { Db } from "../../db/client.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { AppError } from "../../plugins/errors.ts";
import { TRIAL_ORDER_LIMIT } from "../../tenancy/account-limits.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { couponHolder, holdCoupon } from "./coupon.queries.ts";
import { couponPrice } from "./coupon.service.ts";
import type { PayChannel, PaymentProviders, ProviderPayment } from "./payment-provider.ts";
import * as q from "./purchase.queries.ts";

/** SPEC §9: sharing extends a trial by 3 days. */
export const SHARE_EXTENSION_DAYS = 3;
/** An unpaid order older than this is queried at its provider by the settle job… */
export const QUERY_AFTER_MS = 2 * 60_000;
/** …and closed when still unpaid after this (a late payment still settles it). */
export const CLOSE_AFTER_MS = 2 * 3_600_000;

export type PurchaseDeps = Pick<AppDeps, "db" | "clock"> & { payments: PaymentProviders };

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export function presentOrder(row: q.PaymentOrderRow): PaymentOrder {
  return {
    id: row.id,
    outTradeNo: row.outTradeNo,
    item: row.item,
    amountFen: row.amountFen,
    couponFen: row.couponFen,
    channel: row.channel,
    status: row.status as PaymentOrder["status"],
    payUrl: row.payUrl,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

export async function accountOverview(deps: Pick<AppDeps, "db" | "clock">, tenant: Tenant) {
  const account = await q.accountOf(deps.db, tenant.companyId);
  if (!account) throw new AppError("missing.account");
  const { company, state } = account;
  const orders = company.isTrial === 1 ? await q.orderCount(deps.db, tenant.companyId) : 0;
  return {
    versionType: state.versionType,
    isTrial: state.isTrial,
    permanent: state.permanent,
    expiresOn: state.expiresOn,
    trialExpiresOn: company.trialExpiresOn,
    seats: state.seats,
    subAccounts: await q.subAccountCount(deps.db, tenant.companyId),
    // Included in the edition counts as held: the purchase page shows it owned, not for sale.
    modules: effectiveModules(state.modules, state.versionType),
    balanceFen: await q.balanceOf(deps.db, tenant.companyId),
    trialOrdersLeft: company.isTrial === 1 ? Math.max(0, TRIAL_ORDER_LIMIT - orders) : null,
    renderTrialOn: company.renderTrialOn,
    trialExtendedOn: company.trialExtendedOn,
  };
}

function refuse(refusal: string): never {
  throw new AppError(refusal as "trial.no_purchase");
}

/**
 * The price of `item` for the account today, after the coupon `couponId` when one is named; read
 * inside a transaction holding the company's row when `lock` (an order is written under it).
 */
async function priceOf(
  tx: Db,
  tenant: Tenant,
  item: PurchaseItem,
  today: string,
  couponId?: number,
  lock = false,
) {
  const account = await q.accountOf(tx, tenant.companyId, lock);
  if (!account) throw new AppError("missing.account");
  const priced = quotePurchase(account.state, item, today);
  if (!priced.ok) refuse(priced.refusal);
  const after = applyPurchase(account.state, item, today);
  const withCoupon =
    couponId === undefined
      ? { amountFen: priced.amountFen, couponFen: 0, unpaidHolder: null }
      : await couponPrice(tx, tenant, item, priced.amountFen, couponId);
  return { ...withCoupon, daysLeft: priced.daysLeft, expiresOnAfter: after.expiresOn };
}

export async function quote(
  deps: Pick<AppDeps, "db" | "clock">,
  tenant: Tenant,
  item: PurchaseItem,
  couponId?: number,
) {
  const { amountFen, couponFen, daysLeft, expiresOnAfter } = await priceOf(
    deps.db,
    tenant,
    item,
    utcDay(deps.clock()),
    couponId,
  );
  return { amountFen, couponFen, daysLeft, expiresOnAfter };
}

/** "FEN" + UTC date-time + 8 random hex: unique, and says when it was made. */
function newTradeNo(at: Date): string {
  return `FEN${at.toISOString().replace(/\D/g, "").slice(0, 14)}${randomBytes(4).toString("hex").toUpperCase()}`;
}

const ITEM_TEXT: Record<PurchaseItem["kind"], string> = {
  edition: "Fenestra edition",
  upgrade: "Fenestra upgrade",
  seats: "Fenestra sub-account seats",
  module: "Fenestra module",
  topup: "Fenestra optimization balance",
};

/**
 * Prices the purchase and writes the order under the company's row lock; with a coupon, the order
 * holds it (coupon_uses) and an unpaid order that held it is closed — of orders racing with one
 * coupon, the last holds it and only the holder is granted when paid (settle). Then opens the
 * payment with the channel's provider.
 */
export async function createOrder(
  deps: PurchaseDeps,
  tenant: Tenant,
  body: { item: PurchaseItem; channel: PayChannel; couponId?: number },
  origin: string,
) {
  const provider = deps.payments[body.channel];
  if (!provider) throw new AppError("purchase.channel_unavailable");
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    const priced = await priceOf(tx, tenant, body.item, utcDay(now), body.couponId, true);
    if (priced.unpaidHolder !== null) await q.closeOrder(tx, priced.unpaidHolder);
    const created = await q.insertOrder(tx, tenant, {
      outTradeNo: newTradeNo(now),
      item: body.item,
      amountFen: priced.amountFen,
      couponId: body.couponId ?? null,
      couponFen: priced.couponFen,
      channel: body.channel,
      createdAt: now,
    });
    if (body.couponId !== undefined) await holdCoupon(tx, body.couponId, tenant.companyId, created.id);
    return created;
  });
  const { payUrl } = await provider.createOrder({
    outTradeNo: row.outTradeNo,
    amountFen: row.amountFen,
    description: ITEM_TEXT[body.item.kind],
    origin,
  });
  await q.setPayUrl(deps.db, row.id, payUrl);
  return presentOrder({ ...row, payUrl });
}

/** The price an order was quoted at before its coupon: what its item must still cost to be granted. */
const listPrice = (row: q.PaymentOrderRow) => row.amountFen + row.couponFen;

/**
 * Settles a payment the provider reported (a verified notification or a query answer): only a
 * paid one whose amount is the order's grants, and only the first time (q.markPaid). The
 * company's row is locked first, so grants of one account queue; the order is granted only if its
 * price still holds against the account as it is now (core quoteHolds) — else it is recorded
 * `refund_due` and grants nothing, since what it would grant is no longer what was paid. Answers
 * what happened, for the notification's reply and the tests.
 */
export async function settle(
  deps: Pick<AppDeps, "db" | "clock">,
  channel: PayChannel,
  payment: ProviderPayment,
): Promise<"granted" | "already" | "ignored" | "mismatch" | "unknown" | "refund_due"> {
  if (payment.state !== "paid") return "ignored";
  const order = await q.findOrderByTradeNo(deps.db, payment.outTradeNo);
  if (!order || order.channel !== channel) return "unknown";
  if (order.amountFen !== payment.amountFen) return "mismatch";
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    // Lock order: the company's row, then order rows (grant and repricing do the same).
    const account = order.companyId === null ? undefined : await q.accountOf(tx, order.companyId, true);
    const paid = await q.markPaid(tx, payment.outTradeNo, channel, payment.providerTradeNo, now);
    if (!paid) return "already";
    if (account && !quoteHolds(account.state, paid.item, listPrice(paid), utcDay(paid.createdAt))) {
      await q.markRefundDue(tx, paid.id);
      return "refund_due";
    }
    // a coupon discounts the one order that holds it: one it was taken from grants nothing
    if (paid.couponId !== null && order.companyId !== null) {
      const holder = await couponHolder(tx, paid.couponId, order.companyId);
      if (holder?.id !== paid.id) {
        await q.markRefundDue(tx, paid.id);
        return "refund_due";
      }
    }
    await grant(tx, paid, utcDay(now));
    return "granted";
  });
}

/**
 * What a paid order gives: the account's new edition, expiry, seats and modules (core's
 * applyPurchase on the locked company row), a top-up's balance, and the inviter's reward for an
 * invitee's first paid purchase (never for inviting oneself).
 */
export async function grant(tx: Db, order: q.PaymentOrderRow, today: string) {
  // an order outlives a deleted account (companyId null): it is kept, there is nothing to grant
  const companyId = order.companyId;
  if (companyId === null) return;
  const account = await q.accountOf(tx, companyId, true);
  if (!account) return;
  const after = applyPurchase(account.state, order.item, today);
  await q.writeAccount(tx, companyId, account.state, after);
  await closeRepriced(tx, companyId, order.id, after);
  if (order.item.kind === "topup") await q.creditBalance(tx, companyId, order.item.amountFen);
  if (order.amountFen > 0) {
    const inviter = await q.inviterOf(tx, account.company.invitedByPhone);
    if (inviter && inviter.companyId !== companyId) {
      await q.insertReward(tx, {
        inviterCompanyId: inviter.companyId,
        inviteeCompanyId: companyId,
        orderId: order.id,
        purchaseFen: order.amountFen,
        amountFen: rewardFor(order.amountFen),
        availableOn: addTerms(today, "day", REFUND_DAYS),
      });
    }
  }
}

/**
 * The account changed (`after`): each of its other unpaid orders whose price no longer holds is
 * closed — the payer sees it closed and orders again at today's price; a payment that still
 * arrives for it is recorded refund_due by settle, never granted.
 */
async function closeRepriced(tx: Db, companyId: number, grantedId: number, after: AccountState) {
  for (const row of await q.unpaidOf(tx, companyId)) {
    if (row.id === grantedId) continue;
    if (!quoteHolds(after, row.item, listPrice(row), utcDay(row.createdAt))) await q.closeOrder(tx, row.id);
  }
}

/** One of the company's orders; an unpaid one is first asked for at its provider (order query). */
export async function orderStatus(deps: PurchaseDeps, tenant: Tenant, id: number) {
  const row = await q.findOrder(deps.db, tenant, id);
  if (!row) throw new AppError("purchase.order_missing");
  if (row.status !== "paid") {
    const provider = deps.payments[row.channel as PayChannel];
    if (provider) {
      const payment = await provider.queryOrder(row.outTradeNo);
      if ((await settle(deps, provider.channel, payment)) === "granted") {
        return presentOrder((await q.findOrder(deps.db, tenant, id)) ?? row);
      }
    }
  }
  return presentOrder(row);
}

/**
 * The settle job: unpaid orders that never got a notification are queried at their provider and
 * settled; those still unpaid after CLOSE_AFTER_MS are closed. Answers how many were granted.
 */
export async function settleUnpaid(deps: PurchaseDeps): Promise<{ granted: number; closed: number }> {
  const now = deps.clock();
  let granted = 0;
  let closed = 0;
  for (const row of await q.unpaidBefore(deps.db, new Date(now.getTime() - QUERY_AFTER_MS))) {
    const provider = deps.payments[row.channel as PayChannel];
    if (!provider) continue;
    try {
      const payment = await provider.queryOrder(row.outTradeNo);
      if ((await settle(deps, provider.channel, payment)) === "granted") granted += 1;
      else if (now.getTime() - row.createdAt.getTime() >= CLOSE_AFTER_MS) {
        await q.closeOrder(deps.db, row.id);
        closed += 1;
      }
    } catch {
      // The provider did not answer: the next round asks again.
    }
  }
  return { granted, closed };
}

export async function history(deps: Pick<AppDeps, "db">, tenant: Tenant, page: number, pageSize: number) {
  const { items, total } = await q.paidHistory(deps.db, tenant, page, pageSize);
  return { items: items.map(presentOrder), total };
}

/**
 * SPEC §6: a trial account takes the one-day real-scene rendering trial, once — only while the
 * rendering module is on sale (core MODULES' onSale): a trial of nothing is not given.
 */
export async function takeRenderTrial(deps: Pick<AppDeps, "db" | "clock">, tenant: Tenant) {
  if (!isOnSale("rendering")) throw new AppError("purchase.not_on_sale");
  await deps.db.transaction(async (tx) => {
    const account = await q.accountOf(tx, tenant.companyId, true);
    if (!account) throw new AppError("missing.account");
    if (account.company.isTrial !== 1) throw new AppError("purchase.not_trial");
    if (account.company.renderTrialOn) throw new AppError("trial.render_trial_used");
    await q.markRenderTrial(tx, tenant.companyId, utcDay(deps.clock()));
  });
  return accountOverview(deps, tenant);
}

/** SPEC §9: sharing extends a running trial by 3 days, once (an expired one is refused by the gate). */
export async function extendTrialBySharing(deps: Pick<AppDeps, "db" | "clock">, tenant: Tenant) {
  await deps.db.transaction(async (tx) => {
    const account = await q.accountOf(tx, tenant.companyId, true);
    if (!account) throw new AppError("missing.account");
    const { company } = account;
    if (company.isTrial !== 1) throw new AppError("purchase.not_trial");
    if (company.trialExtendedOn) throw new AppError("purchase.share_extension_used");
    const today = utcDay(deps.clock());
    const base =
      company.trialExpiresOn && daysLeft(company.trialExpiresOn, today) > 0 ? company.trialExpiresOn : today;
    await q.extendTrial(tx, tenant.companyId, addTerms(base, "day", SHARE_EXTENSION_DAYS), today);
  });
  return accountOverview(deps, tenant);
}
