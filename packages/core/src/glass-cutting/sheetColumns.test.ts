import { describe, expect, it } from "vitest";
import { seededRandom } from "../cutting/engine/seededRandom.ts";
import { sheetsByColumns } from "./sheetColumns.ts";

const usable = { x: 10, y: 10, width: 1000, height: 600 };

describe("sheetsByColumns", () => {
  it("finds the sheets a perfect packing needs and places every piece once", () => {
    // per sheet 1000 × 600 = 600 000 mm²: 400 × 250 + 400 × 350 + 2 · (600 × 300) fill one exactly;
    // three of each make 3 sheets, the area bound (3 · 600 000 / 600 000 = 3)
    const sizes = [
      { w: 400, h: 250, demand: 3 },
      { w: 400, h: 350, demand: 3 },
      { w: 600, h: 300, demand: 6 },
    ];
    const r = sheetsByColumns(
      sizes,
      usable,
      false,
      [],
      { pricingTries: 2, rounds: 30, diveRounds: 2 },
      seededRandom(1),
    );
    expect(r.fixed).toHaveLength(3);
    expect(r.lp).toBeCloseTo(3, 3);
    expect([...r.left]).toEqual([0, 0, 0]);
    const placed = new Int32Array(3);
    for (const sheet of r.fixed)
      for (const p of sheet.placed) placed[p.size] = (placed[p.size] as number) + 1;
    expect([...placed]).toEqual([3, 3, 6]);
  });

  it("answers the same sheets for the same input", () => {
    const sizes = [
      { w: 330, h: 270, demand: 7 },
      { w: 480, h: 190, demand: 5 },
      { w: 250, h: 560, demand: 4 },
    ];
    const run = () =>
      sheetsByColumns(
        sizes,
        usable,
        true,
        [],
        { pricingTries: 3, rounds: 20, diveRounds: 1 },
        seededRandom(7),
      ).fixed.map((s) => s.placed);
    expect(run()).toEqual(run());
  });
});
