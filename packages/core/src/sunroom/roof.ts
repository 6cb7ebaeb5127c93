// Roof geometry of a rectangular sunroom (docs/sunroom.md "Roof"): the roof planes, each a convex
// polygon in plan with the line of its eaves, and the height of the roof anywhere over the plan.
// Every plane rises at the same pitch from its ring beam: z = eaveHeight + tan(pitch) · d, where
// d is the plan distance in from that ring beam's line; the roof is the lowest of its planes.
import type { RoofType, Sunroom } from "./model.ts";

export type P2 = readonly [number, number];
export type P3 = readonly [number, number, number];
/** What a roof plane's edge meets. */
/** `valley` and `rafter` (a plane split in two along a rafter, both halves in one plane) are an L's (l-hip.ts). */
export type RoofEdgeKind = "eave" | "ridge" | "hip" | "wall" | "verge" | "valley" | "rafter";
export type RoofPlane = {
  /** A rectangle's "main", "left", "front", "right"; an L's its wing's plane (l-hip.ts). */
  id: string;
  /** Plan outline (overhang included), convex, its points in order round the plane. */
  outline: P2[];
  /** What edge i (outline[i] → outline[i+1]) meets. */
  edges: RoofEdgeKind[];
  /** The overhang edge's start and its unit direction along the eaves; `inward` points up the slope in plan. */
  origin: P2;
  along: P2;
  inward: P2;
  /** The ring beam line: d = 0 here (plan distance from `origin` along `inward` = overhang). */
  ringBeam: [P2, P2];
  /**
   * Where the rafters stand on the ring beam's line when not in equal bays along it (an L's plane
   * with valley jacks: members.ts rafterStations); each rafter runs from it along `inward`.
   */
  stations?: P2[];
};

export type Roof = {
  type: RoofType;
  /** Degrees, and its tangent. */
  pitch: number;
  tan: number;
  eaveHeight: number;
  /** Highest point of the roof's underside line: the ridge (gable, hip) or the wall plate (lean-to, flat), mm. */
  ridgeHeight: number;
  overhang: number;
  width: number;
  depth: number;
  planes: RoofPlane[];
};

const deg = (rad: number) => (rad * 180) / Math.PI;
const rad = (d: number) => (d * Math.PI) / 180;

/** A roof with one plane falling from the house wall to the front ring beam (lean-to, flat). */
export function isMonoPitch(type: RoofType): boolean {
  return type === "leanTo" || type === "flat";
}

/** The horizontal run from the ring beam up to the ridge or wall plate, mm. */
export function riseRun(s: Pick<Sunroom, "roof" | "width" | "depth">): number {
  return isMonoPitch(s.roof) ? s.depth : s.width / 2;
}

/** The roof's rise over its run (tan of the pitch), from the slope as the user gave it. */
export function slopeTan(s: Pick<Sunroom, "roof" | "width" | "depth" | "slope" | "eaveHeight">): number {
  const slope = s.slope;
  switch (slope.by) {
    case "pitch":
      return Math.tan(rad(slope.degrees));
    case "ridge":
      return (slope.height - s.eaveHeight) / riseRun(s);
    case "fall":
      return slope.percent / 100; // 2 % = 2 mm down per 100 mm
    case "fallPerMetre":
      return slope.mmPerMetre / 1000;
    case "drop":
      return slope.drop / riseRun(s);
  }
}

/** The pitch in degrees, from the one the user typed, the ridge height or the fall. */
export function pitchOf(s: Pick<Sunroom, "roof" | "width" | "depth" | "slope" | "eaveHeight">): number {
  if (s.slope.by === "pitch") return s.slope.degrees;
  return deg(Math.atan(slopeTan(s)));
}

/** Distances in from each plane's ring beam line at plan point (x, y), mm (negative outside). */
export function planeDistances(roof: Pick<Roof, "type" | "width" | "depth">, x: number, y: number): number[] {
  const { width: W, depth: D } = roof;
  if (isMonoPitch(roof.type)) return [D - y];
  if (roof.type === "gable") return [x, W - x];
  return [x, D - y, W - x];
}

/** Height of the roof's underside line over plan point (x, y), mm. */
export function roofHeightAt(roof: Roof, x: number, y: number): number {
  return roof.eaveHeight + roof.tan * Math.min(...planeDistances(roof, x, y));
}

