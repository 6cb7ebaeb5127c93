import { isCode, isCoord } from "../design/limits.ts";
import type { FrameShape } from "../design/model.ts";
import { shapeSchema } from "../design/schema.ts";
import { shapeSize } from "../design/shapes.ts";
import { idSource } from "../design/tree.ts";
import { glassRegion, newFrameColours } from "./defaults.ts";
import { seriesOf } from "./place.ts";
import { faceColoursRefusal } from "./set-colors.ts";
import { type Command, fail } from "./types.ts";
import { validateDesign } from "./validate.ts";

export type AddFrameInput = {
  shape: FrameShape;
  /** Canvas top-left, mm. */
  x: number;
  y: number;
  seriesId: string;
  colors?: { a: string; b: string };
};

function sizesPositive(shape: FrameShape): boolean {
  const { width, height } = shapeSize(shape);
  if (!(width > 0 && height > 0)) return false;
  if (shape.kind === "arch") return shape.rise > 0;
  if (shape.kind === "trapezoid") return shape.leftHeight > 0 && shape.rightHeight > 0;
  return true;
}

/** Adds a frame holding one glass cell. */
export const addFrame: Command<AddFrameInput> = {
  name: "addFrame",
  history: "record",
  run(design, input, env) {
    if (!sizesPositive(input.shape)) return fail("design.size_not_positive");
    if (!isCoord(input.x) || !isCoord(input.y)) return fail("design.invalid", { field: "position" });
    if (!isCode(input.seriesId)) return fail("design.invalid", { field: "seriesId" });
    const refused = input.colors && faceColoursRefusal(input.colors);
    if (refused) return refused;
    // the schema's rules between fields: arch rise, triangle apex, convex polygon
    const shape = shapeSchema.safeParse(input.shape);
    if (!shape.success) {
      const issue = shape.error.issues[0]!;
      return fail("design.shape_invalid", { reason: issue.code === "custom" ? issue.message : issue.code });
    }
    const next = idSource(design);
    const frame = {
      id: next("F"),
      x: input.x,
      y: input.y,
      shape: input.shape,
      seriesId: input.seriesId,
      colors: input.colors ?? newFrameColours(seriesOf(env, input.seriesId)),
      root: glassRegion(next("G")),
    };
    return validateDesign({ ...design, frames: [...design.frames, frame] }, env, frame.id);
  },
};
