import { type BodyIn, type DataOf, type QueryIn, routes } from "@fenestra/api";
import type { ContractEvent } from "@fenestra/core/workflows/contract-machine";
import { api } from "../../shared/api/client.ts";
import { currentLanguage } from "../../shared/i18n/i18n.ts";
import { readApiToken } from "../../shared/storage/session-store.ts";

// The orders, contracts, quote items, collections, sharing and printer endpoints of the server.

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
export type Page<T> = { items: T[]; total: number };
export type OrderListQuery = QueryIn<typeof routes.orders.list>;
export type ContractListQuery = QueryIn<typeof routes.contracts.list>;
export interface CustomerItem {
  id: number;
  windowNo: string;
  width: number;
  height: number;
  count: number;
  area: number;
  price: number;
  amount: number;
  svg: string;
}
export interface CustomerOrder {
  id: number;
  orderNo: string;
  customer: string;
  amount: number;
  items: CustomerItem[];
}
export interface CustomerView {
  id: number;
  company: string;
  contractNo: string;
  customer: string;
  address: string;
  orderDate: string | null;
  amount: number;
  customerConfirm: "none" | "confirmed" | "changed";
  orders: CustomerOrder[];
  quoteItems: CustomerQuoteLine[];
}
/** A quote line as the customer sees it: the customer's own price, no discount. */
export type CustomerQuoteLine = Omit<QuoteItem, "discountPercent">;
export type ListQuery = Record<string, string | number | undefined>;
export { COLLECTION_METHODS, type CollectionMethod } from "@fenestra/core/workflows/collections";
export type ExportFormat = "pdf" | "xlsx" | "docx";

export const ordersApi = {
  orders: (query: OrderListQuery) => api.call(routes.orders.list, { query }),
  order: (id: number) => api.call(routes.orders.detail, { params: { id } }),
  createOrder: (body: BodyIn<typeof routes.orders.create>) => api.call(routes.orders.create, { body }),
  convert: (id: number) => api.call(routes.orders.convert, { params: { id } }),
  /** The company's orders in no contract (the contract page's picker). */
  unattachedOrders: (q?: string) =>
    api.call(routes.orders.list, { query: { attached: "no", pageSize: 100, ...(q ? { q } : {}) } }),
  duplicateItem: (orderId: number, itemId: number) =>
    api.call(routes.orders.duplicateItem, { params: { id: orderId, itemId } }),
  removeItem: (orderId: number, itemId: number) =>
    api.call(routes.orders.removeItem, { params: { id: orderId, itemId } }),
  contracts: (query: ContractListQuery) => api.call(routes.contracts.list, { query }),
  contract: (id: number) => api.call(routes.contracts.detail, { params: { id } }),
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
  addQuoteItem: (id: number, body: Record<string, unknown>) =>
    api.post<ContractDetail>(`/api/contracts/${id}/quote-items`, body),
  removeQuoteItem: (id: number, itemId: number) =>
    api.del<ContractDetail>(`/api/contracts/${id}/quote-items/${itemId}`),
  /** One payment; a repeat with the same key (a retry, a double tap) records it once. */
  collect: (id: number, body: BodyIn<typeof routes.collections.record>, idempotencyKey: string) =>
    api.call(routes.collections.record, { params: { id }, body, idempotencyKey }),
  share: (id: number, hours: number | null) =>
    api.post<{ token: string; url: string; expiresAt: string | null }>(`/api/contracts/${id}/shares`, {
      hours,
    }),
  customerView: (id: number, token: string) => api.get<CustomerView>(`/api/shares/${id}`, { token }),
  customerConfirm: (id: number, token: string) =>
    api.post<CustomerView>(`/api/shares/${id}/confirm`, { token }),
  printLink: (orderIds: number[]) =>
    api.post<{ token: string; url: string; expiresAt: string }>("/api/printer/links", { orderIds }),
  printView: (token: string) =>
    api.get<{ company: string; orders: CustomerOrder[] }>("/api/printer", { token }),

  /** The server builds the file; the browser saves it under the name the server gives. */
  async download(id: number, format: ExportFormat, kind: "quote" | "contract") {
    const token = readApiToken();
    const response = await fetch(`/api/contracts/${id}/export?format=${format}&kind=${kind}`, {
      headers: { TargetLanguage: currentLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
    const type = response.headers.get("content-type") ?? "";
    if (!response.ok || type.includes("json")) {
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      throw new Error(body?.message ?? `HTTP ${response.status}`);
    }
    const disposition = response.headers.get("content-disposition") ?? "";
    const match = /filename="?([^";]+)"?/i.exec(disposition);
    const fileName = match?.[1] ? decodeURIComponent(match[1]) : `contract-${id}.${format}`;
    const blob = await response.blob();
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = fileName;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  },
};
