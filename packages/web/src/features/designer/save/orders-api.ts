import { type BodyIn, routes } from "@fenestra/api";
import { api } from "../../../shared/api/client.ts";

// The orders routes as the designer uses them: a design is stored as an item of an order
// (SPEC §3 order/window item). Ids come from the page's query (order_id, item_id).

export type OrderItemPayload = BodyIn<typeof routes.orders.addItem>;

export const ordersApi = {
  createIntentOrder: () => api.call(routes.orders.create, { body: { kind: "intent" } }),
  order: (orderId: string) => api.call(routes.orders.detail, { params: { id: orderId } }),
  addItem: (orderId: string, item: OrderItemPayload) =>
    api.call(routes.orders.addItem, { params: { id: orderId }, body: item }),
  updateItem: (orderId: string, itemId: string, item: BodyIn<typeof routes.orders.updateItem>) =>
    api.call(routes.orders.updateItem, { params: { id: orderId, itemId }, body: item }),
  getItem: (orderId: string, itemId: string) =>
    api.call(routes.orders.item, { params: { id: orderId, itemId } }),
};
