// Dimension lines of a drawing: each frame's overall width and height, every cell of every
// split along the split's axis, and the free dimensions. Each carries the target a typed
// value edits (see editor/dimension-edit.ts). Canvas mm.
import type { DimensionTarget } from "../../editor/dimension-edit.ts";
import { layoutWithPlaces } from "../layout/layout.ts";
import type { Point } from "../layout-types.ts";
import type { Design, Region } from "../model.ts";
import type { SeriesGeometrySource } from "../series-geometry.ts";
import { shapeSize } from "../shapes.ts";
import { childrenOf } from "../tree.ts";

export type DimensionLine = {
  id: string;
  kind: "frame" | "cell" | "free";
  /** Measured points; the line is drawn `offset` mm along (dy, −dx)/len of from → to (below for ←, right for ↓). */
  from: Point;
  to: Point;
  offset: number;
  /** Measured length, mm. */
  value: number;
  target: DimensionTarget | null;
};

const STEP = 120;

export function dimensionLines(design: Design, geometry: SeriesGeometrySource): DimensionLine[] {
  const places = layoutWithPlaces(design, geometry).regions;
  const lines: DimensionLine[] = [];
  for (const f of design.frames) {
    const { width, height } = shapeSize(f.shape);
    const bottom = f.y + height;
    const right = f.x + width;
    const depth = { v: 0, h: 0 };
    const visit = (r: Region, level: number) => {
      if (r.kind === "split") {
        const vertical = r.direction === "vertical";
        depth[vertical ? "v" : "h"] = Math.max(depth[vertical ? "v" : "h"], level + 1);
        for (const c of r.children) {
          const b = places.get(c.id)?.box;
          if (!b) continue;
          const offset = STEP * (level + 1);
          lines.push(
            vertical
              ? {
                  id: `${c.id}:w`,
                  kind: "cell",
                  from: [f.x + b.x1, bottom],
                  to: [f.x + b.x0, bottom],
                  offset,
                  value: b.x1 - b.x0,
                  target: { kind: "cell", regionId: c.id },
                }
              : {
                  id: `${c.id}:h`,
                  kind: "cell",
                  from: [right, f.y + b.y0],
                  to: [right, f.y + b.y1],
                  offset,
                  value: b.y1 - b.y0,
                  target: { kind: "cell", regionId: c.id },
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
        from: [right, bottom],
        to: [f.x, bottom],
        offset: STEP * (depth.v + 1),
        value: width,
        target: { kind: "frameWidth", frameId: f.id },
      },
      {
        id: `${f.id}:height`,
        kind: "frame",
        from: [right, f.y],
        to: [right, bottom],
        offset: STEP * (depth.h + 1),
        value: height,
        target: { kind: "frameHeight", frameId: f.id },
      },
    );
  }
  for (const d of design.dimensions) {
    const value = Math.hypot(d.to[0] - d.from[0], d.to[1] - d.from[1]);
    lines.push({ id: d.id, kind: "free", from: d.from, to: d.to, offset: d.offset, value, target: null });
  }
  return lines;
}
