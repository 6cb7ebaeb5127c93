/** Fen as yuan with 2 decimals (SPEC §9: price fields keep 2 decimals), e.g. 363400 → "3634.00". */
export function formatYuan(fen: number): string {
  return (fen / 100).toFixed(2);
}
