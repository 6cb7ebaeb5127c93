// Frame outlines the toolbox offers ready-made, which the tests draw too.
import type { FrameShape } from "./model.ts";

/** A gable (the toolbox's pentagon): 1200 wide, 1400 high, the ridge at the middle, the eaves 400 below it. */
export const GABLE: Extract<FrameShape, { kind: "polygon" }> = {
  kind: "polygon",
  points: [
    [0, 400],
    [600, 0],
    [1200, 400],
    [1200, 1400],
    [0, 1400],
  ],
};
