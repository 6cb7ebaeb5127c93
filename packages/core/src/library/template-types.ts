import type { Design } from "../design/model.ts";

// A window library template: a design (one or more frames at a nominal size, mm) with a type
// users search by. Names are translation keys (web "library" namespace), never text.

export const templateTypes = [
  "fixed",
  "casement",
  "tiltTurn",
  "awning",
  "sliding",
  "folding",
  "frenchDoor",
  "door",
  "arch",
  "trapezoid",
  "special",
] as const;
export type TemplateType = (typeof templateTypes)[number];

export type WindowTemplate = {
  /** Stable id ("builtin:casement-2" for built-ins, "user:<n>" for saved ones). */
  id: string;
  type: TemplateType;
  /** Translation key of the name, or the user's own name for saved templates. */
  nameKey: string;
  design: Design;
};
