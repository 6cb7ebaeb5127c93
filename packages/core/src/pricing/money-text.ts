// Money is stored in integer fen (1/100 yuan) and shown in yuan with 2 decimals (SPEC §9,
// DESIGN.md §2). The one formatter of the web app, the server's messages and its exports.

/** Fen as yuan text with 2 decimals, e.g. 363400 → "3634.00". */
export function formatYuan(fen: number): string {
  return (fen / 100).toFixed(2);
}

/** Fen as a yuan number for a spreadsheet cell that carries its own 2-decimal format: 363450 → 3634.5. */
export function yuanNumber(fen: number): number {
  return Math.round(fen) / 100;
}
