import { z } from "zod";
import { publicRoute, signedIn } from "../access.ts";
import { jobRunQuerySchema, jobRunSchema } from "../account/account.schemas.ts";
import { defineRoute } from "../route.ts";
import {
  accountOverviewSchema,
  activityBodySchema,
  activitySchema,
  couponBodySchema,
  couponSchema,
  createCodesBodySchema,
  createOrderBodySchema,
  invitationSchema,
  invitedPageSchema,
  notifyBodySchema,
  notifyParams,
  operatorIdParams,
  operatorWithdrawalPageSchema,
  operatorWithdrawalSchema,
  orderPageSchema,
  paymentOrderParams,
  paymentOrderSchema,
  processWithdrawalBodySchema,
  purchasePageQuerySchema,
  quoteBodySchema,
  quoteSchema,
  redeemBodySchema,
  redemptionCodePageSchema,
  redemptionCodeSchema,
  rewardWithdrawBodySchema,
  utilizationPageSchema,
  utilizationQuerySchema,
  withdrawalPageSchema,
  withdrawalSchema,
  withdrawalStatusQuerySchema,
} from "./purchase.schemas.ts";

// Buying is the main account's (SPEC §6: sub-accounts buy nothing) and stays open to an expired
// account, which is exactly who renews. Reading the account's purchase facts is open to all.
const buyer = signedIn({ mainAccount: "access.main_account_only", openWhenExpired: true });
const reader = signedIn({ openWhenExpired: true });
const operator = signedIn({ operator: true });

export const purchase = {
  account: defineRoute({
    method: "GET",
    path: "/api/purchase/account",
    tag: "purchase",
    access: reader,
    response: accountOverviewSchema,
  }),
  quote: defineRoute({
    method: "POST",
    path: "/api/purchase/quote",
    tag: "purchase",
    description:
      "The price of a purchase for this account today (an upgrade prorated by day), nothing stored.",
    access: buyer,
    body: quoteBodySchema,
    response: quoteSchema,
  }),
  createOrder: defineRoute({
    method: "POST",
    path: "/api/purchase/orders",
    tag: "purchase",
    description:
      "Prices the purchase and opens a payment with the channel's provider; answers the pay page (QR content). Granted when the provider's signed notification arrives or the order is queried.",
    access: buyer,
    body: createOrderBodySchema,
    response: paymentOrderSchema,
    success: "success.add",
    idempotent: true,
  }),
  order: defineRoute({
    method: "GET",
    path: "/api/purchase/orders/:id",
    tag: "purchase",
    description: "One of the company's orders; an unpaid one is first queried at its provider and settled.",
    access: reader,
    params: paymentOrderParams,
    response: paymentOrderSchema,
  }),
  history: defineRoute({
    method: "GET",
    path: "/api/purchase/orders",
    tag: "purchase",
    description: "The company's paid purchases, newest first (SPEC purchase log).",
    access: reader,
    query: purchasePageQuerySchema,
    response: orderPageSchema,
  }),
  receipt: defineRoute({
    method: "GET",
    path: "/api/purchase/orders/:id/receipt",
    tag: "purchase",
    description: "The receipt of a paid purchase as a PDF.",
    access: reader,
    params: paymentOrderParams,
    response: { raw: ["application/pdf"] },
  }),
  redeem: defineRoute({
    method: "POST",
    path: "/api/purchase/redeem",
    tag: "purchase",
    access: buyer,
    body: redeemBodySchema,
    response: paymentOrderSchema,
    success: "success.redeem",
    idempotent: true,
  }),
  renderTrial: defineRoute({
    method: "POST",
    path: "/api/purchase/render-trial",
    tag: "purchase",
    description: "SPEC §6: a trial account takes the one-day real-scene rendering trial, once.",
    access: signedIn({ mainAccount: "access.main_account_only" }),
    response: accountOverviewSchema,
    success: "success.one_day_trial",
  }),
  shareExtension: defineRoute({
    method: "POST",
    path: "/api/purchase/share-extension",
    tag: "purchase",
    description: "SPEC §9: sharing the invitation link extends a running trial by 3 days, once.",
    access: signedIn({ mainAccount: "access.main_account_only" }),
    response: accountOverviewSchema,
    success: "success.operate",
  }),
};

export const payments = {
  notify: defineRoute({
    method: "POST",
    path: "/api/payments/notify/:channel",
    tag: "payments",
    description:
      "The payment provider's asynchronous notification. Verified (signature, amount) by the channel's provider; a repeat or a late one grants nothing more.",
    access: publicRoute(),
    params: notifyParams,
    body: notifyBodySchema,
    // The provider's own answer (WeChat Pay: JSON and the status; Alipay: the text "success").
    response: { raw: ["application/json", "text/plain"] },
    hidden: true,
  }),
};

