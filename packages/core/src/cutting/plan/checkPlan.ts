// An independent validity check of a plan against its input: every piece cut exactly
// once, every cut inside its bar's usable length, one kerf between neighbours (less only
// where two mitred ends share a saw line), stock counts and leftovers respected.
import type { CuttingInput, PieceInput } from "../input/schema.ts";
import type { CuttingPlan } from "./types.ts";

const TOL = 1e-6;

/** Returns a list of problems (empty when the plan is valid). */
export function checkPlan(input: CuttingInput, plan: CuttingPlan): string[] {
  const problems: string[] = [];
  const kerf = input.kerf ?? 0;
  const trimStart = input.trimStart ?? 0;
  const trimEnd = input.trimEnd ?? 0;
  const byId = new Map<string, PieceInput>();
  const wanted = new Map<string, number>();
  for (const p of input.pieces) {
    byId.set(p.id, p);
    wanted.set(p.id, (wanted.get(p.id) ?? 0) + (p.count ?? 1));
  }
  const cut = new Map<string, number>();
  const stockUsed = new Map<number, number>();
  const leftoversSeen = new Set<string>();
  plan.bars.forEach((bar, b) => {
    if (bar.repeat < 1 || !Number.isInteger(bar.repeat)) problems.push(`bar ${b}: bad repeat`);
    if (bar.source === "leftover") {
      const known = input.leftovers?.find((l) => l.id === bar.leftoverId);
      if (!known || known.length !== bar.length || leftoversSeen.has(known.id) || bar.repeat !== 1)
        problems.push(`bar ${b}: leftover ${bar.leftoverId} unknown, reused or wrong length`);
      if (known) leftoversSeen.add(known.id);
    } else {
      if (!input.stock.some((s) => s.length === bar.length))
        problems.push(`bar ${b}: no stock of ${bar.length}`);
      stockUsed.set(bar.length, (stockUsed.get(bar.length) ?? 0) + bar.repeat);
    }
    let end = trimStart - kerf;
    let prev: { piece: PieceInput; flipped: boolean } | null = null;
    for (const c of bar.cuts) {
      const piece = byId.get(c.pieceId);
      if (!piece || piece.length !== c.length) {
        problems.push(`bar ${b}: unknown piece ${c.pieceId} or wrong length`);
        continue;
      }
      cut.set(c.pieceId, (cut.get(c.pieceId) ?? 0) + bar.repeat);
      const flipped = c.orientation === "flipped";
      const overlap = prev ? sharedSawLine(prev.piece, prev.flipped, piece, flipped) : 0;
      if (c.position < end + kerf - overlap - TOL)
        problems.push(`bar ${b}: ${c.pieceId} overlaps its neighbour`);
      end = c.position + c.length;
      prev = { piece, flipped };
    }
    if (end > bar.length - trimEnd + TOL) problems.push(`bar ${b}: cuts run past the usable length`);
    const remainder = Math.max(0, bar.length - trimEnd - end - kerf);
    if (bar.cuts.length > 0 && Math.abs(remainder - bar.remainder) > 0.11)
      problems.push(`bar ${b}: remainder ${bar.remainder} should be ${remainder}`);
  });
  for (const [id, n] of wanted)
    if ((cut.get(id) ?? 0) !== n) problems.push(`piece ${id}: cut ${cut.get(id) ?? 0} of ${n}`);
  for (const id of cut.keys()) if (!wanted.has(id)) problems.push(`piece ${id}: not ordered`);
  for (const s of input.stock) {
    const limit = s.count ?? null;
    const total = input.stock
      .filter((t) => t.length === s.length)
      .reduce((a, t) => a + (t.count ?? Infinity), 0);
    if (limit !== null && (stockUsed.get(s.length) ?? 0) > total)
      problems.push(`stock ${s.length}: over its count`);
  }
  return problems;
}

/** Bar length two neighbours may share: h / tan(α) when their touching mitres match. */
function sharedSawLine(a: PieceInput, aFlipped: boolean, b: PieceInput, bFlipped: boolean): number {
  if (aFlipped === bFlipped || !a.angles || !b.angles || a.height === undefined || a.height !== b.height)
    return 0;
  const angleA = aFlipped ? a.angles[0] : a.angles[1];
  const angleB = bFlipped ? b.angles[1] : b.angles[0];
  if (angleA !== angleB || angleA >= 90) return 0;
  return a.height / Math.tan((angleA * Math.PI) / 180);
}
