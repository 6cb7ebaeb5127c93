// The drawing as SVG: pure string building, 1 unit = 1 mm, with dimension lines. Used by
// `fenestra export` (SVG, and PNG rasterised from it) and printable views.
import { formatLength } from "../../units/length-units.ts";
import type { Layout, LayoutMember, LayoutSash, Point } from "../layout-types.ts";
import type { Design } from "../model.ts";
import type { SeriesGeometrySource } from "../series-geometry.ts";
import { type DimensionLine, dimensionLines } from "./dimensions.ts";

export type SvgOptions = {
  dimensions: boolean;
  /** Extra space around the drawing, mm. */
  margin?: number;
  /** Document title (defaults to the frame ids); it names the content, it is not translated text. */
  title?: string;
  /** Height of the dimension figures, mm (default 40); printed documents raise it to stay legible. */
  dimensionFontSize?: number;
};

const DIMENSION_FONT = 40;

const memberFill: Record<string, string> = {
  frame: "#f4f4f4",
  mullion: "#e8e8e8",
  sash: "#fafafa",
  foldLeaf: "#fafafa",
  interlock: "#dcdcdc",
  slideRail: "#bbbbbb",
  decoration: "#ffffff",
  joiner: "#d0d0d0",
};
const fillColour: Record<string, string> = {
  glass: "#cfe8f7",
  panel: "#d9d2c5",
  shade: "#e6e0f0",
  screen: "#e9efe9",
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const n = (v: number) => String(Math.round(v * 100) / 100);
const pts = (p: readonly Point[]) => p.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");

function memberSvg(m: LayoutMember): string {
  if (m.role === "bead") return "";
  return `<polygon class="member ${m.role}" data-id="${esc(m.id)}" points="${pts(m.polygon)}" fill="${memberFill[m.role] ?? "#eee"}" stroke="#333" stroke-width="2"/>`;
}

/** The opening symbol: dashed lines from the handle side's corners to the middle of the hinge side. */
function sashSymbol(s: LayoutSash): string {
  const xs = s.polygon.map((p) => p[0]);
  const ys = s.polygon.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const mx = (x0 + x1) / 2;
  const my = (y0 + y1) / 2;
  const line = (a: Point, b: Point, c: Point) =>
    `<polyline points="${pts([a, b, c])}" fill="none" stroke="#555" stroke-width="2" stroke-dasharray="12 8"/>`;
  const arrow = (dir: 1 | -1) =>
    `<line x1="${n(mx - dir * 80)}" y1="${n(my)}" x2="${n(mx + dir * 80)}" y2="${n(my)}" stroke="#555" stroke-width="3" marker-end="url(#arrow)"/>`;
  if (s.openType === "slide") return arrow(s.track !== null && s.track % 2 === 0 ? 1 : -1);
  if (s.openType === "fixed" || s.hingeSide === null) return "";
  // the lines meet on the hinge side (DIN 1356 / GB convention)
  let out = "";
  if (s.hingeSide === "left") out += line([x1, y0], [x0, my], [x1, y1]);
  if (s.hingeSide === "right") out += line([x0, y0], [x1, my], [x0, y1]);
  if (s.hingeSide === "top" || s.openType === "awning") out += line([x0, y1], [mx, y0], [x1, y1]);
  if (s.hingeSide === "bottom" || s.openType === "hopper" || s.openType === "tiltTurn") {
    out += line([x0, y0], [mx, y1], [x1, y0]);
  }
  return out;
}

function dimensionSvg(d: DimensionLine, design: Design, fontSize: number): string {
  const dx = d.to[0] - d.from[0];
  const dy = d.to[1] - d.from[1];
  const len = Math.hypot(dx, dy) || 1;
  // left of the direction of travel in y-down coordinates
  const nx = dy / len;
  const ny = -dx / len;
  const a: Point = [d.from[0] + nx * d.offset, d.from[1] + ny * d.offset];
  const b: Point = [d.to[0] + nx * d.offset, d.to[1] + ny * d.offset];
  // the figure's centre sits 0.45 em off the line, so its digits clear it
  const lift = fontSize * 0.45;
  const mid: Point = [(a[0] + b[0]) / 2 + nx * lift, (a[1] + b[1]) / 2 + ny * lift];
  const angle = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
  // vertical text reads from the bottom up (y grows downward here)
  const upright = angle >= 90 ? angle - 180 : angle < -90 ? angle + 180 : angle;
  const text = formatLength(d.value, design.unit.length, design.unit.digits).text;
  return (
    `<g class="dimension ${d.kind}" data-id="${esc(d.id)}">` +
    `<line x1="${n(d.from[0])}" y1="${n(d.from[1])}" x2="${n(a[0])}" y2="${n(a[1])}" stroke="#888" stroke-width="1"/>` +
    `<line x1="${n(d.to[0])}" y1="${n(d.to[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="#888" stroke-width="1"/>` +
    `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="#1a5fb4" stroke-width="2" marker-start="url(#tick)" marker-end="url(#tick)"/>` +
    `<text x="${n(mid[0])}" y="${n(mid[1])}" transform="rotate(${n(upright)} ${n(mid[0])} ${n(mid[1])})" font-family="sans-serif" font-size="${n(fontSize)}" text-anchor="middle" dominant-baseline="middle" fill="#1a5fb4">${esc(text)}</text></g>`
  );
}

function bounds(
  layout: Layout,
  design: Design,
  dims: DimensionLine[],
  fontSize: number,
): [number, number, number, number] {
  const beyond = fontSize * 1.5;
  const all: Point[] = [
    ...layout.frames.flatMap((f) => f.outline),
    ...layout.members.flatMap((m) => m.polygon),
  ];
  for (const w of design.walls) all.push([w.x, w.y], [w.x + w.width, w.y + w.height]);
  for (const d of dims) {
    const dx = d.to[0] - d.from[0];
    const dy = d.to[1] - d.from[1];
    const len = Math.hypot(dx, dy) || 1;
    all.push(
      [d.from[0] + (dy / len) * (d.offset + beyond), d.from[1] - (dx / len) * (d.offset + beyond)],
      [d.to[0] + (dy / len) * (d.offset + beyond), d.to[1] - (dx / len) * (d.offset + beyond)],
    );
  }
  for (const note of design.notes) all.push(note.at);
  if (all.length === 0) return [0, 0, 100, 100];
  const xs = all.map((p) => p[0]);
  const ys = all.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** Renders a design and its layout as an SVG document (mm units). */
export function renderSvg(
  design: Design,
  layout: Layout,
  geometry: SeriesGeometrySource,
  options: SvgOptions,
): string {
  const dims = options.dimensions ? dimensionLines(design, geometry) : [];
  const margin = options.margin ?? 60;
  const fontSize = options.dimensionFontSize ?? DIMENSION_FONT;
  const [x0, y0, x1, y1] = bounds(layout, design, dims, fontSize);
  const w = x1 - x0 + 2 * margin;
  const h = y1 - y0 + 2 * margin;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${n(x0 - margin)} ${n(y0 - margin)} ${n(w)} ${n(h)}" width="${n(w / 4)}mm" height="${n(h / 4)}mm">`,
    `<title>${esc(options.title ?? design.frames.map((f) => f.id).join(" "))}</title>`,
    `<defs><marker id="tick" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="8" markerHeight="8" orient="auto"><line x1="2" y1="8" x2="8" y2="2" stroke="#1a5fb4" stroke-width="1.5"/></marker>`,
    `<marker id="arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#555"/></marker></defs>`,
    `<rect x="${n(x0 - margin)}" y="${n(y0 - margin)}" width="${n(w)}" height="${n(h)}" fill="#ffffff"/>`,
  ];
  for (const wall of design.walls) {
    parts.push(
      `<rect class="wall" x="${n(wall.x)}" y="${n(wall.y)}" width="${n(wall.width)}" height="${n(wall.height)}" fill="#eeeae4" stroke="#999" stroke-width="2"/>`,
    );
  }
  for (const f of layout.fills) {
    parts.push(
      `<polygon class="fill ${f.kind}" data-id="${esc(f.id)}" points="${pts(f.polygon)}" fill="${fillColour[f.kind] ?? "#ddd"}" stroke="none"/>`,
    );
  }
  for (const m of layout.members) parts.push(memberSvg(m));
  for (const s of layout.sashes) parts.push(sashSymbol(s));
  for (const d of dims) parts.push(dimensionSvg(d, design, fontSize));
  for (const note of design.notes) {
    parts.push(
      `<text class="note" x="${n(note.at[0])}" y="${n(note.at[1])}" font-family="sans-serif" font-size="48" fill="#333">${esc(note.text)}</text>`,
    );
  }
  parts.push("</svg>");
  return parts.join("\n");
}
