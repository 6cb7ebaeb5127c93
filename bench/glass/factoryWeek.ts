// A factory week of glass for the benchmark: windows of random size (some ordered several times),
// split into lites by mullions and transoms; panes in three glass specs.
// Deterministic (seeded) so runs compare.
import { seededRandom } from "@fenestra/core/cutting/index";
import type { GlassPaneInput } from "@fenestra/core/glass-cutting/index";

export const SPECS = ["5 clear", "5 low-e", "6 tempered"];

/** About `target` panes (counting counts) per spec share, keyed by spec. */
export function factoryWeek(seed: number, target: number): Map<string, GlassPaneInput[]> {
  const r = seededRandom(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  const bySpec = new Map<string, GlassPaneInput[]>(SPECS.map((s) => [s, []]));
  let count = 0;
  for (let w = 1; count < target; w++) {
    // a window 900–2400 wide, 1100–1900 high; a mullion about every 800 mm, a transom at 450 mm
    // from the head of one window in three over 1,400 mm; the lites less 60 mm (fixed) or 110 mm
    // (in a sash) of frame, bead and bite
    const width = int(18, 48) * 50 + int(0, 49);
    const height = int(22, 38) * 50 + int(0, 49);
    const qty = r() < 0.6 ? 1 : int(2, 6);
    const cols = Math.ceil(width / 800);
    const top = height > 1400 && r() < 0.35 ? 450 : 0;
    const spec = SPECS[r() < 0.6 ? 0 : r() < 0.6 ? 1 : 2] as string;
    const list = bySpec.get(spec) as GlassPaneInput[];
    const add = (id: string, pw: number, ph: number) => {
      if (count >= target) return;
      const n = Math.min(qty, target - count);
      list.push({ id: `W${w}/${id}`, label: `W${w}`, width: pw, height: ph, count: n });
      count += n;
    };
    const colWidth = Math.round(width / cols);
    for (let c = 1; c <= cols; c++) {
      const sash = c % 2 === 1 && cols > 1;
      add(`${c}`, colWidth - (sash ? 110 : 60), height - top - (sash ? 110 : 60));
      if (top > 0) add(`${c}t`, colWidth - 60, top - 60);
    }
  }
  return bySpec;
}
