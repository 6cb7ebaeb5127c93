// The whole hip-roofed sunroom on an L footprint (docs/sunroom.md "Footprints", "The L's hip roof
// built"): its roof planes (each a convex polygon in plan, as the rectangle's, with the L's valley
// as an edge), roof panels cut along the valley, posts, ring beams, both wings' ridges and hips,
// the valley and its jacks, rafters and purlins, runs, the load check per wing, and the facets.
// Wing A is the first leg [0, a] × [0, b], wing B the second [0, c] × [0, b + d] (l-roof.ts), a
// the length, b the depth, c the wing length, d the wing depth; overhang o, pitch p, eaves E.
//
// Over the L the roof is the higher of the two wings' hip roofs. Seen from above:
// - wing A's and wing B's left planes are one plane (both rise from x = 0); it is split along the
//   rafter at y = j = b − c/2 (where the valley meets wing B's ridge) into two convex pieces,
//   `A-left` (under wing A's ridge x = a/2 and its left hip from (c/2, j) to (a/2, b − a/2)) and
//   `B-left` (under wing B's ridge x = c/2 from y = j to b + d − c/2);
// - `A-front` is wing A's front plane right of the valley: (c+o, b+o) (a+o, b+o) (a/2, b − a/2) (c/2, j);
// - `B-right` is wing B's right plane above the valley: (c+o, b+d+o) (c+o, b+o) (c/2, j) (c/2, b+d−c/2);
// - `A-right` and `B-front` are the wings' own, whole.
// The valley runs 45° in plan from the overhang's inner corner (c+o, b+o) through the inner corner
// (c, b) up to (c/2, j); the valley rafter (l-members.ts) from (c, b).
import type { FootprintFacet } from "./footprint-facets.ts";
import { footprintFacets } from "./footprint-facets.ts";
import { lValleyMembers } from "./l-members.ts";
import type { LShape, Valley } from "./l-roof.ts";
import { lRoofDistance, lValley } from "./l-roof.ts";
import {
  allowedRafterSpacing,
  type RafterSection,
  type RoofLoads,
  roofLoads,
  type SpacingRule,
} from "./loads.ts";
import { buildRuns, type Cut, type Member, purlins, type Run, rafterStations, rafters } from "./members.ts";
import type { Sunroom } from "./model.ts";
import { buildPanels, type RoofPanel } from "./panels.ts";
import { hipPitch, type P2, type P3, type Roof, type RoofEdgeKind, type RoofPlane } from "./roof.ts";
import type { SpacingWarning } from "./sunroom.ts";

export type Wing = "A" | "B";
/** The planes of each wing (the load check is made per wing). */
export const L_WING_PLANES: Record<Wing, readonly string[]> = {
  A: ["A-left", "A-front", "A-right"],
  B: ["B-left", "B-front", "B-right"],
};

const SQUARE: Cut = { plumb: 0, plan: 0 };
const len3 = (a: P3, b: P3) => Math.hypot(b[0] - a[0], b[1] - a[1], b[2] - a[2]);
const dist = (a: P2, b: P2) => Math.hypot(b[0] - a[0], b[1] - a[1]);
const lerp = (a: P2, b: P2, t: number): P2 => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** A plane whose zero-length edges (a wing whose depth is half its length has no ridge) are dropped. */
function plane(p: RoofPlane): RoofPlane {
  const outline: P2[] = [];
  const edges: RoofEdgeKind[] = [];
  p.outline.forEach((a, i) => {
    const b = p.outline[(i + 1) % p.outline.length]!;
    if (dist(a, b) < 1e-9) return;
    outline.push(a);
    edges.push(p.edges[i]!);
  });
  return { ...p, outline, edges };
}

/** Equal bays along a→b no wider than `spacing`: their ends. */
function bays(a: P2, b: P2, spacing: number): P2[] {
  const n = Math.max(1, Math.ceil(dist(a, b) / spacing - 1e-9));
  return Array.from({ length: n + 1 }, (_, k) => lerp(a, b, k / n));
}

/** The valley jacks' distances from the inner corner, k = s·i/n (s = c/2, n = ⌈s / spacing⌉), as l-roof.ts lays them. */
function jackSteps(l: LShape, spacing: number): number[] {
  const s = l.wingLength / 2;
  const n = Math.max(1, Math.ceil(s / spacing - 1e-9));
  return Array.from({ length: n - 1 }, (_, i) => (s * (i + 1)) / n);
}

