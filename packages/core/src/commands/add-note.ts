import { isCoord, MAX_NOTE_CHARS } from "../design/limits.ts";
import { idSource } from "../design/tree.ts";
import { type Command, fail, ok } from "./types.ts";

export type AddNoteInput = { at: [number, number]; text: string };

/** Adds a note at a canvas point (mm); the text is the user's own (max 200, SPEC §9). */
export const addNote: Command<AddNoteInput> = {
  name: "addNote",
  history: "record",
  run(design, input) {
    if (input.text.length === 0 || input.text.length > MAX_NOTE_CHARS)
      return fail("design.invalid", { field: "text" });
    if (!isCoord(input.at[0]) || !isCoord(input.at[1])) return fail("design.invalid", { field: "position" });
    return ok({
      ...design,
      notes: [
        ...design.notes,
        { id: idSource(design)("N"), at: [input.at[0], input.at[1]], text: input.text },
      ],
    });
  },
};
