import { DEFAULT_SERIES_GEOMETRY, emptyDesign } from "@fenestra/core";
import { Editor } from "@fenestra/core/editor/editor";
import { describe, expect, it } from "vitest";
import { cellMullionPosition, dimensionLines } from "./dimension-lines.ts";

function twoCells() {
  const e = new Editor(emptyDesign(), { geometry: DEFAULT_SERIES_GEOMETRY });
  e.run("addFrame", {
    shape: { kind: "rectangle", width: 1500, height: 1400 },
    x: 100,
    y: 0,
    seriesId: "default",
  });
  const root = e.design.frames[0]!.root.id;
  e.run("splitRegion", { regionId: root, direction: "vertical", positions: [600] });
  return e;
}

describe("dimension lines", () => {
  it("shows the frame's overall size and each cell measured to the mullion centre", () => {
    const lines = dimensionLines(twoCells().design);
    const cells = lines.filter((l) => l.target.kind === "cell").map((l) => l.value);
    expect(cells).toEqual([600, 900]);
    const w = lines.find((l) => l.target.kind === "frameWidth")!;
    expect([w.a, w.b, w.value]).toEqual([100, 1600, 1500]);
    // the overall line sits outside the cell row
    const cellRow = lines.find((l) => l.target.kind === "cell")!.at;
    expect(w.at).toBeGreaterThan(cellRow);
    expect(lines.find((l) => l.target.kind === "frameHeight")!.value).toBe(1400);
  });

  it("typing a size on the left or right cell moves the mullion so that cell gets the size", () => {
    const e = twoCells();
    const [left, right] = dimensionLines(e.design).filter((l) => l.target.kind === "cell");
    if (left?.target.kind !== "cell" || right?.target.kind !== "cell") throw new Error("no cells");
    expect(cellMullionPosition(left.target, 700)).toBe(700);
    expect(cellMullionPosition(right.target, 1000)).toBe(500);
    e.run("moveMullion", {
      mullionId: right.target.mullionId,
      position: cellMullionPosition(right.target, 1000),
    });
    expect(
      dimensionLines(e.design)
        .filter((l) => l.target.kind === "cell")
        .map((l) => l.value),
    ).toEqual([500, 1000]);
  });
});
