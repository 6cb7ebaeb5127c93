import { describe, expect, it } from "vitest";
import { type PickItem, pickLines, remainingOf, wholeOrEmpty } from "./pick-lines.ts";

const item = (over: Partial<PickItem>): PickItem => ({
  materialId: 1,
  category: "profile",
  code: "F001",
  name: "",
  color: "white",
  length: 6000,
  needed: 3,
  picked: 0,
  inStock: 10,
  ...over,
});

describe("pick lines", () => {
  it("what is left is needed minus picked, never below zero", () => {
    expect(remainingOf(item({ needed: 3, picked: 1 }))).toBe(2);
    expect(remainingOf(item({ needed: 3, picked: 5 }))).toBe(0);
  });

  it("a profile line carries its length, glass and hardware lines none", () => {
    const lines = pickLines(
      [item({}), item({ materialId: 2, category: "glass", code: "5+12A+5", color: "", length: 0 })],
      () => 2,
    );
    expect(lines).toEqual([
      { materialId: 1, color: "white", length: 6000, count: 2, note: "" },
      { materialId: 2, color: "", count: 2, note: "" },
    ]);
  });

  it("items outside the material list and counts that are not whole and above zero send nothing", () => {
    const items = [
      item({ materialId: null }),
      item({ materialId: 2 }),
      item({ materialId: 3 }),
      item({ materialId: 4 }),
    ];
    const counts: Record<number, number> = { 2: 0, 3: 1.5, 4: -1 };
    expect(pickLines(items, (i) => counts[i.materialId ?? 0] ?? 5)).toEqual([]);
    expect(pickLines(items, remainingOf).map((l) => l.materialId)).toEqual([2, 3, 4]);
  });

  it("a typed count is empty or whole and not below zero; 1.5 and -1 are refused, not rounded", () => {
    expect([null, undefined, 0, 3].map(wholeOrEmpty)).toEqual([true, true, true, true]);
    expect([1.5, -1, Number.NaN].map(wholeOrEmpty)).toEqual([false, false, false]);
  });
});
