import { shapeSize } from "../design/shapes.ts";
import { type Command, fail, ok } from "./types.ts";

export type AlignFramesInput = { frameIds: string[]; edge: "top" | "bottom" | "left" | "right" };

/** Aligns frames on an edge of the first frame listed. */
export const alignFrames: Command<AlignFramesInput> = {
  name: "alignFrames",
  history: "record",
  run(design, input) {
    const frames = input.frameIds.map((id) => design.frames.find((f) => f.id === id));
    if (frames.length < 2 || frames.some((f) => !f))
      return fail("design.not_found", { id: input.frameIds.join(",") });
    const anchor = frames[0]!;
    const a = shapeSize(anchor.shape);
    const target = {
      top: anchor.y,
      bottom: anchor.y + a.height,
      left: anchor.x,
      right: anchor.x + a.width,
    }[input.edge];
    const ids = new Set(input.frameIds);
    return ok({
      ...design,
      frames: design.frames.map((f) => {
        if (!ids.has(f.id)) return f;
        const s = shapeSize(f.shape);
        if (input.edge === "top") return { ...f, y: target };
        if (input.edge === "bottom") return { ...f, y: target - s.height };
        if (input.edge === "left") return { ...f, x: target };
        return { ...f, x: target - s.width };
      }),
    });
  },
};
