import type { CanvasPoint } from "@fenestra/core";
import { type PointerEvent, useCallback, useEffect, useMemo, useRef, useState, type WheelEvent } from "react";
import { toast } from "../../../shared/ui/toast.ts";
import { commandErrorText, designerText } from "../i18n.ts";
import type { DesignerStore } from "../state/designer-store.ts";
import { DRAG_THROTTLE_MS, throttle } from "../state/throttle.ts";
import { framesInBox } from "./box-select.ts";
import { panBy, type ScreenPoint, screenToCanvas, zoomAt } from "./viewport.ts";

// Pointer and wheel handling of the canvas, as a small state: idle, panning, dragging (the
// core editor's gesture, fed through the 50 ms throttle) or box-selecting. One drag is one undo
// step because the core editor marks history when the gesture starts.

type Mode =
  | { kind: "idle" }
  | { kind: "pan"; last: ScreenPoint }
  | { kind: "drag" }
  | { kind: "box"; start: CanvasPoint; end: CanvasPoint };

export type BoxRect = { x: number; y: number; width: number; height: number } | null;

export function useCanvasGestures(store: DesignerStore, surface: React.RefObject<HTMLElement | null>) {
  const mode = useRef<Mode>({ kind: "idle" });
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
    const p = toCanvas(e);
    const tool = store.tool;
    if (e.button === 1 || tool.kind === "pan") {
      mode.current = { kind: "pan", last: local(e) };
    } else if (tool.kind === "item") {
      dropItem(store, tool.item, p);
      store.setTool({ kind: "select" });
      return;
    } else if (tool.kind === "boxSelect") {
      mode.current = { kind: "box", start: p, end: p };
    } else {
      store.act((ed) => ed.pointerDown(p, { shift: e.shiftKey, ctrl: e.ctrlKey || e.metaKey }));
      if (store.editor.gesture.kind !== "idle") mode.current = { kind: "drag" };
      else if (store.editor.selection.length === 0) mode.current = { kind: "pan", last: local(e) };
    }
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };

  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    const p = toCanvas(e);
    store.setMouse(p);
    const m = mode.current;
    if (m.kind === "pan") {
      const s = local(e);
      store.setViewport(panBy(store.viewport, s[0] - m.last[0], s[1] - m.last[1]));
      mode.current = { kind: "pan", last: s };
    } else if (m.kind === "drag") {
      move(p);
    } else if (m.kind === "box") {
      mode.current = { ...m, end: p };
      setBox(rect(m.start, p));
    }
  };

  const onPointerUp = (e: PointerEvent<HTMLElement>) => {
    const m = mode.current;
    mode.current = { kind: "idle" };
    if (m.kind === "drag") {
      move.flush();
      store.act((ed) => ed.pointerUp(toCanvas(e)));
    } else if (m.kind === "box") {
      setBox(null);
      const r = rect(m.start, m.end);
      store.act((ed) => {
        ed.selection = framesInBox(ed.layout, r);
      });
    }
  };

  const onWheel = (e: WheelEvent<HTMLElement>) => {
    store.setViewport(zoomAt(store.viewport, local(e), e.deltaY < 0 ? 1.1 : 1 / 1.1));
  };

  return { onPointerDown, onPointerMove, onPointerUp, onWheel, measure, box, toCanvas };
}

function rect(a: CanvasPoint, b: CanvasPoint) {
  return {
    x: Math.min(a[0], b[0]),
    y: Math.min(a[1], b[1]),
    width: Math.abs(a[0] - b[0]),
    height: Math.abs(a[1] - b[1]),
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
