// Sketch recognition (issue 32): what the image pipeline finds on a photographed hand sketch and
// what core makes of it. Coordinates are pixels of the perspective-corrected paper (x right,
// y down), so lines drawn along the paper's edges are horizontal and vertical.

export type Point = { readonly x: number; readonly y: number };
export type Segment = { readonly x1: number; readonly y1: number; readonly x2: number; readonly y2: number };
export type Box = { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number };

/**
 * An opening mark found in a cell: `apex` where two lines of a casement-type mark meet (DIN 1356 /
 * GB: they meet at the hinge side; tilt lines meet at the bottom), `arrow` a slider's arrow.
 */
export type Mark =
  | { readonly kind: "apex"; readonly side: "left" | "right" | "top" | "bottom"; readonly at: Point }
  | { readonly kind: "arrow"; readonly direction: "left" | "right"; readonly at: Point };

/** What a cell of the sketch is: a fixed pane, a sash of one of the sash kinds, or a sliding panel. */
export type CellKind =
  | { readonly kind: "fixed" }
  | {
      readonly kind: "sash";
      readonly openType: "casement" | "tiltTurn" | "awning" | "hopper";
      readonly hingeSide: "left" | "right" | "top" | "bottom";
    }
  | { readonly kind: "slide"; readonly direction: "left" | "right" };

/** The sketch's structure: nested splits (mullion positions in sketch pixels) down to cells. */
export type SketchNode =
  | { readonly kind: "cell"; readonly box: Box; readonly cell: CellKind }
  | {
      readonly kind: "split";
      readonly box: Box;
      /** As in the design model: "vertical" = vertical mullions, children left to right. */
      readonly direction: "vertical" | "horizontal";
      readonly positions: readonly number[];
      readonly children: readonly SketchNode[];
    };

export const FIXED: CellKind = { kind: "fixed" };
