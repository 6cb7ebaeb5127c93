// Limits of the design model, shared by the schema (what may be stored or imported) and the
// commands (what an edit may produce), so an edit can never make a design the schema refuses.

/** Largest length of a shape, wall or bar, mm (100 m). */
export const MAX_LENGTH_MM = 100_000;
/** Largest distance of a canvas or frame coordinate from the origin, mm (1 km). */
export const MAX_COORD_MM = 1_000_000;
/** Longest code, colour, spec or hardware name. */
export const MAX_CODE_CHARS = 64;
/** Widest spacer gap of insulating glass, mm. */
export const MAX_GLASS_GAP_MM = 100;
/** Most hinges on one sash. */
export const MAX_HINGES = 10;

/** Highest sill a frame may be given above the floor, mm (10 m: a high window of a tall hall). */
export const MAX_SILL_HEIGHT_MM = 10_000;
/** A sill height the model accepts: 0 to MAX_SILL_HEIGHT_MM mm. */
export const isSillHeight = (v: number): boolean => Number.isFinite(v) && v >= 0 && v <= MAX_SILL_HEIGHT_MM;

/** Longest note (SPEC §9). */
export const MAX_NOTE_CHARS = 200;

/** A finite coordinate within the canvas, mm. */
export const isCoord = (v: number): boolean => Number.isFinite(v) && Math.abs(v) <= MAX_COORD_MM;
/** A length above zero and at most MAX_LENGTH_MM. */
export const isLength = (v: number): boolean => Number.isFinite(v) && v > 0 && v <= MAX_LENGTH_MM;
/** A code or name short enough to store. */
export const isCode = (s: string): boolean => typeof s === "string" && s.length <= MAX_CODE_CHARS;

/** SPEC §5 "face A and B colour cannot be empty": a colour short enough to store, not blank. */
export const isFaceColour = (s: string): boolean => isCode(s) && s.trim() !== "";
