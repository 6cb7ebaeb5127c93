// The render model: one description of a laid-out design that every output draws — the
// editor canvas, SVG and PNG, DXF, window-library thumbnails, printed drawings and the CLI.
// Members by role with their polygons, fills, opening symbols (each kind's drawing in the
// sash-kinds table), dimension lines with their values and what they measure, notes and walls. A
// renderer only maps these to its format; it never decides how a kind is drawn.
import type { Language } from "../../account/languages.ts";
import type { Box } from "../../geometry/outline.ts";
import type { LengthUnit } from "../../units/length-units.ts";
import { formatLength } from "../../units/length-units.ts";
import type { RegionPlace } from "../layout/context.ts";
import { layoutWithPlaces } from "../layout/layout.ts";
import type { Layout, MemberRole, Point, Segment } from "../layout-types.ts";
import type { Design, FillType, FreeDimension, OpeningKind } from "../model.ts";
import { SASH_KINDS } from "../sash-kinds/table.ts";
import type { SeriesGeometrySource } from "../series-geometry.ts";
import { type DimensionLine, dimensionLines, freeDimensionLines } from "./dimensions.ts";

export type RenderMember = { id: string; frameId: string; role: MemberRole; polygon: Point[] };
export type RenderFill = {
  id: string;
  frameId: string;
  kind: FillType;
  polygon: Point[];
  /** A cut template (template.ts): its edge, the line the pane is cut on, is drawn. */
  cut?: true;
};
/** A cell's clear opening (what a click on the glass selects), canvas mm. */
export type RenderOpening = { id: string; frameId: string; polygon: Point[] };
export type RenderSymbol = {
  sashId: string;
  frameId: string;
  kind: OpeningKind;
  /** Hinge lines, drawn dashed. */
  dashed: Segment[];
  /** Arrows, drawn solid. */
  solid: Segment[];
};
export type RenderDimension = DimensionLine & {
  /** The dimension line's two ends (the measured points moved out by `offset`). */
  a: Point;
  b: Point;
  /** Where the figure's centre sits, just outside the line, and its upright angle (degrees, y down). */
  textAt: Point;
  textAngle: number;
  /** The value in the display unit with its digits. */
  text: string;
  /** What the value measures, in the reader's language, when it is not the plain overall size ("clear"). */
  tag: string | null;
};
export type RenderNote = { id: string; at: Point; text: string };
export type RenderWall = { id: string; x: number; y: number; width: number; height: number };

export type RenderModel = {
  unit: { length: LengthUnit; digits: number };
  frames: { id: string; outline: Point[] }[];
  walls: RenderWall[];
  fills: RenderFill[];
  openings: RenderOpening[];
  members: RenderMember[];
  symbols: RenderSymbol[];
  dimensions: RenderDimension[];
  notes: RenderNote[];
  /** Everything drawn, dimension figures included (canvas mm). */
  bounds: Box;
};

export type RenderOptions = {
  dimensions: boolean;
  /** Display unit of the figures (default: the design's). */
  unit?: { length: LengthUnit; digits: number };
  /** Language of the words on the drawing (what a cell dimension measures); default en-US. */
  language?: Language;
  /** Height of the dimension figures, mm (default 60). */
  fontSize?: number;
};

export const DIMENSION_FONT = 60;
export const NOTE_FONT = 60;

/** The tag of a clear-opening figure: a cell line measures the opening between profile faces. */
export const CLEAR_OPENING_TAG: Record<Language, string> = {
  "zh-CN": "净",
  "en-US": "clear",
  "vi-VN": "thông thủy",
  "ru-RU": "в свету",
};

/** A dimension line as drawn: its ends, figure position and text. */
export function renderDimension(
  d: DimensionLine,
  unit: { length: LengthUnit; digits: number },
  language: Language = "en-US",
  fontSize = DIMENSION_FONT,
): RenderDimension {
  const dx = d.to[0] - d.from[0];
  const dy = d.to[1] - d.from[1];
  const len = Math.hypot(dx, dy) || 1;
  // left of the direction of travel in y-down coordinates
  const nx = dy / len;
  const ny = -dx / len;
  const a: Point = [d.from[0] + nx * d.offset, d.from[1] + ny * d.offset];
  const b: Point = [d.to[0] + nx * d.offset, d.to[1] + ny * d.offset];
  // the figure's centre sits 0.6 em off the line, so its digits clear it
  const lift = fontSize * 0.6;
  const textAt: Point = [(a[0] + b[0]) / 2 + nx * lift, (a[1] + b[1]) / 2 + ny * lift];
  const angle = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
  // vertical text reads from the bottom up (y grows downward here)
  const textAngle = angle >= 90 ? angle - 180 : angle < -90 ? angle + 180 : angle;
  return {
    ...d,
    a,
    b,
    textAt,
    textAngle: textAngle === 0 ? 0 : textAngle,
    text: formatLength(d.value, unit.length, unit.digits).text,
    tag: d.measures === "clearOpening" ? CLEAR_OPENING_TAG[language] : null,
  };
}

