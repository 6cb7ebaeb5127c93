// Size limits of one optimization group (docs/cutting.md, "Limits").

/** Most pieces (counting `count`) in one profile/colour group: beyond it, "too much data". */
export const MAX_PIECES_PER_GROUP = 20_000;
/** Most distinct piece lengths in one group (rows of the LP). */
export const MAX_DISTINCT_LENGTHS = 1_000;
/** Longest bar in millimetres; bounds the knapsack tables. */
export const MAX_BAR_LENGTH_MM = 100_000;
/** Default time limit of one optimization in milliseconds. */
export const DEFAULT_TIME_LIMIT_MS = 1_800;
