// The plain shapes an opening kind's entry speaks of (sides, directions, points), with no import:
// the model and the layout re-export them, and the table reads them from here, so the model's
// open types can be derived from the table without a cycle between the two.

export const hingeSides = ["left", "right", "top", "bottom"] as const;
export type HingeSide = (typeof hingeSides)[number];
/** Which way a sliding group's panels slide. */
export type SlideDirection = "left" | "right" | "both";
/** How a folding group's leaves stack. */
export type FoldType = "stackLeft" | "stackRight" | "split";

export type Point = readonly [x: number, y: number];
/**
 * A vertex of an exact outline with the bulge of the edge leaving it (DXF's convention): 0 for a
 * straight edge, tan(sweep / 4) for an arc, positive when the arc turns with increasing angle
 * (clockwise on screen, y down; a y-up CAD drawing negates it).
 */
export type PathPoint = readonly [x: number, y: number, bulge: number];
/** A straight line from (x1, y1) to (x2, y2), canvas mm. */
export type Segment = readonly [x1: number, y1: number, x2: number, y2: number];
