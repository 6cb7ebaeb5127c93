// The sunroom model (docs/sunroom.md): a glass room against a house wall, all lengths in
// millimetres and angles in degrees. Plan coordinates: x along the house wall (0 … width, left to
// right seen from the garden), y out from the house wall (0 at the wall … depth at the front),
// z up from the finished floor. Everything else (roof, members, panels, facets) is derived.
import type { Region } from "../design/model.ts";
import type { SnowZone, WindZone } from "./loads.ts";

export const roofTypes = ["leanTo", "gable", "hip", "flat"] as const;
export type RoofType = (typeof roofTypes)[number];

/**
 * The roof's slope, given one way; the rest follows from the geometry (roof.ts). A pitched roof
 * (lean-to, gable, hip) takes a pitch or a ridge (wall plate) height; a flat roof takes its fall,
 * as a percentage, in mm per metre, or as the drop from the house wall to the front ring beam.
 */
export type RoofSlope =
  | { by: "pitch"; degrees: number }
  | { by: "ridge"; height: number }
  | { by: "fall"; percent: number }
  | { by: "fallPerMetre"; mmPerMetre: number }
  | { by: "drop"; drop: number };
export type SlopeBy = RoofSlope["by"];
/** The ways a roof's slope may be given, by roof type (a flat roof by its fall, the others by pitch or ridge). */
export const pitchedSlopes = ["pitch", "ridge"] as const satisfies readonly SlopeBy[];
export const flatSlopes = ["fall", "fallPerMetre", "drop"] as const satisfies readonly SlopeBy[];
export function slopesFor(roof: RoofType): readonly SlopeBy[] {
  return roof === "flat" ? flatSlopes : pitchedSlopes;
}

export const roofPanelKinds = ["glass", "polycarbonate", "insulated"] as const;
export type RoofPanelKind = (typeof roofPanelKinds)[number];
export type RoofPanelSpec = {
  kind: RoofPanelKind;
  /** Build-up as the factory writes it, e.g. "6+12A+6 low-e" or "16 mm twin-wall". */
  spec: string;
  /** Self-weight, kN/m² (glass 6+12A+6 ≈ 0.30; docs/sunroom.md "Loads"). */
  weight: number;
};

/** The three non-house sides, seen from the garden: the left side (x = 0), the front, the right side (x = width). */
export const sunroomSides = ["left", "front", "right"] as const;
export type SunroomSide = (typeof sunroomSides)[number];

export type FacetDrawing = { width: number; height: number; root: Region };

export type Sunroom = {
  /** Along the house wall, mm. */
  width: number;
  /** Out from the house wall, mm. */
  depth: number;
  roof: RoofType;
  slope: RoofSlope;
  /** Top of the ring beam on the low (eaves) side(s) above the floor, mm. */
  eaveHeight: number;
  /** How far the roof runs past the ring beam on its eaves side(s), horizontally, mm (0 or more). */
  overhang: number;
  /** Bays (facets) between posts on each side: 1 = posts at the corners only. */
  bays: Record<SunroomSide, number>;
  /** The rafter profile (a code the sunroom series gives section figures for). */
  rafterProfile: string;
  /** The most rafter spacing the user allows, centre to centre, mm: rafters are laid in equal bays no wider. */
  rafterSpacing: number;
  /** Purlins across the rafters: the most distance between them up the slope, mm; 0 = none. */
  purlinSpacing: number;
  snowZone: SnowZone;
  windZone: WindZone;
  roofPanel: RoofPanelSpec;
  /** The series the structure is made in (a sunroom series) and the one the wall facets are made in. */
  seriesId: string;
  facetSeriesId: string;
  colour: string;
  /**
   * What the user drew in each facet (by facet id, e.g. "front-1"), with the facet's size when it
   * was drawn: a facet whose size changed since keeps its cells in proportion (as resizeFrame
   * does). A facet not listed is one glass cell.
   */
  facetRegions: Record<string, FacetDrawing>;
};
