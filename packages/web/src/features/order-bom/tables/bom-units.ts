import {
  areaUnitFor,
  LENGTH_UNITS,
  type LengthUnit,
  MAX_DIGITS,
  toDisplayArea,
  toDisplayLength,
} from "@fenestra/core";

// The user's display unit (SPEC §9, DESIGN.md "Units": a setting applied at the edge) for the
// BOM tables: lengths in mm, cm or inches, areas in m² (mm, cm) or sq.ft (inches). The BOM
// itself stays in mm and m² (docs/bom.md); only what is shown changes.

export interface BomUnits {
  readonly length: LengthUnit;
  /** The user's decimal digits. */
  readonly digits: number;
}

export const MM_UNITS: BomUnits = { length: "mm", digits: 0 };

/**
 * Fewest decimals a cut length is shown with in each unit, so a converted length never loses
 * what the series' rounding kept (0.1 mm ≈ 0.01 cm ≈ 0.004 in). More when the user asks.
 */
const MIN_DIGITS: Record<LengthUnit, number> = { mm: 1, cm: 2, in: 3 };

/** The units of a user's settings; anything unknown is mm. */
export function bomUnitsOf(settings?: { lenUnit?: string; digits?: number } | null): BomUnits {
  const unit = settings?.lenUnit;
  const length = (LENGTH_UNITS as readonly string[]).includes(unit ?? "") ? (unit as LengthUnit) : "mm";
  const digits = Math.min(Math.max(Math.trunc(settings?.digits ?? 0), 0), MAX_DIGITS);
  return { length, digits };
}

/** A length given in mm, in the display unit, without trailing zeros (1500 mm → "59.055" in). */
export function lengthText(mm: number, units: BomUnits): string {
  const digits = Math.max(units.digits, MIN_DIGITS[units.length]);
  return String(toDisplayLength(mm, units.length, digits));
}

/** An area given in m², in the display area unit with 3 decimals (m² or sq.ft). */
export function areaText(m2: number, units: BomUnits): string {
  return toDisplayArea(m2 * 1_000_000, units.length, 3).toFixed(3);
}

/** Metres of profile in metres (mm, cm) or feet (inches), 3 decimals. */
export function metresText(m: number, units: BomUnits): string {
  return (units.length === "in" ? m / 0.3048 : m).toFixed(3);
}

/** Keys of the unit labels under `lengthUnit` in the bom namespace. */
export function unitKeys(units: BomUnits) {
  return {
    length: units.length,
    area: areaUnitFor(units.length),
    run: units.length === "in" ? "ft" : "m",
  } as const;
}
