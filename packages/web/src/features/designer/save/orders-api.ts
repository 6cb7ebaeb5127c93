import { api } from "../../../shared/api/client.ts";

// The orders engineer's API (packages/server/src/modules/orders) as the designer uses it:
// a design is stored as an item of an order (SPEC §3 order/window item).

export type OrderItemPayload = {
  design: unknown;
  windowNo: string;
  count: number;
  installPosition: string;
  note: string;
  seriesId: string;
  color: string;
  glass: string;
  /** Overall size of the drawing, mm. */
  width: number;
  height: number;
  /** m². */
  area: number;
  origin: "design" | "template";
};

/** An item as the server answers it: its price (fen, one window) is computed by the server. */
export type OrderItem = OrderItemPayload & {
  id: number | string;
  orderId: number | string;
  price: number;
  amount: number;
};
export type Order = { id: number | string; orderNo?: string };
export type OrderWithItems = Order & { contractId: number | null; items: { windowNo: string }[] };

export const ordersApi = {
  createIntentOrder: () => api.post<Order>("/api/orders", { kind: "intent" }),
  order: (orderId: string) => api.get<OrderWithItems>(`/api/orders/${orderId}`),
  addItem: (orderId: string, item: OrderItemPayload) =>
    api.post<OrderItem>(`/api/orders/${orderId}/items`, item),
  updateItem: (orderId: string, itemId: string, item: OrderItemPayload) =>
    api.put<OrderItem>(`/api/orders/${orderId}/items/${itemId}`, item),
  getItem: (orderId: string, itemId: string) => api.get<OrderItem>(`/api/orders/${orderId}/items/${itemId}`),
};