function bounds(model: Omit<RenderModel, "bounds">, fontSize: number): Box {
  const all: Point[] = [];
  for (const f of model.frames) for (const p of f.outline) all.push(p);
  for (const m of model.members) for (const p of m.polygon) all.push(p);
  for (const w of model.walls) all.push([w.x, w.y], [w.x + w.width, w.y + w.height]);
  const beyond = fontSize * 1.5;
  for (const d of model.dimensions) {
    const dx = d.to[0] - d.from[0];
    const dy = d.to[1] - d.from[1];
    const len = Math.hypot(dx, dy) || 1;
    const k = d.offset + beyond;
    all.push(
      [d.from[0] + (dy / len) * k, d.from[1] - (dx / len) * k],
      [d.to[0] + (dy / len) * k, d.to[1] - (dx / len) * k],
    );
  }
  // a note's text runs right of its anchor, about 0.6 em per character
  for (const n of model.notes)
    all.push(n.at, [n.at[0] + n.text.length * NOTE_FONT * 0.6, n.at[1] - NOTE_FONT]);
  if (all.length === 0) return { x0: 0, y0: 0, x1: 1000, y1: 1000 };
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of all) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return { x0, y0, x1, y1 };
}

/**
 * A free dimension as every output draws it (its line ends, figure position and text): the
 * canvas draws this, and the editor's hit test picks a free dimension by these same points.
 */
export function renderFreeDimension(
  d: FreeDimension,
  unit: { length: LengthUnit; digits: number } = { length: "mm", digits: 0 },
  fontSize = DIMENSION_FONT,
): RenderDimension {
  return renderDimension(freeDimensionLines([d])[0]!, unit, "en-US", fontSize);
}

/**
 * What a selection highlights, from the render model: the selected profiles' faces and the
 * selected cells' openings, each as drawn (the canvas draws these over the frame).
 */
export function renderSelection(
  model: Pick<RenderModel, "members" | "openings">,
  selected: readonly string[],
): { members: RenderMember[]; openings: RenderOpening[] } {
  const ids = new Set(selected);
  return {
    members: model.members.filter((m) => ids.has(m.id)),
    openings: model.openings.filter((o) => ids.has(o.id)),
  };
}

/** The opening symbols of a layout's sashes, each drawn by its kind's entry in SASH_KINDS. */
export function renderSymbols(layout: Pick<Layout, "sashes">): RenderSymbol[] {
  return layout.sashes.map((s) => {
    const symbol = SASH_KINDS[s.openType].drawing(s);
    return { sashId: s.id, frameId: s.frameId, kind: s.openType, dashed: symbol.dashed, solid: symbol.solid };
  });
}

/**
 * The render model of a design and its layout. `places` (the layout's region places, or a
 * geometry source to lay the design out with) places the cell dimension lines.
 */
export function renderModel(
  design: Design,
  layout: Layout & { regions?: ReadonlyMap<string, RegionPlace> },
  places: SeriesGeometrySource | ReadonlyMap<string, RegionPlace>,
  options: RenderOptions,
): RenderModel {
  const unit = options.unit ?? design.unit;
  const fontSize = options.fontSize ?? DIMENSION_FONT;
  const regions =
    layout.regions ??
    (places instanceof Map ? places : layoutWithPlaces(design, places as SeriesGeometrySource).regions);
  const model: Omit<RenderModel, "bounds"> = {
    unit,
    frames: layout.frames.map((f) => ({ id: f.id, outline: f.outline })),
    walls: design.walls.map((w) => ({ id: w.id, x: w.x, y: w.y, width: w.width, height: w.height })),
    fills: layout.fills.map((f) => ({ id: f.id, frameId: f.frameId, kind: f.kind, polygon: f.polygon })),
    openings: layout.openings.map((o) => ({ id: o.id, frameId: o.frameId, polygon: o.polygon })),
    members: layout.members.map((m) => ({ id: m.id, frameId: m.frameId, role: m.role, polygon: m.polygon })),
    symbols: renderSymbols(layout),
    dimensions: options.dimensions
      ? dimensionLines(design, regions).map((d) => renderDimension(d, unit, options.language, fontSize))
      : [],
    notes: design.notes.map((n) => ({ id: n.id, at: n.at, text: n.text })),
  };
  return { ...model, bounds: bounds(model, fontSize) };
}
