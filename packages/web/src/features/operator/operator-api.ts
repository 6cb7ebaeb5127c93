import { type BodyIn, type DataOf, routes } from "@fenestra/api";
import type { PurchaseItem } from "@fenestra/core/account/purchase";
import { api } from "../../shared/api/client.ts";
import { newRequestKey } from "../../shared/api/request-key.ts";

// The operator console's writes (its lists are read through usePagedList / routeQuery).

export type OperatorWithdrawal = DataOf<typeof routes.operator.processWithdrawal>;
export type UtilizationRow = DataOf<typeof routes.operator.utilization>["items"][number];
export type RedemptionCode = DataOf<typeof routes.operator.codes>["items"][number];
export type Activity = DataOf<typeof routes.operator.createActivity>;
export type ActivityBody = BodyIn<typeof routes.operator.createActivity>;
export type Coupon = DataOf<typeof routes.operator.createCoupon>;
export type CouponBody = BodyIn<typeof routes.operator.createCoupon>;

export const operatorApi = {
  processWithdrawal: (id: number, status: "transferred" | "refused") =>
    api.call(routes.operator.processWithdrawal, { params: { id }, body: { status } }),
  createCodes: (item: PurchaseItem, count: number) =>
    api.call(routes.operator.createCodes, { body: { item, count }, idempotencyKey: newRequestKey() }),
  createActivity: (body: ActivityBody) => api.call(routes.operator.createActivity, { body }),
  removeActivity: (id: number) => api.call(routes.operator.removeActivity, { params: { id } }),
  createCoupon: (body: CouponBody) => api.call(routes.operator.createCoupon, { body }),
  updateCoupon: (id: number, body: CouponBody) =>
    api.call(routes.operator.updateCoupon, { params: { id }, body }),
};
