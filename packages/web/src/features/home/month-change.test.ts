import { describe, expect, it } from "vitest";
import { monthChange } from "./month-change.ts";

describe("this month against last month", () => {
  it("says up or down by a whole percent of last month", () => {
    expect(monthChange(150, 100)).toEqual({ kind: "up", percent: 50 });
    expect(monthChange(25, 100)).toEqual({ kind: "down", percent: 75 });
    expect(monthChange(0, 80)).toEqual({ kind: "down", percent: 100 });
    expect(monthChange(1001, 1000)).toEqual({ kind: "up", percent: 0 });
    expect(monthChange(2, 3)).toEqual({ kind: "down", percent: 33 });
  });
  it("calls a figure new when last month had none, and the same when nothing moved", () => {
    expect(monthChange(5, 0)).toEqual({ kind: "new" });
    expect(monthChange(0, 0)).toEqual({ kind: "same" });
    expect(monthChange(7.5, 7.5)).toEqual({ kind: "same" });
  });
});
