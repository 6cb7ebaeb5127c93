// The wall facets (docs/sunroom.md "Facets"): each bay between posts on an open side is a frame
// of the design model, its outline from the floor up to the roof line over that wall: a
// rectangle, a trapezoid (a lean-to side) or a convex polygon (a gable end, a pentagon).
import { glassRegion } from "../commands/defaults.ts";
import { scaleRegion } from "../commands/resize-frame.ts";
import { DESIGN_VERSION, type Design, type FrameShape, type Region } from "../design/model.ts";
import { sideLines } from "./members.ts";
import { type Sunroom, type SunroomSide, sunroomSides } from "./model.ts";
import { type P2, planeDistances, type Roof, roofHeightAt } from "./roof.ts";

export type Facet = {
  id: string;
  side: SunroomSide;
  /** Plan points of its bottom edge, left then right as seen from outside. */
  from: P2;
  to: P2;
  width: number;
  /** The roof line over it: (distance from the left end, height above the floor), left to right. */
  top: P2[];
  shape: FrameShape;
  design: Design;
};

/** Distances along a→b where the lowest of the roof's planes changes (a ridge over the wall). */
function breaks(roof: Roof, a: P2, b: P2, width: number): number[] {
  // each plane's height over the wall is a straight line in t (0 at a, 1 at b); the roof line is the lowest
  const da = planeDistances(roof, a[0], a[1]);
  const db = planeDistances(roof, b[0], b[1]);
  const lowest = (t: number) => Math.min(...da.map((d, i) => d + (db[i]! - d) * t));
  const out: number[] = [];
  for (let i = 0; i < da.length; i++)
    for (let j = i + 1; j < da.length; j++) {
      const si = db[i]! - da[i]!;
      const sj = db[j]! - da[j]!;
      if (Math.abs(si - sj) < 1e-9) continue;
      const t = (da[j]! - da[i]!) / (si - sj);
      if (t <= 1e-9 || t >= 1 - 1e-9) continue;
      const at = da[i]! + si * t;
      if (Math.abs(at - lowest(t)) < 1e-6) out.push(t * width);
    }
  return [...new Set(out)].sort((x, y) => x - y);
}

/** What a facet's design takes from its sunroom. */
export type FacetOwner = Pick<Sunroom, "facetSeriesId" | "colour" | "facetRegions">;

/** A facet's outline as a frame shape, from its width and the roof line over it. */
export function facetShape(width: number, top: P2[]): FrameShape {
  const heights = top.map((p) => p[1]);
  const high = Math.max(...heights);
  if (top.length === 2) {
    const [l, r] = heights as [number, number];
    return l === r
      ? { kind: "rectangle", width, height: l }
      : { kind: "trapezoid", width, leftHeight: l, rightHeight: r };
  }
  return {
    kind: "polygon",
    points: [...top.map(([x, zz]): [number, number] => [x, high - zz]), [width, high], [0, high]],
  };
}

/** The region a facet shows: what the user drew (kept in proportion when the facet changed size), else one glass cell. */
function facetRoot(s: FacetOwner, id: string, width: number, height: number): Region {
  const drawn = s.facetRegions[id];
  if (!drawn) return glassRegion("G1");
  if (drawn.width === width && drawn.height === height) return drawn.root;
  return scaleRegion(drawn.root, width / drawn.width, height / drawn.height);
}

/** A facet as a design of one frame, standing on the floor, in the facet series. */
export function facetDesign(
  s: FacetOwner,
  id: string,
  shape: FrameShape,
  width: number,
  height: number,
): Design {
  return {
    version: DESIGN_VERSION,
    unit: { length: "mm", digits: 0 },
    frames: [
      {
        id: "F1",
        x: 0,
        y: 0,
        shape,
        seriesId: s.facetSeriesId,
        colors: { a: s.colour, b: s.colour },
        root: facetRoot(s, id, width, height),
        sillHeight: 0,
      },
    ],
    walls: [],
    joiners: [],
    decorations: [],
    dimensions: [],
    notes: [],
  };
}

export function buildFacets(roof: Roof, s: Sunroom): Facet[] {
  const lines = sideLines(s);
  const out: Facet[] = [];
  for (const side of sunroomSides) {
    const [a, b] = lines[side];
    const n = s.bays[side];
    for (let k = 0; k < n; k++) {
      const from: P2 = [a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n];
      const to: P2 = [a[0] + ((b[0] - a[0]) * (k + 1)) / n, a[1] + ((b[1] - a[1]) * (k + 1)) / n];
      const width = Math.hypot(to[0] - from[0], to[1] - from[1]);
      const at = (d: number): P2 => [
        d,
        roofHeightAt(
          roof,
          from[0] + ((to[0] - from[0]) * d) / width,
          from[1] + ((to[1] - from[1]) * d) / width,
        ),
      ];
      const top = [at(0), ...breaks(roof, from, to, width).map(at), at(width)];
      const shape = facetShape(width, top);
      const height = Math.max(...top.map((p) => p[1]));
      const id = `${side}-${k + 1}`;
      out.push({ id, side, from, to, width, top, shape, design: facetDesign(s, id, shape, width, height) });
    }
  }
  return out;
}