export const invitation = {
  summary: defineRoute({
    method: "GET",
    path: "/api/invitation",
    tag: "invitation",
    access: signedIn({ mainAccount: "access.main_account_only" }),
    response: invitationSchema,
  }),
  invited: defineRoute({
    method: "GET",
    path: "/api/invitation/invited",
    tag: "invitation",
    access: signedIn({ mainAccount: "access.main_account_only" }),
    query: purchasePageQuerySchema,
    response: invitedPageSchema,
  }),
  withdraw: defineRoute({
    method: "POST",
    path: "/api/invitation/withdrawals",
    tag: "invitation",
    description:
      "Cash out invitation rewards: at least 300 yuan earned, multiples of 100, never above the available balance.",
    access: signedIn({ mainAccount: "access.main_account_only" }),
    body: rewardWithdrawBodySchema,
    response: withdrawalSchema,
    success: "success.add",
    idempotent: true,
  }),
  withdrawals: defineRoute({
    method: "GET",
    path: "/api/invitation/withdrawals",
    tag: "invitation",
    access: signedIn({ mainAccount: "access.main_account_only" }),
    query: purchasePageQuerySchema,
    response: withdrawalPageSchema,
  }),
  /** Runs the daily reward job now, as on `on` (dev and tests; never registered in production). */
  runRewardJob: defineRoute({
    method: "POST",
    path: "/api/dev/jobs/invitation-rewards",
    tag: "dev",
    access: publicRoute({ loopbackOnly: true }),
    query: jobRunQuerySchema,
    response: jobRunSchema,
    success: "success.operate",
    hidden: true,
  }),
};

export const operatorConsole = {
  utilization: defineRoute({
    method: "GET",
    path: "/api/operator/utilization",
    tag: "operator",
    access: operator,
    query: utilizationQuerySchema,
    response: utilizationPageSchema,
  }),
  withdrawals: defineRoute({
    method: "GET",
    path: "/api/operator/withdrawals",
    tag: "operator",
    access: operator,
    query: withdrawalStatusQuerySchema,
    response: operatorWithdrawalPageSchema,
  }),
  processWithdrawal: defineRoute({
    method: "PUT",
    path: "/api/operator/withdrawals/:id",
    tag: "operator",
    description: "Marks a withdrawal in process as transferred or refused.",
    access: operator,
    params: operatorIdParams,
    body: processWithdrawalBodySchema,
    response: operatorWithdrawalSchema,
    success: "success.edit",
  }),
  codes: defineRoute({
    method: "GET",
    path: "/api/operator/redemption-codes",
    tag: "operator",
    access: operator,
    query: purchasePageQuerySchema,
    response: redemptionCodePageSchema,
  }),
  createCodes: defineRoute({
    method: "POST",
    path: "/api/operator/redemption-codes",
    tag: "operator",
    access: operator,
    body: createCodesBodySchema,
    response: z.array(redemptionCodeSchema),
    success: "success.add",
    idempotent: true,
  }),
  activities: defineRoute({
    method: "GET",
    path: "/api/operator/activities",
    tag: "operator",
    access: operator,
    response: z.array(activitySchema),
  }),
  createActivity: defineRoute({
    method: "POST",
    path: "/api/operator/activities",
    tag: "operator",
    access: operator,
    body: activityBodySchema,
    response: activitySchema,
    success: "success.add",
  }),
  removeActivity: defineRoute({
    method: "DELETE",
    path: "/api/operator/activities/:id",
    tag: "operator",
    access: operator,
    params: operatorIdParams,
    response: z.null(),
    success: "success.delete",
  }),
  coupons: defineRoute({
    method: "GET",
    path: "/api/operator/coupons",
    tag: "operator",
    access: operator,
    response: z.array(couponSchema),
  }),
  createCoupon: defineRoute({
    method: "POST",
    path: "/api/operator/coupons",
    tag: "operator",
    access: operator,
    body: couponBodySchema,
    response: couponSchema,
    success: "success.add",
  }),
  updateCoupon: defineRoute({
    method: "PUT",
    path: "/api/operator/coupons/:id",
    tag: "operator",
    access: operator,
    params: operatorIdParams,
    body: couponBodySchema,
    response: couponSchema,
    success: "success.edit",
  }),
};

export const activity = {
  current: defineRoute({
    method: "GET",
    path: "/api/activity",
    tag: "activity",
    description: "The activity bar's current activity (note, end_time, url), or null.",
    access: publicRoute(),
    response: z.object({ note: z.string(), end_time: z.string(), url: z.string() }).nullable(),
  }),
};
