import { describe, expect, it } from "vitest";
import { optimizeCutting } from "./index.ts";
import { clock, solve } from "./test-solve.ts";

describe("optimizeCutting: input errors", () => {
  it.each([
    ["zero piece length", { stock: [{ length: 6000 }], pieces: [{ id: "a", length: 0 }] }, "pieces.0.length"],
    ["negative stock", { stock: [{ length: -1 }], pieces: [{ id: "a", length: 10 }] }, "stock.0.length"],
    ["kerf as text", { stock: [{ length: 6000 }], kerf: "3", pieces: [{ id: "a", length: 10 }] }, "kerf"],
    [
      "fractional count",
      { stock: [{ length: 6000 }], pieces: [{ id: "a", length: 10, count: 1.5 }] },
      "pieces.0.count",
    ],
  ])("refuses %s", (_name, raw, path) => {
    const r = optimizeCutting(raw, { now: clock });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => [i.code, i.path])).toContainEqual(["invalid_input", path]);
  });

  it("refuses a piece longer than every bar, after trims", () => {
    const r = optimizeCutting(
      { stock: [{ length: 6000 }], trimStart: 10, trimEnd: 10, pieces: [{ id: "a", length: 5990 }] },
      { now: clock },
    );
    expect(r).toEqual({ ok: false, issues: [{ code: "piece_too_long", path: "pieces.0.length" }] });
  });

  it("reports insufficient stock when limited bars cannot hold the pieces", () => {
    const r = optimizeCutting(
      { stock: [{ length: 1000, count: 1 }], pieces: [{ id: "a", length: 600, count: 2 }] },
      { now: clock },
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0]!.code).toBe("insufficient_stock");
  });
});

describe("optimizeCutting: the fit rule", () => {
  /** Three pieces of 1000 on bars of `length`, kerf 5, 10 trimmed at each end. */
  const threePiecesOn = (length: number) =>
    solve({
      stock: [{ length }],
      kerf: 5,
      trimStart: 10,
      trimEnd: 10,
      pieces: [{ id: "a", length: 1000, count: 3 }],
    });

  it("fits n pieces when Σp + (n−1)·kerf equals the usable length exactly", () => {
    // 3·1000 + 2·5 = 3010 = 3030 − 10 − 10.
    const plan = threePiecesOn(3030);
    expect(plan.summary.stockBars).toBe(1);
    expect(plan.bars[0]!.remainder).toBe(0);
    expect(plan.bars[0]!.cuts.map((c) => c.position)).toEqual([10, 1015, 2020]);
  });

  it("needs another bar when one millimetre is missing", () => {
    expect(threePiecesOn(3029).summary.stockBars).toBe(2);
  });
});

describe("optimizeCutting: golden plan", () => {
  it("cuts a small window order onto the fewest bars and says it is optimal", () => {
    const plan = solve({
      stock: [{ length: 6000 }],
      kerf: 4,
      minLeftover: 500,
      pieces: [
        { id: "W1-top", length: 2400, count: 2 },
        { id: "W1-side", length: 1800, count: 4 },
        { id: "W2-top", length: 1200, count: 3 },
      ],
    });
    // Σ(p + 4) = 2·2404 + 4·1804 + 3·1204 = 15636 > 2·6004 → at least 3 bars.
    expect(plan.summary).toMatchObject({ stockBars: 3, lowerBound: 3, optimal: true, pieceLength: 15600 });
    const remainders = plan.bars.flatMap((b) => Array(b.repeat).fill(b.remainder));
    expect(remainders.reduce((a, b) => a + b, 0)).toBe(3 * 6000 - 15600 - 4 * 9);
  });
});
