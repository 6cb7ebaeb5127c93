// The drawing as DXF (dxf-writer): members and fills as closed polylines on core's layers (the
// editor's export writes the same), dimension lines as lines with their value as text, notes
// as text. Units mm; y is flipped so the drawing is
// upright in CAD programs (design y grows downward).
import type { Layout, Point } from "@fenestra/core/design/layout-types";
import type { Design } from "@fenestra/core/design/model";
import { dimensionLines } from "@fenestra/core/design/render/dimensions";
import {
  DXF_LAYER_COLOURS,
  DXF_LAYERS,
  type DxfLayerKind,
  memberLayer,
} from "@fenestra/core/design/render/dxf-layers";
import type { SeriesGeometry } from "@fenestra/core/design/series-geometry";
import { formatLength } from "@fenestra/core/units/length-units";
import Drawing from "dxf-writer";

const flip = ([x, y]: Point): [number, number] => [x, -y];

export function designToDxf(
  design: Design,
  l: Layout,
  geometry: SeriesGeometry,
  opts: { dimensions: boolean },
): string {
  const d = new Drawing();
  d.setUnits("Millimeters");
  for (const kind of Object.keys(DXF_LAYERS) as DxfLayerKind[])
    d.addLayer(DXF_LAYERS[kind], DXF_LAYER_COLOURS[kind], "CONTINUOUS");
  d.setActiveLayer(DXF_LAYERS.fill);
  for (const f of l.fills) d.drawPolyline(f.polygon.map(flip), true);
  for (const m of l.members) {
    d.setActiveLayer(memberLayer(m.role));
    d.drawPolyline(m.polygon.map(flip), true);
  }
  if (opts.dimensions) {
    d.setActiveLayer(DXF_LAYERS.dimension);
    for (const dim of dimensionLines(design, geometry)) {
      const dx = dim.to[0] - dim.from[0];
      const dy = dim.to[1] - dim.from[1];
      const len = Math.hypot(dx, dy) || 1;
      const nx = (dy / len) * dim.offset;
      const ny = (-dx / len) * dim.offset;
      const a = flip([dim.from[0] + nx, dim.from[1] + ny]);
      const b = flip([dim.to[0] + nx, dim.to[1] + ny]);
      d.drawLine(...flip(dim.from), ...a);
      d.drawLine(...flip(dim.to), ...b);
      d.drawLine(...a, ...b);
      const angle = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
      // vertical text reads from the bottom up (y grows upward in DXF)
      const upright = angle > 90 ? angle - 180 : angle <= -90 ? angle + 180 : angle;
      const text = formatLength(dim.value, design.unit.length, design.unit.digits).text;
      d.drawText((a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + 10, 40, upright, text, "center", "bottom");
    }
  }
  d.setActiveLayer(DXF_LAYERS.note);
  for (const note of design.notes) d.drawText(...flip(note.at), 48, 0, note.text);
  return d.toDxfString();
}
