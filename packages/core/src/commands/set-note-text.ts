import { MAX_NOTE_CHARS } from "../design/limits.ts";
import { type Command, fail, ok } from "./types.ts";

export type SetNoteTextInput = { id: string; text: string };

/** Changes a note's text (1 to 200 characters, SPEC §9); the note stays where it is. */
export const setNoteText: Command<SetNoteTextInput> = {
  name: "setNoteText",
  history: "record",
  run(design, input) {
    if (!design.notes.some((n) => n.id === input.id)) return fail("design.not_found", { id: input.id });
    if (
      typeof input.text !== "string" ||
      input.text.trim().length === 0 ||
      input.text.length > MAX_NOTE_CHARS
    )
      return fail("design.invalid", { field: "text" });
    return ok({
      ...design,
      notes: design.notes.map((n) => (n.id === input.id ? { ...n, text: input.text } : n)),
    });
  },
};
