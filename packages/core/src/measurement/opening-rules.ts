// The rules of one measured opening (issue 31; docs/measurement.md): width and height are taken
// at three points each and the smallest is used, as fitters do (the window must pass the
// narrowest point); both diagonals show how far out of square the opening is; wall thickness,
// sill height and reveal depth are recorded. All lengths in mm. A value that cannot be is refused
// with a message key at its field (never clamped); a value not measured yet is null.

/** The fields of an opening a measurer records (and a change names, see change-merge.ts). */
export const OPENING_NUMBER_FIELDS = [
  "width1",
  "width2",
  "width3",
  "height1",
  "height2",
  "height3",
  "diagonal1",
  "diagonal2",
  "wallThickness",
  "sillHeight",
  "revealDepth",
] as const;
export type OpeningNumberField = (typeof OPENING_NUMBER_FIELDS)[number];

export const OPENING_TEXT_FIELDS = ["room", "position", "templateKey", "color", "note"] as const;
export type OpeningTextField = (typeof OPENING_TEXT_FIELDS)[number];

/** All fields, "removed" being the opening's deletion (a field like the others, so it syncs). */
export const OPENING_FIELDS = [...OPENING_NUMBER_FIELDS, ...OPENING_TEXT_FIELDS, "removed"] as const;
export type OpeningField = (typeof OPENING_FIELDS)[number];

export type Opening = { [K in OpeningNumberField]: number | null } & {
  [K in OpeningTextField]: string;
} & { removed: boolean };

/** An opening nothing has been recorded in yet. */
export function emptyOpening(): Opening {
  const numbers = Object.fromEntries(OPENING_NUMBER_FIELDS.map((f) => [f, null])) as {
    [K in OpeningNumberField]: null;
  };
  return { ...numbers, room: "", position: "", templateKey: "", color: "", note: "", removed: false };
}

/**
 * The range of each measured length, mm. A side of an opening: 100 mm (a small vent) to 10 m;
 * a diagonal: up to 15 m (the diagonal of 10 m × 10 m is 14.1 m); a wall up to 1 m thick; a sill
 * up to 10 m above the floor; a reveal up to 1 m deep (and never deeper than the wall).
 */
export const MEASURE_LIMITS = {
  side: { min: 100, max: 10_000 },
  diagonal: { min: 100, max: 15_000 },
  wallThickness: { min: 0, max: 1_000 },
  sillHeight: { min: 0, max: 10_000 },
  revealDepth: { min: 0, max: 1_000 },
} as const;

/** Longest text of each text field (a template key names "builtin:…" or "user:<id>"). */
export const MEASURE_TEXT_MAX: Record<OpeningTextField, number> = {
  room: 50,
  position: 50,
  templateKey: 64,
  color: 64,
  note: 200,
};

/**
 * Out of square: the two diagonals of a true rectangle are equal; fitters accept a difference of
 * up to 3 mm (a frame packs and shims that much out), beyond it the opening is flagged.
 */
export const SQUARENESS_TOLERANCE_MM = 3;

const LIMIT_OF: Record<OpeningNumberField, keyof typeof MEASURE_LIMITS> = {
  width1: "side",
  width2: "side",
  width3: "side",
  height1: "side",
  height2: "side",
  height3: "side",
  diagonal1: "diagonal",
  diagonal2: "diagonal",
  wallThickness: "wallThickness",
  sillHeight: "sillHeight",
  revealDepth: "revealDepth",
};

/** A refusal at a field: the message key and the values it shows. */
export type MeasureProblem = { field: OpeningField; key: string; params: Record<string, number> };

/** The message key refusing a value out of each range. */
const RANGE_KEYS: Record<keyof typeof MEASURE_LIMITS, string> = {
  side: "measure.side_range",
  diagonal: "measure.diagonal_range",
  wallThickness: "measure.wallThickness_range",
  sillHeight: "measure.sillHeight_range",
  revealDepth: "measure.revealDepth_range",
};

/** The message key and range of one number field (for the form's hint and the refusal). */
export function rangeOf(field: OpeningNumberField): { key: string; min: number; max: number } {
  const limit = LIMIT_OF[field];
  return { key: RANGE_KEYS[limit], ...MEASURE_LIMITS[limit] };
}

