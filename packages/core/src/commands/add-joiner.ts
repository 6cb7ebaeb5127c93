import { isCode } from "../design/limits.ts";
import { idSource } from "../design/tree.ts";
import { type Command, fail, ok } from "./types.ts";

export type AddJoinerInput = {
  kind: "corner" | "connector";
  frames: [string, string];
  /** Degrees between the frames; 180 for a straight connector. */
  angle?: number;
  /** Face width of the joining profile, mm. */
  width: number;
  profileCode: string;
};

/** Joins two frames with a corner joiner or a straight connector. */
export const addJoiner: Command<AddJoinerInput> = {
  name: "addJoiner",
  history: "record",
  run(design, input) {
    const [a, b] = input.frames;
    if (a === b || !design.frames.some((f) => f.id === a) || !design.frames.some((f) => f.id === b)) {
      return fail("design.not_found", { id: `${a},${b}` });
    }
    if (design.joiners.some((j) => j.frames.includes(a) && j.frames.includes(b)))
      return fail("design.already_joined", { id: `${a},${b}` });
    if (!(input.width >= 0)) return fail("design.size_not_positive");
    const angle = input.angle ?? (input.kind === "connector" ? 180 : 90);
    if (!(input.width <= 1000 && angle >= 0 && angle <= 360) || !isCode(input.profileCode))
      return fail("design.invalid", { field: "joiner" });
    const joiner = {
      id: idSource(design)("J"),
      kind: input.kind,
      frames: input.frames,
      angle,
      width: input.width,
      profileCode: input.profileCode,
    };
    return ok({ ...design, joiners: [...design.joiners, joiner] });
  },
};
