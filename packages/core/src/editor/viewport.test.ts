import { describe, expect, it } from "vitest";
import { canvasToScreen, fitBounds, panBy, screenToCanvas, zoomAt } from "./viewport.ts";

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
});
