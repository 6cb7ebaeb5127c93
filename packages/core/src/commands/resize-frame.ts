import { isLength } from "../design/limits.ts";
import type { Frame, Region } from "../design/model.ts";
import { resizeShape, shapeSize } from "../design/shapes.ts";
import { mapChildren, replaceFrame } from "../design/tree.ts";
import { type Command, fail } from "./types.ts";
import { validateDesign } from "./validate.ts";

export type ResizeFrameInput = { frameId: string /** mm */; width: number /** mm */; height: number };

/** Scales positions inside the frame with it, so cells keep their proportions. */
export function scaleRegion(r: Region, kx: number, ky: number): Region {
  const scaled = mapChildren(r, (c) => scaleRegion(c, kx, ky));
  if (scaled.kind === "split") {
    const k = scaled.direction === "vertical" ? kx : ky;
    return { ...scaled, mullions: scaled.mullions.map((m) => ({ ...m, position: m.position * k })) };
  }
  if (scaled.kind === "doubleSash") return { ...scaled, meeting: scaled.meeting * kx };
  return scaled;
}

/** Sets a frame's overall width and height (mm); mullions keep their relative positions. */
export const resizeFrame: Command<ResizeFrameInput> = {
  name: "resizeFrame",
  history: "record",
  run(design, input, env) {
    if (!(input.width > 0 && input.height > 0)) return fail("design.size_not_positive");
    if (!isLength(input.width) || !isLength(input.height)) return fail("design.invalid", { field: "size" });
    const frame = design.frames.find((f) => f.id === input.frameId);
    if (!frame) return fail("design.not_found", { id: input.frameId });
    const size = shapeSize(frame.shape);
    const kx = input.width / size.width;
    const ky = input.height / size.height;
    const updated = replaceFrame(design, frame.id, (f: Frame) => ({
      ...f,
      shape: resizeShape(f.shape, input.width, input.height),
      root: scaleRegion(f.root, kx, ky),
    }));
    return validateDesign(updated, env, frame.id);
  },
};
