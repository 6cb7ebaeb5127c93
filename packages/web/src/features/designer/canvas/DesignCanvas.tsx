import { type RenderDimension, SELECTED, toDisplayLength } from "@fenestra/core";
import {
  type CSSProperties,
  type MouseEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { currentLanguage } from "../../../shared/i18n/i18n.ts";
import { refusal } from "../panels/typed-length-error.ts";
import { useDesigner } from "../state/designer-context.ts";
import { TOOLBOX_MIME, toolboxEntry } from "../toolbox/toolbox-items.ts";
import { CanvasExtras } from "./CanvasExtras.tsx";
import { CanvasLayer, layerView } from "./CanvasLayer.tsx";
import { DimensionInput } from "./DimensionInput.tsx";
import { Dimensions } from "./Dimensions.tsx";
import { FrameDrawing, selectionKeys } from "./FrameDrawing.tsx";
import { dropItem, useCanvasGestures } from "./use-canvas-gestures.ts";

type Props = { unit: { length: "mm" | "cm" | "in"; digits: number } };

const SURFACE_STYLE: CSSProperties = {
  position: "relative",
  width: "100%",
  height: "100%",
  overflow: "hidden",
  background: "#fafafa",
  touchAction: "none",
  fontFamily: "sans-serif",
};

/**
 * The drawing area: zoom (wheel), pan (middle button, pan tool or empty area), drop target. It
 * is a stack of SVG layers (CanvasLayer) — walls, each frame, notes and free dimensions, each
 * frame's dimension lines, the selection box — over one element that takes the pointer.
 */
export function DesignCanvas({ unit }: Props) {
  const store = useDesigner();
  const surface = useRef<HTMLDivElement>(null);
  const viewport = useSyncExternalStore(store.subscribe, () => store.viewport);
  const view = useMemo(() => layerView(viewport), [viewport]);
  const gestures = useCanvasGestures(store, surface);
  const { measure } = gestures;
  const [editing, setEditing] = useState<{ line: RenderDimension; at: { x: number; y: number } } | null>(
    null,
  );
  const onEditDimension = useCallback(
    (line: RenderDimension, at: { x: number; y: number }) => setEditing({ line, at }),
    [],
  );

  useEffect(() => {
    const el = surface.current;
    if (!el) return;
    // a new size (the page laid out, the window resized, the phone turned) fits the drawing again
    const observer = new ResizeObserver(() => {
      measure();
      store.resize({ width: el.clientWidth, height: el.clientHeight });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [store, measure]);

  const { design, selection } = store.editor;
  const geometry = store.editor.env.geometry;
  const language = currentLanguage();
  // one render model per layout (the store's drawing): members, fills, opening symbols and
  // dimension lines (each frame's, its cells' clear openings, the free dimensions) as every
  // output draws them; a drag step builds only the frame it moved
  const model = store.drawing({ unit, language });
  const selectedKeys = selectionKeys(model, selection);
  const selectedItem = selection[selection.length - 1] ?? "";
  const extras = { walls: design.walls, notes: design.notes };
  /** A double click on a free dimension opens its size box (a single press picks and drags it). */
  const onDoubleClick = (e: MouseEvent<HTMLDivElement>) => {
    const hit = store.editor.hitTest(gestures.toCanvas(e));
    if (hit?.kind !== "item" || hit.item !== "dimension") return;
    const line = model.dimensions.find((d) => d.id === hit.id);
    if (line) setEditing({ line, at: { x: e.clientX, y: e.clientY } });
  };
  /**
   * Applies a typed size (mm) through core's typeDimension: the overall size, a cell's clear
   * opening (what the line measures and its label says) or a free dimension's length; answers
   * the design's refusal, keeping the box open.
   */
  const submit = (line: RenderDimension, mm: number): string | null => {
    const t = line.target;
    if (!t) return null;
    const result = store.act((ed) => ed.typeDimension(t, toDisplayLength(mm, ed.design.unit.length, 6)));
    const refused = refusal(result);
    if (!refused) setEditing(null);
    return refused;
  };

  return (
    <>
      <div
        ref={surface}
        data-testid="design-canvas"
        role="application"
        style={SURFACE_STYLE}
        onPointerDown={gestures.onPointerDown}
        onPointerMove={gestures.onPointerMove}
        onPointerUp={gestures.onPointerUp}
        onPointerCancel={gestures.onPointerUp}
        onPointerEnter={gestures.measure}
        onPointerLeave={() => store.setMouse(null)}
        onWheel={gestures.onWheel}
        onDoubleClick={onDoubleClick}
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          const entry = toolboxEntry(e.dataTransfer.getData(TOOLBOX_MIME));
          gestures.measure();
          if (entry) dropItem(store, entry.item, gestures.toCanvas(e));
        }}
      >
        <CanvasExtras {...extras} layer="under" selected={selectedItem} view={view} />
        {design.frames.map((f) => (
          <FrameDrawing
            key={f.id}
            frame={f}
            model={model}
            geometry={geometry}
            selected={selection}
            selectedKey={selectedKeys.get(f.id) ?? ""}
            overlays={design.decorations}
            view={view}
          />
        ))}
        <CanvasExtras {...extras} layer="over" selected={selectedItem} view={view} />
        <Dimensions lines={model.dimensions} selected={selectedItem} onEdit={onEditDimension} view={view} />
        {gestures.box ? (
          <CanvasLayer view={view} name="box">
            <rect
              {...gestures.box}
              fill={SELECTED}
              fillOpacity={0.08}
              stroke={SELECTED}
              vectorEffect="non-scaling-stroke"
            />
          </CanvasLayer>
        ) : null}
      </div>
      {editing ? (
        <DimensionInput
          at={editing.at}
          value={toDisplayLength(editing.line.value, unit.length, unit.digits)}
          unit={unit.length}
          onSubmit={(mm) => submit(editing.line, mm)}
          onCancel={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
