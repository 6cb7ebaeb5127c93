// A size the user types into a field (a panel's width, the box over a dimension line), read in
// the display unit and checked against the design model's limits (design/limits.ts) before any
// command runs: outside them the field refuses the value and says the allowed range, so nothing
// is clamped, rounded or silently ignored.

import { MAX_LENGTH_MM } from "../design/limits.ts";
import { fromDisplayLength, type LengthUnit } from "../units/length-units.ts";

export type TypedLength =
  | { ok: true; mm: number }
  /** `max` is in the display unit; every length must be above 0. */
  | { ok: false; code: "size.not_a_number" | "size.out_of_range"; max: number; unit: LengthUnit };

/** The largest length a field accepts, in the display unit (100 m in mm, cm or inches). */
export function maxTypedLength(unit: LengthUnit): number {
  return Math.floor((MAX_LENGTH_MM / fromDisplayLength(1, unit)) * 100) / 100;
}

export function readTypedLength(raw: string, unit: LengthUnit): TypedLength {
  const text = raw.trim().replace(",", ".");
  const value = text === "" ? Number.NaN : Number(text);
  const max = maxTypedLength(unit);
  if (!Number.isFinite(value)) return { ok: false, code: "size.not_a_number", max, unit };
  const mm = fromDisplayLength(value, unit);
  if (!(mm > 0 && mm <= MAX_LENGTH_MM)) return { ok: false, code: "size.out_of_range", max, unit };
  return { ok: true, mm };
}

export type NumberRange = { min: number; max: number; integer?: boolean };
export type TypedNumber =
  | { ok: true; value: number }
  | { ok: false; code: "number.out_of_range" | "number.not_whole"; range: NumberRange };

/**
 * Another number typed into a designer field (a count, a hinge count, a glass gap), checked
 * against its range (the design model's or the order item's limits): refused when outside it,
 * or not whole where a whole number is needed — never clamped or rounded.
 */
export function readTypedNumber(raw: string, range: NumberRange): TypedNumber {
  const text = raw.trim().replace(",", ".");
  const value = text === "" ? Number.NaN : Number(text);
  if (!Number.isFinite(value) || value < range.min || value > range.max)
    return { ok: false, code: "number.out_of_range", range };
  if (range.integer && !Number.isInteger(value)) return { ok: false, code: "number.not_whole", range };
  return { ok: true, value };
}
