import { type Design, type Layout, toDisplayLength } from "@fenestra/core";
import { freeDimensionGeometry } from "@fenestra/core/geometry/free-dimension";
import { dimensionLines } from "../canvas/dimension-lines.ts";
import {
  DIMENSION_COLOR,
  FILL_COLOR,
  MEMBER_FILL,
  pointsAttr,
  STROKE,
  sashSymbol,
} from "../canvas/drawing-style.ts";
import { designBounds, extraBoxes } from "../state/designer-store.ts";

// The drawing as a standalone SVG document (pure string building, no DOM): the same look as
// the canvas, in millimetre user units, optionally without dimension lines. The PNG export
// rasterises this string.

export type SvgOptions = { dimensions: boolean; unit: { length: "mm" | "cm" | "in"; digits: number } };

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const STROKE_MM = 3;

export function designToSvg(design: Design, layout: Layout, options: SvgOptions): string {
  const b = designBounds([...layout.frames, ...extraBoxes(design)]) ?? { x0: 0, y0: 0, x1: 1000, y1: 1000 };
  const w = b.x1 - b.x0;
  const h = b.y1 - b.y0;
  const parts: string[] = [];
  parts.push(`<rect x="${b.x0}" y="${b.y0}" width="${w}" height="${h}" fill="#ffffff"/>`);
  for (const wall of design.walls)
    parts.push(
      `<rect x="${wall.x}" y="${wall.y}" width="${wall.width}" height="${wall.height}" fill="#f5e6d3" stroke="${STROKE}" stroke-width="${STROKE_MM}"/>`,
    );
  for (const f of layout.fills)
    parts.push(`<polygon points="${pointsAttr(f.polygon)}" fill="${FILL_COLOR[f.kind]}"/>`);
  for (const m of layout.members)
    parts.push(
      `<polygon points="${pointsAttr(m.polygon)}" fill="${MEMBER_FILL[m.role]}" stroke="${STROKE}" stroke-width="${STROKE_MM}"/>`,
    );
  for (const s of layout.sashes)
    for (const [x1, y1, x2, y2] of sashSymbol(s))
      parts.push(
        `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${STROKE}" stroke-width="${STROKE_MM}" stroke-dasharray="18 12"/>`,
      );
  for (const n of design.notes)
    parts.push(`<text x="${n.at[0]}" y="${n.at[1]}" font-size="60" fill="${STROKE}">${esc(n.text)}</text>`);
  if (options.dimensions) {
    for (const line of dimensionLines(design)) {
      const horizontal = line.axis === "x";
      const [x1, y1, x2, y2] = horizontal
        ? [line.a, line.at, line.b, line.at]
        : [line.at, line.a, line.at, line.b];
      const text = toDisplayLength(line.value, options.unit.length, options.unit.digits).toFixed(
        options.unit.digits,
      );
      const tx = horizontal ? (line.a + line.b) / 2 : line.at - 12;
      const ty = horizontal ? line.at - 12 : (line.a + line.b) / 2;
      const rotate = horizontal ? "" : ` transform="rotate(-90 ${tx} ${ty})"`;
      parts.push(
        `<g class="dimension" stroke="${DIMENSION_COLOR}" stroke-width="${STROKE_MM}"><line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>` +
          `<text x="${tx}" y="${ty}" font-size="60" text-anchor="middle" fill="${DIMENSION_COLOR}" stroke="none"${rotate}>${text}</text></g>`,
      );
    }
  }
  if (options.dimensions) {
    for (const d of design.dimensions) {
      const g = freeDimensionGeometry(d);
      const text = toDisplayLength(g.value, options.unit.length, options.unit.digits).toFixed(
        options.unit.digits,
      );
      parts.push(
        `<g class="dimension free" stroke="${DIMENSION_COLOR}" stroke-width="${STROKE_MM}">` +
          `<path d="M${d.from[0]} ${d.from[1]}L${g.a[0]} ${g.a[1]}M${d.to[0]} ${d.to[1]}L${g.b[0]} ${g.b[1]}M${g.a[0]} ${g.a[1]}L${g.b[0]} ${g.b[1]}" fill="none"/>` +
          `<text x="${g.text[0]}" y="${g.text[1]}" font-size="60" text-anchor="middle" fill="${DIMENSION_COLOR}" stroke="none" transform="rotate(${g.angle} ${g.text[0]} ${g.text[1]})">${text}</text></g>`,
      );
    }
  }
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${b.x0} ${b.y0} ${w} ${h}" width="${w}mm" height="${h}mm" font-family="sans-serif">` +
    `${parts.join("")}</svg>`
  );
}
