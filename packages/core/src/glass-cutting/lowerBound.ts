// The fewest sheets any plan of one glass could use, printed beside the plan so its gap is known.
import type { GlassSheetInput } from "./types.ts";

/** The sheet inside its trim, mm. */
export function usableSheet(input: Pick<GlassSheetInput, "sheet" | "trim">) {
  return { width: input.sheet.width - 2 * input.trim, height: input.sheet.height - 2 * input.trim };
}

/**
 * The fewest new sheets: the larger of two bounds.
 * - area: ceil((total pane area − the stock remnants' area) / usable sheet area);
 * - large panes: a pane longer than half the usable width and taller than half its height (in every
 *   way it may lie) shares a sheet with no other such pane (two rectangles on a sheet are parted by
 *   a straight line across or along it, and neither half-sheet holds one), so each takes a sheet,
 *   less those a remnant could hold (its area over the smallest such pane's, rounded down).
 */
export function sheetLowerBound(input: GlassSheetInput): number {
  const { width: W, height: H } = usableSheet(input);
  if (W <= 0 || H <= 0) return 0;
  let area = 0;
  let large = 0;
  let smallestLarge = Number.POSITIVE_INFINITY;
  for (const p of input.panes) {
    const n = p.count ?? 1;
    area += p.width * p.height * n;
    const big = (w: number, h: number) => 2 * w > W && 2 * h > H;
    if (big(p.width, p.height) && (!input.rotatable || big(p.height, p.width))) {
      large += n;
      smallestLarge = Math.min(smallestLarge, p.width * p.height);
    }
  }
  for (const r of input.remnants ?? []) {
    const a = Math.max(0, r.width) * Math.max(0, r.height);
    area -= a;
    if (large > 0) large -= Math.floor(a / smallestLarge);
  }
  // a tolerance of 1e-9 sheet: a plan that fills sheets exactly is not charged one more
  return Math.max(0, Math.ceil(area / (W * H) - 1e-9), large);
}
