import { type BodyIn, type DataOf, routes } from "@fenestra/api";
import type { PurchaseItem } from "@fenestra/core/account/purchase";
import { api } from "../../shared/api/client.ts";
import { newRequestKey } from "../../shared/api/request-key.ts";
import { saveBlob } from "../../shared/files/save-blob.ts";

// The purchase, payment, invitation and operator endpoints of the server.

export type AccountOverview = DataOf<typeof routes.purchase.account>;
export type PaymentOrder = DataOf<typeof routes.purchase.createOrder>;
export type PayChannel = BodyIn<typeof routes.purchase.createOrder>["channel"];
export type Invitation = DataOf<typeof routes.invitation.summary>;
export type Invited = DataOf<typeof routes.invitation.invited>["items"][number];
export type Withdrawal = DataOf<typeof routes.invitation.withdraw>;
export type WithdrawBody = BodyIn<typeof routes.invitation.withdraw>;

export const purchaseApi = {
  createOrder: (item: PurchaseItem, channel: PayChannel, couponId?: number) =>
    api.call(routes.purchase.createOrder, {
      body: { item, channel, agreementRead: true, couponId },
      idempotencyKey: newRequestKey(),
    }),
  order: (id: number) => api.call(routes.purchase.order, { params: { id } }),
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
  withdraw: (body: WithdrawBody) =>
    api.call(routes.invitation.withdraw, { body, idempotencyKey: newRequestKey() }),
};