/** The refusal of one field's value on its own (range, type, length), or null when it may be stored. */
export function fieldProblem(field: OpeningField, value: unknown): MeasureProblem | null {
  if (field === "removed") {
    return typeof value === "boolean" ? null : { field, key: "validation.invalid", params: {} };
  }
  if ((OPENING_TEXT_FIELDS as readonly string[]).includes(field)) {
    const max = MEASURE_TEXT_MAX[field as OpeningTextField];
    return typeof value === "string" && value.length <= max
      ? null
      : { field, key: "measure.text_length", params: { max } };
  }
  if (value === null) return null;
  const { key, min, max } = rangeOf(field as OpeningNumberField);
  return typeof value === "number" && Number.isFinite(value) && value >= min && value <= max
    ? null
    : { field, key, params: { min, max } };
}

/** The smallest of the points measured so far (null when none is): the size the window is made to. */
export function usedSize(points: readonly (number | null)[]): number | null {
  const taken = points.filter((p): p is number => p !== null);
  return taken.length === 0 ? null : Math.min(...taken);
}

export type Squareness = { difference: number; outOfSquare: boolean };

/** How far the diagonals differ, and whether that is beyond the tolerance; null until both are taken. */
export function squareness(
  diagonal1: number | null,
  diagonal2: number | null,
  tolerance = SQUARENESS_TOLERANCE_MM,
): Squareness | null {
  if (diagonal1 === null || diagonal2 === null) return null;
  // in tenths of a millimetre, so 2.6 − 2.3 is 0.3 and not 0.2999…
  const difference = Math.abs(Math.round(diagonal1 * 10) - Math.round(diagonal2 * 10)) / 10;
  return { difference, outOfSquare: difference > tolerance };
}

/** What an opening's measurements come to: the sizes used and its squareness. */
export type OpeningSizes = { width: number | null; height: number | null; squareness: Squareness | null };

export function openingSizes(o: Opening): OpeningSizes {
  return {
    width: usedSize([o.width1, o.width2, o.width3]),
    height: usedSize([o.height1, o.height2, o.height3]),
    squareness: squareness(o.diagonal1, o.diagonal2),
  };
}

/** An opening's figures as the screens show them: the sizes used, the diagonals' difference, the flag. */
export function openingFigures(o: Opening) {
  const sizes = openingSizes(o);
  return {
    width: sizes.width,
    height: sizes.height,
    diagonalDifference: sizes.squareness?.difference ?? null,
    outOfSquare: sizes.squareness?.outOfSquare ?? false,
  };
}

/**
 * Every refusal of an opening: each field's own (fieldProblem), then those between fields — a
 * diagonal of a four-sided opening is longer than its longer side and shorter than width plus
 * height (the triangle it closes), and the reveal is no deeper than the wall.
 */
export function openingProblems(o: Opening): MeasureProblem[] {
  const problems: MeasureProblem[] = [];
  for (const field of OPENING_FIELDS) {
    const p = fieldProblem(field, o[field]);
    if (p) problems.push(p);
  }
  if (problems.length > 0) return problems;
  const { width, height } = openingSizes(o);
  if (width !== null && height !== null) {
    const min = Math.max(width, height);
    const max = width + height;
    for (const field of ["diagonal1", "diagonal2"] as const) {
      const d = o[field];
      if (d !== null && (d <= min || d >= max)) {
        problems.push({ field, key: "measure.diagonal_impossible", params: { min, max } });
      }
    }
  }
  if (o.revealDepth !== null && o.wallThickness !== null && o.revealDepth > o.wallThickness) {
    problems.push({
      field: "revealDepth",
      key: "measure.reveal_over_wall",
      params: { max: o.wallThickness },
    });
  }
  return problems;
}

/** Measured enough to be made: width and height at all three points. */
export function isOpeningMeasured(o: Opening): boolean {
  return [o.width1, o.width2, o.width3, o.height1, o.height2, o.height3].every((v) => v !== null);
}

export function isOpeningField(value: string): value is OpeningField {
  return (OPENING_FIELDS as readonly string[]).includes(value);
}
