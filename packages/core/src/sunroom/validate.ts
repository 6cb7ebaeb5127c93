// A sunroom's fields checked before anything is built from them (docs/sunroom.md "Fields"): each
// refusal names the field and what is allowed, as a coded value the interface translates. Nothing
// typed is clamped or rounded.
import { MAX_CODE_CHARS } from "../design/limits.ts";
import { SNOW_ZONES, WIND_ZONES } from "./loads.ts";
import { roofPanelKinds, roofTypes, type Sunroom, slopesFor, sunroomSides } from "./model.ts";
import { pitchOf, riseRun } from "./roof.ts";

export const SUNROOM_LIMITS = {
  size: [500, 30_000],
  eaveHeight: [1_000, 10_000],
  pitch: [1, 60],
  /** A flat roof's fall, %: below 1 % water stands on it; above 10 % (5.71°) it is a pitched roof (a lean-to). */
  fallPercent: [1, 10],
  overhang: [0, 1_500],
  bays: [1, 20],
  rafterSpacing: [200, 3_000],
  purlinSpacing: [300, 6_000],
  panelWeight: [0, 5],
} as const;

export type SunroomIssue =
  | { field: string; code: "sunroom.out_of_range"; min: number; max: number }
  | { field: string; code: "sunroom.not_whole"; min: number; max: number }
  | { field: string; code: "sunroom.not_listed" }
  | { field: "depth"; code: "sunroom.hip_too_shallow"; least: number }
  | { field: "slope.height"; code: "sunroom.ridge_pitch"; min: number; max: number }
  | { field: "slope.by"; code: "sunroom.slope_for_roof" }
  | { field: "slope.drop"; code: "sunroom.drop_fall"; min: number; max: number };

const inRange = (v: unknown, [min, max]: readonly [number, number]) =>
  typeof v === "number" && Number.isFinite(v) && v >= min && v <= max;

/** Every field refused, in the order of the form; empty when the sunroom can be built. */
export function sunroomIssues(s: Sunroom): SunroomIssue[] {
  const out: SunroomIssue[] = [];
  const range = (field: string, v: unknown, r: readonly [number, number]) => {
    if (!inRange(v, r)) out.push({ field, code: "sunroom.out_of_range", min: r[0], max: r[1] });
  };
  range("width", s.width, SUNROOM_LIMITS.size);
  range("depth", s.depth, SUNROOM_LIMITS.size);
  if (!roofTypes.includes(s.roof)) out.push({ field: "roof", code: "sunroom.not_listed" });
  range("eaveHeight", s.eaveHeight, SUNROOM_LIMITS.eaveHeight);
  const [fallMin, fallMax] = SUNROOM_LIMITS.fallPercent;
  const slope = s.slope;
  if (roofTypes.includes(s.roof) && !slopesFor(s.roof).includes(slope.by))
    out.push({ field: "slope.by", code: "sunroom.slope_for_roof" });
  else if (slope.by === "pitch") range("slope.degrees", slope.degrees, SUNROOM_LIMITS.pitch);
  else if (slope.by === "ridge") range("slope.height", slope.height, [SUNROOM_LIMITS.eaveHeight[0], 30_000]);
  else if (slope.by === "fall") range("slope.percent", slope.percent, [fallMin, fallMax]);
  else if (slope.by === "fallPerMetre")
    range("slope.mmPerMetre", slope.mmPerMetre, [fallMin * 10, fallMax * 10]);
  else if (slope.by === "drop" && inRange(s.depth, SUNROOM_LIMITS.size)) {
    // the drop over the run from the house wall to the front is the fall: 1 % to 10 % of it
    // (while the depth itself is refused, the drop waits for it)
    const run = riseRun(s);
    const min = (run * fallMin) / 100;
    const max = (run * fallMax) / 100;
    if (!inRange(slope.drop, [min, max]))
      out.push({ field: "slope.drop", code: "sunroom.drop_fall", min, max });
  }
  range("overhang", s.overhang, SUNROOM_LIMITS.overhang);
  for (const side of sunroomSides) {
    const v = s.bays[side];
    const [min, max] = SUNROOM_LIMITS.bays;
    if (!Number.isInteger(v) || v < min || v > max)
      out.push({ field: `bays.${side}`, code: "sunroom.not_whole", min, max });
  }
  range("rafterSpacing", s.rafterSpacing, SUNROOM_LIMITS.rafterSpacing);
  if (s.purlinSpacing !== 0) range("purlinSpacing", s.purlinSpacing, SUNROOM_LIMITS.purlinSpacing);
  if (!(s.snowZone in SNOW_ZONES)) out.push({ field: "snowZone", code: "sunroom.not_listed" });
  if (!(s.windZone in WIND_ZONES)) out.push({ field: "windZone", code: "sunroom.not_listed" });
  if (!roofPanelKinds.includes(s.roofPanel.kind))
    out.push({ field: "roofPanel.kind", code: "sunroom.not_listed" });
  range("roofPanel.weight", s.roofPanel.weight, SUNROOM_LIMITS.panelWeight);
  for (const field of ["seriesId", "facetSeriesId", "colour", "rafterProfile"] as const) {
    const v = s[field];
    if (typeof v !== "string" || v.trim() === "" || v.length > MAX_CODE_CHARS)
      out.push({ field, code: "sunroom.not_listed" });
  }
  if (out.length > 0) return out;
  if (s.roof === "hip" && s.depth < s.width / 2)
    out.push({ field: "depth", code: "sunroom.hip_too_shallow", least: s.width / 2 });
  if (slope.by === "ridge") {
    const p = pitchOf(s);
    const [min, max] = SUNROOM_LIMITS.pitch;
    if (!(p >= min && p <= max)) out.push({ field: "slope.height", code: "sunroom.ridge_pitch", min, max });
  }
  return out;
}
