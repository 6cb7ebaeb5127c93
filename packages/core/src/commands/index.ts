// The command table: one file per command.
import { addDecoration } from "./add-decoration.ts";
import { addDimension } from "./add-dimension.ts";
import { addFrame } from "./add-frame.ts";
import { addJoiner } from "./add-joiner.ts";
import { addNote } from "./add-note.ts";
import { addWall } from "./add-wall.ts";
import { alignFrames } from "./align-frames.ts";
import { cloneFrame, pasteFrames } from "./clone-frame.ts";
import { deleteItem } from "./delete-item.ts";
import { equalize } from "./equalize.ts";
import { moveFrame } from "./move-frame.ts";
import { moveItem } from "./move-item.ts";
import { moveMeeting } from "./move-meeting.ts";
import { moveMullion } from "./move-mullion.ts";
import { resizeFrame } from "./resize-frame.ts";
import { setColors } from "./set-colors.ts";
import { setDimensionLength } from "./set-dimension-length.ts";
import { setFill } from "./set-fill.ts";
import { setFold } from "./set-fold.ts";
import { setGlazingBar } from "./set-glazing-bar.ts";
import { setNoteText } from "./set-note-text.ts";
import { setDoubleSash, setSash } from "./set-sash.ts";
import { setSeries } from "./set-series.ts";
import { setSillExtension } from "./set-sill-extension.ts";
import { setSillHeight } from "./set-sill-height.ts";
import { setSlide } from "./set-slide.ts";
import { splitRegion } from "./split-region.ts";

export const commands = {
  addDecoration,
  addDimension,
  addFrame,
  addJoiner,
  addNote,
  addWall,
  alignFrames,
  cloneFrame,
  deleteItem,
  equalize,
  moveFrame,
  moveItem,
  moveMeeting,
  moveMullion,
  pasteFrames,
  resizeFrame,
  setColors,
  setDimensionLength,
  setDoubleSash,
  setFill,
  setFold,
  setGlazingBar,
  setNoteText,
  setSash,
  setSeries,
  setSillExtension,
  setSillHeight,
  setSlide,
  splitRegion,
} as const;
export type CommandName = keyof typeof commands;
/** The input type of a command by name. */
export type CommandInput<N extends CommandName> = Parameters<(typeof commands)[N]["run"]>[1];

export { coloursIn } from "./defaults.ts";
export * from "./types.ts";
export { validateDesign } from "./validate.ts";
