// A window item's drawing for printed documents: core's layout and SVG renderer, rasterised to
// PNG by resvg (the same path as `fenestra export --format png`).

import { existsSync } from "node:fs";
import type { Design } from "@fenestra/core";
import { layout } from "@fenestra/core/design/layout/layout";
import { renderSvg } from "@fenestra/core/design/render/svg";
import { DEFAULT_SERIES_GEOMETRY } from "@fenestra/core/design/series-geometry";
import { Resvg, type ResvgRenderOptions } from "@resvg/resvg-js";
import { rgbPng } from "./rgb-png.ts";

// Loading every system font (the CJK collections are tens of MB) costs ~0.3 s per drawing;
// the dimension figures need one small Latin font.
const SMALL_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
const FONT: ResvgRenderOptions["font"] = existsSync(SMALL_FONT)
  ? { loadSystemFonts: false, fontFiles: [SMALL_FONT], defaultFontFamily: "DejaVu Sans" }
  : { loadSystemFonts: true };

/**
 * The drawing with its dimensions; the figures are 4 % of the window's larger side (at least
 * the renderer's 40 mm), about 9 pt when the drawing is printed 250 pt wide.
 */
export function windowSvg(design: Design): string {
  const geometry = DEFAULT_SERIES_GEOMETRY;
  const drawn = layout(design, geometry);
  const xs = drawn.frames.flatMap((f) => f.outline.map((p) => p[0]));
  const ys = drawn.frames.flatMap((f) => f.outline.map((p) => p[1]));
  const extent =
    xs.length === 0 ? 0 : Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  return renderSvg(design, drawn, geometry, {
    dimensions: true,
    dimensionFontSize: Math.max(40, extent * 0.04),
  });
}

/** PNG of the drawing, `widthPx` wide; null when the design cannot be drawn. */
export function windowPng(design: Design, widthPx = 300): Buffer | null {
  try {
    const image = new Resvg(windowSvg(design), {
      fitTo: { mode: "width", value: widthPx },
      background: "white",
      font: FONT,
    }).render();
    return rgbPng(image.width, image.height, image.pixels);
  } catch {
    return null;
  }
}
