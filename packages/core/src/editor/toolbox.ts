// Toolbox items (SPEC §2 left toolbox) and what dropping one on the canvas does: each maps
// to one command on the cell under the drop point.

import type { Layout, LayoutFrame, Point } from "../design/layout-types.ts";
import type {
  Fill,
  FoldRegion,
  FrameShape,
  HingeSide,
  OpeningKind,
  PairOpenType,
  SashOpenType,
  SlideRegion,
} from "../design/model.ts";
import { openingKinds } from "../design/sash-kinds/kinds.ts";
import { SASH_KINDS } from "../design/sash-kinds/table.ts";
import type { CanvasPoint } from "../units/branded.ts";
import { openingsAt } from "./hit-test.ts";

export type ToolboxItem =
  | { kind: "frame"; shape: FrameShape; seriesId: string }
  | { kind: "mullion"; direction: "vertical" | "horizontal"; parts?: number }
  | { kind: "sash"; openType: SashOpenType; hingeSide: HingeSide }
  | { kind: "doubleSash"; openType: PairOpenType }
  | { kind: "slide"; tracks: number; panels: number; direction: SlideRegion["direction"] }
  | { kind: "fold"; leaves: number; foldType: FoldRegion["foldType"] }
  | { kind: "fill"; fill: Fill }
  | { kind: "decoration"; columns: number; rows: number; width: number }
  | { kind: "note"; text: string }
  | { kind: "wall"; width: number; height: number }
  /** A free dimension: across the cell (or frame) it is dropped on, else 1000 mm from the point. */
  | { kind: "dimension"; direction: "horizontal" | "vertical" }
  /** Joins the frame it is dropped on to the nearest frame beside it. */
  | { kind: "joiner"; joiner: "corner" | "connector"; width: number; profileCode: string };

/** A toolbox entry of an opening kind: its stable key (labels, test ids, drag data), group and item. */
export type SashKindToolboxEntry = {
  key: string;
  group: "sashes" | "slideFold";
  kind: OpeningKind;
  item: Extract<ToolboxItem, { kind: "sash" | "doubleSash" | "slide" | "fold" }>;
};

const ITEM_ORDER = ["sash", "doubleSash", "slide", "fold"] as const;

/**
 * The toolbox entries of every kind in the sash-kinds table, the open type filled in from the
 * kind: single sashes first, then pairs, sliding and folding groups, each in table order.
 */
export const SASH_KIND_TOOLBOX: readonly SashKindToolboxEntry[] = openingKinds
  .flatMap((kind) =>
    SASH_KINDS[kind].toolbox.map((entry): SashKindToolboxEntry => {
      const { item } = entry;
      const withType =
        item.kind === "sash"
          ? { ...item, openType: kind as SashOpenType }
          : item.kind === "doubleSash"
            ? { ...item, openType: kind as PairOpenType }
            : item;
      return { key: entry.key, group: entry.group, kind, item: withType };
    }),
  )
  .sort((a, b) => ITEM_ORDER.indexOf(a.item.kind) - ITEM_ORDER.indexOf(b.item.kind));

/** A command name and its input, ready for Editor.run. */
export type DropPlan = { command: string; input: unknown } | null;

/** `command` on the region of `cell` (its id first, then `input`), or no command without a cell. */
const onCell = (
  cell: { id: string } | undefined,
  command: string,
  input: Record<string, unknown>,
): DropPlan => (cell ? { command, input: { regionId: cell.id, ...input } } : null);

