import { demoSeries } from "@fenestra/core/series/demo/index";
import { describe, expect, it } from "vitest";
import { templateDesign, withSeries } from "./design-sources.ts";

describe("a library template tested against a series", () => {
  const design = templateDesign("builtin:casement-2")!;

  it("is drawn in that series, in a colour it offers: a Chinese series' first, not the template's white", () => {
    const [frame] = withSeries(design, 7, demoSeries("zh-CN")["alu-tb60-casement"]).frames;
    expect(frame).toMatchObject({ seriesId: "7", colors: { a: "银色", b: "银色" } });
    const [english] = withSeries(design, 7, demoSeries("en-US")["alu-tb60-casement"]).frames;
    expect(english?.colors).toEqual({ a: "white", b: "white" });
  });
});
