// The structure's members from the roof geometry (docs/sunroom.md "Structure"): posts, ring beams,
// the wall plate, ridge, hips, rafters and purlins, each with its length and the cuts at its ends;
// and the runs of gutter, downpipe and flashing. Lengths in mm, angles in degrees.
import { lineInside } from "./clip.ts";
import type { Sunroom, SunroomSide } from "./model.ts";
import {
  hipPitch,
  isMonoPitch,
  type P2,
  type P3,
  type Roof,
  type RoofEdgeKind,
  type RoofPlane,
  roofHeightAt,
} from "./roof.ts";

export const memberKinds = [
  "post",
  "ringBeam",
  "wallPlate",
  "ridge",
  "hip",
  "valley",
  "rafter",
  "purlin",
] as const;
export type MemberKind = (typeof memberKinds)[number];
/** A cut at a member's end, degrees off square: `plumb` in the member's vertical plane, `plan` seen from above. */
export type Cut = { plumb: number; plan: number };
export type Member = {
  id: string;
  kind: MemberKind;
  from: P3;
  to: P3;
  /** Length along the member, mm. */
  length: number;
  cuts: [Cut, Cut];
  /** Rafters: the span between supports (ring beam to ridge, hip or wall plate), mm. */
  span?: number;
};
export type Run = { id: string; kind: "gutter" | "downpipe" | "flashing"; length: number };

const SQUARE: Cut = { plumb: 0, plan: 0 };
const len3 = (a: P3, b: P3) => Math.hypot(b[0] - a[0], b[1] - a[1], b[2] - a[2]);
const lerp = (a: P2, b: P2, t: number): P2 => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
const add = (p: P2, d: P2, t: number): P2 => [p[0] + d[0] * t, p[1] + d[1] * t];
const dist = (a: P2, b: P2) => Math.hypot(b[0] - a[0], b[1] - a[1]);

/** Equal bays no wider than `most` over `length`: the bay count (at least 1). */
export function bayCount(length: number, most: number): number {
  return Math.max(1, Math.ceil(length / most - 1e-9));
}

/** The wall lines of the three open sides, each from the end a viewer outside it sees on the left. */
export function sideLines(s: Pick<Sunroom, "width" | "depth">): Record<SunroomSide, [P2, P2]> {
  const { width: W, depth: D } = s;
  return {
    left: [
      [0, 0],
      [0, D],
    ],
    front: [
      [0, D],
      [W, D],
    ],
    right: [
      [W, D],
      [W, 0],
    ],
  };
}

/** Which edge of a plane's outline the plan point lies on. */
function edgeAt(plane: RoofPlane, p: P2): RoofEdgeKind | null {
  const n = plane.outline.length;
  for (let i = 0; i < n; i++) {
    const a = plane.outline[i]!;
    const b = plane.outline[(i + 1) % n]!;
    if (Math.abs(dist(a, p) + dist(p, b) - dist(a, b)) < 1e-6) return plane.edges[i]!;
  }
  return null;
}

const z = (roof: Roof, plane: RoofPlane, p: P2): P3 => {
  const vPlan = (p[0] - plane.origin[0]) * plane.inward[0] + (p[1] - plane.origin[1]) * plane.inward[1];
  return [p[0], p[1], roof.eaveHeight + roof.tan * (vPlan - roof.overhang)];
};

/** The rafters' positions on a plane's ring beam: equal bays no wider than the chosen spacing. */
export function rafterStations(plane: RoofPlane, spacing: number): P2[] {
  if (plane.stations) return plane.stations;
  const [a, b] = plane.ringBeam;
  const n = bayCount(dist(a, b), spacing);
  return Array.from({ length: n + 1 }, (_, k) => lerp(a, b, k / n));
}

