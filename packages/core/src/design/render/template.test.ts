// A shaped pane's cut template drawn from its render model (docs/bom.md "Shaped panes"): the
// triangle 1200 × 800 in TB60 cuts 1004 × 669.3 with edges 836.7 / 1004 / 836.7; the arch
// 1400 × 1800 rise 300 has its head arc of radius 917.7.
import { describe, expect, it } from "vitest";
import { DEMO_SERIES } from "../../series/demo/index.ts";
import { seriesGeometry } from "../../series/geometry.ts";
import type { Series } from "../../series/schema.ts";
import { layout } from "../layout/layout.ts";
import type { Design, FrameShape } from "../model.ts";
import { frameDesign, glass } from "../test-designs.ts";
import { svgOfModel } from "./svg.ts";
import { templateEdgePoints, templateFontSize, templateRenderModel, templateSvg } from "./template.ts";

const tb60 = seriesGeometry(DEMO_SERIES["alu-tb60-casement"] as Series);
const frameOf = (shape: FrameShape): Design => frameDesign(shape, glass("G"));
const templateOf = (d: Design) => layout(d, tb60).fills[0]!.template;

describe("a shaped pane's template drawing", () => {
  it("draws a triangle's three cut edges with their lengths and its height (the base is the width)", () => {
    const model = templateRenderModel(
      templateOf(frameOf({ kind: "triangle", width: 1200, height: 800, apexX: 600 })),
    );
    expect(model.fills).toHaveLength(1);
    expect(model.fills[0]!.cut).toBe(true);
    expect(model.fills[0]!.polygon).toHaveLength(3);
    expect(model.dimensions.map((d) => [d.measures, d.text])).toEqual([
      ["cutEdge", "836.7"],
      ["cutEdge", "1004"],
      ["cutEdge", "836.7"],
      ["overallHeight", "669.3"],
    ]);
    // every edge's line sits outside the pane
    for (const d of model.dimensions) {
      const mid = [(d.a[0] + d.b[0]) / 2, (d.a[1] + d.b[1]) / 2] as const;
      expect(inside(model.fills[0]!.polygon, mid)).toBe(false);
    }
  });

  it("draws an arched pane's head as an arc bulging outward, labelled with its developed length and radius", () => {
    const t = templateOf(frameOf({ kind: "arch", width: 1400, height: 1800, rise: 300 }));
    const arc = t.edges.find((e) => e.radius !== undefined)!;
    const points = templateEdgePoints(arc);
    // the arc (sampled every 5° or finer) rises to the template's top, y 0, not below it
    const top = Math.min(...points.map((p) => p[1]));
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(1);
    expect(points[0]![0]).toBeCloseTo(arc.from[0], 6);
    expect(points[0]![1]).toBeCloseTo(arc.from[1], 6);
    const model = templateRenderModel(t);
    const head = model.dimensions.find((d) => d.tag?.startsWith("R "))!;
    expect(head.tag).toBe(`R ${String(Math.round(arc.radius! * 10) / 10)}`);
    expect(head.value).toBe(arc.length);
    // the head's line clears the arc's rise
    expect(Math.min(head.a[1], head.b[1])).toBeLessThan(0);
  });

  it("is written by the one SVG writer: the cut edge stroked, every figure in the drawing's bounds", () => {
    const model = templateRenderModel(
      templateOf(frameOf({ kind: "triangle", width: 1200, height: 800, apexX: 600 })),
    );
    const svg = svgOfModel(model, { title: "template", margin: 10, dimensionFontSize: 60 });
    expect(svg).toMatch(/class="fill glass cut"[^>]*stroke="#404040"/);
    expect([...svg.matchAll(/<tspan class="value">([^<]+)<\/tspan>/g)].map((m) => m[1])).toEqual([
      "836.7",
      "1004",
      "836.7",
      "669.3",
    ]);
    for (const d of model.dimensions) {
      expect(d.textAt[0]).toBeGreaterThanOrEqual(model.bounds.x0);
      expect(d.textAt[0]).toBeLessThanOrEqual(model.bounds.x1);
      expect(d.textAt[1]).toBeGreaterThanOrEqual(model.bounds.y0);
      expect(d.textAt[1]).toBeLessThanOrEqual(model.bounds.y1);
    }
  });
});

describe("templateSvg", () => {
  it("writes the figures at the size the model placed them for (8 % of the larger side)", () => {
    const t = templateOf(frameOf({ kind: "trapezoid", width: 1400, leftHeight: 800, rightHeight: 1200 }));
    const size = templateFontSize(t);
    expect(size).toBeCloseTo(Math.max(t.width, t.height) * 0.08, 6);
    const sizes = [...templateSvg(t).matchAll(/<text [^>]*font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(sizes.length).toBeGreaterThan(0);
    for (const s of sizes) expect(s).toBeCloseTo(size, 1);
  });
});

function inside(poly: readonly (readonly [number, number])[], [x, y]: readonly [number, number]): boolean {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
}
