import { describe, expect, it } from "vitest";
import { drawingSvg } from "../export/drawing-files.ts";
import { twoPanelCasement } from "../export/test-design.ts";
import { CAPTION_MM, printableArea, printLayout, printPage, svgDrawingSize } from "./print-layout.ts";

const unit = { length: "mm", digits: 0 } as const;
const A4_LANDSCAPE = { size: "A4", orientation: "landscape" } as const;

describe("the printed drawing", () => {
  it("prints the 1500 × 1400 casement with its dimensions at 1:20 on A4 landscape, its scale written under it", () => {
    const svg = drawingSvg(twoPanelCasement(), { dimensions: true, unit });
    const size = svgDrawingSize(svg)!;
    // the window with its dimension lines and margin: larger than the window, under 1.9 m
    expect(size.widthMm).toBeGreaterThan(1500);
    expect(size.heightMm).toBeGreaterThan(1400);
    const layout = printLayout(size, A4_LANDSCAPE);
    expect(layout.scale).toBe(20);
    const area = printableArea(A4_LANDSCAPE);
    expect(area).toEqual({ widthMm: 277, heightMm: 190 });
    expect(layout.widthMm).toBeLessThanOrEqual(area.widthMm);
    expect(layout.heightMm).toBeLessThanOrEqual(area.heightMm - CAPTION_MM);
    const page = printPage(svg, A4_LANDSCAPE, layout, "Scale 1:20 · A4");
    expect(page).toContain("@page{size:A4 landscape;margin:10mm}");
    expect(page).toContain(`width="${Math.round(layout.widthMm * 100) / 100}mm"`);
    expect(page).toContain('data-scale="20"');
    expect(page).toContain(">1500<");
    expect(page).toContain('<div class="caption">Scale 1:20 · A4</div>');
    expect(page).not.toContain("<?xml");
  });

  it("takes the largest standard scale that fits the paper chosen, the caption's line kept free", () => {
    const drawing = { widthMm: 1900, heightMm: 1800 };
    expect(printLayout(drawing, { size: "A4", orientation: "portrait" }).scale).toBe(10);
    expect(printLayout({ widthMm: 3600, heightMm: 2400 }, A4_LANDSCAPE).scale).toBe(20);
    expect(printLayout({ widthMm: 900, heightMm: 700 }, { size: "A3", orientation: "landscape" }).scale).toBe(
      5,
    );
    // a sunroom front of 12 m still fits one sheet
    const wide = printLayout({ widthMm: 12_000, heightMm: 3000 }, A4_LANDSCAPE);
    expect(wide.scale).toBe(50);
    expect(wide.widthMm).toBeLessThanOrEqual(277);
  });

  it("escapes the caption", () => {
    const svg = '<svg viewBox="0 0 100 100" width="25mm" height="25mm"></svg>';
    const page = printPage(svg, A4_LANDSCAPE, printLayout(svgDrawingSize(svg)!, A4_LANDSCAPE), "<b>&</b>");
    expect(page).toContain("&lt;b&gt;&amp;&lt;/b&gt;");
    expect(page).toContain('width="100mm" height="100mm" data-scale="1"');
  });
});