/** The rafters of every plane at its stations; one on a hip or valley is cut 45° in plan there. */
export function rafters(roof: Roof, s: Pick<Sunroom, "rafterSpacing">): Member[] {
  const out: Member[] = [];
  const cos = Math.cos((roof.pitch * Math.PI) / 180);
  for (const plane of roof.planes) {
    rafterStations(plane, s.rafterSpacing).forEach((at, k) => {
      const seg = lineInside(plane.outline, at, plane.inward);
      if (!seg || seg[1] <= 1e-6) return; // a corner where the hip stands
      const lo = add(at, plane.inward, seg[0]);
      const hi = add(at, plane.inward, seg[1]);
      const top = edgeAt(plane, hi);
      const foot = edgeAt(plane, lo);
      const from = z(roof, plane, lo);
      const to = z(roof, plane, hi);
      out.push({
        id: `rafter-${plane.id}-${k + 1}`,
        kind: "rafter",
        from,
        to,
        length: len3(from, to),
        // from the ring beam (or a valley jack's foot on the valley) up
        span: (seg[1] - Math.max(0, seg[0])) / cos,
        cuts: [
          { plumb: roof.pitch, plan: foot === "valley" ? 45 : 0 },
          { plumb: roof.pitch, plan: top === "hip" || top === "valley" ? 45 : 0 },
        ],
      });
    });
  }
  return out;
}

/** Purlins across every plane at equal steps up the slope; one ending on a hip or valley is cut 45° in plan. */
export function purlins(roof: Roof, s: Pick<Sunroom, "purlinSpacing">): Member[] {
  if (s.purlinSpacing <= 0) return [];
  const out: Member[] = [];
  const cos = Math.cos((roof.pitch * Math.PI) / 180);
  for (const plane of roof.planes) {
    // the plan run from the ring beam up to the plane's top
    const top = Math.max(
      ...plane.outline.map(
        (p) => (p[0] - plane.origin[0]) * plane.inward[0] + (p[1] - plane.origin[1]) * plane.inward[1],
      ),
    );
    const run = top - roof.overhang;
    const n = bayCount(run / cos, s.purlinSpacing);
    for (let k = 1; k < n; k++) {
      const at = add(plane.ringBeam[0], plane.inward, (run * k) / n);
      const seg = lineInside(plane.outline, at, plane.along);
      if (!seg) continue;
      const a = add(at, plane.along, seg[0]);
      const b = add(at, plane.along, seg[1]);
      const from = z(roof, plane, a);
      const to = z(roof, plane, b);
      const cut = (p: P2): Cut => {
        const at = edgeAt(plane, p);
        return { plumb: 0, plan: at === "hip" || at === "valley" ? 45 : 0 };
      };
      out.push({
        id: `purlin-${plane.id}-${k}`,
        kind: "purlin",
        from,
        to,
        length: len3(from, to),
        cuts: [cut(a), cut(b)],
      });
    }
  }
  return out;
}

function posts(roof: Roof, s: Sunroom): Member[] {
  const seen = new Map<string, Member>();
  const lines = sideLines(s);
  for (const side of ["left", "front", "right"] as const) {
    const [a, b] = lines[side];
    const n = s.bays[side];
    for (let k = 0; k <= n; k++) {
      const p = lerp(a, b, k / n);
      const key = `${p[0].toFixed(3)},${p[1].toFixed(3)}`;
      if (seen.has(key)) continue;
      const from: P3 = [p[0], p[1], 0];
      const to: P3 = [p[0], p[1], roofHeightAt(roof, p[0], p[1])];
      seen.set(key, {
        id: `post-${seen.size + 1}`,
        kind: "post",
        from,
        to,
        length: to[2],
        cuts: [SQUARE, SQUARE],
      });
    }
  }
  return [...seen.values()];
}

