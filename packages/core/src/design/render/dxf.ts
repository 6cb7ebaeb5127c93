// The drawing as DXF (dxf-writer, R12-style entities), from the render model: the one DXF
// writer of the editor's export and the CLI's. Members, fills and opening symbols as
// polylines and lines on core's layers (an arc as a true arc: a bulged LWPOLYLINE vertex, so a
// bent head measures its exact length in CAD), dimension lines as lines with their figure as text,
// notes as text. Coordinates, the header's $INSUNITS and the figures all follow the drawing's
// display unit (mm, cm or in). DXF's y axis points up, the design's down, so y is negated.
import Drawing, { type Unit } from "dxf-writer";
import { fromDisplayLength, type LengthUnit } from "../../units/length-units.ts";
import type { PathPoint, Point } from "../layout-types.ts";
import { DXF_LAYER_COLOURS, DXF_LAYERS, type DxfLayerKind, memberLayer } from "./dxf-layers.ts";
import { NOTE_FONT, type RenderModel } from "./render-model.ts";

const DXF_UNITS: Record<LengthUnit, Unit> = { mm: "Millimeters", cm: "Centimeters", in: "Inches" };

export function dxfOfModel(model: RenderModel, fontSize = 60): string {
  const d = new Drawing();
  const k = 1 / fromDisplayLength(1, model.unit.length);
  d.setUnits(DXF_UNITS[model.unit.length]);
  for (const kind of Object.keys(DXF_LAYERS) as DxfLayerKind[])
    d.addLayer(DXF_LAYERS[kind], DXF_LAYER_COLOURS[kind], "CONTINUOUS");
  const p = ([x, y]: Point): [number, number] => [x * k, -y * k];
  const line = (a: Point, b: Point) => d.drawLine(...p(a), ...p(b));
  // flipping y turns an arc the other way round: its bulge changes sign
  const bulged = ([x, y, b]: PathPoint): [number, number, number] => [x * k, -y * k, b === 0 ? 0 : -b];
  // dxf-writer writes a third coordinate as the vertex's bulge (group 42); its types omit it
  const outline = (s: { polygon: Point[]; path: readonly PathPoint[] | undefined }) =>
    d.drawPolyline((s.path ? s.path.map(bulged) : s.polygon.map(p)) as [number, number][], true);

  d.setActiveLayer(DXF_LAYERS.fill);
  for (const f of model.fills) outline(f);
  for (const m of model.members) {
    d.setActiveLayer(memberLayer(m.role));
    outline(m);
  }
  d.setActiveLayer(DXF_LAYERS.sash);
  for (const s of model.symbols)
    for (const [x1, y1, x2, y2] of [...s.dashed, ...s.solid]) line([x1, y1], [x2, y2]);
  d.setActiveLayer(DXF_LAYERS.dimension);
  for (const dim of model.dimensions) {
    line(dim.from, dim.a);
    line(dim.to, dim.b);
    line(dim.a, dim.b);
    // DXF angles turn counter-clockwise with y up: the SVG angle with its sign flipped
    const text = dim.tag ? `${dim.text} ${dim.tag}` : dim.text;
    d.drawText(...p(dim.textAt), fontSize * k, -dim.textAngle || 0, text, "center", "middle");
  }
  d.setActiveLayer(DXF_LAYERS.note);
  for (const note of model.notes) d.drawText(...p(note.at), NOTE_FONT * k, 0, note.text);
  return d.toDxfString();
}
