/** Money is stored in integer fen (1/100 yuan) and shown with 2 decimals (DESIGN.md §2). */
export function fenToYuan(fen: number): string {
  return (fen / 100).toFixed(2);
}
