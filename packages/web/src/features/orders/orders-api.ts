import { api } from "../../shared/api/client.ts";
import { currentLanguage } from "../../shared/i18n/i18n.ts";
import { readApiToken } from "../../shared/storage/session-store.ts";

// The orders, contracts, quote items, collections, sharing and printer endpoints of the server.

export type OrderKind = "intent" | "formal";
export interface Order {
  id: number;
  orderNo: string;
  kind: OrderKind;
  contractId: number | null;
  customer: string | null;
  amount: number;
  area: number;
  itemCount: number;
  createdAt: string;
}
export interface OrderItem {
  id: number;
  windowNo: string;
  width: number;
  height: number;
  count: number;
  area: number;
  price: number;
  amount: number;
  origin: "design" | "template";
  installPosition: string;
  color: string;
  glass: string;
  seriesName?: string | null;
  seriesMissing?: boolean;
}
/** A window row of a contract's order (contract detail). */
export interface WindowRow {
  id: number;
  orderId: number;
  windowNo: string;
  width: number;
  height: number;
  count: number;
  area: number;
  price: number;
  amount: number;
  seriesName: string | null;
  seriesMissing: boolean;
}
export type ContractOrder = Order & { items: WindowRow[] };
export type OrderDetail = Order & { items: OrderItem[] };

export type ContractState =
  | "intent"
  | "agreement"
  | "review"
  | "deposit"
  | "production"
  | "finished"
  | "delivered"
  | "settled";
export type ContractEvent =
  | "sign"
  | "design_review"
  | "confirm_deposit"
  | "arrange"
  | "finish"
  | "deliver"
  | "confirm_balance"
  | "revert";
export interface Contract {
  id: number;
  contractNo: string;
  customer: string;
  phone: string;
  address: string;
  type: "webcc" | "sunnyhouse";
  status: ContractState;
  amount: number;
  area: number;
  discountPercent: number;
  markupPercent: number;
  orderDate: string | null;
  confirmed: boolean;
  customerConfirm: "none" | "confirmed" | "changed";
  createdAt: string;
}
export interface QuoteItem {
  id: number;
  name: string;
  price: number;
  count: number;
  length: number;
  discountPercent: number;
  note: string;
  amount: number;
}
export interface Collection {
  id: number;
  amount: number;
  method: string;
  note: string | null;
  createdAt: string;
}
export type ContractDetail = Contract & {
  sides: ("owner" | "factory")[];
  events: ContractEvent[];
  baseAmount: number;
  agencyAmount: number | null;
  collected: number;
  balance: number;
  settlePrompt: boolean;
  orders: ContractOrder[];
  quoteItems: QuoteItem[];
  collections: Collection[];
};
export interface Page<T> {
  items: T[];
  total: number;
}
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
export const COLLECTION_METHODS = ["alipay", "wechat", "bank_card", "manual", "qr_code"] as const;
export type ExportFormat = "pdf" | "xlsx" | "docx";

export const ordersApi = {
  orders: (query: ListQuery) => api.get<Page<Order>>("/api/orders", query),
  order: (id: number) => api.get<OrderDetail>(`/api/orders/${id}`),
  createOrder: (body: { kind: OrderKind; contractId?: number; customer?: string }) =>
    api.post<Order>("/api/orders", body),
  convert: (id: number) => api.post<OrderDetail>(`/api/orders/${id}/convert`, {}),
  /** The company's orders in no contract (the contract page's picker). */
  unattachedOrders: (q?: string) =>
    api.get<Page<Order>>("/api/orders", { attached: "no", pageSize: 100, ...(q ? { q } : {}) }),
  duplicateItem: (orderId: number, itemId: number) =>
    api.post<OrderItem>(`/api/orders/${orderId}/items/${itemId}/duplicate`, {}),
  removeItem: (orderId: number, itemId: number) => api.del<null>(`/api/orders/${orderId}/items/${itemId}`),
  contracts: (query: ListQuery) => api.get<Page<Contract>>("/api/contracts", query),
  contract: (id: number) => api.get<ContractDetail>(`/api/contracts/${id}`),
  createContract: (body: Record<string, unknown>) => api.post<Contract>("/api/contracts", body),
  updateContract: (id: number, body: Record<string, unknown>) =>
    api.put<ContractDetail>(`/api/contracts/${id}`, body),
  fire: (id: number, event: ContractEvent, reason?: string) =>
    api.post<ContractDetail>(`/api/contracts/${id}/transitions`, { event, reason }),
  confirm: (id: number, confirmed: boolean) =>
    api.post<ContractDetail>(`/api/contracts/${id}/${confirmed ? "confirm" : "cancel-confirm"}`, {}),
  attachOrder: (id: number, orderId: number) =>
    api.post<ContractDetail>(`/api/contracts/${id}/orders`, { orderId }),
  addQuoteItem: (id: number, body: Record<string, unknown>) =>
    api.post<ContractDetail>(`/api/contracts/${id}/quote-items`, body),
  removeQuoteItem: (id: number, itemId: number) =>
    api.del<ContractDetail>(`/api/contracts/${id}/quote-items/${itemId}`),
  /** One payment; a repeat with the same key (a retry, a double tap) records it once. */
  collect: (id: number, body: { amount: number; method: string; note?: string }, idempotencyKey: string) =>
    api
      .request<ContractDetail>("POST", `/api/contracts/${id}/collections`, {
        body,
        headers: { "Idempotency-Key": idempotencyKey },
      })
      .then((envelope) => envelope.data),
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
