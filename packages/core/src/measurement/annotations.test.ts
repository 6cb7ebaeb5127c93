import { describe, expect, it } from "vitest";
import { type Annotation, annotationProblem, arrowHead, dimensionMarks, onPicture } from "./annotations.ts";

const close = (v: { x: number; y: number }, x: number, y: number) => {
  expect(v.x).toBeCloseTo(x, 3);
  expect(v.y).toBeCloseTo(y, 3);
};

describe("an arrow's head", () => {
  it("opens 30° each side of the shaft, back from the tip", () => {
    // shaft (0,0) → (100,0), head 20 long: 100 − 20·cos 30° = 82.679…, ±20·sin 30° = ±10
    const head = arrowHead({ x: 0, y: 0 }, { x: 100, y: 0 }, 20);
    expect(head).not.toBeNull();
    const [a, b] = head as NonNullable<typeof head>;
    close(a, 82.6795, -10);
    close(b, 82.6795, 10);
  });

  it("points down a vertical shaft", () => {
    // (50,0) → (50,40), head 10: tip at y 40, ends at y 40 − 10·cos 30° = 31.34, x 50 ± 5
    const [a, b] = arrowHead({ x: 50, y: 0 }, { x: 50, y: 40 }, 10) ?? [];
    expect([a?.x, b?.x].map((x) => Math.round((x ?? 0) * 100) / 100).sort()).toEqual([45, 55]);
    expect(a?.y).toBeCloseTo(31.3397, 3);
  });

  it("has none on an arrow of no length", () => {
    expect(arrowHead({ x: 3, y: 3 }, { x: 3, y: 3 }, 10)).toBeNull();
  });
});

describe("a dimension line", () => {
  it("has ticks across each end and its value above the middle", () => {
    // (0,100) → (200,100): ticks 10 long, x 0 and 200 from y 95 to 105; value 12 above (y 88) at x 100
    const m = dimensionMarks({ x: 0, y: 100 }, { x: 200, y: 100 }, 10, 12);
    expect(m).not.toBeNull();
    const { ticks, label } = m as NonNullable<typeof m>;
    close(ticks[0][0], 0, 105);
    close(ticks[0][1], 0, 95);
    close(ticks[1][1], 200, 95);
    close(label, 100, 88);
    expect(label.angle).toBeCloseTo(0, 6);
  });

  it("drawn right to left reads the same way up", () => {
    // (200,100) → (0,100): the value still above (y 88), not turned upside down (angle 0)
    const m = dimensionMarks({ x: 200, y: 100 }, { x: 0, y: 100 }, 10, 12);
    close(m?.label ?? { x: 0, y: 0 }, 100, 88);
    expect(Math.abs(m?.label.angle ?? 1)).toBeCloseTo(0, 6);
  });

  it("turns with a vertical line and writes beside it", () => {
    // (0,0) → (0,100): turned +90° (read top to bottom), so the text's top faces +x: offset 12 → x 12;
    // drawn upwards (0,100) → (0,0) it is turned the same way (−90° would be +90° upside down)
    const m = dimensionMarks({ x: 0, y: 0 }, { x: 0, y: 100 }, 10, 12);
    expect(m?.label.angle).toBeCloseTo(Math.PI / 2, 6);
    const up = dimensionMarks({ x: 0, y: 100 }, { x: 0, y: 0 }, 10, 12);
    expect(up?.label.angle).toBeCloseTo(Math.PI / 2, 6);
    close(up?.label ?? { x: 0, y: 0 }, 12, 50);
    close(m?.label ?? { x: 0, y: 0 }, 12, 50);
  });
});

describe("the marks' rules", () => {
  const base = { id: "a", colour: "#e53935" } as const;
  it("refuses what cannot be drawn and a dimension out of range", () => {
    const p = { x: 0.5, y: 0.5 };
    expect(annotationProblem({ ...base, kind: "arrow", from: p, to: p })?.key).toBe("annotation_no_length");
    const dim = (value: number): Annotation => ({
      ...base,
      kind: "dimension",
      from: p,
      to: { x: 0.6, y: 0.5 },
      value,
    });
    expect(annotationProblem(dim(0))).toEqual({
      key: "annotation_dimension_range",
      values: { min: 1, max: 15000 },
    });
    expect(annotationProblem(dim(15_001))?.key).toBe("annotation_dimension_range");
    expect(annotationProblem(dim(1496))).toBeNull();
    expect(annotationProblem({ ...base, kind: "text", at: p, text: "  " })?.key).toBe(
      "annotation_text_empty",
    );
    expect(annotationProblem({ ...base, kind: "stroke", points: [[0.1, 0.1, 0.5]] })?.key).toBe(
      "annotation_stroke_short",
    );
  });

  it("places a photo's point on a picture of any size", () => {
    // (0.25, 0.5) on 1600 × 1200 → (400, 600); on the 4000 × 3000 original → (1000, 1500)
    expect(onPicture({ x: 0.25, y: 0.5 }, 1600, 1200)).toEqual({ x: 400, y: 600 });
    expect(onPicture({ x: 0.25, y: 0.5 }, 4000, 3000)).toEqual({ x: 1000, y: 1500 });
  });
});
