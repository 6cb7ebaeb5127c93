// Toolbox items (SPEC §2 left toolbox) and what dropping one on the canvas does: each maps
// to one command on the cell under the drop point.

import type { Layout } from "../design/layout-types.ts";
import type { Fill, FrameShape, HingeSide, SashOpenType } from "../design/model.ts";
import type { CanvasPoint } from "../units/branded.ts";
import { openingsAt } from "./hit-test.ts";

export type ToolboxItem =
  | { kind: "frame"; shape: FrameShape; seriesId: string }
  | { kind: "mullion"; direction: "vertical" | "horizontal"; parts?: number }
  | { kind: "sash"; openType: SashOpenType; hingeSide: HingeSide }
  | { kind: "doubleSash"; openType: "casement" | "tiltTurn" | "door" }
  | { kind: "slide"; tracks: number; panels: number; direction: "left" | "right" | "both" }
  | { kind: "fold"; leaves: number; foldType: "stackLeft" | "stackRight" | "split" }
  | { kind: "fill"; fill: Fill }
  | { kind: "decoration"; columns: number; rows: number; width: number }
  | { kind: "note"; text: string }
  | { kind: "wall"; width: number; height: number };

/** A command name and its input, ready for Editor.run. */
export type DropPlan = { command: string; input: unknown } | null;

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
  // sashes and groups go into the frame cell, not into the glass of a sash already there
  const frameCell = cells.find((o) => o.sashId === null);
  switch (item.kind) {
    case "mullion":
      return deepest
        ? {
            command: "splitRegion",
            input: { regionId: deepest.id, direction: item.direction, parts: item.parts ?? 2 },
          }
        : null;
    case "fill":
      return deepest ? { command: "setFill", input: { regionId: deepest.id, fill: item.fill } } : null;
    case "decoration":
      return deepest
        ? {
            command: "addDecoration",
            input: { regionId: deepest.id, columns: item.columns, rows: item.rows, width: item.width },
          }
        : null;
    case "sash":
      return frameCell
        ? {
            command: "setSash",
            input: { regionId: frameCell.id, openType: item.openType, hingeSide: item.hingeSide },
          }
        : null;
    case "doubleSash":
      return frameCell
        ? { command: "setDoubleSash", input: { regionId: frameCell.id, openType: item.openType } }
        : null;
    case "slide":
      return frameCell
        ? {
            command: "setSlide",
            input: {
              regionId: frameCell.id,
              tracks: item.tracks,
              panels: item.panels,
              direction: item.direction,
            },
          }
        : null;
    case "fold":
      return frameCell
        ? {
            command: "setFold",
            input: { regionId: frameCell.id, leaves: item.leaves, foldType: item.foldType },
          }
        : null;
  }
}
