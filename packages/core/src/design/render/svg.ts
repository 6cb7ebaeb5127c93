// The drawing as SVG: pure string building from the render model, 1 unit = 1 mm. Used by
// `fenestra export` (SVG, and PNG rasterised from it), the editor's SVG/PNG export and printed
// drawings. How each kind looks comes from the model and style.ts, never from here.
import type { Layout } from "../layout-types.ts";
import type { Design } from "../model.ts";
import type { SeriesGeometrySource } from "../series-geometry.ts";
import {
  NOTE_FONT,
  type RenderDimension,
  type RenderModel,
  type RenderOptions,
  renderModel,
} from "./render-model.ts";
import { DIMENSION_COLOR, FILL_COLOR, MEMBER_FILL, STROKE, WALL_FILL } from "./style.ts";

export type SvgOptions = RenderOptions & {
  /** Extra space around the drawing, mm. */
  margin?: number;
  /** Document title (defaults to the frame ids); it names the content, it is not translated text. */
  title?: string;
  /** Height of the dimension figures, mm (default 60); printed documents raise it to stay legible. */
  dimensionFontSize?: number;
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const n = (v: number) => String(Math.round(v * 100) / 100);
const pts = (p: readonly (readonly [number, number])[]) => p.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
const STROKE_MM = 3;

/** A cut template's edge: about as heavy as a profile's outline on a window drawing of its size. */
const cutStroke = (model: RenderModel) =>
  Math.max(1.5, Math.max(model.bounds.x1 - model.bounds.x0, model.bounds.y1 - model.bounds.y0) / 400);

function dimensionSvg(d: RenderDimension, fontSize: number): string {
  const [tx, ty] = d.textAt;
  const tag = d.tag ? `<tspan class="tag" font-size="${n(fontSize * 0.7)}"> ${esc(d.tag)}</tspan>` : "";
  return (
    `<g class="dimension ${d.kind}" data-id="${esc(d.id)}" data-measures="${d.measures}">` +
    `<line x1="${n(d.from[0])}" y1="${n(d.from[1])}" x2="${n(d.a[0])}" y2="${n(d.a[1])}" stroke="${DIMENSION_COLOR}" stroke-width="1"/>` +
    `<line x1="${n(d.to[0])}" y1="${n(d.to[1])}" x2="${n(d.b[0])}" y2="${n(d.b[1])}" stroke="${DIMENSION_COLOR}" stroke-width="1"/>` +
    `<line x1="${n(d.a[0])}" y1="${n(d.a[1])}" x2="${n(d.b[0])}" y2="${n(d.b[1])}" stroke="${DIMENSION_COLOR}" stroke-width="2" marker-start="url(#tick)" marker-end="url(#tick)"/>` +
    `<text x="${n(tx)}" y="${n(ty)}"${d.textAngle ? ` transform="rotate(${n(d.textAngle)} ${n(tx)} ${n(ty)})"` : ""} font-size="${n(fontSize)}" text-anchor="middle" dominant-baseline="middle" fill="${DIMENSION_COLOR}"><tspan class="value">${esc(d.text)}</tspan>${tag}</text></g>`
  );
}

/** An SVG document of a render model (mm units). */
export function svgOfModel(model: RenderModel, options: Omit<SvgOptions, "dimensions"> = {}): string {
  const margin = options.margin ?? 60;
  const fontSize = options.dimensionFontSize ?? options.fontSize ?? 60;
  const { x0, y0, x1, y1 } = model.bounds;
  const w = x1 - x0 + 2 * margin;
  const h = y1 - y0 + 2 * margin;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${n(x0 - margin)} ${n(y0 - margin)} ${n(w)} ${n(h)}" width="${n(w / 4)}mm" height="${n(h / 4)}mm" font-family="sans-serif">`,
    `<title>${esc(options.title ?? model.frames.map((f) => f.id).join(" "))}</title>`,
    `<defs><marker id="tick" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="8" markerHeight="8" orient="auto"><line x1="2" y1="8" x2="8" y2="2" stroke="${DIMENSION_COLOR}" stroke-width="1.5"/></marker></defs>`,
    `<rect x="${n(x0 - margin)}" y="${n(y0 - margin)}" width="${n(w)}" height="${n(h)}" fill="#ffffff"/>`,
  ];
  for (const wall of model.walls)
    parts.push(
      `<rect class="wall" x="${n(wall.x)}" y="${n(wall.y)}" width="${n(wall.width)}" height="${n(wall.height)}" fill="${WALL_FILL}" stroke="${STROKE}" stroke-width="${STROKE_MM}"/>`,
    );
  for (const f of model.fills)
    parts.push(
      `<polygon class="fill ${f.kind}${f.cut ? " cut" : ""}" data-id="${esc(f.id)}" points="${pts(f.polygon)}" fill="${FILL_COLOR[f.kind]}" ${f.cut ? `stroke="${STROKE}" stroke-width="${n(cutStroke(model))}"` : 'stroke="none"'}/>`,
    );
  for (const m of model.members)
    parts.push(
      `<polygon class="member ${m.role}" data-id="${esc(m.id)}" points="${pts(m.polygon)}" fill="${MEMBER_FILL[m.role]}" stroke="${STROKE}" stroke-width="${STROKE_MM}"/>`,
    );
  for (const s of model.symbols) {
    const line = ([ax, ay, bx, by]: readonly number[], dashed: boolean) =>
      `<line x1="${n(ax!)}" y1="${n(ay!)}" x2="${n(bx!)}" y2="${n(by!)}" stroke="${STROKE}" stroke-width="${STROKE_MM}"${dashed ? ' stroke-dasharray="18 12"' : ""}/>`;
    const lines = [...s.dashed.map((l) => line(l, true)), ...s.solid.map((l) => line(l, false))];
    if (lines.length)
      parts.push(`<g class="opening ${s.kind}" data-sash="${esc(s.sashId)}">${lines.join("")}</g>`);
  }
  for (const d of model.dimensions) parts.push(dimensionSvg(d, fontSize));
  for (const note of model.notes)
    parts.push(
      `<text class="note" x="${n(note.at[0])}" y="${n(note.at[1])}" font-size="${NOTE_FONT}" fill="${STROKE}">${esc(note.text)}</text>`,
    );
  parts.push("</svg>");
  return parts.join("\n");
}

/** Renders a design and its layout as an SVG document (mm units), through the render model. */
export function renderSvg(
  design: Design,
  layout: Layout,
  geometry: SeriesGeometrySource,
  options: SvgOptions,
): string {
  const fontSize = options.dimensionFontSize ?? options.fontSize;
  return svgOfModel(renderModel(design, layout, geometry, { ...options, fontSize }), options);
}