/** The L's hip roof: eaves at `eaveHeight`, rising at `pitch`° (tan `tan`), overhang `overhang`, rafters at most `spacing` apart. */
export function lHipRoof(
  l: LShape,
  s: Pick<Sunroom, "eaveHeight" | "overhang" | "rafterSpacing">,
  pitch: number,
  tan: number,
): Roof {
  const { length: a, depth: b, wingLength: c, wingDepth: d } = l;
  const o = s.overhang;
  const D = b + d;
  const j = b - c / 2; // where the valley meets wing B's ridge
  const jacks = jackSteps(l, s.rafterSpacing);
  const left: [P2, P2] = [
    [0, 0],
    [0, D],
  ];
  const leftStations = [...bays(left[0], left[1], s.rafterSpacing), [0, j] as P2];
  const raw: RoofPlane[] = [
    {
      id: "A-left",
      outline: [
        [-o, 0],
        [-o, j],
        [c / 2, j],
        [a / 2, b - a / 2],
        [a / 2, 0],
      ],
      edges: ["eave", "rafter", "hip", "ridge", "wall"],
      origin: [-o, 0],
      along: [0, 1],
      inward: [1, 0],
      ringBeam: left,
      stations: leftStations,
    },
    {
      id: "B-left",
      outline: [
        [-o, j],
        [-o, D + o],
        [c / 2, D - c / 2],
        [c / 2, j],
      ],
      edges: ["eave", "hip", "ridge", "rafter"],
      origin: [-o, 0],
      along: [0, 1],
      inward: [1, 0],
      ringBeam: left,
      stations: leftStations,
    },
    {
      id: "B-front",
      outline: [
        [-o, D + o],
        [c + o, D + o],
        [c / 2, D - c / 2],
      ],
      edges: ["eave", "hip", "hip"],
      origin: [-o, D + o],
      along: [1, 0],
      inward: [0, -1],
      ringBeam: [
        [0, D],
        [c, D],
      ],
    },
    {
      id: "B-right",
      outline: [
        [c + o, D + o],
        [c + o, b + o],
        [c / 2, j],
        [c / 2, D - c / 2],
      ],
      edges: ["eave", "valley", "ridge", "hip"],
      origin: [c + o, D + o],
      along: [0, -1],
      inward: [-1, 0],
      ringBeam: [
        [c, D],
        [c, b],
      ],
      // the rafters along its ring beam, then the valley jacks below it, y = b − k
      stations: [...bays([c, D], [c, b], s.rafterSpacing), ...jacks.map((k): P2 => [c, b - k])],
    },
    {
      id: "A-front",
      outline: [
        [c + o, b + o],
        [a + o, b + o],
        [a / 2, b - a / 2],
        [c / 2, j],
      ],
      edges: ["eave", "hip", "hip", "valley"],
      origin: [-o, b + o],
      along: [1, 0],
      inward: [0, -1],
      ringBeam: [
        [c, b],
        [a, b],
      ],
      // the valley jacks left of its ring beam, x = c − k, then the rafters along it
      stations: [...jacks.map((k): P2 => [c - k, b]).reverse(), ...bays([c, b], [a, b], s.rafterSpacing)],
    },
    {
      id: "A-right",
      outline: [
        [a + o, b + o],
        [a + o, 0],
        [a / 2, 0],
        [a / 2, b - a / 2],
      ],
      edges: ["eave", "wall", "ridge", "hip"],
      origin: [a + o, b + o],
      along: [0, -1],
      inward: [-1, 0],
      ringBeam: [
        [a, b],
        [a, 0],
      ],
    },
  ];
  const planes = raw.map(plane);
  const E = s.eaveHeight;
  return {
    type: "hip",
    pitch,
    tan,
    eaveHeight: E,
    ridgeHeight: E + (a / 2) * tan,
    overhang: o,
    width: a,
    depth: D,
    planes,
  };
}

const key = (m: Member) => [...m.from, ...m.to].map((v) => v.toFixed(3)).join(",");

/** Every rafter of the L's planes with the plane it stands on (the rafter on the split of the left plane once). */
function lRafters(roof: Roof, spacing: number): { plane: string; member: Member }[] {
  const seen = new Set<string>();
  const out: { plane: string; member: Member }[] = [];
  for (const p of roof.planes)
    for (const m of rafters({ ...roof, planes: [p] }, { rafterSpacing: spacing })) {
      if (seen.has(key(m))) continue;
      seen.add(key(m));
      out.push({ plane: p.id, member: m });
    }
  return out;
}

