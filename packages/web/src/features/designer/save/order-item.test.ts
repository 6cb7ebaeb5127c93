import { describe, expect, it } from "vitest";
import { twoPanelCasement } from "../export/test-design.ts";
import { orderItemFromDesign } from "./order-item.ts";

describe("order item from a drawing", () => {
  it("records the overall size, area, series, colour and glass of the drawing with the order fields", () => {
    const e = twoPanelCasement();
    e.run("setColors", { frameId: e.design.frames[0]!.id, a: "RAL9016", b: "oak" });
    const item = orderItemFromDesign(
      e.design,
      e.layout,
      { windowNo: "C2", count: 3, installPosition: "kitchen", note: "n" },
      "design",
    );
    expect(item).toMatchObject({
      windowNo: "C2",
      count: 3,
      installPosition: "kitchen",
      width: 1500,
      height: 1400,
      area: 2.1,
      seriesId: "default",
      color: "RAL9016/oak",
      glass: "5+12A+5",
      origin: "design",
    });
    expect(item.design).toBe(e.design);
  });

  it("spans all frames when there are several", () => {
    const e = twoPanelCasement();
    e.run("cloneFrame", { frameId: e.design.frames[0]!.id, gap: 100 });
    const item = orderItemFromDesign(
      e.design,
      e.layout,
      { windowNo: "", count: 1, installPosition: "", note: "" },
      "design",
    );
    expect(item.width).toBe(3100);
    expect(item.area).toBeCloseTo(4.2);
  });
});
