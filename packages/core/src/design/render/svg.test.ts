import { describe, expect, it } from "vitest";
import archJson from "../../../../../docs/examples/arch-top.design.json" with { type: "json" };
import casementJson from "../../../../../docs/examples/casement-1500x1400.design.json" with { type: "json" };
import { layout } from "../layout/layout.ts";
import { parseDesign } from "../migrate.ts";
import type { Design } from "../model.ts";
import { DEFAULT_SERIES_GEOMETRY as G } from "../series-geometry.ts";
import { dimensionLines } from "./dimensions.ts";
import { renderSvg } from "./svg.ts";

const load = (j: unknown): Design => {
  const r = parseDesign(j);
  if (!r.ok) throw new Error("bad example");
  return r.design;
};

describe("SVG drawing", () => {
  const design = load(casementJson);
  const svg = renderSvg(design, layout(design), G, { dimensions: true });

  it("draws every profile member and every fill", () => {
    expect(svg.match(/class="member /g)).toHaveLength(4 + 1 + 4 + 2 * 4); // frame, mullion, sash, beads
    expect(svg.match(/class="fill glass"/g)).toHaveLength(2);
  });

  it("has the frame and cell dimension lines with their values", () => {
    const texts = [...svg.matchAll(/<tspan class="value">([^<]+)<\/tspan>/g)].map((m) => m[1]);
    expect(texts.sort()).toEqual(["1400", "1500", "650", "650"]);
  });

  it("leaves dimensions out on request", () => {
    expect(renderSvg(design, layout(design), G, { dimensions: false })).not.toContain('class="dimension');
  });

  it("shows cm with the design's digits", () => {
    const cm = { ...design, unit: { length: "cm" as const, digits: 1 } };
    expect(renderSvg(cm, layout(cm), G, { dimensions: true })).toContain(">150.0<");
  });

  it("dimension lines carry what a typed value edits", () => {
    const lines = dimensionLines(design, G);
    expect(lines.map((l) => [l.id, l.value, l.target?.kind])).toEqual([
      ["G1:w", 650, "cell"],
      ["S1:w", 650, "cell"],
      ["F1:width", 1500, "frameWidth"],
      ["F1:height", 1400, "frameHeight"],
    ]);
  });

  it("matches the golden drawing of the arch example (review changes by eye)", async () => {
    const arch = load(archJson);
    await expect(renderSvg(arch, layout(arch), G, { dimensions: true })).toMatchFileSnapshot(
      "./__golden__/arch-top.svg",
    );
  });
});
