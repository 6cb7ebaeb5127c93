import { z } from "zod";
import { publicRoute, signedIn } from "../access.ts";
import { jobRunRoute } from "../dev/dev.api.ts";
import { moduleRoutes } from "../module-routes.ts";
import {
  accountOverviewSchema,
  activityBodySchema,
  activitySchema,
  commonCouponSchema,
  couponBodySchema,
  couponCommonQuerySchema,
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

const purchaseRoute = moduleRoutes("purchase", reader);
const byPaymentOrder = purchaseRoute.with({ params: paymentOrderParams });

export const purchase = {
  account: purchaseRoute.get("/api/purchase/account", { response: accountOverviewSchema }),
  quote: purchaseRoute.post("/api/purchase/quote", {
    description:
      "The price of a purchase for this account today (an upgrade prorated by day), nothing stored.",
    access: buyer,
    body: quoteBodySchema,
    response: quoteSchema,
  }),
  createOrder: purchaseRoute.create("/api/purchase/orders", {
    description:
      "Prices the purchase and opens a payment with the channel's provider; answers the pay page (QR content). Granted when the provider's signed notification arrives or the order is queried.",
    access: buyer,
    body: createOrderBodySchema,
    response: paymentOrderSchema,
    idempotent: true,
  }),
  order: byPaymentOrder.get("/api/purchase/orders/:id", {
    description: "One of the company's orders; an unpaid one is first queried at its provider and settled.",
    response: paymentOrderSchema,
  }),
  history: purchaseRoute.get("/api/purchase/orders", {
    description: "The company's paid purchases, newest first (SPEC purchase log).",
    query: purchasePageQuerySchema,
    response: orderPageSchema,
  }),
  receipt: byPaymentOrder.get("/api/purchase/orders/:id/receipt", {
    description: "The receipt of a paid purchase as a PDF.",
    response: { raw: ["application/pdf"] },
  }),
  redeem: purchaseRoute.post("/api/purchase/redeem", {
    access: buyer,
    body: redeemBodySchema,
    response: paymentOrderSchema,
    success: "success.redeem",
    idempotent: true,
  }),
  renderTrial: purchaseRoute.post("/api/purchase/render-trial", {
    description: "SPEC §6: a trial account takes the one-day real-scene rendering trial, once.",
    access: signedIn({ mainAccount: "access.main_account_only" }),
    response: accountOverviewSchema,
    success: "success.one_day_trial",
  }),
  shareExtension: purchaseRoute.post("/api/purchase/share-extension", {
    description: "SPEC §9: sharing the invitation link extends a running trial by 3 days, once.",
    access: signedIn({ mainAccount: "access.main_account_only" }),
    response: accountOverviewSchema,
    success: "success.operate",
  }),
};

const paymentsRoute = moduleRoutes("payments", publicRoute());

export const payments = {
  notify: paymentsRoute.post("/api/payments/notify/:channel", {
    description:
      "The payment provider's asynchronous notification. Verified (signature, amount) by the channel's provider; a repeat or a late one grants nothing more.",
    params: notifyParams,
    body: notifyBodySchema,
    // The provider's own answer (WeChat Pay: JSON and the status; Alipay: the text "success").
    response: { raw: ["application/json", "text/plain"] },
    hidden: true,
  }),
};

const invitationRoute = moduleRoutes("invitation", signedIn({ mainAccount: "access.main_account_only" }));

export const invitation = {
  summary: invitationRoute.get("/api/invitation", { response: invitationSchema }),
  invited: invitationRoute.get("/api/invitation/invited", {
    query: purchasePageQuerySchema,
    response: invitedPageSchema,
  }),
  withdraw: invitationRoute.create("/api/invitation/withdrawals", {
    description:
      "Cash out invitation rewards: at least 300 yuan earned, multiples of 100, never above the available balance.",
    body: rewardWithdrawBodySchema,
    response: withdrawalSchema,
    idempotent: true,
  }),
  withdrawals: invitationRoute.get("/api/invitation/withdrawals", {
    query: purchasePageQuerySchema,
    response: withdrawalPageSchema,
  }),
  /** Runs the daily reward job now, as on `on` (dev and tests; never registered in production). */
  runRewardJob: jobRunRoute("/api/dev/jobs/invitation-rewards"),
};

const operatorConsoleRoute = moduleRoutes("operator", operator);
const byOperatorId = operatorConsoleRoute.with({ params: operatorIdParams });

export const operatorConsole = {
  utilization: operatorConsoleRoute.get("/api/operator/utilization", {
    query: utilizationQuerySchema,
    response: utilizationPageSchema,
  }),
  withdrawals: operatorConsoleRoute.get("/api/operator/withdrawals", {
    query: withdrawalStatusQuerySchema,
    response: operatorWithdrawalPageSchema,
  }),
  processWithdrawal: byOperatorId.update("/api/operator/withdrawals/:id", {
    description: "Marks a withdrawal in process as transferred or refused.",
    body: processWithdrawalBodySchema,
    response: operatorWithdrawalSchema,
  }),
  codes: operatorConsoleRoute.get("/api/operator/redemption-codes", {
    query: purchasePageQuerySchema,
    response: redemptionCodePageSchema,
  }),
  createCodes: operatorConsoleRoute.create("/api/operator/redemption-codes", {
    body: createCodesBodySchema,
    response: z.array(redemptionCodeSchema),
    idempotent: true,
  }),
  activities: operatorConsoleRoute.get("/api/operator/activities", { response: z.array(activitySchema) }),
  createActivity: operatorConsoleRoute.create("/api/operator/activities", {
    body: activityBodySchema,
    response: activitySchema,
  }),
  removeActivity: byOperatorId.remove("/api/operator/activities/:id", { response: z.null() }),
  coupons: operatorConsoleRoute.get("/api/operator/coupons", { response: z.array(couponSchema) }),
  createCoupon: operatorConsoleRoute.create("/api/operator/coupons", {
    body: couponBodySchema,
    response: couponSchema,
  }),
  updateCoupon: byOperatorId.update("/api/operator/coupons/:id", {
    body: couponBodySchema,
    response: couponSchema,
  }),
};

const activityRoute = moduleRoutes("activity", publicRoute());

export const activity = {
  current: activityRoute.get("/api/activity", {
    description: "The activity bar's current activity (note, end_time, url), or null.",
    response: z.object({ note: z.string(), end_time: z.string(), url: z.string() }).nullable(),
  }),
};

const couponRoute = moduleRoutes("coupon", reader);

export const coupon = {
  common: couponRoute.get("/api/coupon/common", {
    description:
      "SPEC §7: the coupon offered to everyone (the newest an operator shows) and whether the caller's company has used it, or null. `phone` is the caller's own.",
    query: couponCommonQuerySchema,
    response: commonCouponSchema,
  }),
};
