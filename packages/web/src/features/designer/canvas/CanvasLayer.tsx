import type { Viewport } from "@fenestra/core/editor/viewport";
import type { CSSProperties, ReactNode } from "react";

// The canvas is a stack of SVG layers of the same size and viewport, not one SVG: each outer
// <svg> is its own paint layer in Chromium, so while a mullion is dragged only the layers of the
// frame that moved (its drawing, its dimension lines) are painted again; the other frames'
// layers are reused as they are. Inside one SVG every change repaints all of it — with ten
// frames that is 70 long paths and 260 dimension texts per drag step.
//
// Layers let pointer events through (the canvas element under them handles them), but their
// drawing is hit-tested as before, so a click on a dimension value still lands on it.

/** What every layer's viewport group carries: the pan/zoom transform and one-pixel strokes. */
export type LayerView = {
  transform: string;
  strokeWidth: number;
  style: CSSProperties;
};

export function layerView(v: Viewport): LayerView {
  return {
    transform: `translate(${v.tx} ${v.ty}) scale(${v.scale})`,
    strokeWidth: 1 / v.scale,
    style: {
      "--sash-dash": `${6 / v.scale} ${4 / v.scale}`,
      pointerEvents: "visiblePainted",
    } as CSSProperties,
  };
}

const LAYER_STYLE: CSSProperties = {
  position: "absolute",
  left: 0,
  top: 0,
  width: "100%",
  height: "100%",
  display: "block",
  pointerEvents: "none",
};

export function CanvasLayer({
  view,
  name,
  children,
}: {
  view: LayerView;
  name: string;
  children: ReactNode;
}) {
  return (
    <svg role="presentation" data-layer={name} style={LAYER_STYLE}>
      <g transform={view.transform} strokeWidth={view.strokeWidth} style={view.style}>
        {children}
      </g>
    </svg>
  );
}
