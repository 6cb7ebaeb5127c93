import { describe, expect, it } from "vitest";
import { aiShaped, expectPerfect, instance, ticking, unlimited } from "../engine/test-instances.ts";
import { coverPacking } from "./coverPacking.ts";

describe("cover packing (perfect packing by exact cover, most constrained long piece first)", () => {
  it("finds a perfect packing with one and two short pieces to a long one and a bar of short pieces only", () => {
    // Bars of 20: {12, 8}, {11, 5, 4}, {7, 7, 6}: the 11 needs the 5 and the 4, the 12 the 8.
    const inst = instance(20, [12, 11, 8, 7, 7, 6, 5, 4]);
    expectPerfect(inst, coverPacking(inst, 3, unlimited()), 3);
  });

  it("splits the short pieces left over two bars of short pieces only", () => {
    // {13, 7}, {7, 7, 6}, {10, 10}: two bars hold no long piece.
    const inst = instance(20, [13, 10, 10, 7, 7, 7, 6]);
    expectPerfect(inst, coverPacking(inst, 3, unlimited()), 3);
  });

  it("repairs a dead end: a long piece whose bar needs four short pieces", () => {
    // Bars of 20: {12, 8} and {11, 3, 2, 2, 2}. No bar of the 11 with one to three short
    // pieces adds up to 20 (11 + 3 + 2 + 2 = 18), so the cover alone ends there; the repair
    // hands the pieces left to the bin-completion search, which fills the 11 with four.
    const inst = instance(20, [12, 11, 8, 3, 2, 2, 2]);
    expectPerfect(inst, coverPacking(inst, 2, unlimited()), 2);
    expect(coverPacking(inst, 2, unlimited(), { repair: false })).toBeNull();
  });

  it("finds nothing when the pieces add up but no perfect packing exists", () => {
    // 7 + 7 + 7 + 4 + 5 = 30 = 3 bars of 10, but each 7 needs a 3.
    expect(coverPacking(instance(10, [7, 7, 7, 4, 5]), 3, unlimited())).toBeNull();
    // The pieces do not add up to the bars: no perfect packing to look for.
    expect(coverPacking(instance(10, [7, 3, 5]), 2, unlimited())).toBeNull();
  });

  it("stops at the deadline with nothing", () => {
    const inst = instance(20, [12, 11, 8, 7, 7, 6, 5, 4]);
    expect(coverPacking(inst, 3, { now: ticking(), deadline: -1 })).toBeNull();
  });

  it("finds the perfect packing of 60 AI-shaped bars: a long piece and two or three short ones each", () => {
    // each bar a long piece and the rest cut in two or three
    const bar = (long: number, rand: () => number): number[] => {
      const sizes: number[] = [];
      let rest = 2000 - long;
      const parts = rand() < 0.2 ? 3 : 2;
      for (let p = 1; p < parts; p++) {
        const cut = Math.max(1, Math.round(rest * (0.2 + 0.3 * rand())));
        sizes.push(cut);
        rest -= cut;
      }
      return [...sizes, long, rest];
    };
    for (const seed of [3, 8, 21]) {
      const inst = instance(2000, aiShaped(seed, 2000, 60, bar, 5));
      expectPerfect(inst, coverPacking(inst, 60, unlimited()), 60);
    }
  });
});