/** Decides which command a drop of `item` at canvas point `p` (mm) becomes. */
export function planDrop(layout: Layout, item: ToolboxItem, p: CanvasPoint): DropPlan {
  const at: [number, number] = [p[0], p[1]];
  if (item.kind === "frame")
    return { command: "addFrame", input: { shape: item.shape, x: p[0], y: p[1], seriesId: item.seriesId } };
  if (item.kind === "note") return { command: "addNote", input: { at, text: item.text } };
  if (item.kind === "wall")
    return { command: "addWall", input: { x: p[0], y: p[1], width: item.width, height: item.height } };
  const cells = openingsAt(layout, p);
  const deepest = cells[0];
  if (item.kind === "dimension") return planFreeDimension(layout, item.direction, p, deepest?.polygon);
  if (item.kind === "joiner") return planJoiner(layout, item, p);
  // sashes and groups go into the frame cell, not into the glass of a sash already there
  const frameCell = cells.find((o) => o.sashId === null);
  switch (item.kind) {
    case "mullion":
      return onCell(deepest, "splitRegion", { direction: item.direction, parts: item.parts ?? 2 });
    case "fill":
      return onCell(deepest, "setFill", { fill: item.fill });
    case "decoration":
      return onCell(deepest, "addDecoration", { columns: item.columns, rows: item.rows, width: item.width });
    case "sash":
      return onCell(frameCell, "setSash", { openType: item.openType, hingeSide: item.hingeSide });
    case "doubleSash":
      return onCell(frameCell, "setDoubleSash", { openType: item.openType });
    case "slide":
      return onCell(frameCell, "setSlide", {
        tracks: item.tracks,
        panels: item.panels,
        direction: item.direction,
      });
    case "fold":
      return onCell(frameCell, "setFold", { leaves: item.leaves, foldType: item.foldType });
  }
}

/** Free dimension lines stand this far (mm) outside what they measure. */
export const FREE_DIMENSION_OFFSET = 100;

const within = (f: LayoutFrame, p: CanvasPoint) =>
  p[0] >= f.x && p[0] <= f.x + f.width && p[1] >= f.y && p[1] <= f.y + f.height;

/**
 * A horizontal dimension runs left → right along the top edge (drawn above it); a vertical one
 * bottom → top along the left edge (drawn to its left), following the core renderer's rule
 * that the line stands `offset` along (dy, −dx)/len of from → to.
 */
function planFreeDimension(
  layout: Layout,
  direction: "horizontal" | "vertical",
  p: CanvasPoint,
  cell: readonly Point[] | undefined,
): DropPlan {
  const frame = layout.frames.find((f) => within(f, p));
  let box: { x0: number; y0: number; x1: number; y1: number };
  if (cell) {
    const xs = cell.map((q) => q[0]);
    const ys = cell.map((q) => q[1]);
    box = { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
  } else if (frame) {
    box = { x0: frame.x, y0: frame.y, x1: frame.x + frame.width, y1: frame.y + frame.height };
  } else {
    box = { x0: p[0], y0: p[1], x1: p[0] + 1000, y1: p[1] + 1000 };
  }
  const input =
    direction === "horizontal"
      ? { from: [box.x0, box.y0], to: [box.x1, box.y0], offset: FREE_DIMENSION_OFFSET }
      : { from: [box.x0, box.y1], to: [box.x0, box.y0], offset: FREE_DIMENSION_OFFSET };
  return { command: "addDimension", input };
}

/** The frame under the point and the nearest frame left or right of it that it shares height with. */
function planJoiner(
  layout: Layout,
  item: Extract<ToolboxItem, { kind: "joiner" }>,
  p: CanvasPoint,
): DropPlan {
  const frame = layout.frames.find((f) => within(f, p));
  if (!frame) return null;
  let best: { f: LayoutFrame; gap: number } | null = null;
  for (const f of layout.frames) {
    if (f === frame) continue;
    const overlap = Math.min(f.y + f.height, frame.y + frame.height) - Math.max(f.y, frame.y);
    if (overlap <= 0) continue;
    const gap = Math.max(f.x - (frame.x + frame.width), frame.x - (f.x + f.width), 0);
    if (!best || gap < best.gap) best = { f, gap };
  }
  if (!best) return null;
  return {
    command: "addJoiner",
    input: {
      kind: item.joiner,
      frames: [frame.id, best.f.id],
      width: item.width,
      profileCode: item.profileCode,
    },
  };
}
