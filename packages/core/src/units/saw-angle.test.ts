import { describe, expect, it } from "vitest";
import {
  DEFAULT_SAW_ANGLE_STEP,
  formatAngle,
  formatAngles,
  SAW_ANGLE_STEPS,
  sawAngle,
  sawAngleStepSchema,
} from "./saw-angle.ts";

describe("angles as the saw is set to them", () => {
  it("rounds a formula's angle to the nearest step of the company's saw", () => {
    expect(sawAngle(67.380135, 0.5)).toBe(67.5);
    expect(sawAngle(67.380135, 1)).toBe(67);
    expect(sawAngle(67.380135, 0.1)).toBe(67.4);
    expect(sawAngle(67.380135, 0.01)).toBe(67.38);
    expect(sawAngle(22.76, 0.5)).toBe(23);
    expect(sawAngle(22.7, 0.5)).toBe(22.5);
  });

  it("is not tipped by float noise: half a step goes up", () => {
    expect(sawAngle(22.45, 0.1)).toBe(22.5);
    expect(sawAngle(22.449999999999, 0.1)).toBe(22.5);
    expect(sawAngle(44.75, 0.5)).toBe(45);
  });

  it("prints no trailing zeros, with the degree sign, six decimals never", () => {
    expect(DEFAULT_SAW_ANGLE_STEP).toBe(0.5);
    expect(formatAngle(45, 0.5)).toBe("45°");
    expect(formatAngle(90.0000001, 0.01)).toBe("90°");
    expect(formatAngle(33.690068, 0.5)).toBe("33.5°");
    expect(formatAngles([45, 56.309932], 0.1)).toBe("45° / 56.3°");
    expect(formatAngles(undefined, 0.1)).toBe("");
    for (const step of SAW_ANGLE_STEPS) expect(formatAngle(56.309932, step)).toMatch(/^\d+(\.\d{1,2})?°$/);
  });

  it("follows an end cut square on a cleat by the words for its joint and the mitre it replaces", () => {
    const note = (style: "butt" | "coped", joint: string) => `(${style} ${joint})`;
    // the end B of a jamb whose 18.01° mitre is cut square: the saw reads 90°, the joint 18°
    expect(formatAngles([45, 90], 1, [{ end: "B", joint: 18.01, style: "butt" }], note)).toBe(
      "45° / 90° (butt 18°)",
    );
    expect(
      formatAngles(
        [90, 90],
        0.5,
        [
          { end: "A", joint: 14.31, style: "coped" },
          { end: "B", joint: 12.2, style: "coped" },
        ],
        note,
      ),
    ).toBe("90° (coped 14.5°) / 90° (coped 12°)");
    // without the words (or without acute ends) the angles alone
    expect(formatAngles([45, 90], 1, [{ end: "B", joint: 18.01, style: "butt" }])).toBe("45° / 90°");
  });

  it("accepts only the steps a saw is set in", () => {
    expect(sawAngleStepSchema.safeParse(0.5).success).toBe(true);
    expect(sawAngleStepSchema.safeParse(0.25).success).toBe(false);
    expect(sawAngleStepSchema.safeParse("0.5").success).toBe(false);
  });
});
