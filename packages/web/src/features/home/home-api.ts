import { type DataOf, routes } from "@fenestra/api";
import { api } from "../../shared/api/client.ts";

// The workbench's endpoints: GET /api/home/stats, GET /api/home/waiting, and the newest
// contracts from the contracts list.

export type MonthTotals = DataOf<typeof routes.home.stats>["current"];
export type WaitingBlock = DataOf<typeof routes.home.waiting>["items"][number];

export const RECENT_CONTRACTS = 5;
export const WAITING_ENTRIES = 3;

export const homeApi = {
  waiting: () => api.call(routes.home.waiting, { query: { limit: WAITING_ENTRIES } }),
  recentContracts: () => api.call(routes.contracts.list, { query: { page: 1, pageSize: RECENT_CONTRACTS } }),
};
