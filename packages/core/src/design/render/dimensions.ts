// Dimension lines of a drawing: each frame's overall width and height, every cell of every
// split along the split's axis, and the free dimensions. A cell line measures the cell's clear
// opening (between the faces of the frame and mullions around it): the size core's
// typeDimension sets when a value is typed on it (editor/dimension-edit.ts), and what the
// line's label says it is. Canvas mm.
import type { DimensionTarget } from "../../editor/dimension-edit.ts";
import type { RegionPlace } from "../layout/context.ts";
import { layoutWithPlaces } from "../layout/layout.ts";
import type { Point } from "../layout-types.ts";
import type { Design, Frame, Region } from "../model.ts";
import type { SeriesGeometrySource } from "../series-geometry.ts";
import { shapeSize } from "../shapes.ts";
import { childrenOf } from "../tree.ts";

/** What a dimension line measures. */
export type DimensionMeasure = "overallWidth" | "overallHeight" | "clearOpening" | "free" | "cutEdge";

export type DimensionLine = {
  id: string;
  /** `template`: a line of a pane's cut template (template.ts). */
  kind: "frame" | "cell" | "free" | "template";
  measures: DimensionMeasure;
  /** The frame the line belongs to (null for a free dimension). */
  frameId: string | null;
  /**
   * Measured points; the line is drawn `offset` mm along (dy, −dx)/len of from → to: widths run
   * ← and sit below the frame, heights run ↑ and sit left of it (a neighbour cloned to the right
   * keeps its profile clear of them).
   */
  from: Point;
  to: Point;
  offset: number;
  /** Measured length, mm. */
  value: number;
  target: DimensionTarget | null;
};

/** Distance between rows of dimension lines, mm (room for a 60 mm figure). */
export const DIMENSION_STEP = 160;

/** One frame's lines: its cells (every split, nested) and its overall size. `places` from layoutWithPlaces. */
export function frameDimensionLines(f: Frame, places: ReadonlyMap<string, RegionPlace>): DimensionLine[] {
  const lines: DimensionLine[] = [];
  const { width, height } = shapeSize(f.shape);
  const bottom = f.y + height;
  const depth = { v: 0, h: 0 };
  const visit = (r: Region, level: number) => {
    if (r.kind === "split") {
      const vertical = r.direction === "vertical";
      depth[vertical ? "v" : "h"] = Math.max(depth[vertical ? "v" : "h"], level + 1);
      for (const c of r.children) {
        const b = places.get(c.id)?.box;
        if (!b) continue;
        const offset = DIMENSION_STEP * (level + 1);
        const common = {
          kind: "cell" as const,
          measures: "clearOpening" as const,
          frameId: f.id,
          offset,
          target: { kind: "cell" as const, regionId: c.id },
        };
        lines.push(
          vertical
            ? {
                ...common,
                id: `${c.id}:w`,
                from: [f.x + b.x1, bottom],
                to: [f.x + b.x0, bottom],
                value: b.x1 - b.x0,
              }
            : {
                ...common,
                id: `${c.id}:h`,
                from: [f.x, f.y + b.y1],
                to: [f.x, f.y + b.y0],
                value: b.y1 - b.y0,
              },
        );
      }
      for (const c of r.children) visit(c, level + 1);
      return;
    }
    for (const c of childrenOf(r)) visit(c, level);
  };
  visit(f.root, 0);
  lines.push(
    {
      id: `${f.id}:width`,
      kind: "frame",
      measures: "overallWidth",
      frameId: f.id,
      from: [f.x + width, bottom],
      to: [f.x, bottom],
      offset: DIMENSION_STEP * (depth.v + 1),
      value: width,
      target: { kind: "frameWidth", frameId: f.id },
    },
    {
      id: `${f.id}:height`,
      kind: "frame",
      measures: "overallHeight",
      frameId: f.id,
      from: [f.x, bottom],
      to: [f.x, f.y],
      offset: DIMENSION_STEP * (depth.h + 1),
      value: height,
      target: { kind: "frameHeight", frameId: f.id },
    },
  );
  return lines;
}

/** The user's free dimensions (toolbox "extra dimensions"); a typed value sets the length. */
export function freeDimensionLines(dimensions: Design["dimensions"]): DimensionLine[] {
  return dimensions.map((d) => ({
    id: d.id,
    kind: "free",
    measures: "free",
    frameId: null,
    from: d.from,
    to: d.to,
    offset: d.offset,
    value: Math.hypot(d.to[0] - d.from[0], d.to[1] - d.from[1]),
    target: { kind: "free", dimensionId: d.id },
  }));
}

/** Every line of a design; `places` is a geometry source (laid out here) or a layout's region places. */
export function dimensionLines(
  design: Design,
  places: SeriesGeometrySource | ReadonlyMap<string, RegionPlace>,
): DimensionLine[] {
  const regions =
    places instanceof Map ? places : layoutWithPlaces(design, places as SeriesGeometrySource).regions;
  return [
    ...design.frames.flatMap((f) => frameDimensionLines(f, regions)),
    ...freeDimensionLines(design.dimensions),
  ];
}
