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
import { type FramePart, layoutWithPlaces } from "../layout/layout.ts";
import type {
  Layout,
  LayoutFill,
  LayoutMember,
  LayoutOpening,
  LayoutSash,
  MemberRole,
  PathPoint,
  Point,
  Segment,
} from "../layout-types.ts";
import type { Design, FillType, Frame, FreeDimension, OpeningKind } from "../model.ts";
import { SASH_KINDS } from "../sash-kinds/table.ts";
import type { SeriesGeometrySource } from "../series-geometry.ts";
import { type DimensionLine, frameDimensionLines, freeDimensionLines } from "./dimensions.ts";

/** `path`: the exact outline of a member or fill with arcs (bulged vertices), for CAD. */
export type RenderMember = {
  id: string;
  frameId: string;
  role: MemberRole;
  polygon: Point[];
  path: readonly PathPoint[] | undefined;
};
export type RenderFill = {
  id: string;
  frameId: string;
  kind: FillType;
  polygon: Point[];
  path: readonly PathPoint[] | undefined;
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

const EMPTY_BOUNDS: Box = { x0: 0, y0: 0, x1: 1000, y1: 1000 };

function bounds(model: Omit<RenderModel, "bounds">, fontSize: number): Box {
  return extent(model, fontSize) ?? EMPTY_BOUNDS;
}

/** The box of whatever of a model is given (null when it holds nothing). */
function extent(
  model: Partial<Pick<RenderModel, "frames" | "members" | "walls" | "dimensions" | "notes">>,
  fontSize: number,
): Box | null {
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  const add = (x: number, y: number) => {
    if (x < box.x0) box.x0 = x;
    if (x > box.x1) box.x1 = x;
    if (y < box.y0) box.y0 = y;
    if (y > box.y1) box.y1 = y;
  };
  for (const f of model.frames ?? []) for (const [x, y] of f.outline) add(x, y);
  for (const m of model.members ?? []) for (const [x, y] of m.polygon) add(x, y);
  for (const w of model.walls ?? []) {
    add(w.x, w.y);
    add(w.x + w.width, w.y + w.height);
  }
  const beyond = fontSize * 1.5;
  for (const d of model.dimensions ?? []) {
    const dx = d.to[0] - d.from[0];
    const dy = d.to[1] - d.from[1];
    const len = Math.hypot(dx, dy) || 1;
    const k = d.offset + beyond;
    add(d.from[0] + (dy / len) * k, d.from[1] - (dx / len) * k);
    add(d.to[0] + (dy / len) * k, d.to[1] - (dx / len) * k);
  }
  // a note's text runs right of its anchor, about 0.6 em per character
  for (const n of model.notes ?? []) {
    add(n.at[0], n.at[1]);
    add(n.at[0] + n.text.length * NOTE_FONT * 0.6, n.at[1] - NOTE_FONT);
  }
  return box.x0 === Infinity ? null : box;
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
  return layout.sashes.map(renderSymbol);
}

function renderSymbol(s: LayoutSash): RenderSymbol {
  const symbol = SASH_KINDS[s.openType].drawing(s);
  return { sashId: s.id, frameId: s.frameId, kind: s.openType, dashed: symbol.dashed, solid: symbol.solid };
}

const renderFill = (f: LayoutFill): RenderFill => ({
  id: f.id,
  frameId: f.frameId,
  kind: f.kind,
  polygon: f.polygon,
  path: f.path,
});
const renderOpening = (o: LayoutOpening): RenderOpening => ({
  id: o.id,
  frameId: o.frameId,
  polygon: o.polygon,
});

/** What a frame's part draws: its items as the model holds them, its lines, and their extent. */
type DrawnPart = Pick<RenderModel, "members" | "fills" | "openings" | "symbols" | "dimensions"> & {
  bounds: Box | null;
};

/**
 * What a render model keeps from one call to the next (createRenderCache, one per drawing
 * surface): each frame's drawn part, by the layout's part of that frame. With the editor's layout
 * cache a frame that did not change keeps its part, so a drag step draws only the frame it
 * moved. The model is the same as without the cache.
 */
export type RenderCache = {
  /** The options the entries were drawn with; other options start afresh. */
  key: string;
  parts: WeakMap<FramePart, { frame: Frame; drawn: DrawnPart }>;
};

export function createRenderCache(): RenderCache {
  return { key: "", parts: new WeakMap() };
}

const renderMember = (m: LayoutMember): RenderMember => ({
  id: m.id,
  frameId: m.frameId,
  role: m.role,
  polygon: m.polygon,
  path: m.path,
});

/**
 * The render model of a design and its layout. `places` (the layout's region places, or a
 * geometry source to lay the design out with) places the cell dimension lines. With `cache` and
 * a layout that carries its per-frame parts (layoutWithPlaces), each frame is drawn once per part.
 */
export function renderModel(
  design: Design,
  layout: Layout & { regions?: ReadonlyMap<string, RegionPlace>; parts?: readonly FramePart[] },
  places: SeriesGeometrySource | ReadonlyMap<string, RegionPlace>,
  options: RenderOptions,
  cache?: RenderCache,
): RenderModel {
  const unit = options.unit ?? design.unit;
  const fontSize = options.fontSize ?? DIMENSION_FONT;
  const regions =
    layout.regions ??
    (places instanceof Map ? places : layoutWithPlaces(design, places as SeriesGeometrySource).regions);
  const drawn = (d: DimensionLine) => renderDimension(d, unit, options.language, fontSize);
  const frameLines = (f: Frame) => (options.dimensions ? frameDimensionLines(f, regions).map(drawn) : []);
  const rest = {
    frames: layout.frames.map((f) => ({ id: f.id, outline: f.outline })),
    walls: design.walls.map((w) => ({ id: w.id, x: w.x, y: w.y, width: w.width, height: w.height })),
    notes: design.notes.map((n) => ({ id: n.id, at: n.at, text: n.text })),
  };
  const free = options.dimensions ? freeDimensionLines(design.dimensions).map(drawn) : [];
  const parts = layout.parts;
  const partsFit =
    parts?.length === design.frames.length && parts.every((p, i) => p.frame.id === design.frames[i]!.id);
  if (!cache || !parts || !partsFit) {
    const model: Omit<RenderModel, "bounds"> = {
      unit,
      frames: rest.frames,
      walls: rest.walls,
      fills: layout.fills.map(renderFill),
      openings: layout.openings.map(renderOpening),
      members: layout.members.map(renderMember),
      symbols: renderSymbols(layout),
      dimensions: [...design.frames.flatMap(frameLines), ...free],
      notes: rest.notes,
    };
    return { ...model, bounds: bounds(model, fontSize) };
  }
  const key = `${options.dimensions}|${unit.length}|${unit.digits}|${options.language}|${fontSize}`;
  if (cache.key !== key) Object.assign(cache, createRenderCache(), { key });
  const drawnParts = parts.map((part, i) => {
    const frame = design.frames[i]!;
    const hit = cache.parts.get(part);
    if (hit?.frame === frame) return hit.drawn;
    const items: Omit<DrawnPart, "bounds"> = {
      members: part.members.map(renderMember),
      fills: part.fills.map(renderFill),
      openings: part.openings.map(renderOpening),
      symbols: part.sashes.map(renderSymbol),
      dimensions: frameLines(frame),
    };
    const d = { ...items, bounds: extent(items, fontSize) };
    cache.parts.set(part, { frame, drawn: d });
    return d;
  });
  // decoration bars and joiners follow the parts' members; they are few, and drawn every time
  const extra = layout.members.slice(parts.reduce((n, p) => n + p.members.length, 0)).map(renderMember);
  const model: Omit<RenderModel, "bounds"> = {
    unit,
    frames: rest.frames,
    walls: rest.walls,
    fills: drawnParts.flatMap((d) => d.fills),
    openings: drawnParts.flatMap((d) => d.openings),
    members: [...drawnParts.flatMap((d) => d.members), ...extra],
    symbols: drawnParts.flatMap((d) => d.symbols),
    dimensions: [...drawnParts.flatMap((d) => d.dimensions), ...free],
    notes: rest.notes,
  };
  const boxes = [
    extent({ ...rest, members: extra, dimensions: free }, fontSize),
    ...drawnParts.map((d) => d.bounds),
  ].filter((b): b is Box => b !== null);
  return {
    ...model,
    bounds: boxes.length
      ? {
          x0: Math.min(...boxes.map((b) => b.x0)),
          y0: Math.min(...boxes.map((b) => b.y0)),
          x1: Math.max(...boxes.map((b) => b.x1)),
          y1: Math.max(...boxes.map((b) => b.y1)),
        }
      : EMPTY_BOUNDS,
  };
}