/**
 * The members: posts at every corner and bay end of the open sides (`bays[i]` to polygon side i),
 * the ring beams along the open sides (mitred 45° at the corners between two of them), both wings'
 * ridges and hips, the valley rafter, the rafters (valley jacks among them) and purlins.
 */
export function lHipMembers(
  l: LShape,
  roof: Roof,
  s: Pick<Sunroom, "eaveHeight" | "rafterSpacing" | "purlinSpacing">,
  sideBays: readonly number[],
): Member[] {
  const { length: a, depth: b, wingLength: c, wingDepth: d } = l;
  const E = s.eaveHeight;
  const o = roof.overhang;
  const t = roof.tan;
  const D = b + d;
  const pts: P2[] = [
    [0, 0],
    [a, 0],
    [a, b],
    [c, b],
    [c, D],
    [0, D],
  ];
  const open = [false, true, true, true, true, true];
  const out: Member[] = [];
  // posts
  const seen = new Set<string>();
  for (let i = 0; i < 6; i++) {
    if (!open[i]) continue;
    const p = pts[i]!;
    const q = pts[(i + 1) % 6]!;
    const n = sideBays[i] ?? 1;
    for (let k = 0; k <= n; k++) {
      const at = lerp(p, q, k / n);
      const id = `${at[0].toFixed(3)},${at[1].toFixed(3)}`;
      if (seen.has(id)) continue;
      seen.add(id);
      const top = E + t * lRoofDistance(l, at[0], at[1]);
      out.push({
        id: `post-${seen.size}`,
        kind: "post",
        from: [at[0], at[1], 0],
        to: [at[0], at[1], top],
        length: top,
        cuts: [SQUARE, SQUARE],
      });
    }
  }
  // ring beams: 45° in plan where two open sides meet (the inner corner too), square at the house
  for (let i = 0; i < 6; i++) {
    if (!open[i]) continue;
    const p = pts[i]!;
    const q = pts[(i + 1) % 6]!;
    const from: P3 = [p[0], p[1], E];
    const to: P3 = [q[0], q[1], E];
    out.push({
      id: `ringBeam-s${i + 1}`,
      kind: "ringBeam",
      from,
      to,
      length: dist(p, q),
      cuts: [
        { plumb: 0, plan: open[(i + 5) % 6] ? 45 : 0 },
        { plumb: 0, plan: open[(i + 1) % 6] ? 45 : 0 },
      ],
    });
  }
  // ridges: wing A's from the house wall, wing B's from the valley's top
  const HA = E + (a / 2) * t;
  const HB = E + (c / 2) * t;
  const j = b - c / 2;
  if (b - a / 2 > 1e-6)
    out.push({
      id: "ridge-A",
      kind: "ridge",
      from: [a / 2, 0, HA],
      to: [a / 2, b - a / 2, HA],
      length: b - a / 2,
      cuts: [SQUARE, SQUARE],
    });
  out.push({
    id: "ridge-B",
    kind: "ridge",
    from: [c / 2, j, HB],
    to: [c / 2, D - c / 2, HB],
    length: d,
    cuts: [SQUARE, SQUARE],
  });
  // hips: each at its own slope, 45° in plan where it meets a ridge or the valley's top
  const low = E - o * t;
  const hp = hipPitch(roof.pitch);
  const hip = (id: string, from: P3, to: P3, foot: number): Member => ({
    id,
    kind: "hip",
    from,
    to,
    length: len3(from, to),
    cuts: [
      { plumb: hp, plan: foot },
      { plumb: hp, plan: 45 },
    ],
  });
  out.push(
    hip("hip-A-left", [c / 2, j, HB], [a / 2, b - a / 2, HA], 45),
    hip("hip-A-right", [a + o, b + o, low], [a / 2, b - a / 2, HA], 0),
    hip("hip-B-left", [-o, D + o, low], [c / 2, D - c / 2, HB], 0),
    hip("hip-B-right", [c + o, D + o, low], [c / 2, D - c / 2, HB], 0),
  );
  out.push(...lValleyMembers(l, E, roof.pitch, s.rafterSpacing).filter((m) => m.kind === "valley"));
  out.push(...lRafters(roof, s.rafterSpacing).map((r) => r.member));
  out.push(...purlins(roof, s));
  return out;
}

