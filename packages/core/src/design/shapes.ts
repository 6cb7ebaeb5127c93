// One behaviour object per frame outline kind: its outline edges, bounding size and how it
// resizes. All values in millimetres, frame coordinates (origin top-left, y down).
import { signedArea2 } from "../geometry/convex.ts";
import { type ArcEdge, line, type Outline, type P, polygonOutline } from "../geometry/outline.ts";
import type { FrameShape, FrameShapeKind } from "./model.ts";

type ShapeOf<K extends FrameShapeKind> = Extract<FrameShape, { kind: K }>;
export type ShapeBehaviour<K extends FrameShapeKind> = {
  /** Outer outline of the frame, clockwise on screen. */
  outline(shape: ShapeOf<K>): Outline;
  /** Bounding width and height, mm. */
  size(shape: ShapeOf<K>): { width: number; height: number };
  /** The same kind of shape scaled to a new bounding size (mm). */
  resize(shape: ShapeOf<K>, width: number, height: number): ShapeOf<K>;
};

function arch(width: number, rise: number): ArcEdge {
  const r = (width * width) / 4 / (2 * rise) + rise / 2;
  const c: P = [width / 2, r];
  const t1 = Math.atan2(rise - r, width / 2);
  // a semicircle (rise = width / 2) springs at exactly the centre's height, where atan2 answers
  // +π for the left end instead of −π: the arc must still run over the top, t0 < t1
  let t0 = Math.atan2(rise - r, -width / 2);
  if (t0 > t1) t0 -= 2 * Math.PI;
  return { kind: "arc", c, r, t0, t1 };
}

export const shapeBehaviours: { [K in FrameShapeKind]: ShapeBehaviour<K> } = {
  rectangle: {
    outline: ({ width: w, height: h }) =>
      polygonOutline([
        [0, 0],
        [w, 0],
        [w, h],
        [0, h],
      ]),
    size: (s) => ({ width: s.width, height: s.height }),
    resize: (s, width, height) => ({ ...s, width, height }),
  },
  arch: {
    outline: ({ width: w, height: h, rise }) => {
      const edges: Outline = [arch(w, rise)];
      if (h > rise) edges.push(line([w, rise], [w, h]));
      edges.push(line([w, h], [0, h]));
      if (h > rise) edges.push(line([0, h], [0, rise]));
      return edges;
    },
    size: (s) => ({ width: s.width, height: s.height }),
    resize: (s, width, height) => ({
      ...s,
      width,
      height,
      rise: Math.min(width / 2, height, (s.rise * width) / s.width),
    }),
  },
  trapezoid: {
    outline: ({ width: w, leftHeight: lh, rightHeight: rh }) => {
      const h = Math.max(lh, rh);
      return polygonOutline([
        [0, h - lh],
        [w, h - rh],
        [w, h],
        [0, h],
      ]);
    },
    size: (s) => ({ width: s.width, height: Math.max(s.leftHeight, s.rightHeight) }),
    resize: (s, width, height) => {
      const k = height / Math.max(s.leftHeight, s.rightHeight);
      return { ...s, width, leftHeight: s.leftHeight * k, rightHeight: s.rightHeight * k };
    },
  },
  triangle: {
    outline: ({ width: w, height: h, apexX }) => {
      const pts: P[] = [[apexX, 0]];
      pts.push([w, h], [0, h]);
      return polygonOutline(pts);
    },
    size: (s) => ({ width: s.width, height: s.height }),
    resize: (s, width, height) => ({ ...s, width, height, apexX: (s.apexX * width) / s.width }),
  },
  circle: {
    // four quarter arcs, so a bent circle frame is made of four members with radial butt joints
    outline: ({ diameter: d }) => {
      const r = d / 2;
      const c: P = [r, r];
      const q = Math.PI / 2;
      return [0, 1, 2, 3].map(
        (i) => ({ kind: "arc", c, r, t0: -3 * q + i * q, t1: -2 * q + i * q }) as ArcEdge,
      );
    },
    size: (s) => ({ width: s.diameter, height: s.diameter }),
    resize: (s, width, height) => ({ ...s, diameter: Math.min(width, height) }),
  },
  polygon: {
    // the layout needs the points clockwise on screen; accept them either way round
    outline: (s) => polygonOutline(signedArea2(s.points) < 0 ? [...s.points].reverse() : s.points),
    size: (s) => {
      const xs = s.points.map((p) => p[0]);
      const ys = s.points.map((p) => p[1]);
      return { width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
    },
    resize: (s, width, height) => {
      const { width: w0, height: h0 } = shapeBehaviours.polygon.size(s);
      return { ...s, points: s.points.map(([x, y]) => [(x * width) / w0, (y * height) / h0]) };
    },
  },
};

export function shapeOutline(shape: FrameShape): Outline {
  return (shapeBehaviours[shape.kind] as ShapeBehaviour<FrameShapeKind>).outline(shape as never);
}
export function shapeSize(shape: FrameShape): { width: number; height: number } {
  return (shapeBehaviours[shape.kind] as ShapeBehaviour<FrameShapeKind>).size(shape as never);
}
export function resizeShape(shape: FrameShape, width: number, height: number): FrameShape {
  return (shapeBehaviours[shape.kind] as ShapeBehaviour<FrameShapeKind>).resize(
    shape as never,
    width,
    height,
  );
}
