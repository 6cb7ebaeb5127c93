// Finite, documented bounds of the numbers a record holds: sizes, areas, weights and
// counts (money: priceFenSchema in workflows/contract-fields). Every schema that stores one of
// them uses these, so nothing non-finite or beyond what the columns and the sums over them hold
// is ever stored. docs/input.md lists them.
import { z } from "zod";
import { MAX_LENGTH_MM } from "../design/limits.ts";

export { MAX_LENGTH_MM };

/** Largest area of one window or item, m² (100 m × 100 m). */
export const MAX_AREA_M2 = 10_000;
/** Most windows (or pieces) on one line. */
export const MAX_COUNT = 100_000;
/** Heaviest weight of one window, kg. */
export const MAX_WEIGHT_KG = 1_000_000;

/** A length from 0 to MAX_LENGTH_MM, mm. */
export const lengthMmSchema = z
  .number({ error: "validation.length_range" })
  .min(0, { error: "validation.length_range" })
  .max(MAX_LENGTH_MM, { error: "validation.length_range" });

/** An area from 0 to MAX_AREA_M2, m². */
export const areaM2Schema = z
  .number({ error: "validation.area_range" })
  .min(0, { error: "validation.area_range" })
  .max(MAX_AREA_M2, { error: "validation.area_range" });

/** A weight from 0 to MAX_WEIGHT_KG, kg. */
export const weightKgSchema = z
  .number({ error: "validation.weight_range" })
  .min(0, { error: "validation.weight_range" })
  .max(MAX_WEIGHT_KG, { error: "validation.weight_range" });

/** A whole count from 1 to MAX_COUNT. */
export const countSchema = z
  .number({ error: "validation.count_range" })
  .int({ error: "validation.count_range" })
  .min(1, { error: "validation.count_range" })
  .max(MAX_COUNT, { error: "validation.count_range" });

/**
 * A stored number as a list or a detail shows it: a non-finite one (only rows written before
 * these bounds existed can hold one) reads 0, so one bad row never fails a whole list.
 */
export function shownNumber(value: number | null | undefined): number {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}
