// A sunroom on an L or a typed polygon footprint (docs/sunroom.md "Footprints"): its fields and
// footprint checked, the roof line, the L's valley, the L's whole hip-roofed structure (l-hip.ts), the wall facets, and the
// plan's lines. The slope is taken by pitch or by fall (a ridge height or a drop needs the
// rectangle's run). A rectangle footprint is the sunroom as buildSunroom makes it.
import { type Footprint, type FootprintIssue, footprintIssues, footprintPolygon } from "./footprint.ts";
import { type FootprintFacet, footprintFacets } from "./footprint-facets.ts";
import { roofsFor } from "./footprint-roof.ts";
import { buildLHipSunroom, type LHipSunroom } from "./l-hip.ts";
import { lValley, type Valley } from "./l-roof.ts";
import type { RafterSection } from "./loads.ts";
import type { Member } from "./members.ts";
import type { Sunroom } from "./model.ts";
import { type P2, pitchOf, slopeTan } from "./roof.ts";
import { type SunroomIssue, sunroomIssues } from "./validate.ts";

export type ShapedIssue =
  | SunroomIssue
  | FootprintIssue
  | { field: "roof"; code: "sunroom.roof_for_footprint" }
  | { field: "slope.by"; code: "sunroom.slope_for_footprint" };

export type ShapedSunroom = {
  footprint: Footprint;
  points: P2[];
  house: boolean[];
  pitch: number;
  tan: number;
  valley: Valley | null;
  /** An L with a hip roof: every member of its structure (the valley's too); none for the others yet. */
  members: Member[];
  /** An L with a hip roof: its roof, panels, runs and load check per wing (l-hip.ts). */
  lHip: LHipSunroom | null;
  facets: FootprintFacet[];
  /** Floor area, m². */
  area: number;
};

export type ShapedOutcome = { ok: true; value: ShapedSunroom } | { ok: false; issues: ShapedIssue[] };

/** The sunroom on an L or polygon footprint; its rectangle fields (width, depth, bays) are not used. */
export function buildShapedSunroom(
  s: Sunroom,
  f: Footprint,
  bays: readonly number[] = [],
  /** The sunroom series' rafters: the load check is made with the one `s.rafterProfile` names (none: no check). */
  rafters?: readonly RafterSection[],
): ShapedOutcome {
  const issues: ShapedIssue[] = sunroomIssues({ ...s, width: 4000, depth: 3000 }).filter(
    (i) =>
      !["width", "depth"].includes(i.field) &&
      i.code !== "sunroom.hip_too_shallow" &&
      !i.field.startsWith("slope"),
  );
  if (!roofsFor(f.kind).includes(s.roof)) issues.push({ field: "roof", code: "sunroom.roof_for_footprint" });
  const slope = s.slope;
  if (slope.by === "ridge" || slope.by === "drop")
    issues.push({ field: "slope.by", code: "sunroom.slope_for_footprint" });
  else {
    const own = sunroomIssues({ ...s, width: 4000, depth: 3000 }).filter((i) => i.field.startsWith("slope"));
    issues.push(...own);
  }
  issues.push(...footprintIssues(f, s.roof));
  const rafter = rafters?.find((r) => r.code === s.rafterProfile) ?? null;
  if (rafters && !rafter && !issues.some((i) => i.field === "rafterProfile"))
    issues.push({ field: "rafterProfile", code: "sunroom.not_listed" });
  if (issues.length > 0) return { ok: false, issues };
  const pitch = pitchOf({ ...s, width: 1, depth: 1 });
  const tan = slopeTan({ ...s, width: 1, depth: 1 });
  const poly = footprintPolygon(f);
  const isL = f.kind === "lShape" && s.roof === "hip";
  const valley = isL ? lValley(f, s.eaveHeight, pitch) : null;
  const lHip = isL ? buildLHipSunroom(f, s, pitch, tan, rafter, bays) : null;
  const n = poly.points.length;
  let a2 = 0;
  poly.points.forEach((p, i) => {
    const q = poly.points[(i + 1) % n]!;
    a2 += p[0] * q[1] - q[0] * p[1];
  });
  return {
    ok: true,
    value: {
      footprint: f,
      points: poly.points,
      house: poly.house,
      pitch,
      tan,
      valley,
      members: lHip?.members ?? [],
      lHip,
      facets: lHip?.facets ?? footprintFacets(f, s, tan, bays),
      area: Math.abs(a2) / 2 / 1e6,
    },
  };
}
