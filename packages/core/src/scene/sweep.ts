// A straight member's sweep (docs/scene.md): its profile's cross-section carried along the member
// between its two end cuts, read off the member's own layout outline. The outline of a straight
// member lies between two lines a face width apart — its outer edge and its inner edge — and
// each end is cut straight across them (a mitre, a butt, a cut on a slope). A section point at
// `u` across the face sits at lerp(outer, inner, u / width) on each cut, so the swept solid has
// exactly the member's outline, end cuts included: the member the BOM cuts, with its section.
import type { LayoutMember, Point } from "../design/layout-types.ts";
import type { ProfileSection } from "../design/series-geometry.ts";

/** Where the member's outer and inner edges meet each end cut, canvas mm; and its section. */
export type MemberSweep = {
  start: { outer: Point; inner: Point };
  end: { outer: Point; inner: Point };
  section: ProfileSection;
};

const EPS = 1e-6;

/** The direction a member of each side runs in (sloped and bent ones: read off the outline). */
const AXES: Partial<Record<LayoutMember["side"], readonly [number, number]>> = {
  top: [1, 0],
  bottom: [1, 0],
  horizontal: [1, 0],
  left: [0, 1],
  right: [0, 1],
  vertical: [0, 1],
};

/**
 * The sweep of `member` (its outer edge the one away from `centre`, the middle of what it rings
 * or holds), or null where the member is not a straight bar cut across at its ends: a bent
 * member (an arch keeps its face outline swept front to back), or an outline with a point on
 * neither edge line.
 */
export function memberSweep(
  member: Pick<LayoutMember, "curved" | "polygon" | "side">,
  centre: Point,
  section: ProfileSection,
): MemberSweep | null {
  if (member.curved) return null;
  const poly = member.polygon;
  if (poly.length < 3) return null;
  // the bar's axis: as the layout says it runs, else along its longest side
  const axis = AXES[member.side];
  let best = axis ? 1 : 0;
  let dx = axis?.[0] ?? 0;
  let dy = axis?.[1] ?? 0;
  for (let i = 0; i < poly.length && !axis; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (len > best) {
      best = len;
      dx = (b[0] - a[0]) / len;
      dy = (b[1] - a[1]) / len;
    }
  }
  if (best < EPS) return null;
  const across = (p: Point) => -dy * p[0] + dx * p[1];
  const along = (p: Point) => dx * p[0] + dy * p[1];
  let lo = Infinity;
  let hi = -Infinity;
  for (const p of poly) {
    lo = Math.min(lo, across(p));
    hi = Math.max(hi, across(p));
  }
  if (hi - lo < EPS) return null;
  const tol = Math.max(1e-4, (hi - lo) * 1e-6);
  const onLo = poly.filter((p) => Math.abs(across(p) - lo) <= tol);
  const onHi = poly.filter((p) => Math.abs(across(p) - hi) <= tol);
  if (onLo.length + onHi.length !== poly.length) return null;
  const ends = (points: readonly Point[]) => {
    let first = points[0]!;
    let last = points[0]!;
    for (const p of points) {
      if (along(p) < along(first)) first = p;
      if (along(p) > along(last)) last = p;
    }
    return [first, last] as const;
  };
  // the outer edge is the one farther from the middle of the member's ring (or fill)
  const outerIsLo = across(centre) >= (lo + hi) / 2;
  const [outer0, outer1] = ends(outerIsLo ? onLo : onHi);
  const [inner0, inner1] = ends(outerIsLo ? onHi : onLo);
  const length = Math.max(along(outer1) - along(outer0), along(inner1) - along(inner0));
  if (length < EPS) return null;
  return { start: { outer: outer0, inner: inner0 }, end: { outer: outer1, inner: inner1 }, section };
}
