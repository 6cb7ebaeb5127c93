import { type BodyIn, type DataOf, type QueryIn, routes } from "@fenestra/api";
import { api } from "../../shared/api/client.ts";
import { newRequestKey } from "../../shared/api/request-key.ts";

// The finance endpoints: receipt accounts, the ledger, repayments, statistics and order profit.

export type Account = DataOf<typeof routes.finance.accounts>[number];
export type AccountBody = BodyIn<typeof routes.finance.createAccount>;
export type Entry = DataOf<typeof routes.finance.entries>["items"][number];
export type ExpenditureBody = BodyIn<typeof routes.finance.recordExpenditure>;
export type Schedule = DataOf<typeof routes.finance.schedule>;
export type Instalment = Schedule["instalments"][number];
export type ScheduleBody = BodyIn<typeof routes.finance.saveSchedule>;
/** A schedule as the editor gives it; the version it was read at is added when it is sent. */
export type ScheduleFields = Omit<ScheduleBody, "version" | "overwrite">;
export type OverdueRow = DataOf<typeof routes.finance.overdue>["items"][number];
export type Statistics = DataOf<typeof routes.finance.statistics>;
export type StatisticsQuery = QueryIn<typeof routes.finance.statistics>;
export type Ageing = DataOf<typeof routes.finance.ageing>;
export type ProfitRow = DataOf<typeof routes.finance.orderProfit>["items"][number];

/** The query of the contracts to tie a schedule or an expenditure to, searched by number or customer (newest first). */
export const contractSearch = (q: string) => ({ page: 1, pageSize: 20, ...(q ? { q } : {}) });

export const financeApi = {
  createAccount: (body: AccountBody) => api.call(routes.finance.createAccount, { body }),
  updateAccount: (id: number, body: BodyIn<typeof routes.finance.updateAccount>) =>
    api.call(routes.finance.updateAccount, { params: { id }, body }),
  deleteAccount: (id: number) => api.call(routes.finance.deleteAccount, { params: { id } }),
  /** One expenditure; a repeat with the same key (a double tap, a retry) records it once. */
  spend: (body: ExpenditureBody, idempotencyKey: string) =>
    api.call(routes.finance.recordExpenditure, { body, idempotencyKey }),
  reverse: (id: number, idempotencyKey: string) =>
    api.call(routes.finance.reverseEntry, { params: { id }, idempotencyKey }),
  audit: (ids: number[], idempotencyKey: string) =>
    api.call(routes.finance.audit, { body: { ids }, idempotencyKey }),
  attachment: (id: number) => api.call(routes.finance.attachment, { params: { id } }),
  saveSchedule: (contractId: number, body: ScheduleBody) =>
    api.call(routes.finance.saveSchedule, { params: { id: contractId }, body }),
  /** Starts the statistics workbook of a query as a background job. */
  exportXlsx: (query: StatisticsQuery) =>
    api.call(routes.finance.statisticsXlsxJob, { body: query, idempotencyKey: newRequestKey() }),
};
