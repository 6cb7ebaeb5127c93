import type { Bom, BomLine } from "@fenestra/core";

/** Every line of a BOM, in table order. */
export function allLines(bom: Bom): BomLine[] {
  return [...bom.profiles, ...bom.glass, ...bom.addons, ...bom.holes, ...bom.money];
}

/**
 * How many BOM lines each window of the order contributes to (window = index of the order's
 * items in id order, as the server computes them). A merged line shared by windows counts for each.
 */
export function linesPerWindow(bom: Bom, windows: number): number[] {
  const counts = new Array<number>(windows).fill(0);
  for (const line of allLines(bom)) {
    const seen = new Set(line.sources.map((s) => s.window));
    for (const w of seen) if (w >= 0 && w < windows) counts[w] = (counts[w] ?? 0) + 1;
  }
  return counts;
}

/** Row errors per window. */
export function errorsPerWindow(bom: Bom, windows: number): number[] {
  const counts = new Array<number>(windows).fill(0);
  for (const e of bom.errors)
    if (e.window >= 0 && e.window < windows) counts[e.window] = (counts[e.window] ?? 0) + 1;
  return counts;
}
