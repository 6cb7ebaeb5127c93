import type { CuttingPlan } from "@fenestra/core/cutting/index";
import { api } from "../../shared/api/client.ts";
import { currentLanguage } from "../../shared/i18n/i18n.ts";
import { readApiToken } from "../../shared/storage/session-store.ts";

// The cutting endpoints (packages/server/src/modules/cutting, docs/cutting.md).

export interface CutSettings {
  barLengths: string;
  defaultStockLength?: number;
  kerf: number;
  trimStart: number;
  trimEnd: number;
  minLeftover: number;
  useLeftovers: boolean;
}

export interface GroupPlan {
  profile: string;
  color: string;
  plan: CuttingPlan;
}

export interface CutResult {
  orders: { id: number; orderNo: string }[];
  groups: GroupPlan[];
  summary: {
    stockBars: number;
    leftoversUsed: number;
    pieceLength: number;
    barLength: number;
    waste: number;
    utilization: number;
    optimal: boolean;
  };
}

export interface CutRequest {
  orderIds: number[];
  settings: CutSettings;
}

/** POST /api/cutting/reverse: bar lengths and offcuts are not sent (the server ignores them). */
export interface ReverseRequest {
  orderIds: number[];
  settings: Pick<CutSettings, "kerf" | "trimStart" | "trimEnd" | "minLeftover">;
  range: { min: number; max: number; step: number };
}

export interface ReverseCandidate {
  length: number;
  waste: number;
  stockBars: number;
}

export interface ReverseGroup {
  profile: string;
  color: string;
  /** The stock length that wastes least (mm), and its plan's figures. */
  length: number;
  waste: number;
  stockBars: number;
  pieceLength: number;
  utilization: number;
  /** The most promising lengths, fully optimized, in order of length. */
  candidates: ReverseCandidate[];
}

export interface ReverseResult {
  orders: { id: number; orderNo: string }[];
  range: { min: number; max: number; step: number };
  tried: number;
  groups: ReverseGroup[];
}

/** GET /api/cutting/usage: this month's metering (money in fen). */
export interface CutUsage {
  month: string;
  freePerMonth: number;
  priceFen: number;
  balanceFen: number;
  profiles: { code: string; used: number; freeLeft: number }[];
}

export const cuttingApi = {
  usage: () => api.get<CutUsage>("/api/cutting/usage"),
  reverse: (body: ReverseRequest) => api.post<ReverseResult>("/api/cutting/reverse", body),
  optimize: (body: CutRequest) => api.post<CutResult>("/api/cutting/optimize", body),
  confirm: (body: CutRequest & { plans: GroupPlan[]; position: string }) =>
    api.post<{ consumed: number; kept: number }>("/api/cutting/confirm", body),
  /** The plans as an .xlsx cutting sheet (headings in the current language). */
  async exportXlsx(groups: GroupPlan[]): Promise<Blob> {
    const token = readApiToken();
    const response = await fetch("/api/cutting/xlsx", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        TargetLanguage: currentLanguage(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ groups }),
    });
    const type = response.headers.get("content-type") ?? "";
    if (!response.ok || !type.includes("spreadsheetml")) {
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      throw new Error(body.message ?? `HTTP ${response.status}`);
    }
    return response.blob();
  },
};

const RESULT_KEY = "fenestra.cut-optimizer.result";

/** The last result and the request behind it, kept for the result page (this tab only). */
export function saveResult(request: CutRequest, result: CutResult): void {
  sessionStorage.setItem(RESULT_KEY, JSON.stringify({ request, result }));
}

export function loadResult(): { request: CutRequest; result: CutResult } | null {
  try {
    const raw = sessionStorage.getItem(RESULT_KEY);
    return raw ? (JSON.parse(raw) as { request: CutRequest; result: CutResult }) : null;
  } catch {
    return null;
  }
}
