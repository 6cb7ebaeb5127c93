// The marks a measurer draws over a photo of an opening (issue 31, docs/measurement.md): arrows,
// dimension lines with their value, text and free strokes. They are kept as vectors over the
// original photo, each point a fraction of the photo's width and height (0 to 1), so they fit
// the photo at any size it is shown (the working canvas is a downscaled copy). This file holds
// their limits and the geometry every drawing of them shares (canvas, flattened image).

export const ANNOTATION_KINDS = ["arrow", "dimension", "text", "stroke"] as const;
export type AnnotationKind = (typeof ANNOTATION_KINDS)[number];

/** The pens: red, yellow, blue, black, white (seen on a bright wall and on a dark reveal). */
export const ANNOTATION_COLOURS = ["#e53935", "#fdd835", "#1e88e5", "#000000", "#ffffff"] as const;
export type AnnotationColour = (typeof ANNOTATION_COLOURS)[number];

export const ANNOTATION_LIMITS = {
  /** Marks on one photo. */
  perPhoto: 200,
  /** Characters of one text mark. */
  text: 100,
  /** Points of one free stroke (a long scribble at 60 points a second is about 30 s). */
  strokePoints: 2000,
  /** A dimension's value, mm (the longest opening length, a diagonal, is at most 15 000). */
  dimensionMin: 1,
  dimensionMax: 15_000,
} as const;

/** A point on the photo: x and y as fractions of its width and height (0 to 1). */
export type Point = { x: number; y: number };

export type Annotation =
  | { kind: "arrow"; id: string; colour: AnnotationColour; from: Point; to: Point }
  | { kind: "dimension"; id: string; colour: AnnotationColour; from: Point; to: Point; value: number }
  | { kind: "text"; id: string; colour: AnnotationColour; at: Point; text: string }
  /** points: [x, y, pressure 0 to 1], as the pen gave them. */
  | { kind: "stroke"; id: string; colour: AnnotationColour; points: [number, number, number][] };

export type Vec = { x: number; y: number };

const length = (a: Vec, b: Vec) => Math.hypot(b.x - a.x, b.y - a.y);

/**
 * The two ends of an arrow's head at `to` (in the coordinates given: the canvas's pixels), each
 * `size` long and `HEAD_ANGLE` off the shaft; null for an arrow of no length.
 */
export const HEAD_ANGLE = Math.PI / 6;
export function arrowHead(from: Vec, to: Vec, size: number): [Vec, Vec] | null {
  const len = length(from, to);
  if (len === 0) return null;
  const back = Math.atan2(from.y - to.y, from.x - to.x);
  const end = (turn: number) => ({
    x: to.x + size * Math.cos(back + turn),
    y: to.y + size * Math.sin(back + turn),
  });
  return [end(HEAD_ANGLE), end(-HEAD_ANGLE)];
}

/**
 * A dimension line's drawing: the ticks across each end (`tick` long, centred on the end) and
 * where its value is written: the middle, `offset` off the line on the side the text's top faces
 * (above a level line), turned with the line but never upside down (angle in radians, over -π/2 up to π/2).
 */
export function dimensionMarks(from: Vec, to: Vec, tick: number, offset: number) {
  const len = length(from, to);
  if (len === 0) return null;
  const ux = (to.x - from.x) / len;
  const uy = (to.y - from.y) / len;
  // the line's direction, turned half a turn when it would write the value upside down
  let angle = Math.atan2(uy, ux);
  if (angle > Math.PI / 2) angle -= Math.PI;
  if (angle <= -Math.PI / 2) angle += Math.PI;
  // the text's "up" at that angle (y grows downwards): (sin a, −cos a)
  const nx = Math.sin(angle);
  const ny = -Math.cos(angle);
  const across = (p: Vec): [Vec, Vec] => [
    { x: p.x - (nx * tick) / 2, y: p.y - (ny * tick) / 2 },
    { x: p.x + (nx * tick) / 2, y: p.y + (ny * tick) / 2 },
  ];
  return {
    ticks: [across(from), across(to)] as const,
    label: { x: (from.x + to.x) / 2 + nx * offset, y: (from.y + to.y) / 2 + ny * offset, angle },
  };
}

/** A point of the photo (fractions) on a picture `width` × `height` pixels. */
export const onPicture = (p: Point, width: number, height: number): Vec => ({
  x: p.x * width,
  y: p.y * height,
});

/** The mark's problem (a message key of `rules.annotation_*` and its values), or null. */
export function annotationProblem(a: Annotation): { key: string; values?: Record<string, number> } | null {
  if (a.kind === "arrow" || a.kind === "dimension") {
    if (a.from.x === a.to.x && a.from.y === a.to.y) return { key: "annotation_no_length" };
  }
  if (a.kind === "dimension") {
    const { dimensionMin: min, dimensionMax: max } = ANNOTATION_LIMITS;
    if (!(a.value >= min && a.value <= max))
      return { key: "annotation_dimension_range", values: { min, max } };
  }
  if (a.kind === "text" && a.text.trim() === "") return { key: "annotation_text_empty" };
  if (a.kind === "text" && a.text.length > ANNOTATION_LIMITS.text)
    return { key: "annotation_text_long", values: { max: ANNOTATION_LIMITS.text } };
  if (a.kind === "stroke" && a.points.length < 2) return { key: "annotation_stroke_short" };
  return null;
}
