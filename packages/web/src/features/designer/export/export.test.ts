import { canvasPoint } from "@fenestra/core";
import type { Editor } from "@fenestra/core/editor/editor";
import DxfParser from "dxf-parser";
import { describe, expect, it } from "vitest";
import { drawingDxf } from "./drawing-dxf.ts";
import { drawingSvg } from "./drawing-files.ts";
import { twoPanelCasement } from "./test-design.ts";

const designToSvg = (e: Editor, options: Parameters<typeof drawingSvg>[1]) => drawingSvg(e, options);
const designToDxf = (e: Editor, options: { dimensions: boolean }) => drawingDxf(e, options);

const unit = { length: "mm", digits: 0 } as const;

describe("SVG export", () => {
  it("draws every member, fill and, when asked, the dimension values", () => {
    const e = twoPanelCasement();
    const svg = designToSvg(e, { dimensions: true, unit });
    const polygons = svg.match(/<polygon /g)?.length ?? 0;
    expect(polygons).toBe(e.layout.members.length + e.layout.fills.length);
    expect(svg).toContain(">1500<");
    // each cell's clear opening (750 − 60 frame − 40 half mullion), labelled as such
    expect(svg.match(/>650<\/tspan><tspan class="tag" [^>]*> clear</g)).toHaveLength(2);
    const bare = designToSvg(e, { dimensions: false, unit });
    expect(bare).not.toContain('class="dimension"');
    expect(new DOMParser().parseFromString(bare, "image/svg+xml").querySelector("parsererror")).toBeNull();
  });
});

describe("DXF export", () => {
  it("reads back with a DXF parser: one closed polyline per member and fill, y flipped, dimensions as text", () => {
    const e = twoPanelCasement();
    const text = designToDxf(e, { dimensions: true });
    const dxf = new DxfParser().parseSync(text);
    const polylines = (dxf?.entities ?? []).filter((x) => x.type === "LWPOLYLINE" || x.type === "POLYLINE");
    expect(polylines.length).toBe(e.layout.members.length + e.layout.fills.length);
    const frameLayer = polylines.filter((p) => p.layer === "FRAME");
    expect(frameLayer.length).toBe(4);
    const ys = frameLayer.flatMap((p) =>
      ((p as unknown as { vertices: { y: number }[] }).vertices ?? []).map((v) => v.y),
    );
    expect(Math.min(...ys)).toBeCloseTo(-1400);
    expect(Math.max(...ys)).toBeCloseTo(0);
    const texts = (dxf?.entities ?? [])
      .filter((x) => x.type === "TEXT")
      .map((x) => (x as unknown as { text: string }).text);
    expect(texts).toEqual(expect.arrayContaining(["1500", "1400", "650 clear"]));
  });
});

describe("free dimensions (toolbox 'extra dimensions')", () => {
  it("are exported with their measured value in SVG and DXF, and left out without dimensions", () => {
    const e = twoPanelCasement();
    // across the glass of the left sash (daylight 121 … 649), and a slanted one: 300-400-500
    e.drop({ kind: "dimension", direction: "horizontal" }, canvasPoint(300, 700));
    e.run("addDimension", { from: [0, 1400], to: [300, 1000], offset: 50 });
    const svg = designToSvg(e, { dimensions: true, unit });
    expect(svg.match(/class="dimension free"/g)).toHaveLength(2);
    expect(svg).toContain(">528<");
    expect(svg).toContain(">500<");
    expect(designToSvg(e, { dimensions: false, unit })).not.toContain("dimension free");
    const inCm = designToSvg(e, { dimensions: true, unit: { length: "cm", digits: 1 } });
    expect(inCm).toContain(">52.8<");
    const dxf = new DxfParser().parseSync(designToDxf(e, { dimensions: true }));
    const texts = (dxf?.entities ?? [])
      .filter((x) => x.type === "TEXT")
      .map((x) => (x as unknown as { text: string }).text);
    expect(texts).toEqual(expect.arrayContaining(["528", "500"]));
  });
});

describe("DXF layers", () => {
  it("puts a connector between two frames and decoration bars on their own layers", () => {
    const e = twoPanelCasement();
    e.run("addFrame", {
      shape: { kind: "rectangle", width: 800, height: 1400 },
      x: 1540,
      y: 0,
      seriesId: "default",
    });
    e.drop({ kind: "joiner", joiner: "connector", width: 40, profileCode: "C40" }, canvasPoint(30, 700));
    e.drop({ kind: "decoration", columns: 2, rows: 3, width: 25 }, canvasPoint(1900, 700));
    const dxf = new DxfParser().parseSync(designToDxf(e, { dimensions: false }));
    const on = (layer: string) => (dxf?.entities ?? []).filter((x) => x.layer === layer);
    expect(on("JOINER")).toHaveLength(1);
    expect(on("DECORATION")).toHaveLength(1 + 2); // 1 vertical and 2 horizontal bars
    expect(on("FRAME")).toHaveLength(8);
  });
});

describe("export bounds", () => {
  it("keep a note and a wall beside the frame inside the exported picture", () => {
    const e = twoPanelCasement();
    e.drop({ kind: "note", text: "Garage side" }, canvasPoint(2500, 300));
    e.drop({ kind: "wall", width: 600, height: 2000 }, canvasPoint(-1200, -300));
    const svg = designToSvg(e, { dimensions: false, unit });
    const [x, y, w, h] = /viewBox="([^"]+)"/.exec(svg)![1]!.split(" ").map(Number) as [
      number,
      number,
      number,
      number,
    ];
    expect(x).toBeLessThanOrEqual(-1200);
    expect(y).toBeLessThanOrEqual(-300);
    expect(x + w).toBeGreaterThanOrEqual(2500 + "Garage side".length * 36);
    expect(y + h).toBeGreaterThanOrEqual(1700);
  });
});
