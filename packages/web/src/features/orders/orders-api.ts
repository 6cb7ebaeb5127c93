import { type BodyIn, type DataOf, type DocumentKind, type ExportFormat, routes } from "@fenestra/api";
import type { ContractEvent } from "@fenestra/core/workflows/contract-machine";
import { api } from "../../shared/api/client.ts";
import { newRequestKey } from "../../shared/api/request-key.ts";

// The orders, contracts, quote items, collections, sharing and printer endpoints of the server.

export type { DocumentKind, ExportFormat } from "@fenestra/api";
export type { ContractEvent, ContractState } from "@fenestra/core/workflows/contract-machine";

export type Order = DataOf<typeof routes.orders.create>;
export type OrderKind = Order["kind"];
export type OrderDetail = DataOf<typeof routes.orders.detail>;
export type OrderItem = OrderDetail["items"][number];
export type Contract = DataOf<typeof routes.contracts.create>;
export type ContractDetail = DataOf<typeof routes.contracts.detail>;
export type ContractOrder = ContractDetail["orders"][number];
/** A window row of a contract's order (contract detail). */
export type WindowRow = ContractOrder["items"][number];
export type QuoteItem = ContractDetail["quoteItems"][number];
export type Collection = ContractDetail["collections"][number];
/** The contract fields a form saves (the page adds the version it read). */
export type ContractEdit = Omit<BodyIn<typeof routes.contracts.update>, "version" | "overwrite">;
export type Page<T> = { items: T[]; total: number };
/** The contract as its customer sees it through a share link: the customer's prices, no costs. */
export type CustomerView = DataOf<typeof routes.sharing.view>;
export type CustomerOrder = CustomerView["orders"][number];
export type CustomerItem = CustomerOrder["items"][number];
/** A quote line as the customer sees it: the customer's own price, no discount. */
export type CustomerQuoteLine = CustomerView["quoteItems"][number];
export { COLLECTION_METHODS, type CollectionMethod } from "@fenestra/core/workflows/collections";

export const ordersApi = {
  createOrder: (body: BodyIn<typeof routes.orders.create>) => api.call(routes.orders.create, { body }),
  convert: (id: number) => api.call(routes.orders.convert, { params: { id } }),
  duplicateItem: (orderId: number, itemId: number) =>
    api.call(routes.orders.duplicateItem, { params: { id: orderId, itemId } }),
  removeItem: (orderId: number, itemId: number) =>
    api.call(routes.orders.removeItem, { params: { id: orderId, itemId } }),
  createContract: (body: BodyIn<typeof routes.contracts.create>) =>
    api.call(routes.contracts.create, { body }),
  updateContract: (id: number, body: BodyIn<typeof routes.contracts.update>) =>
    api.call(routes.contracts.update, { params: { id }, body }),
  fire: (id: number, event: ContractEvent, reason?: string) =>
    api.call(routes.contracts.transition, { params: { id }, body: { event, reason } }),
  confirm: (id: number, confirmed: boolean) =>
    api.call(confirmed ? routes.contracts.confirm : routes.contracts.cancelConfirm, { params: { id } }),
  attachOrder: (id: number, orderId: number) =>
    api.call(routes.contracts.attachOrder, { params: { id }, body: { orderId } }),
  addQuoteItem: (id: number, body: BodyIn<typeof routes.quotes.add>) =>
    api.call(routes.quotes.add, { params: { id }, body }),
  removeQuoteItem: (id: number, itemId: number) => api.call(routes.quotes.remove, { params: { id, itemId } }),
  /** One payment; a repeat with the same key (a retry, a double tap) records it once. */
  collect: (id: number, body: BodyIn<typeof routes.collections.record>, idempotencyKey: string) =>
    api.call(routes.collections.record, { params: { id }, body, idempotencyKey }),
  share: (id: number, hours: number | null) =>
    api.call(routes.sharing.create, { params: { id }, body: { hours } }),
  customerConfirm: (id: number, token: string) =>
    api.call(routes.sharing.confirm, { params: { id }, body: { token } }),
  printLink: (orderIds: number[]) => api.call(routes.printer.createLink, { body: { orderIds } }),
  /** Starts one order as a quote (its windows' drawings, details, prices and materials) in `format`, as a file job. */
  downloadOrder: (id: number, format: ExportFormat) =>
    api.call(routes.exports.orderJob, { params: { id }, body: { format }, idempotencyKey: newRequestKey() }),
  /** A window's simple picture (read through its order). */
  picture: async (orderId: number, itemId: number) =>
    (await api.download(routes.orders.picture, { params: { id: orderId, itemId } })).blob,
  /** Starts the contract's quote or contract as a file job (the page shows it and downloads it). */
  download: (id: number, format: ExportFormat, kind: DocumentKind) =>
    api.call(routes.exports.contractJob, {
      params: { id },
      body: { format, kind },
      idempotencyKey: newRequestKey(),
    }),
};
