import type { Design, Layout } from "@fenestra/core";
import {
  DXF_LAYER_COLOURS,
  DXF_LAYERS,
  type DxfLayerKind,
  memberLayer,
} from "@fenestra/core/design/render/dxf-layers";
import { freeDimensionGeometry } from "@fenestra/core/geometry/free-dimension";
import Drawing from "dxf-writer";
import { dimensionLines } from "../canvas/dimension-lines.ts";

// The drawing as DXF (R12-style entities through dxf-writer), in millimetres. DXF's y axis
// points up, the design's down, so y is negated. Layers: core's DXF_LAYERS, as the CLI writes.

export function designToDxf(design: Design, layout: Layout, options: { dimensions: boolean }): string {
  const d = new Drawing();
  d.setUnits("Millimeters");
  for (const kind of Object.keys(DXF_LAYERS) as DxfLayerKind[])
    d.addLayer(DXF_LAYERS[kind], DXF_LAYER_COLOURS[kind], "CONTINUOUS");
  const flip = (p: readonly [number, number]): [number, number] => [p[0], -p[1]];

  for (const m of layout.members) {
    d.setActiveLayer(memberLayer(m.role));
    d.drawPolyline(m.polygon.map(flip), true);
  }
  d.setActiveLayer(DXF_LAYERS.fill);
  for (const f of layout.fills) d.drawPolyline(f.polygon.map(flip), true);
  d.setActiveLayer(DXF_LAYERS.note);
  for (const n of design.notes) d.drawText(n.at[0], -n.at[1], 60, 0, n.text);
  if (options.dimensions) {
    d.setActiveLayer(DXF_LAYERS.dimension);
    for (const line of dimensionLines(design)) {
      const horizontal = line.axis === "x";
      const [x1, y1, x2, y2] = horizontal
        ? [line.a, line.at, line.b, line.at]
        : [line.at, line.a, line.at, line.b];
      d.drawLine(x1, -y1, x2, -y2);
      const mid = (line.a + line.b) / 2;
      const value = String(Math.round(line.value * 10) / 10);
      if (horizontal) d.drawText(mid, -line.at + 20, 60, 0, value, "center");
      else d.drawText(line.at - 20, -mid, 60, 90, value, "center");
    }
    for (const free of design.dimensions) {
      const g = freeDimensionGeometry(free);
      d.drawLine(free.from[0], -free.from[1], g.a[0], -g.a[1]);
      d.drawLine(free.to[0], -free.to[1], g.b[0], -g.b[1]);
      d.drawLine(g.a[0], -g.a[1], g.b[0], -g.b[1]);
      // DXF angles turn counter-clockwise with y up: the SVG angle with its sign flipped
      d.drawText(g.text[0], -g.text[1], 60, -g.angle || 0, String(Math.round(g.value * 10) / 10), "center");
    }
  }
  return d.toDxfString();
}
