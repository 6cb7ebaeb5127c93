// Turn a packing (integer patterns) into the output plan: concrete pieces on each bar in
// cutting order, mitre-nested pieces first and alternately flipped, identical bars merged.
import type { Packing } from "../engine/model.ts";
import type { PieceRef, Problem } from "../input/normalize.ts";
import type { PlanBar, PlanCut } from "./types.ts";

const round1 = (x: number) => Math.round(x * 10) / 10;

export interface BuiltBars {
  bars: PlanBar[];
  /** Bar length saved by nesting over the whole plan, mm. */
  nestingSaving: number;
}

export function buildBars(problem: Problem, packing: Packing): BuiltBars {
  const next = problem.pieces.map(() => 0);
  const leftoverNext = problem.bars.map(() => 0);
  const bars: PlanBar[] = [];
  let nestingSaving = 0;
  for (const pattern of packing) {
    const src = problem.bars[pattern.bar]!;
    const refs: PieceRef[] = [];
    pattern.counts.forEach((c, i) => {
      for (let k = 0; k < c; k++) refs.push(problem.pieces[i]![next[i]!++]!);
    });
    if (refs.length === 0) continue;
    const laid = layBar(problem, refs);
    nestingSaving += laid.saving;
    const usable = src.lengthMm - problem.trimStartMm - problem.trimEndMm;
    const remainder = round1(Math.max(0, usable - laid.consumed));
    const leftoverId =
      src.source === "leftover" ? (src.leftoverIds[leftoverNext[pattern.bar]!++] ?? null) : null;
    bars.push({
      source: src.source,
      length: src.lengthMm,
      leftoverId,
      repeat: 1,
      cuts: laid.cuts,
      remainder,
      remainderKind: remainder > 0 && remainder >= problem.minLeftoverMm ? "leftover" : "waste",
    });
  }
  return { bars: compress(bars), nestingSaving: round1(nestingSaving) };
}

/** Place pieces along one bar; `consumed` = Σ pieces + one kerf per cut − shared-cut savings. */
function layBar(problem: Problem, refs: PieceRef[]): { cuts: PlanCut[]; consumed: number; saving: number } {
  const nest = problem.nesting;
  const ordered = [
    ...refs.filter((r) => r.nestable && nest).sort((a, b) => b.lengthMm - a.lengthMm),
    ...refs.filter((r) => !(r.nestable && nest)).sort((a, b) => b.lengthMm - a.lengthMm),
  ];
  const cuts: PlanCut[] = [];
  let pos = problem.trimStartMm;
  let prevNestable = false;
  let prevFlipped = false;
  let saving = 0;
  for (const ref of ordered) {
    const chained = nest !== null && ref.nestable && prevNestable;
    const flipped: boolean = chained ? !prevFlipped : false;
    if (nest !== null && chained) {
      pos -= nest.savingMm;
      saving += nest.savingMm;
    }
    const cut: PlanCut = {
      pieceId: ref.id,
      length: ref.lengthMm,
      position: round1(pos),
      orientation: flipped ? "flipped" : "normal",
    };
    if (ref.label !== undefined) cut.label = ref.label;
    cuts.push(cut);
    pos += ref.lengthMm + problem.kerfMm;
    prevNestable = ref.nestable;
    prevFlipped = flipped;
  }
  return { cuts, consumed: pos - problem.trimStartMm, saving };
}

/** Merge identical stock bars into one entry with `repeat`. */
function compress(bars: PlanBar[]): PlanBar[] {
  const out: PlanBar[] = [];
  const byKey = new Map<string, PlanBar>();
  const sorted = [...bars].sort((a, b) => (a.source === b.source ? 0 : a.source === "leftover" ? -1 : 1));
  for (const bar of sorted) {
    if (bar.source === "leftover") {
      out.push(bar);
      continue;
    }
    const key = JSON.stringify([bar.length, bar.cuts, bar.remainder]);
    const seen = byKey.get(key);
    if (seen) seen.repeat++;
    else {
      byKey.set(key, bar);
      out.push(bar);
    }
  }
  return out;
}
