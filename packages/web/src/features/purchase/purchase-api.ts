import { type BodyIn, type DataOf, type QueryIn, routes } from "@fenestra/api";
import type { PurchaseItem } from "@fenestra/core/account/purchase";
import { api } from "../../shared/api/client.ts";
import { newRequestKey } from "../../shared/api/request-key.ts";
import { saveBlob } from "../order-bom/order-bom-api.ts";

// The purchase, payment, invitation and operator endpoints of the server.

export type AccountOverview = DataOf<typeof routes.purchase.account>;
export type PaymentOrder = DataOf<typeof routes.purchase.createOrder>;
export type PayChannel = BodyIn<typeof routes.purchase.createOrder>["channel"];
export type Invitation = DataOf<typeof routes.invitation.summary>;
export type Invited = DataOf<typeof routes.invitation.invited>["items"][number];
export type Withdrawal = DataOf<typeof routes.invitation.withdraw>;
export type WithdrawBody = BodyIn<typeof routes.invitation.withdraw>;
export type OperatorWithdrawal = DataOf<typeof routes.operator.processWithdrawal>;
export type WithdrawalQuery = QueryIn<typeof routes.operator.withdrawals>;
export type UtilizationRow = DataOf<typeof routes.operator.utilization>["items"][number];
export type RedemptionCode = DataOf<typeof routes.operator.codes>["items"][number];
export type Activity = DataOf<typeof routes.operator.createActivity>;
export type ActivityBody = BodyIn<typeof routes.operator.createActivity>;
export type Coupon = DataOf<typeof routes.operator.createCoupon>;
export type CouponBody = BodyIn<typeof routes.operator.createCoupon>;

export const purchaseApi = {
  account: () => api.call(routes.purchase.account),
  quote: (item: PurchaseItem) => api.call(routes.purchase.quote, { body: { item } }),
  createOrder: (item: PurchaseItem, channel: PayChannel) =>
    api.call(routes.purchase.createOrder, {
      body: { item, channel, agreementRead: true },
      idempotencyKey: newRequestKey(),
    }),
  order: (id: number) => api.call(routes.purchase.order, { params: { id } }),
  history: (page: number, pageSize: number) =>
    api.call(routes.purchase.history, { query: { page, pageSize } }),
  async receipt(id: number) {
    const { blob, fileName } = await api.download(routes.purchase.receipt, { params: { id } });
    saveBlob(blob, fileName);
  },
  redeem: (code: string) =>
    api.call(routes.purchase.redeem, { body: { code }, idempotencyKey: newRequestKey() }),
  renderTrial: () => api.call(routes.purchase.renderTrial),
  shareExtension: () => api.call(routes.purchase.shareExtension),
};

export const invitationApi = {
  summary: () => api.call(routes.invitation.summary),
  invited: (page: number, pageSize: number) =>
    api.call(routes.invitation.invited, { query: { page, pageSize } }),
  withdraw: (body: WithdrawBody) =>
    api.call(routes.invitation.withdraw, { body, idempotencyKey: newRequestKey() }),
  withdrawals: (page: number, pageSize: number) =>
    api.call(routes.invitation.withdrawals, { query: { page, pageSize } }),
};

export const operatorApi = {
  utilization: (page: number, pageSize: number, phone?: string) =>
    api.call(routes.operator.utilization, { query: { page, pageSize, phone: phone || undefined } }),
  withdrawals: (query: WithdrawalQuery) => api.call(routes.operator.withdrawals, { query }),
  processWithdrawal: (id: number, status: "transferred" | "refused") =>
    api.call(routes.operator.processWithdrawal, { params: { id }, body: { status } }),
  codes: (page: number, pageSize: number) => api.call(routes.operator.codes, { query: { page, pageSize } }),
  createCodes: (item: PurchaseItem, count: number) =>
    api.call(routes.operator.createCodes, { body: { item, count }, idempotencyKey: newRequestKey() }),
  activities: () => api.call(routes.operator.activities),
  createActivity: (body: ActivityBody) => api.call(routes.operator.createActivity, { body }),
  removeActivity: (id: number) => api.call(routes.operator.removeActivity, { params: { id } }),
  coupons: () => api.call(routes.operator.coupons),
  createCoupon: (body: CouponBody) => api.call(routes.operator.createCoupon, { body }),
  updateCoupon: (id: number, body: CouponBody) =>
    api.call(routes.operator.updateCoupon, { params: { id }, body }),
};
