// A gesture is a small state (tldraw Translating idea): on start take a snapshot and mark
// history, on every move recompute from the snapshot, on cancel return to the mark, on
// finish leave the one undo step in place and go idle.
import type { Design } from "../design/model.ts";
import type { CanvasPoint } from "../units/branded.ts";

export type GestureState =
  | { kind: "idle" }
  /** Moving the view: the canvas point under the pointer when it was pressed stays under it. */
  | { kind: "panning"; start: CanvasPoint }
  /** Dragging a selection rectangle from `start` to `end` (canvas mm). */
  | { kind: "boxSelecting"; start: CanvasPoint; end: CanvasPoint }
  | {
      kind: "draggingMullion";
      mullionId: string;
      axis: 0 | 1;
      start: CanvasPoint;
      startPosition: number;
      snapshot: Design;
      markId: string;
      /** Last command error while dragging (the mullion stays at its last valid place). */
      lastError: string | null;
    }
  | {
      /** Dragging a note, a wall or a free dimension across the canvas. */
      kind: "draggingItem";
      itemId: string;
      start: CanvasPoint;
      snapshot: Design;
      markId: string;
      lastError: string | null;
    }
  | {
      /** Dragging the meeting stiles of a double sash (French pair) sideways. */
      kind: "draggingMeeting";
      regionId: string;
      start: CanvasPoint;
      startPosition: number;
      snapshot: Design;
      markId: string;
      lastError: string | null;
    };
