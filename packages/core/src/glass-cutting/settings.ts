// The limits of the glass-sheet settings: the server checks requests with them and the web form
// uses them as field rules, so a limit is written once. Out of range is refused at the field with
// the range (validation.mm_between; the margin validation.margin_between), never clamped.
import { z } from "zod";
import { mmSchema } from "../cutting/settings.ts";
import { keyed } from "../validation/keyed.ts";

export const GLASS_SHEET_LIMITS = {
  /**
   * The margin trimmed off each edge of a sheet, mm: above 0 (SPEC §5 "margin greater than 0": a
   * float sheet's edges are chipped in handling and always cut away), at most `max`.
   */
  trim: { min: 0, max: 100 },
  /** Smallest side of a remnant worth keeping, mm. */
  minRemnant: { min: 50, max: 3000 },
  /** A stock sheet's side, mm. */
  sheetSide: { min: 300, max: 8000 },
} as const;

/** Until a company sets its own: 10 mm off each edge, remnants from 300 × 300 mm. */
export const DEFAULT_GLASS_SHEET_SETTINGS = { trim: 10, minRemnant: 300 } as const;

/** The sheet a glass line of a series has when it names none (float glass, 3300 × 2140 mm). */
export const DEFAULT_GLASS_SHEET = { width: 3300, height: 2140 } as const;

/** A margin above 0 and at most `max` mm; anything else (0, empty, text) says so. */
function marginSchema(limit: { max: number }) {
  const error = keyed("validation.margin_between", { max: limit.max });
  return z.number(error).gt(0, error).max(limit.max, error);
}

export const glassSheetSettingsSchema = z.object({
  trim: marginSchema(GLASS_SHEET_LIMITS.trim).describe(
    "The margin trimmed off each edge of a sheet, mm: above 0 (SPEC §5), at most 100",
  ),
  minRemnant: mmSchema(GLASS_SHEET_LIMITS.minRemnant).describe(
    "A leftover whose sides are both at least this goes back to stock as a remnant, mm",
  ),
});
export type GlassSheetSettings = z.infer<typeof glassSheetSettingsSchema>;

export const glassSheetSizeSchema = z.object({
  width: mmSchema(GLASS_SHEET_LIMITS.sheetSide),
  height: mmSchema(GLASS_SHEET_LIMITS.sheetSide),
});
