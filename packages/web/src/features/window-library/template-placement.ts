import type { Design, Layout } from "@fenestra/core";
import type { TemplatePlacement } from "@fenestra/core/library/index";

// Where an inserted template goes ("inserted at the current frame size"): over the frame the
// user has selected (or the only frame), taking its place, position and size; with several
// frames and none selected, beside the drawing at the template's nominal size. Pure, tested.

/** Gap between an added template and the drawing, mm. */
export const INSERT_GAP = 200;

export function currentFrameId(design: Design, layout: Layout, selection: readonly string[]): string | null {
  for (let i = selection.length - 1; i >= 0; i--) {
    const id = selection[i];
    const frameId =
      layout.members.find((m) => m.id === id)?.frameId ?? layout.openings.find((o) => o.id === id)?.frameId;
    if (frameId) return frameId;
  }
  return design.frames.length === 1 ? design.frames[0]!.id : null;
}

export function templatePlacement(
  design: Design,
  layout: Layout,
  selection: readonly string[],
): TemplatePlacement {
  const frameId = currentFrameId(design, layout, selection);
  const frame = layout.frames.find((f) => f.id === frameId);
  if (frame)
    return { x: frame.x, y: frame.y, width: frame.width, height: frame.height, replaceFrameId: frame.id };
  if (layout.frames.length === 0) return { x: 0, y: 0 };
  const right = Math.max(...layout.frames.map((f) => f.x + f.width));
  const top = Math.min(...layout.frames.map((f) => f.y));
  return { x: right + INSERT_GAP, y: top };
}

/** Size of the frame templates are inserted at, for the recommendation popup (null: none). */
export function currentFrameSize(
  design: Design,
  layout: Layout,
  selection: readonly string[],
): { width: number; height: number } | null {
  const frameId = currentFrameId(design, layout, selection);
  const frame = layout.frames.find((f) => f.id === frameId);
  return frame ? { width: frame.width, height: frame.height } : null;
}
