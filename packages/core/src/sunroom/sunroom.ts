// The whole sunroom from its fields (docs/sunroom.md): roof, structure, roof panels, wall facets
// and the load check, regenerated in one pure call after any change.
import { buildFacets, type Facet } from "./facets.ts";
import {
  allowedRafterSpacing,
  type RafterSection,
  type RoofLoads,
  roofLoads,
  type SpacingRule,
} from "./loads.ts";
import { buildMembers, buildRuns, type Member, type Run } from "./members.ts";
import type { Sunroom } from "./model.ts";
import { buildPanels, type RoofPanel } from "./panels.ts";
import { type PondingWarning, pondingWarning } from "./ponding.ts";
import { buildRoof, type Roof } from "./roof.ts";
import { type SunroomIssue, sunroomIssues } from "./validate.ts";

/** The rafters as laid are further apart than the profile carries over their span: shown, never changed. */
export type SpacingWarning = {
  code: "sunroom.rafter_spacing_exceeds";
  field: "rafterSpacing";
  /** The spacing the user chose, the widest bay as laid (≤ chosen), and the most the rule allows, mm. */
  chosen: number;
  laid: number;
  allowed: number;
  /** The longest rafter span, mm. */
  span: number;
  governs: SpacingRule["governs"];
};

export type SunroomModel = {
  roof: Roof;
  members: Member[];
  runs: Run[];
  panels: RoofPanel[];
  facets: Facet[];
  loads: RoofLoads;
  rule: SpacingRule & { span: number; laid: number };
  warnings: SpacingWarning[];
  /** A flat roof whose fall is below its covering's least (ponding.ts): shown, never changed. */
  ponding: PondingWarning | null;
};

export type SunroomOutcome = { ok: true; value: SunroomModel } | { ok: false; issues: SunroomIssue[] };

/** The sunroom built from its fields, its rafter's figures taken from `rafters` (the sunroom series'). */
export function buildSunroom(s: Sunroom, rafters: readonly RafterSection[]): SunroomOutcome {
  const issues = sunroomIssues(s);
  const rafter = rafters.find((r) => r.code === s.rafterProfile);
  if (!rafter && !issues.some((i) => i.field === "rafterProfile"))
    issues.push({ field: "rafterProfile", code: "sunroom.not_listed" });
  if (issues.length > 0 || !rafter) return { ok: false, issues };
  const roof = buildRoof(s);
  const members = buildMembers(roof, s);
  const span = Math.max(0, ...members.filter((m) => m.kind === "rafter").map((m) => m.span ?? 0));
  // the widest bay as laid: the ring beam's length over its bay count, per plane
  const laid = Math.max(
    ...roof.planes.map((p) => {
      const [a, b] = p.ringBeam;
      const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
      return length / Math.max(1, Math.ceil(length / s.rafterSpacing - 1e-9));
    }),
  );
  const loads = roofLoads(roof.pitch, s.snowZone, s.windZone, s.roofPanel.weight);
  const rule = allowedRafterSpacing(span, loads, rafter);
  const warnings: SpacingWarning[] =
    laid > rule.allowed
      ? [
          {
            code: "sunroom.rafter_spacing_exceeds",
            field: "rafterSpacing",
            chosen: s.rafterSpacing,
            laid,
            allowed: rule.allowed,
            span,
            governs: rule.governs,
          },
        ]
      : [];
  return {
    ok: true,
    value: {
      roof,
      members,
      runs: buildRuns(roof),
      panels: buildPanels(roof, s.rafterSpacing, s.roofPanel),
      facets: buildFacets(roof, s),
      loads,
      rule: { ...rule, span, laid },
      warnings,
      ponding: pondingWarning(roof, s),
    },
  };
}
