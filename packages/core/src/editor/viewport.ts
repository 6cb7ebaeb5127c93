import { type CanvasPoint, canvasPoint } from "../units/branded.ts";

// The canvas viewport: screen pixels = canvas millimetres × scale + offset. Pure, so zoom about
// the cursor and "center" are unit-tested.

export type Viewport = { scale: number; tx: number; ty: number };
export type ScreenPoint = readonly [x: number, y: number];
export type Bounds = { x0: number; y0: number; x1: number; y1: number };

export const MIN_SCALE = 0.005;
export const MAX_SCALE = 5;

export function screenToCanvas(v: Viewport, p: ScreenPoint): CanvasPoint {
  return canvasPoint((p[0] - v.tx) / v.scale, (p[1] - v.ty) / v.scale);
}

export function canvasToScreen(v: Viewport, p: readonly [number, number]): ScreenPoint {
  return [p[0] * v.scale + v.tx, p[1] * v.scale + v.ty];
}

/** Zooms by `factor` keeping the canvas point under `at` (screen px) in place. */
export function zoomAt(v: Viewport, at: ScreenPoint, factor: number): Viewport {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, v.scale * factor));
  const c = screenToCanvas(v, at);
  return { scale, tx: at[0] - c[0] * scale, ty: at[1] - c[1] * scale };
}

export function panBy(v: Viewport, dx: number, dy: number): Viewport {
  return { ...v, tx: v.tx + dx, ty: v.ty + dy };
}

/**
 * The space a fit leaves around the drawing, px: a twentieth of the area's shorter side, at most
 * 60 (a phone's 390 px width keeps 20 px a side; a fixed 60 left the drawing half the screen).
 */
export function fitMargin(width: number, height: number): number {
  return Math.min(60, Math.round(Math.min(width, height) / 20));
}

/**
 * The viewport that shows `bounds` (mm) as large as fits, centred in a `width`×`height` px area
 * with `margin` px around.
 */
export function fitBounds(
  bounds: Bounds | null,
  width: number,
  height: number,
  margin = fitMargin(width, height),
): Viewport {
  if (!bounds || width <= 0 || height <= 0) return { scale: 0.25, tx: margin, ty: margin };
  const bw = Math.max(1, bounds.x1 - bounds.x0);
  const bh = Math.max(1, bounds.y1 - bounds.y0);
  const scale = Math.min(
    MAX_SCALE,
    Math.max(MIN_SCALE, Math.min((width - 2 * margin) / bw, (height - 2 * margin) / bh)),
  );
  return {
    scale,
    tx: (width - bw * scale) / 2 - bounds.x0 * scale,
    ty: (height - bh * scale) / 2 - bounds.y0 * scale,
  };
}
