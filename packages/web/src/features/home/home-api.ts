import { api } from "../../shared/api/client.ts";

// The workbench's endpoints: GET /api/home/stats, GET /api/home/waiting, and the newest
// contracts from the contracts list.

export interface MonthTotals {
  contracts: number;
  /** Money in fen (1/100 yuan). */
  amount: number;
  /** Square metres. */
  area: number;
  /** Money in fen. */
  collected: number;
  orders: number;
}

export interface HomeStats {
  /** "YYYY-MM". */
  month: string;
  previousMonth: string;
  current: MonthTotals;
  previous: MonthTotals;
}

export interface WaitingEntry {
  kind: "contract";
  id: number;
  reference: string;
  customer: string;
  amount: number | null;
  status: string;
  at: string;
}

export interface WaitingBlock {
  key: string;
  count: number;
  entries: WaitingEntry[];
}

export interface RecentContract {
  id: number;
  contractNo: string;
  customer: string;
  status: string;
  amount: number;
  orderDate: string | null;
  createdAt: string;
}

export const RECENT_CONTRACTS = 5;
export const WAITING_ENTRIES = 3;

export const homeApi = {
  stats: () => api.get<HomeStats>("/api/home/stats"),
  waiting: () => api.get<{ items: WaitingBlock[] }>("/api/home/waiting", { limit: WAITING_ENTRIES }),
  recentContracts: () =>
    api.get<{ items: RecentContract[]; total: number }>("/api/contracts", {
      page: 1,
      pageSize: RECENT_CONTRACTS,
    }),
};
