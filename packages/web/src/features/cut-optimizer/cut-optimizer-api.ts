import { type BodyIn, type DataOf, routes } from "@fenestra/api";
import { api } from "../../shared/api/client.ts";
import { newRequestKey } from "../../shared/api/request-key.ts";

// The cutting endpoints (routes.cutting, docs/cutting.md).

/** The settings form's values (bar lengths as typed); what is sent is checked against CutRequest. */
export interface CutSettings {
  barLengths: string;
  defaultStockLength?: number;
  /** Left empty: each profile's series' kerf and trims (the server takes them). */
  kerf?: number;
  trimStart?: number;
  trimEnd?: number;
  minLeftover: number;
  useLeftovers: boolean;
}

export type CutRequest = BodyIn<typeof routes.cutting.optimize>;
export type CutResult = DataOf<typeof routes.cutting.optimize>;
export type GroupPlan = CutResult["groups"][number];
/** Reverse optimization: bar lengths and offcuts are not sent (the server ignores them). */
export type ReverseRequest = BodyIn<typeof routes.cutting.reverse>;
export type ReverseResult = DataOf<typeof routes.cutting.reverse>;
export type ReverseGroup = ReverseResult["groups"][number];
/** This month's metering (money in fen). */
export type CutUsage = DataOf<typeof routes.cutting.usage>;

/** How often a running optimization is asked where it stands. */
const JOB_POLL_MS = 400;

const c = routes.cutting;
export const cuttingApi = {
  reverse: (body: ReverseRequest) => api.call(c.reverse, { body }),
  /**
   * An optimization as a background job (docs/cutting.md "As a job"): started (once, however
   * often the start is resent), then read until its plans are made; `progress` hears the share of
   * profile groups solved. A refused job rejects with its refusal, as the request would.
   */
  optimize: async (
    body: CutRequest,
    progress: (share: number) => void = () => undefined,
  ): Promise<CutResult> => {
    const { jobId } = await api.call(c.startOptimize, { body, idempotencyKey: newRequestKey() });
    for (;;) {
      const job = await api.call(c.optimizeJob, { params: { id: jobId } });
      progress(job.progress);
      if (job.result) return job.result;
      await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
    }
  },
  /** Where a solve sent with `ticket` stands in the queue (SPEC §8 queue message). */
  queue: (ticket: string) => api.call(c.queue, { query: { ticket } }),
  confirm: (body: BodyIn<typeof c.confirm>) => api.call(c.confirm, { body }),
  /** The kerf and trims of the chosen orders' series. */
  sawSettings: (orderIds: number[]) => api.call(c.sawSettings, { body: { orderIds } }),
  /** Starts the plans' .xlsx cutting sheet (headings in the current language) as a file job. */
  exportXlsx: (groups: GroupPlan[]) =>
    api.call(c.xlsxJob, { body: { groups }, idempotencyKey: newRequestKey() }),
};

export type GlassSheetsRequest = BodyIn<typeof routes.glassSheets.plan>;
export type GlassSheetsResult = DataOf<typeof routes.glassSheets.plan>;
export type GlassGroup = GlassSheetsResult["groups"][number];

const g = routes.glassSheets;
export const glassSheetsApi = {
  plan: (body: GlassSheetsRequest) => api.call(g.plan, { body }),
  /** Starts the same plan's .xlsx workbook (headings in the current language) as a file job. */
  exportXlsx: (body: GlassSheetsRequest) => api.call(g.xlsxJob, { body, idempotencyKey: newRequestKey() }),
  /** Book the plan's remnants (consumed, kept); `key` makes a resent confirm change nothing. */
  confirm: (body: GlassSheetsRequest, key: string) => api.call(g.confirm, { body, idempotencyKey: key }),
};

const RESULT_KEY = "fenestra.cut-optimizer.result";

/** The last result and the request behind it; `confirmed` once its plan is confirmed. */
export interface SavedResult {
  request: CutRequest;
  result: CutResult;
  confirmed?: boolean;
}

/** The last result, kept for the result page and the machines' page (this tab only). */
export function saveResult(request: CutRequest, result: CutResult): void {
  sessionStorage.setItem(RESULT_KEY, JSON.stringify({ request, result } satisfies SavedResult));
}

export function loadResult(): SavedResult | null {
  try {
    const raw = sessionStorage.getItem(RESULT_KEY);
    return raw ? (JSON.parse(raw) as SavedResult) : null;
  } catch {
    return null;
  }
}

/** The kept result's plan was confirmed: it may go to the machines (/deviceDocking). */
export function markConfirmed(saved: SavedResult): SavedResult {
  const confirmed = { ...saved, confirmed: true };
  sessionStorage.setItem(RESULT_KEY, JSON.stringify(confirmed));
  return confirmed;
}