/** Gutters and downpipes along the eaves (the left plane's two pieces one gutter), flashing up the house wall. */
export function lHipRuns(roof: Roof): Run[] {
  const runs = buildRuns(roof);
  const gl = runs.filter((r) => r.id === "gutter-A-left" || r.id === "gutter-B-left");
  const rest = runs.filter((r) => !["gutter-A-left", "gutter-B-left", "downpipe-B-left"].includes(r.id));
  return [
    { id: "gutter-left", kind: "gutter", length: gl.reduce((sum, r) => sum + r.length, 0) },
    ...rest.map((r) => (r.id === "downpipe-A-left" ? { ...r, id: "downpipe-left" } : r)),
  ];
}

export type WingCheck = SpacingRule & { wing: Wing; span: number; laid: number };
export type LSpacingWarning = SpacingWarning & { wing: Wing };

export type LHipSunroom = {
  roof: Roof;
  valley: Valley;
  members: Member[];
  runs: Run[];
  panels: RoofPanel[];
  facets: FootprintFacet[];
  loads: RoofLoads;
  /** The load check of each wing: its longest rafter span, widest bay as laid and the spacing allowed. */
  wings: WingCheck[];
  warnings: LSpacingWarning[];
  /** Floor area, m². */
  area: number;
  /** The overall width and depth, mm, and floor area, m², the BOM's W, D and AREA (bom.ts). */
  plan: { width: number; depth: number; area: number };
};

/** The widest bay as laid on a plane: the most distance between neighbouring rafter stations. */
function widestBay(p: RoofPlane, spacing: number): number {
  const st = rafterStations(p, spacing)
    .map((q) => q[0] * p.along[0] + q[1] * p.along[1])
    .sort((x, y) => x - y);
  let most = 0;
  for (let i = 1; i < st.length; i++) most = Math.max(most, st[i]! - st[i - 1]!);
  return most;
}

/**
 * The hip-roofed L sunroom from its fields (checked: buildShapedSunroom), its pitch `pitch`° (tan
 * `tan`), its rafter's figures `rafter`, `bays[i]` facets on polygon side i.
 */
export function buildLHipSunroom(
  l: LShape,
  s: Sunroom,
  pitch: number,
  tan: number,
  /** The rafter's figures for the load check; without them `wings` and `warnings` are empty. */
  rafter: RafterSection | null,
  sideBays: readonly number[] = [],
): LHipSunroom {
  const roof = lHipRoof(l, s, pitch, tan);
  const members = lHipMembers(l, roof, s, sideBays);
  const loads = roofLoads(pitch, s.snowZone, s.windZone, s.roofPanel.weight);
  const rs = lRafters(roof, s.rafterSpacing);
  const wings = (rafter ? (["A", "B"] as const) : []).map((wing): WingCheck => {
    const planes = roof.planes.filter((p) => L_WING_PLANES[wing].includes(p.id));
    const span = Math.max(
      0,
      ...rs.filter((r) => L_WING_PLANES[wing].includes(r.plane)).map((r) => r.member.span ?? 0),
    );
    const laid = Math.max(...planes.map((p) => widestBay(p, s.rafterSpacing)));
    return { wing, ...allowedRafterSpacing(span, loads, rafter!), span, laid };
  });
  const warnings = wings
    .filter((w) => w.laid > w.allowed)
    .map(
      (w): LSpacingWarning => ({
        code: "sunroom.rafter_spacing_exceeds",
        field: "rafterSpacing",
        wing: w.wing,
        chosen: s.rafterSpacing,
        laid: w.laid,
        allowed: w.allowed,
        span: w.span,
        governs: w.governs,
      }),
    );
  const { length: a, depth: b, wingLength: c, wingDepth: d } = l;
  return {
    roof,
    valley: lValley(l, s.eaveHeight, pitch),
    members,
    runs: lHipRuns(roof),
    panels: buildPanels(roof, s.rafterSpacing, s.roofPanel),
    facets: footprintFacets({ kind: "lShape", ...l }, s, tan, sideBays),
    loads,
    wings,
    warnings,
    area: (a * b + c * d) / 1e6,
    plan: { width: a, depth: b + d, area: (a * b + c * d) / 1e6 },
  };
}
