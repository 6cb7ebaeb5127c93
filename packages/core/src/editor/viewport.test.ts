import { describe, expect, it } from "vitest";
import { canvasToScreen, fitBounds, fitMargin, panBy, screenToCanvas, zoomAt } from "./viewport.ts";

describe("viewport", () => {
  it("maps screen to canvas and back", () => {
    const v = { scale: 0.5, tx: 100, ty: 40 };
    const c = screenToCanvas(v, [300, 240]);
    expect([c[0], c[1]]).toEqual([400, 400]);
    expect(canvasToScreen(v, c)).toEqual([300, 240]);
  });

  it("zooming keeps the point under the cursor still", () => {
    const v = { scale: 0.2, tx: 10, ty: 20 };
    const before = screenToCanvas(v, [250, 130]);
    const z = zoomAt(v, [250, 130], 1.5);
    expect(z.scale).toBeCloseTo(0.3);
    const after = screenToCanvas(z, [250, 130]);
    expect(after[0]).toBeCloseTo(before[0]);
    expect(after[1]).toBeCloseTo(before[1]);
  });

  it("panning moves the drawing by the mouse distance", () => {
    expect(panBy({ scale: 1, tx: 0, ty: 0 }, 15, -5)).toEqual({ scale: 1, tx: 15, ty: -5 });
  });

  it("centering fits a 1500 x 1400 frame inside the area with the margin", () => {
    const v = fitBounds({ x0: 0, y0: 0, x1: 1500, y1: 1400 }, 800, 600, 50);
    expect(v.scale).toBeCloseTo(500 / 1400);
    const tl = canvasToScreen(v, [0, 0]);
    const br = canvasToScreen(v, [1500, 1400]);
    expect(tl[1]).toBeCloseTo(50);
    expect(br[1]).toBeCloseTo(550);
    expect((tl[0] + br[0]) / 2).toBeCloseTo(400);
  });

  it("on a phone the fit fills the screen: a margin of a twentieth of the shorter side", () => {
    // a 1750 × 1650 mm drawing (a 1500 × 1400 window with its dimension lines) on a 390 × 768 canvas
    const portrait = fitBounds({ x0: -250, y0: 0, x1: 1500, y1: 1650 }, 390, 768);
    expect(fitMargin(390, 768)).toBe(20);
    expect(1750 * portrait.scale).toBeCloseTo(350);
    // turned to 844 × 314 the height limits it
    const landscape = fitBounds({ x0: -250, y0: 0, x1: 1500, y1: 1650 }, 844, 314);
    expect(1650 * landscape.scale).toBeCloseTo(314 - 2 * 16);
    expect(fitMargin(1600, 900)).toBe(45);
    expect(fitMargin(3000, 2000)).toBe(60);
  });
});
