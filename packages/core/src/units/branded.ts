// Units carried in the types (excalidraw packages/math/src/types.ts idea): a length in
// millimetres cannot be mixed with degrees, and a point in frame coordinates cannot be
// passed where a canvas point is expected. Brands exist only at compile time.

declare const mmBrand: unique symbol;
declare const degBrand: unique symbol;
declare const frameSpace: unique symbol;
declare const canvasSpace: unique symbol;

/** A length in millimetres. */
export type Mm = number & { readonly [mmBrand]: true };
/** An angle in degrees. */
export type Deg = number & { readonly [degBrand]: true };

/** A point in millimetres relative to a frame's top-left corner (y grows downward). */
export type FramePoint = readonly [x: number, y: number] & { readonly [frameSpace]: true };
/** A point in millimetres on the design canvas (y grows downward). */
export type CanvasPoint = readonly [x: number, y: number] & { readonly [canvasSpace]: true };

/** Brands a plain number as millimetres. */
export const mm = (value: number): Mm => value as Mm;
/** Brands a plain number as degrees. */
export const deg = (value: number): Deg => value as Deg;
export const framePoint = (x: number, y: number): FramePoint => [x, y] as unknown as FramePoint;
export const canvasPoint = (x: number, y: number): CanvasPoint => [x, y] as unknown as CanvasPoint;

/** Converts a frame point to the canvas, given the frame's top-left canvas position in mm. */
export function frameToCanvas(p: FramePoint, origin: CanvasPoint): CanvasPoint {
  return canvasPoint(p[0] + origin[0], p[1] + origin[1]);
}

/** Converts a canvas point into a frame's coordinates, given the frame's top-left canvas position in mm. */
export function canvasToFrame(p: CanvasPoint, origin: CanvasPoint): FramePoint {
  return framePoint(p[0] - origin[0], p[1] - origin[1]);
}

/** Brands a computed length as millimetres, rounded to 1e-6 mm so float noise never reaches output. */
export const mmRounded = (value: number): Mm => (Math.round(value * 1e6) / 1e6) as Mm;
/** Brands a computed angle as degrees, rounded to 1e-6°. */
export const degRounded = (value: number): Deg => (Math.round(value * 1e6) / 1e6) as Deg;