function beams(roof: Roof, s: Sunroom): Member[] {
  const out: Member[] = [];
  const { width: W, depth: D, eaveHeight: E } = s;
  const H = roof.ridgeHeight;
  const m = W / 2;
  // ring beams: the horizontal eaves beams; they meet at the hip roof's front corners in a mitre
  const corner = roof.type === "hip" ? 45 : 0;
  for (const plane of roof.planes) {
    const [a, b] = plane.ringBeam;
    const from: P3 = [a[0], a[1], E];
    const to: P3 = [b[0], b[1], E];
    const cutAt = (p: P2): Cut => ({ plumb: 0, plan: p[1] === D ? corner : 0 });
    out.push({
      id: `ringBeam-${plane.id}`,
      kind: "ringBeam",
      from,
      to,
      length: len3(from, to),
      cuts: [cutAt(a), cutAt(b)],
    });
  }
  if (roof.type === "flat") {
    // a flat roof is boxed in: a ring beam along the top of each side wall too, falling with the
    // roof from the house wall (H) to the front ring beam (E), cut plumb at both ends
    for (const [id, x] of [
      ["ringBeam-left", 0],
      ["ringBeam-right", W],
    ] as const) {
      const from: P3 = [x, 0, H];
      const to: P3 = [x, D, E];
      const cut: Cut = { plumb: roof.pitch, plan: 0 };
      out.push({ id, kind: "ringBeam", from, to, length: len3(from, to), cuts: [cut, cut] });
    }
  }
  if (isMonoPitch(roof.type)) {
    // along the house under the roof's high edge: as wide as the roof (a flat roof's side overhangs included)
    const [a, b] = roof.planes[0]!.ringBeam;
    out.push({
      id: "wallPlate",
      kind: "wallPlate",
      from: [a[0], 0, H],
      to: [b[0], 0, H],
      length: b[0] - a[0],
      cuts: [SQUARE, SQUARE],
    });
  } else {
    const end = roof.type === "gable" ? D : D - m;
    if (end > 1e-6) {
      out.push({
        id: "ridge",
        kind: "ridge",
        from: [m, 0, H],
        to: [m, end, H],
        length: end,
        cuts: [SQUARE, { plumb: 0, plan: 0 }],
      });
    }
  }
  if (roof.type === "hip") {
    const o = roof.overhang;
    const low = E - o * roof.tan;
    const hp = hipPitch(roof.pitch);
    for (const [id, x] of [
      ["hip-left", -o],
      ["hip-right", W + o],
    ] as const) {
      const from: P3 = [x, D + o, low];
      const to: P3 = [m, D - m, H];
      out.push({
        id,
        kind: "hip",
        from,
        to,
        length: len3(from, to),
        cuts: [
          { plumb: hp, plan: 0 },
          { plumb: hp, plan: 45 },
        ],
      });
    }
  }
  return out;
}

/** Every member of the structure. */
export function buildMembers(roof: Roof, s: Sunroom): Member[] {
  return [...posts(roof, s), ...beams(roof, s), ...rafters(roof, s), ...purlins(roof, s)];
}

/** Gutters along every eaves edge, a downpipe from each gutter's low end, flashing where the roof meets the house. */
export function buildRuns(roof: Roof): Run[] {
  const out: Run[] = [];
  const cos = Math.cos((roof.pitch * Math.PI) / 180);
  const low = roof.eaveHeight - roof.overhang * roof.tan;
  for (const plane of roof.planes) {
    plane.edges.forEach((kind, i) => {
      const a = plane.outline[i]!;
      const b = plane.outline[(i + 1) % plane.outline.length]!;
      if (kind === "eave") {
        out.push({ id: `gutter-${plane.id}`, kind: "gutter", length: dist(a, b) });
        out.push({ id: `downpipe-${plane.id}`, kind: "downpipe", length: low });
      }
      if (kind === "wall") {
        // a horizontal wall edge (lean-to, flat) is as long as in plan; a sloped one (gable, hip) runs up the slope
        const sloped = !isMonoPitch(roof.type);
        out.push({
          id: `flashing-${plane.id}`,
          kind: "flashing",
          length: sloped ? dist(a, b) / cos : dist(a, b),
        });
      }
    });
  }
  return out;
}
