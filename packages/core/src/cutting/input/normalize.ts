// Turn a validated input into the integer instance the solver works on. Lengths become
// integers (tenths of a millimetre when the input has decimals) and the kerf is folded in:
// a bar of usable length U = length − trimStart − trimEnd holds pieces p₁…pₙ when
// Σp + (n − 1)·kerf ≤ U, i.e. Σ(p + kerf) ≤ U + kerf.
import type { Instance } from "../engine/model.ts";
import { type CuttingIssue, fail, type Result } from "./issues.ts";
import { MAX_BAR_LENGTH_MM, MAX_DISTINCT_LENGTHS, MAX_PIECES_PER_GROUP } from "./limits.ts";
import { anglesAndHeight, chooseNestingClass, type NestingClass, pieceNestingKey } from "./nestingClass.ts";
import type { CuttingInput } from "./schema.ts";

/** What one bar type of the instance stands for. */
export interface BarSource {
  source: "stock" | "leftover";
  lengthMm: number;
  /** Ids of the warehouse leftovers behind this type (one per bar), in use order. */
  leftoverIds: string[];
}

/** One piece to cut, as the input named it. */
export interface PieceRef {
  index: number;
  id: string;
  lengthMm: number;
  label?: string;
  nestable: boolean;
}

export interface Problem {
  instance: Instance;
  /** Integer units per millimetre (1 or 10). */
  scale: number;
  kerfMm: number;
  trimStartMm: number;
  trimEndMm: number;
  minLeftoverMm: number;
  bars: BarSource[];
  /** The pieces behind each item type of the instance. */
  pieces: PieceRef[][];
  nesting: NestingClass | null;
}

export function normalize(input: CuttingInput): Result<Problem> {
  const kerfMm = input.kerf ?? 0;
  const trimStartMm = input.trimStart ?? 0;
  const trimEndMm = input.trimEnd ?? 0;
  const leftovers = input.leftovers ?? [];
  const totalPieces = input.pieces.reduce((s, p) => s + (p.count ?? 1), 0);
  if (totalPieces > MAX_PIECES_PER_GROUP)
    return fail("too_much_data", "pieces", `${totalPieces} pieces > ${MAX_PIECES_PER_GROUP}`);
  const allLengths = [
    kerfMm,
    trimStartMm,
    trimEndMm,
    ...input.stock.map((s) => s.length),
    ...leftovers.map((l) => l.length),
    ...input.pieces.map((p) => p.length),
  ];
  const tooLong = allLengths.findIndex((v) => v > MAX_BAR_LENGTH_MM);
  if (tooLong >= 0) return fail("too_much_data", "", `length above ${MAX_BAR_LENGTH_MM} mm`);
  const scale = allLengths.every((v) => Number.isInteger(v)) ? 1 : 10;
  const u = (mm: number) => Math.round(mm * scale);
  const kerf = u(kerfMm);
  const trims = u(trimStartMm) + u(trimEndMm);
  const useNesting = input.nesting ?? anglesAndHeight(input.pieces);
  const nesting = useNesting ? chooseNestingClass(input.pieces) : null;
  const nestKey = nesting ? `${nesting.angle}|${nesting.height}` : null;
  const saving = nesting ? Math.floor(nesting.savingMm * scale) : 0;

  const issues: CuttingIssue[] = [];
  const bars: BarSource[] = [];
  const instance: Instance = { items: [], bars: [] };
  input.stock.forEach((s, k) => {
    const usable = u(s.length) - trims;
    if (usable <= 0) issues.push({ code: "bar_shorter_than_trims", path: `stock.${k}.length` });
    instance.bars.push({
      capacity: usable + kerf - saving,
      cost: s.cost ?? 1,
      limit: s.count ?? null,
      stock: true,
    });
    bars.push({ source: "stock", lengthMm: s.length, leftoverIds: [] });
  });
  const byLength = new Map<number, BarSource>();
  for (const l of leftovers) {
    const usable = u(l.length) - trims;
    if (usable <= 0) continue; // too short to hold anything: simply not used
    const known = byLength.get(l.length);
    if (known) {
      known.leftoverIds.push(l.id);
      instance.bars[bars.indexOf(known)]!.limit! += 1;
      continue;
    }
    const src: BarSource = { source: "leftover", lengthMm: l.length, leftoverIds: [l.id] };
    byLength.set(l.length, src);
    bars.push(src);
    instance.bars.push({ capacity: usable + kerf - saving, cost: 0, limit: 1, stock: false });
  }
  if (issues.length > 0) return { ok: false, issues };

  const maxCap = Math.max(...instance.bars.map((b) => b.capacity));
  const itemOf = new Map<number, number>();
  const pieces: PieceRef[][] = [];
  input.pieces.forEach((p, index) => {
    const nestable = nestKey !== null && pieceNestingKey(p) === nestKey;
    const size = u(p.length) + kerf - (nestable ? saving : 0);
    if (size > maxCap) {
      issues.push({ code: "piece_too_long", path: `pieces.${index}.length` });
      return;
    }
    let item = itemOf.get(size);
    if (item === undefined) {
      item = instance.items.length;
      itemOf.set(size, item);
      instance.items.push({ size, demand: 0 });
      pieces.push([]);
    }
    const ref: PieceRef = { index, id: p.id, lengthMm: p.length, nestable };
    if (p.label !== undefined) ref.label = p.label;
    for (let c = 0; c < (p.count ?? 1); c++) pieces[item]!.push(ref);
    instance.items[item]!.demand += p.count ?? 1;
  });
  if (issues.length > 0) return { ok: false, issues };
  if (instance.items.length > MAX_DISTINCT_LENGTHS)
    return fail("too_much_data", "pieces", `${instance.items.length} distinct lengths`);
  const problem: Problem = {
    instance,
    scale,
    kerfMm,
    trimStartMm,
    trimEndMm,
    minLeftoverMm: input.minLeftover ?? 0,
    bars,
    pieces,
    nesting: saving > 0 ? nesting : null,
  };
  return { ok: true, value: problem };
}
