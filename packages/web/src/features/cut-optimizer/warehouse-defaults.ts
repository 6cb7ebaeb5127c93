// The optimizer form starts from the company's warehouse settings (SPEC §9): its default stock
// length is the bar length and its leftover minimum the shortest leftover kept — the values the
// server takes when a request leaves them out, shown so the person sees what will be used.
import type { CutSettings } from "./cut-optimizer-api.ts";

/** The warehouse settings as GET /api/warehouse/settings answers them (mm). */
export interface WarehouseDefaults {
  leftoverMin: number;
  defaultStockLength: number;
}

/** The optimizer form's fields the warehouse settings fill in. */
export function formValuesOf(
  s: WarehouseDefaults,
): Pick<CutSettings, "barLengths" | "defaultStockLength" | "minLeftover"> {
  return {
    barLengths: String(s.defaultStockLength),
    defaultStockLength: s.defaultStockLength,
    minLeftover: s.leftoverMin,
  };
}
