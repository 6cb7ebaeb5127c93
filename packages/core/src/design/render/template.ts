// A shaped pane's cut template as a drawing: the glass supplier's shape (the BOM's GlassTemplate,
// the daylight moved out by each edge's bite) with a dimension line on every edge — an arc's
// developed length with its radius — and the bounding width and height. It is a render model
// like a window's, so the printed BOM, the glass list and the contract draw it with the same
// writers (svgOfModel, PNG) instead of listing numbers.
import type { Box } from "../../geometry/outline.ts";
import type { LengthUnit } from "../../units/length-units.ts";
import { formatLength } from "../../units/length-units.ts";
import type { GlassTemplate, Point, TemplateEdge } from "../layout-types.ts";
import type { DimensionLine } from "./dimensions.ts";
import { type RenderDimension, type RenderModel, renderDimension } from "./render-model.ts";
import { svgOfModel } from "./svg.ts";

/** Points along an edge from its start to its end (an arc sampled every 5° or finer), without the end. */
export function templateEdgePoints(e: TemplateEdge): Point[] {
  if (e.radius === undefined) return [e.from];
  const [ax, ay] = e.from;
  const [bx, by] = e.to;
  const dx = bx - ax;
  const dy = by - ay;
  const chord = Math.hypot(dx, dy) || 1;
  const r = Math.max(e.radius, chord / 2);
  // the centre lies inside the pane: right of the direction of travel (clockwise, y down)
  const inX = -dy / chord;
  const inY = dx / chord;
  const h = Math.sqrt(Math.max(0, r * r - (chord / 2) ** 2));
  const cx = (ax + bx) / 2 + inX * h;
  const cy = (ay + by) / 2 + inY * h;
  const a0 = Math.atan2(ay - cy, ax - cx);
  let sweep = Math.atan2(by - cy, bx - cx) - a0;
  while (sweep <= -Math.PI) sweep += 2 * Math.PI;
  while (sweep > Math.PI) sweep -= 2 * Math.PI;
  // the arc bulges outward, away from the centre: take the way round whose middle is outside
  const mid = (s: number): Point => [cx + r * Math.cos(a0 + s / 2), cy + r * Math.sin(a0 + s / 2)];
  const outside = (p: Point) => (p[0] - (ax + bx) / 2) * inX + (p[1] - (ay + by) / 2) * inY <= 0;
  if (!outside(mid(sweep))) sweep = sweep > 0 ? sweep - 2 * Math.PI : sweep + 2 * Math.PI;
  const steps = Math.max(2, Math.ceil(Math.abs(sweep) / (Math.PI / 36)));
  return Array.from({ length: steps }, (_, k): Point => {
    const t = a0 + (sweep * k) / steps;
    return [cx + r * Math.cos(t), cy + r * Math.sin(t)];
  });
}

/** Height of a template's figures, mm: 8 % of its larger side, legible when drawn 180 px wide. */
export function templateFontSize(template: GlassTemplate): number {
  return Math.max(20, Math.max(template.width, template.height) * 0.08);
}

/** A template drawing as an SVG document: its render model through the one SVG writer. */
export function templateSvg(template: GlassTemplate): string {
  const fontSize = templateFontSize(template);
  return svgOfModel(templateRenderModel(template, { fontSize }), {
    title: "template",
    margin: fontSize / 2,
    dimensionFontSize: fontSize,
  });
}

/** How far an edge reaches outside its chord (an arc's rise), mm. */
function bulge(e: TemplateEdge): number {
  if (e.radius === undefined) return 0;
  const half = Math.hypot(e.to[0] - e.from[0], e.to[1] - e.from[1]) / 2;
  return e.radius - Math.sqrt(Math.max(0, e.radius * e.radius - half * half));
}

const sameLength = (a: number, b: number) => Math.abs(a - b) < 0.05;

/**
 * The render model of a pane's cut template: one cut fill (its edge drawn) and a dimension line
 * per edge, outside it, with its length (an arc: its developed length, tagged with its radius);
 * the bounding width below and height left unless a straight edge already spans them.
 */
