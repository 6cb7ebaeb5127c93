// The design a sketch proposes, built with the designer's own commands (addFrame, splitRegion,
// setSash, setSlide) so it is a design the editor could have made, checked the same way. Sizes:
// the overall width and height read on the sketch or typed by the user; where only one is known
// the other follows the drawing's proportion; mullion positions scale with the drawing. Pure.
import { addFrame } from "../commands/add-frame.ts";
import { setSash } from "../commands/set-sash.ts";
import { setSlide } from "../commands/set-slide.ts";
import { splitRegion } from "../commands/split-region.ts";
import type { CommandEnv, CommandResult } from "../commands/types.ts";
import { type Design, emptyDesign, type Region } from "../design/model.ts";
import { childrenOf } from "../design/tree.ts";
import type { Anchor, SketchSizes } from "./ocr/dimensions.ts";
import type { SketchNode } from "./sketch-types.ts";

/** Proposed lengths are rounded to this many mm (a sketch is not more exact). */
export const SKETCH_ROUNDING_MM = 5;

export type SketchSize = {
  width?: number;
  height?: number;
  /** Split positions whose size is known (read on the sketch): pixel position → mm from the frame's left / top. */
  anchors?: { x?: readonly Anchor[]; y?: readonly Anchor[] };
};

/**
 * The sizes to propose: what the user typed, else what was read on the sketch. The parts read place
 * the mullions only where the overall they chain to is the one used (read, or typed the same).
 */
export function sizeToUse(read: SketchSizes, typed: { width?: number; height?: number }): SketchSize {
  const width = typed.width ?? read.width?.mm;
  const height = typed.height ?? read.height?.mm;
  const fits = (
    anchors: readonly Anchor[],
    typedSize: number | undefined,
    readSize: number | undefined,
    total: number | undefined,
  ) =>
    (typedSize === undefined || typedSize === readSize) &&
    anchors.every(
      (a, i) => a.mm > (i === 0 ? 0 : anchors[i - 1]!.mm) && (total === undefined || a.mm < total),
    );
  return {
    ...(width !== undefined ? { width } : {}),
    ...(height !== undefined ? { height } : {}),
    anchors: {
      x: fits(read.anchors.x, typed.width, read.width?.mm, width) ? read.anchors.x : [],
      y: fits(read.anchors.y, typed.height, read.height?.mm, height) ? read.anchors.y : [],
    },
  };
}

const round = (mm: number) => Math.round(mm / SKETCH_ROUNDING_MM) * SKETCH_ROUNDING_MM;

/**
 * The overall size in mm and the scale (mm per sketch pixel along x and y), from the sizes given
 * (both, one, or none: undefined).
 */
export function sketchScale(
  box: SketchNode["box"],
  size: SketchSize,
): { width: number; height: number; sx: number; sy: number } | undefined {
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  const sx = size.width !== undefined ? size.width / w : undefined;
  const sy = size.height !== undefined ? size.height / h : undefined;
  const x = sx ?? sy;
  const y = sy ?? sx;
  if (x === undefined || y === undefined) return undefined;
  return { width: size.width ?? round(w * x), height: size.height ?? round(h * y), sx: x, sy: y };
}

/** A vertical split whose cells are all plain cells, at least one with an arrow: a sliding group. */
export function slideGroup(
  node: SketchNode,
): { panels: number; fixed: boolean[]; direction: "left" | "right" | "both" } | null {
  if (node.kind !== "split" || node.direction !== "vertical") return null;
  const cells = node.children;
  if (!cells.every((c) => c.kind === "cell" && c.cell.kind !== "sash")) return null;
  const kinds = cells.map((c) => (c.kind === "cell" ? c.cell : null));
  const dirs = new Set(kinds.flatMap((k) => (k?.kind === "slide" ? [k.direction] : [])));
  if (dirs.size === 0) return null;
  return {
    panels: cells.length,
    fixed: kinds.map((k) => k?.kind !== "slide"),
    direction: dirs.size === 2 ? "both" : dirs.has("left") ? "left" : "right",
  };
}

/** The split that now holds `regionId` as its first child (splitRegion keeps the cell's id there). */
function splitHolding(region: Region, regionId: string): Region | null {
  if (region.kind === "split" && region.children[0]?.id === regionId) return region;
  for (const c of childrenOf(region)) {
    const hit = splitHolding(c, regionId);
    if (hit) return hit;
  }
  return null;
}

/**
 * The design of one rectangular frame the sketch proposes, or the first command's refusal (a cell
 * too small for the series' profiles, say). `size` needs the width or the height (else refused
 * `design.size_not_positive`).
 */
export function proposeDesign(
  tree: SketchNode,
  size: SketchSize,
  env: CommandEnv,
  seriesId = "default",
): CommandResult {
  const scale = sketchScale(tree.box, size);
  if (!scale) return { ok: false, error: { code: "design.size_not_positive" } };
  const { box } = tree;
  // a mullion whose place was read keeps its size exactly; the others scale from the drawing
  const anchored = (anchors: readonly Anchor[] | undefined, px: number) =>
    anchors?.find((a) => a.px === px)?.mm;
  const mmX = (px: number) => anchored(size.anchors?.x, px) ?? round((px - box.x0) * scale.sx);
  const mmY = (px: number) => anchored(size.anchors?.y, px) ?? round((px - box.y0) * scale.sy);
  const added = addFrame.run(
    emptyDesign(),
    { shape: { kind: "rectangle", width: scale.width, height: scale.height }, x: 0, y: 0, seriesId },
    env,
  );
  if (!added.ok) return added;
  const frame = added.design.frames[0]!;

  const place = (design: Design, node: SketchNode, regionId: string): CommandResult => {
    const slide = slideGroup(node);
    if (slide) return setSlide.run(design, { regionId, tracks: 2, ...slide }, env);
    if (node.kind === "cell") {
      const k = node.cell;
      if (k.kind === "fixed") return { ok: true, design };
      if (k.kind === "slide")
        return setSlide.run(design, { regionId, tracks: 2, panels: 2, direction: k.direction }, env);
      return setSash.run(design, { regionId, openType: k.openType, hingeSide: k.hingeSide }, env);
    }
    const positions = node.positions.map(node.direction === "vertical" ? mmX : mmY);
    const split = splitRegion.run(design, { regionId, direction: node.direction, positions }, env);
    if (!split.ok) return split;
    const holder = splitHolding(split.design.frames[0]!.root, regionId);
    const ids = holder ? childrenOf(holder).map((c) => c.id) : [];
    let result: CommandResult = split;
    node.children.forEach((child, i) => {
      if (result.ok) result = place(result.design, child, ids[i]!);
    });
    return result;
  };
  return place(added.design, tree, frame.root.id);
}
