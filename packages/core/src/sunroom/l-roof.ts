// The roof over an L footprint (docs/sunroom.md "L-shaped footprint and its valley"). The L is two
// wings against the house wall, each with the rectangle's hip roof (ridge out from the house,
// hipped at the front): wing A the first leg, [0, length] × [0, depth]; wing B the second leg
// with the house end of the first under it, [0, wingLength] × [0, depth + wingDepth]. Both roofs
// rise at the same pitch from their ring beams; over the L the roof is the higher of the two where
// both stand. Where wing A's front plane meets wing B's right plane, at the L's inner corner, runs
// the valley: 45° in plan (equal pitches), from the inner corner (wingLength, depth) up to
// (wingLength / 2, depth − wingLength / 2), where it meets wing B's ridge.
import { hipDihedral, hipPitch, type P2 } from "./roof.ts";

export type LShape = { length: number; depth: number; wingLength: number; wingDepth: number };

export type Valley = {
  /** Plan points: the inner corner (low end, at eaves height) and the top. */
  from: P2;
  to: P2;
  /** Heights above the floor at its ends, mm. */
  fromZ: number;
  toZ: number;
  /** Plan length, true length along the valley, rise, mm; its own slope, degrees. */
  planLength: number;
  trueLength: number;
  rise: number;
  pitch: number;
  /**
   * The turn between the two planes across the valley (as at a hip: acos(cos² p)), degrees; a roof
   * panel's edge along the valley is bevelled by half of it. `dihedral` is the angle between them
   * over the roof (180° + turn: a valley is a fold down, where a hip is 180° − turn).
   */
  turn: number;
  dihedral: number;
  bevel: number;
};

/** A valley jack rafter: its foot on the valley, its top on a ridge or hip, its plan run and length on the slope. */
export type JackRafter = {
  id: string;
  plane: "wingA-front" | "wingB-right";
  foot: P2;
  top: P2;
  /** Plan run from the valley up, and length on the slope, mm. */
  run: number;
  length: number;
};

const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** The hip roof's height function over one wing [0, w] × [0, d] against the house wall, in units of rise. */
function wingDistance(w: number, d: number, x: number, y: number): number | null {
  if (x < -1e-9 || x > w + 1e-9 || y < -1e-9 || y > d + 1e-9) return null;
  return Math.min(x, d - y, w - x);
}

/** Plan distance in from the eaves that sets the roof's height at (x, y) over the L: z = eave + tan p · this. */
export function lRoofDistance(l: LShape, x: number, y: number): number {
  const a = wingDistance(l.length, l.depth, x, y);
  const b = wingDistance(l.wingLength, l.depth + l.wingDepth, x, y);
  return Math.max(a ?? Number.NEGATIVE_INFINITY, b ?? Number.NEGATIVE_INFINITY);
}

/** The roof's height over plan point (x, y) of the L, mm. */
export function lRoofHeightAt(l: LShape, eaveHeight: number, pitch: number, x: number, y: number): number {
  return eaveHeight + Math.tan(rad(pitch)) * lRoofDistance(l, x, y);
}

/** The plane functions (distance in from the eaves, linear in plan) whose envelope is the L roof. */
export function lRoofPlanes(l: LShape): { wing: "A" | "B"; at: (x: number, y: number) => number }[] {
  const D = l.depth + l.wingDepth;
  return [
    { wing: "A", at: (x) => x },
    { wing: "A", at: (_x, y) => l.depth - y },
    { wing: "A", at: (x) => l.length - x },
    { wing: "B", at: (x) => x },
    { wing: "B", at: (_x, y) => D - y },
    { wing: "B", at: (x) => l.wingLength - x },
  ];
}

/** The valley where the wings meet (equal pitch `pitch`, degrees). */
export function lValley(l: LShape, eaveHeight: number, pitch: number): Valley {
  const t = Math.tan(rad(pitch));
  const s = l.wingLength / 2; // the valley climbs until wing B's ridge, half wing B's width in
  const from: P2 = [l.wingLength, l.depth];
  const to: P2 = [l.wingLength - s, l.depth - s];
  const planLength = s * Math.SQRT2;
  const rise = s * t;
  const turn = 180 - hipDihedral(pitch);
  return {
    from,
    to,
    fromZ: eaveHeight,
    toZ: eaveHeight + rise,
    planLength,
    trueLength: Math.hypot(planLength, rise),
    rise,
    pitch: hipPitch(pitch),
    turn,
    dihedral: 180 + turn,
    bevel: turn / 2,
  };
}

/**
 * The valley jack rafters, laid at distances k = s·i/n from the inner corner (s = wingLength / 2,
 * n = ⌈s / spacing⌉ so none is further than `spacing` from the next), each from the valley up:
 * on wing B's right plane along y = depth − k, from the valley (k in from its eaves) to wing B's
 * ridge (s in): run s − k; on wing A's front plane along x = wingLength − k, from the valley (k in)
 * to wing A's hip: run min(wingLength − k, length − wingLength + k) − k. On the slope: run / cos p.
 */
export function lValleyJacks(l: LShape, pitch: number, spacing: number): JackRafter[] {
  const cos = Math.cos(rad(pitch));
  const s = l.wingLength / 2;
  const out: JackRafter[] = [];
  const n = Math.max(1, Math.ceil(s / spacing - 1e-9));
  for (let i = 1; i < n; i++) {
    const k = (s * i) / n;
    const runB = s - k;
    out.push({
      id: `valley-jack-B-${i}`,
      plane: "wingB-right",
      foot: [l.wingLength - k, l.depth - k],
      top: [l.wingLength - k - runB, l.depth - k],
      run: runB,
      length: runB / cos,
    });
    const runA = Math.min(l.wingLength - k, l.length - l.wingLength + k) - k;
    out.push({
      id: `valley-jack-A-${i}`,
      plane: "wingA-front",
      foot: [l.wingLength - k, l.depth - k],
      top: [l.wingLength - k, l.depth - k - runA],
      run: runA,
      length: runA / cos,
    });
  }
  return out;
}

/** The valley's figures for a report: its slope in degrees from a rise and plan length. */
export function slopeDegrees(rise: number, run: number): number {
  return deg(Math.atan2(rise, run));
}