/** The roof of a sunroom whose fields have been checked (validate.ts). */
export function buildRoof(s: Sunroom): Roof {
  const pitch = pitchOf(s);
  const tan = slopeTan(s);
  const { width: W, depth: D, overhang: o, eaveHeight: E } = s;
  const ridgeHeight = E + tan * riseRun(s);
  const base = { type: s.roof, pitch, tan, eaveHeight: E, ridgeHeight, overhang: o, width: W, depth: D };
  let planes: RoofPlane[];
  if (isMonoPitch(s.roof)) {
    // lean-to and flat: one plane from the house wall down to the front. A lean-to overhangs at the
    // front only; a flat roof at its sides too, its front ring beam and wall plate running its full
    // width (past the corner posts by the overhang at each end) to carry the rafters at its edges.
    const side = s.roof === "flat" ? o : 0;
    planes = [
      {
        id: "main",
        outline: [
          [-side, D + o],
          [W + side, D + o],
          [W + side, 0],
          [-side, 0],
        ],
        edges: ["eave", "verge", "wall", "verge"],
        origin: [-side, D + o],
        along: [1, 0],
        inward: [0, -1],
        ringBeam: [
          [-side, D],
          [W + side, D],
        ],
      },
    ];
  } else if (s.roof === "gable") {
    const m = W / 2;
    planes = [
      {
        id: "left",
        outline: [
          [-o, 0],
          [-o, D],
          [m, D],
          [m, 0],
        ],
        edges: ["eave", "verge", "ridge", "wall"],
        origin: [-o, 0],
        along: [0, 1],
        inward: [1, 0],
        ringBeam: [
          [0, 0],
          [0, D],
        ],
      },
      {
        id: "right",
        outline: [
          [W + o, D],
          [W + o, 0],
          [m, 0],
          [m, D],
        ],
        edges: ["eave", "wall", "ridge", "verge"],
        origin: [W + o, D],
        along: [0, -1],
        inward: [-1, 0],
        ringBeam: [
          [W, D],
          [W, 0],
        ],
      },
    ];
  } else {
    const m = W / 2;
    const r = D - W / 2; // where the ridge ends and the hips start
    planes = [
      {
        id: "left",
        outline: [
          [-o, 0],
          [-o, D + o],
          [m, r],
          [m, 0],
        ],
        edges: ["eave", "hip", "ridge", "wall"],
        origin: [-o, 0],
        along: [0, 1],
        inward: [1, 0],
        ringBeam: [
          [0, 0],
          [0, D],
        ],
      },
      {
        id: "front",
        outline: [
          [-o, D + o],
          [W + o, D + o],
          [m, r],
        ],
        edges: ["eave", "hip", "hip"],
        origin: [-o, D + o],
        along: [1, 0],
        inward: [0, -1],
        ringBeam: [
          [0, D],
          [W, D],
        ],
      },
      {
        id: "right",
        outline: [
          [W + o, D + o],
          [W + o, 0],
          [m, 0],
          [m, r],
        ],
        edges: ["eave", "wall", "ridge", "hip"],
        origin: [W + o, D + o],
        along: [0, -1],
        inward: [-1, 0],
        ringBeam: [
          [W, D],
          [W, 0],
        ],
      },
    ];
    // a pyramid end (depth = width / 2) has no ridge: drop the zero-length ridge edges
    if (r === 0) planes = planes.map(dropDegenerateEdges);
  }
  return { ...base, planes };
}

function dropDegenerateEdges(p: RoofPlane): RoofPlane {
  const outline: P2[] = [];
  const edges: RoofEdgeKind[] = [];
  p.outline.forEach((a, i) => {
    const b = p.outline[(i + 1) % p.outline.length]!;
    if (Math.hypot(b[0] - a[0], b[1] - a[1]) < 1e-9) return;
    outline.push(a);
    edges.push(p.edges[i]!);
  });
  return { ...p, outline, edges };
}

/** A plan point in a plane's own coordinates: u along the eaves from `origin`, v up the slope (slope mm). */
export function toPlane(roof: Roof, plane: RoofPlane, p: P2): P2 {
  const dx = p[0] - plane.origin[0];
  const dy = p[1] - plane.origin[1];
  const u = dx * plane.along[0] + dy * plane.along[1];
  const vPlan = dx * plane.inward[0] + dy * plane.inward[1];
  return [u, vPlan / Math.cos(rad(roof.pitch))];
}

/** A plan point raised to the roof: [x, y, z] on the plane (overhang included). */
export function onRoof(roof: Roof, plane: RoofPlane, p: P2): P3 {
  const dx = p[0] - plane.origin[0];
  const dy = p[1] - plane.origin[1];
  const vPlan = dx * plane.inward[0] + dy * plane.inward[1];
  return [p[0], p[1], roof.eaveHeight + roof.tan * (vPlan - roof.overhang)];
}

/**
 * The angle between two roof planes of the same pitch meeting at a hip (plan 45°), degrees, measured
 * over the roof (the dihedral): 180° − acos(cos²pitch); for a ridge of a gable 180° − 2·pitch.
 */
export function hipDihedral(pitch: number): number {
  const c = Math.cos(rad(pitch));
  return 180 - deg(Math.acos(c * c));
}

/** A hip line's own slope, degrees: it rises tan(pitch)·run over a plan length run·√2. */
export function hipPitch(pitch: number): number {
  return deg(Math.atan(Math.tan(rad(pitch)) / Math.SQRT2));
}