export function templateRenderModel(
  template: GlassTemplate,
  options: { unit?: { length: LengthUnit; digits: number }; fontSize?: number; id?: string } = {},
): RenderModel {
  const unit = options.unit ?? { length: "mm" as const, digits: 1 };
  const fontSize = options.fontSize ?? templateFontSize(template);
  const step = fontSize * 2.2;
  const id = options.id ?? "T";
  const polygon = template.edges.flatMap(templateEdgePoints);
  /** A dimension line of the template (of no frame, editing nothing). */
  const line = (
    key: string,
    measures: DimensionLine["measures"],
    from: DimensionLine["from"],
    to: DimensionLine["to"],
    offset: number,
    value: number,
  ): DimensionLine => ({
    id: `${id}:${key}`,
    kind: "template",
    measures,
    frameId: null,
    from,
    to,
    offset,
    value,
    target: null,
  });
  const lines = template.edges.map((e, i) =>
    line(`edge:${i}`, "cutEdge", e.from, e.to, bulge(e) + step * 0.6, e.length),
  );
  const straight = template.edges.filter((e) => e.radius === undefined);
  const spans = (axis: 0 | 1, size: number) =>
    straight.some(
      (e) => sameLength(Math.abs(e.to[axis] - e.from[axis]), size) && e.to[1 - axis] === e.from[1 - axis],
    );
  const { width: W, height: H } = template;
  const outer = step * 0.6 + Math.max(0, ...template.edges.map(bulge)) + step;
  if (!spans(0, W)) lines.push(line("width", "overallWidth", [W, H], [0, H], outer, W));
  if (!spans(1, H)) lines.push(line("height", "overallHeight", [0, H], [0, 0], outer, H));
  // figures as the glass list prints them: 1004, 836.7 (no trailing zero decimals)
  const figure = (mm: number) => formatLength(mm, unit.length, unit.digits).text.replace(/\.0+$/, "");
  const dimensions: RenderDimension[] = lines.map((l, i) => {
    const d = { ...renderDimension(l, unit, "en-US", fontSize), text: figure(l.value) };
    const radius = template.edges[i]?.radius;
    return l.measures === "cutEdge" && radius !== undefined ? { ...d, tag: `R ${figure(radius)}` } : d;
  });
  const all: Point[] = [...polygon];
  for (const d of dimensions) {
    const dx = d.b[0] - d.a[0];
    const dy = d.b[1] - d.a[1];
    const len = Math.hypot(dx, dy) || 1;
    const k = fontSize * 1.5;
    all.push(
      d.a,
      d.b,
      [d.a[0] + (dy / len) * k, d.a[1] - (dx / len) * k],
      [d.b[0] + (dy / len) * k, d.b[1] - (dx / len) * k],
    );
    // a figure's half width either side of its centre
    const half = ((d.text.length + (d.tag?.length ?? 0) * 0.7) * fontSize * 0.6) / 2;
    const turn = (d.textAngle * Math.PI) / 180;
    const [ux, uy] = [Math.cos(turn) * half, Math.sin(turn) * half];
    all.push([d.textAt[0] - ux, d.textAt[1] - uy], [d.textAt[0] + ux, d.textAt[1] + uy]);
  }
  const bounds: Box = {
    x0: Math.min(...all.map((p) => p[0])),
    y0: Math.min(...all.map((p) => p[1])),
    x1: Math.max(...all.map((p) => p[0])),
    y1: Math.max(...all.map((p) => p[1])),
  };
  return {
    unit,
    frames: [],
    walls: [],
    // drawn as SVG and PNG only (no DXF): its arcs sampled, their lengths given as figures
    fills: [{ id, frameId: "", kind: "glass", polygon, path: undefined, cut: true }],
    openings: [],
    members: [],
    symbols: [],
    dimensions,
    notes: [],
    bounds,
  };
}
