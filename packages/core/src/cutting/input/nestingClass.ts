// Mitre nesting: pieces whose two ends are cut at the same angle α < 90° and that share a
// profile height h can be laid head-to-tail (alternately flipped) so that neighbours share
// one saw line; each shared line saves h / tan(α) of bar length.
import type { PieceInput } from "./schema.ts";

export interface NestingClass {
  angle: number;
  height: number;
  /** Bar length saved per shared saw line, in millimetres: height / tan(angle). */
  savingMm: number;
}

export function pieceNestingKey(p: PieceInput): string | null {
  if (!p.angles || p.height === undefined) return null;
  const [a, b] = p.angles;
  if (a !== b || a >= 90) return null;
  return `${a}|${p.height}`;
}

/** The class saving most length in total, or null if no piece can nest. */
export function chooseNestingClass(pieces: PieceInput[]): NestingClass | null {
  const totals = new Map<string, number>();
  let best: NestingClass | null = null;
  let bestTotal = 0;
  for (const p of pieces) {
    const key = pieceNestingKey(p);
    if (key === null) continue;
    const angle = p.angles![0];
    const saving = p.height! / Math.tan((angle * Math.PI) / 180);
    const total = (totals.get(key) ?? 0) + saving * (p.count ?? 1);
    totals.set(key, total);
    if (total > bestTotal) {
      bestTotal = total;
      best = { angle, height: p.height!, savingMm: saving };
    }
  }
  return best;
}

export function anglesAndHeight(pieces: PieceInput[]): boolean {
  return pieces.some((p) => p.angles !== undefined && p.height !== undefined);
}
