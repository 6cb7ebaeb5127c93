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

/**
 * A number from `min` to `max` (a whole one with `whole`) whose every refusal (not a number, not
 * whole, out of range) names the one message key `error`.
 */
export function numberBetween(error: string, min: number, max: number, { whole = false } = {}) {
  const n = z.number({ error });
  return (whole ? n.int({ error }) : n).min(min, { error }).max(max, { error });
}

/** A length from 0 to MAX_LENGTH_MM, mm. */
export const lengthMmSchema = numberBetween("validation.length_range", 0, MAX_LENGTH_MM);

/** An area from 0 to MAX_AREA_M2, m². */
export const areaM2Schema = numberBetween("validation.area_range", 0, MAX_AREA_M2);

/** A weight from 0 to MAX_WEIGHT_KG, kg. */
export const weightKgSchema = numberBetween("validation.weight_range", 0, MAX_WEIGHT_KG);

/** A whole count from 1 to MAX_COUNT. */
export const countSchema = numberBetween("validation.count_range", 1, MAX_COUNT, { whole: true });

/**
 * A stored number as a list or a detail shows it: a non-finite one (only rows written before
 * these bounds existed can hold one) reads 0, so one bad row never fails a whole list.
 */
export function shownNumber(value: number | null | undefined): number {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}
