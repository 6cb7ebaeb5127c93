import type { Mm } from "./branded.ts";

// Display units of SPEC §9: mm and cm show areas in square metres, inches in square feet.
// The design itself is always stored in millimetres; these apply only when displaying.

export const lengthUnits = ["mm", "cm", "in"] as const;
export type LengthUnit = (typeof lengthUnits)[number];
export type AreaUnit = "m2" | "sqft";

const mmPerUnit: Record<LengthUnit, number> = { mm: 1, cm: 10, in: 25.4 };
const MM2_PER_SQFT = 304.8 * 304.8;

/** The area unit SPEC §9 pairs with a length unit. */
export function areaUnitFor(unit: LengthUnit): AreaUnit {
  return unit === "in" ? "sqft" : "m2";
}

function roundTo(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Millimetres → display value in `unit`, rounded to `digits` decimals. */
export function toDisplayLength(value: Mm | number, unit: LengthUnit, digits: number): number {
  return roundTo(value / mmPerUnit[unit], digits);
}

/** A value typed by the user in `unit` → millimetres (not rounded). */
export function fromDisplayLength(value: number, unit: LengthUnit): Mm {
  return (value * mmPerUnit[unit]) as Mm;
}

/** An area in mm² → display value in the area unit paired with `unit` (m² or sq.ft), rounded to `digits`. */
export function toDisplayArea(areaMm2: number, unit: LengthUnit, digits: number): number {
  const divisor = areaUnitFor(unit) === "sqft" ? MM2_PER_SQFT : 1_000_000;
  return roundTo(areaMm2 / divisor, digits);
}

/** Formats a length for display: the number with fixed `digits` decimals and a unit key (not a translated label). */
export function formatLength(
  value: Mm | number,
  unit: LengthUnit,
  digits: number,
): { text: string; unitKey: string } {
  return { text: toDisplayLength(value, unit, digits).toFixed(digits), unitKey: `unit.${unit}` };
}

/** Formats an area given in mm² for display with the unit key of its area unit. */
export function formatArea(
  areaMm2: number,
  unit: LengthUnit,
  digits: number,
): { text: string; unitKey: string } {
  return { text: toDisplayArea(areaMm2, unit, digits).toFixed(digits), unitKey: `unit.${areaUnitFor(unit)}` };
}
