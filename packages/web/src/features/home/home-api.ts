import type { DataOf, routes } from "@fenestra/api";

// What the workbench reads: GET /api/home/stats, GET /api/home/waiting, and the newest
// contracts from the contracts list.

export type MonthTotals = DataOf<typeof routes.home.stats>["current"];
export type WaitingBlock = DataOf<typeof routes.home.waiting>["items"][number];

export const RECENT_CONTRACTS = 5;
export const WAITING_ENTRIES = 3;
