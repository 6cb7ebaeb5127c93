import type { Design, Layout } from "@fenestra/core";
import type { TemplateType } from "@fenestra/core/library/index";

// The type a drawing is filed under by default when saved as a template (the user can change
// it): from its first frame's outline and what opens in it. Pure, tested.

const SHAPE_TYPES: Partial<Record<string, TemplateType>> = {
  arch: "arch",
  trapezoid: "trapezoid",
  triangle: "special",
  circle: "special",
  polygon: "special",
};

export function suggestTemplateType(design: Design, layout: Layout): TemplateType {
  const frame = design.frames[0];
  if (!frame) return "fixed";
  const byShape = SHAPE_TYPES[frame.shape.kind];
  if (byShape) return byShape;
  const sashes = layout.sashes.filter((s) => s.frameId === frame.id);
  if (sashes.some((s) => s.kind === "foldLeaf")) return "folding";
  if (sashes.some((s) => s.kind === "slidePanel")) return "sliding";
  if (sashes.some((s) => s.openType === "door")) return "door";
  if (sashes.some((s) => s.openType === "tiltTurn")) return "tiltTurn";
  if (sashes.some((s) => s.openType === "awning" || s.openType === "hopper")) return "awning";
  if (sashes.some((s) => s.openType === "casement")) return "casement";
  return "fixed";
}
