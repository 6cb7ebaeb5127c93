// The ponding check of a flat roof (docs/sunroom.md "Ponding"): a fall below the least its roof
// covering needs for water to run off is warned about, never changed.
import type { RoofPanelKind, RoofSlope, Sunroom } from "./model.ts";
import type { Roof } from "./roof.ts";

/**
 * The least fall each roof covering needs on a flat roof, as a percentage (rise over run × 100):
 * - glass and insulated panels: 1 : 40 = 2.5 %, the design fall BS 6229:2018 (flat roofs) sets so
 *   that 1 : 80 is left once the roof has deflected and settled;
 * - polycarbonate (multiwall sheet): 5°, the least pitch its makers allow (water and condensate run
 *   along the flutes), tan 5° = 8.7489 %.
 */
export const minimumFall: Record<RoofPanelKind, number> = {
  glass: 2.5,
  insulated: 2.5,
  polycarbonate: Math.tan((5 * Math.PI) / 180) * 100,
};

export type PondingWarning = {
  code: "sunroom.fall_below_minimum";
  /** The slope field the user typed the fall in. */
  field: `slope.${"percent" | "mmPerMetre" | "drop"}`;
  covering: RoofPanelKind;
  /** The roof's fall and the least its covering needs, %. */
  fall: number;
  minimum: number;
};

const fieldOf = (slope: RoofSlope): PondingWarning["field"] =>
  slope.by === "fallPerMetre" ? "slope.mmPerMetre" : slope.by === "drop" ? "slope.drop" : "slope.percent";

/** A flat roof whose fall is below its covering's least: the warning (none for a pitched roof). */
export function pondingWarning(roof: Roof, s: Pick<Sunroom, "slope" | "roofPanel">): PondingWarning | null {
  if (roof.type !== "flat") return null;
  const fall = roof.tan * 100;
  const minimum = minimumFall[s.roofPanel.kind];
  // 1e-9: a fall typed exactly at the least (2.5 %) is enough
  if (fall >= minimum - 1e-9) return null;
  return {
    code: "sunroom.fall_below_minimum",
    field: fieldOf(s.slope),
    covering: s.roofPanel.kind,
    fall,
    minimum,
  };
}
