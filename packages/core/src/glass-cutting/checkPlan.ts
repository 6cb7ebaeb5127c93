// What every glass-sheet plan must hold, checked independently of the packer (tests, benchmark):
// each pane of the input placed once at its size (turned only where the glass allows), inside the
// sheet's trim, no two overlapping, and the sheet separable by guillotine cuts alone.
import { usableSheet } from "./lowerBound.ts";
import type { GlassSheetInput, GlassSheetPlan, Rect } from "./types.ts";

/**
 * Whether the rectangles can be parted by straight cuts right across their region, recursively
 * (a guillotine pattern): some line along x or y crosses none of them and has some on each side.
 */
export function isGuillotine(rects: readonly Rect[]): boolean {
  if (rects.length <= 1) return true;
  for (const axis of ["x", "y"] as const) {
    const start = (r: Rect) => (axis === "x" ? r.x : r.y);
    const end = (r: Rect) => (axis === "x" ? r.x + r.width : r.y + r.height);
    const sorted = [...rects].sort((a, b) => start(a) - start(b));
    let reach = end(sorted[0] as Rect);
    for (let i = 1; i < sorted.length; i++) {
      const r = sorted[i] as Rect;
      if (reach <= start(r)) return isGuillotine(sorted.slice(0, i)) && isGuillotine(sorted.slice(i));
      reach = Math.max(reach, end(r));
    }
  }
  return false;
}

function overlap(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The plan's faults as sentences (empty when it is sound). */
export function checkGlassSheetPlan(input: GlassSheetInput, plan: GlassSheetPlan): string[] {
  const faults: string[] = [];
  const { width: W, height: H } = usableSheet(input);
  const want = new Map(input.panes.map((p) => [p.id, p]));
  const seen = new Set<string>();
  const stock = new Map((input.remnants ?? []).map((r) => [r.id, r]));
  const usedStock = new Set<string>();
  plan.sheets.forEach((sheet, s) => {
    const all: Rect[] = [...sheet.panes, ...sheet.remnants];
    // a new sheet is cut inside its trim; a stock remnant (cut edges) from its own corner
    let box = { x: input.trim, y: input.trim, width: W, height: H };
    if (sheet.fromRemnant !== undefined) {
      const r = stock.get(sheet.fromRemnant);
      if (!r) faults.push(`sheet ${s + 1}: remnant ${sheet.fromRemnant} is not in stock`);
      else if (r.width !== sheet.width || r.height !== sheet.height)
        faults.push(`sheet ${s + 1}: remnant ${sheet.fromRemnant} is not its size`);
      if (usedStock.has(sheet.fromRemnant)) faults.push(`remnant ${sheet.fromRemnant} is used twice`);
      usedStock.add(sheet.fromRemnant);
      box = { x: 0, y: 0, width: r?.width ?? 0, height: r?.height ?? 0 };
    } else if (sheet.width !== input.sheet.width || sheet.height !== input.sheet.height)
      faults.push(`sheet ${s + 1}: not the glass's sheet size`);
    for (const p of sheet.panes) {
      const key = `${p.pane}#${p.copy}`;
      const pane = want.get(p.pane);
      if (!pane || p.copy < 1 || p.copy > (pane.count ?? 1))
        faults.push(`sheet ${s + 1}: ${key} is not ordered`);
      else {
        const w = p.rotated ? pane.height : pane.width;
        const h = p.rotated ? pane.width : pane.height;
        if (p.width !== w || p.height !== h) faults.push(`sheet ${s + 1}: ${key} is cut at the wrong size`);
        if (p.rotated && !input.rotatable)
          faults.push(`sheet ${s + 1}: ${key} is turned on glass with a grain`);
      }
      if (seen.has(key)) faults.push(`${key} is cut twice`);
      seen.add(key);
    }
    for (const r of all)
      if (
        r.x < box.x ||
        r.y < box.y ||
        r.x + r.width > box.x + box.width ||
        r.y + r.height > box.y + box.height
      )
        faults.push(`sheet ${s + 1}: a piece at ${r.x},${r.y} is outside the trimmed sheet`);
    for (let i = 0; i < all.length; i++)
      for (let j = i + 1; j < all.length; j++)
        if (overlap(all[i] as Rect, all[j] as Rect))
          faults.push(`sheet ${s + 1}: pieces ${i + 1} and ${j + 1} overlap`);
    if (!isGuillotine(all)) faults.push(`sheet ${s + 1}: not cut by guillotine cuts alone`);
  });
  for (const p of input.panes)
    for (let k = 1; k <= (p.count ?? 1); k++)
      if (!seen.has(`${p.id}#${k}`)) faults.push(`${p.id}#${k} is not cut`);
  return faults;
}
