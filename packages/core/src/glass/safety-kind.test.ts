import { describe, expect, it } from "vitest";
import { DEMO_SERIES } from "../series/demo/index.ts";
import type { Series } from "../series/schema.ts";
import { fillSafety, makeUpOf, safetyBuildUp, safetyOfSpec } from "./safety-kind.ts";

describe("the kind of a build-up, read from its make-up", () => {
  it.each([
    ["5+12A+5", "annealed"],
    ["5Low-E+12A+5", "annealed"],
    // one annealed leaf: that face is not safety glass
    ["5T+12A+5", "annealed"],
    ["5T+12A+5T", "toughened"],
    ["6T", "toughened"],
    ["5 钢化", "toughened"],
    ["5+0.76PVB+5", "laminated"],
    ["6+1.52SGP+6+12A+6T", "laminated"],
    ["4+12A+4+12A+4", "annealed"],
  ])("%s is %s", (spec, kind) => {
    expect(safetyOfSpec(spec)).toBe(kind);
  });

  it("strips the toughening marks to compare make-ups: 5T+12A+5T is 5+12A+5 processed", () => {
    expect(makeUpOf("5T+12A+5T")).toBe("5+12A+5");
    expect(makeUpOf("5Low-E+12A+5")).toBe("5Low-E+12A+5");
  });
});

describe("the safety build-up a series offers", () => {
  const tb60 = DEMO_SERIES["alu-tb60-casement"] as Series;
  const pvc = DEMO_SERIES["upvc-60-casement"] as Series;
  const sl90 = DEMO_SERIES["alu-sl90-sliding"] as Series;
  it("TB60 and PVC60 offer 5T+12A+5T for 5+12A+5, SL90 5T+9A+5T for 5+9A+5", () => {
    expect(safetyBuildUp(tb60.glass, "5+12A+5")?.code).toBe("G5T-12A-5T");
    expect(safetyBuildUp(pvc.glass, "5+12A+5")?.code).toBe("G5T-12A-5T");
    expect(safetyBuildUp(sl90.glass, "5+9A+5")?.code).toBe("G5T-9A-5T");
  });
  it("none for a make-up it has no safety version of (Low-E, triple, single 5)", () => {
    expect(safetyBuildUp(tb60.glass, "5Low-E+12A+5")).toBeUndefined();
    expect(safetyBuildUp(pvc.glass, "4+12A+4+12A+4")).toBeUndefined();
    expect(safetyBuildUp(sl90.glass, "5")).toBeUndefined();
  });
  it("a catalogue line's stated kind wins over its make-up", () => {
    const stated = [{ ...tb60.glass[0]!, safety: "laminated" as const }];
    expect(fillSafety(stated, "5+12A+5")).toBe("laminated");
    expect(fillSafety(tb60.glass, "G5T-12A-5T")).toBe("toughened");
  });
});
