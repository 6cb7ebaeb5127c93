import { type BodyIn, type DataOf, routes } from "@fenestra/api";
import { api } from "../../shared/api/client.ts";

// The customer order link (routes.customOrder): the company's side and the customer's.

export type LinkSettings = BodyIn<typeof routes.customOrder.save>;
export type CustomOrderLink = DataOf<typeof routes.customOrder.rotate>;
export type PublicForm = DataOf<typeof routes.customOrder.open>;
export type PublicTemplate = PublicForm["templates"][number];
export type OrderBody = BodyIn<typeof routes.customOrder.submit>;
export type CustomerWindowBody = OrderBody["windows"][number];

export const customOrderApi = {
  save: (body: LinkSettings) => api.call(routes.customOrder.save, { body }),
  rotate: () => api.call(routes.customOrder.rotate),
  price: (token: string, windows: CustomerWindowBody[]) =>
    api.call(routes.customOrder.price, { params: { token }, body: { windows } }),
  submit: (token: string, body: OrderBody) =>
    api.call(routes.customOrder.submit, { params: { token }, body }),
};

/** The address a customer opens (and the QR code carries). */
export const formAddress = (token: string, origin = window.location.origin) =>
  `${origin}/customOrder/${token}`;

/** Where a field refused by the server ("windows.1.width") sits in an antd form: its name path. */
export const fieldPath = (field: string): (string | number)[] =>
  field.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));
