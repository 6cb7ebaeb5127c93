import type { CanvasPoint } from "@fenestra/core";
import { panBy, type ScreenPoint, screenToCanvas, zoomAt } from "@fenestra/core/editor/viewport";
import { type PointerEvent, useCallback, useEffect, useMemo, useRef, useState, type WheelEvent } from "react";
import { toast } from "../../../shared/ui/toast.ts";
import { commandErrorText, designerText } from "../i18n.ts";
import type { DesignerStore } from "../state/designer-store.ts";
import { DRAG_THROTTLE_MS, throttle } from "../state/throttle.ts";

// Pointer and wheel handling of the canvas. Pan, box-select and drags are core editor gestures
// (headless-tested there); this hook forwards the pointer in canvas mm and redraws: a drag
// through the 50 ms throttle, a pan by moving the view, a box by drawing its rectangle. One
// drag is one undo step because the core editor marks history when the gesture starts. Only
// the two-finger pinch lives here (it needs two screen points).

type Mode =
  | { kind: "idle" }
  | { kind: "pan" }
  | { kind: "drag" }
  | { kind: "box" }
  /** Two fingers: the distance between them and their midpoint when last seen (screen px). */
  | { kind: "pinch"; distance: number; mid: ScreenPoint };

export type BoxRect = { x: number; y: number; width: number; height: number } | null;

export function useCanvasGestures(store: DesignerStore, surface: React.RefObject<HTMLElement | null>) {
  const mode = useRef<Mode>({ kind: "idle" });
  /** Pointers (fingers) down on the canvas, by id, at their last screen position. */
  const pointers = useRef(new Map<number, ScreenPoint>());
  const [box, setBox] = useState<BoxRect>(null);
  const move = useMemo(
    () => throttle((p: CanvasPoint) => store.act((e) => e.pointerMove(p)), DRAG_THROTTLE_MS),
    [store],
  );
  useEffect(() => () => move.cancel(), [move]);

  // The canvas's page position, read on pointer down/enter rather than on every move: reading it
  // right after a drag step's DOM update would force a synchronous layout in every frame.
  const origin = useRef<{ left: number; top: number } | null>(null);
  const measure = useCallback(() => {
    const r = surface.current?.getBoundingClientRect();
    origin.current = { left: r?.left ?? 0, top: r?.top ?? 0 };
    return origin.current;
  }, [surface]);
  const local = (e: { clientX: number; clientY: number }): ScreenPoint => {
    const r = origin.current ?? measure();
    return [e.clientX - r.left, e.clientY - r.top];
  };
  const toCanvas = (e: { clientX: number; clientY: number }) => screenToCanvas(store.viewport, local(e));

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    measure();
    pointers.current.set(e.pointerId, local(e));
    // a second finger turns whatever the first began (a mullion drag, a pan) into a pinch
    if (pointers.current.size === 2) {
      if (store.editor.gesture.kind !== "idle") {
        move.cancel();
        store.act((ed) => ed.cancel());
      }
      setBox(null);
      mode.current = { kind: "pinch", ...pinchOf(pointers.current) };
      e.currentTarget.setPointerCapture?.(e.pointerId);
      return;
    }
    if (pointers.current.size > 2) return;
    const p = toCanvas(e);
    const tool = store.tool;
    if (tool.kind === "item" && e.button !== 1) {
      dropItem(store, tool.item, p);
      store.setTool({ kind: "select" });
      return;
    }
    store.act((ed) =>
      ed.pointerDown(p, { shift: e.shiftKey, ctrl: e.ctrlKey || e.metaKey, button: e.button }),
    );
    const g = store.editor.gesture.kind;
    mode.current = {
      kind: g === "idle" ? "idle" : g === "panning" ? "pan" : g === "boxSelecting" ? "box" : "drag",
    };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };

  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    if (pointers.current.has(e.pointerId)) pointers.current.set(e.pointerId, local(e));
    const p = toCanvas(e);
    store.setMouse(p);
    const m = mode.current;
    if (m.kind === "pinch") {
      if (pointers.current.size < 2) return;
      const next = pinchOf(pointers.current);
      const panned = panBy(store.viewport, next.mid[0] - m.mid[0], next.mid[1] - m.mid[1]);
      const factor = m.distance > 0 ? next.distance / m.distance : 1;
      store.setViewport(zoomAt(panned, next.mid, factor));
      mode.current = { kind: "pinch", ...next };
    } else if (m.kind === "pan") {
      store.editor.pointerMove(p);
      store.setViewport(store.editor.viewport);
    } else if (m.kind === "drag") {
      move(p);
    } else if (m.kind === "box") {
      store.editor.pointerMove(p);
      setBox(store.editor.selectionBox);
    }
  };

  const onPointerUp = (e: PointerEvent<HTMLElement>) => {
    pointers.current.delete(e.pointerId);
    const m = mode.current;
    // a pinch ends when its fingers lift; the one left does not start a pan
    if (m.kind === "pinch") {
      if (pointers.current.size === 0) mode.current = { kind: "idle" };
      return;
    }
    mode.current = { kind: "idle" };
    if (m.kind === "drag") move.flush();
    if (m.kind === "box") setBox(null);
    if (m.kind !== "idle") store.act((ed) => ed.pointerUp(toCanvas(e)));
  };

  const onWheel = (e: WheelEvent<HTMLElement>) => {
    store.editor.zoom(local(e), e.deltaY);
    store.setViewport(store.editor.viewport);
  };

  return { onPointerDown, onPointerMove, onPointerUp, onWheel, measure, box, toCanvas };
}

/** Distance and midpoint of the first two pointers (screen px). */
export function pinchOf(points: ReadonlyMap<number, ScreenPoint>): { distance: number; mid: ScreenPoint } {
  const [a, b] = [...points.values()];
  if (!a || !b) return { distance: 0, mid: a ?? [0, 0] };
  return {
    distance: Math.hypot(a[0] - b[0], a[1] - b[1]),
    mid: [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2],
  };
}

/**
 * Drops a toolbox item at a canvas point; a note gets a default text the user edits after. A
 * drop that cannot go there says why, in the user's language.
 */
export function dropItem(
  store: DesignerStore,
  item: import("@fenestra/core/editor/toolbox").ToolboxItem,
  p: CanvasPoint,
) {
  const first = item.kind === "frame" && store.design.frames.length === 0;
  const result = store.act((ed) =>
    ed.drop(
      item.kind === "note" && !item.text ? { ...item, text: designerText("messages.defaultNote") } : item,
      p,
    ),
  );
  if (store.lastError) toast.error(commandErrorText(store.lastError));
  // the first frame of a drawing is brought fully into view with its dimension lines
  if (first && store.design.frames.length > 0) store.center();
  return result;
}
