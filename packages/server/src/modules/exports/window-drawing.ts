// A window item's drawing for printed documents: core's layout with the item's own series
// geometry (window-geometry.ts), its render model and SVG writer, rasterised to PNG by resvg
// (the same path as `fenestra export --format png`).

import { existsSync } from "node:fs";
import type { Design, Language } from "@fenestra/core";
import { layoutWithPlaces } from "@fenestra/core/design/layout/layout";
import type { GlassTemplate } from "@fenestra/core/design/layout-types";
import { renderModel } from "@fenestra/core/design/render/render-model";
import { svgOfModel } from "@fenestra/core/design/render/svg";
import { templateSvg } from "@fenestra/core/design/render/template";
import { DEFAULT_SERIES_GEOMETRY, type SeriesGeometry } from "@fenestra/core/design/series-geometry";
import { Resvg, type ResvgRenderOptions } from "@resvg/resvg-js";
import { cjkFontPath } from "../../shared/pdf/cjk-font.ts";
import { rgbPng } from "./rgb-png.ts";

// Loading every system font (the CJK collections are tens of MB) costs ~0.3 s per drawing;
// the dimension figures need one small Latin font.
const SMALL_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
const FONT: ResvgRenderOptions["font"] = existsSync(SMALL_FONT)
  ? { loadSystemFonts: false, fontFiles: [SMALL_FONT], defaultFontFamily: "DejaVu Sans" }
  : { loadSystemFonts: true };

/** Chinese on the drawing (a cell's "净" label) needs the CJK font too; only those drawings load it. */
function fontFor(svg: string): ResvgRenderOptions["font"] {
  const cjk = /[\u2e80-\u9fff\uf900-\ufaff]/.test(svg) ? cjkFontPath() : null;
  if (!cjk || !FONT?.fontFiles) return FONT;
  return { ...FONT, fontFiles: [...FONT.fontFiles, cjk] };
}

/**
 * The drawing with its dimensions; the figures are 4 % of the window's larger side (at least
 * the renderer's 40 mm), about 9 pt when the drawing is printed 250 pt wide.
 */
export function windowSvg(
  design: Design,
  geometry: SeriesGeometry = DEFAULT_SERIES_GEOMETRY,
  language?: Language,
): string {
  const drawn = layoutWithPlaces(design, geometry);
  const xs = drawn.frames.flatMap((f) => f.outline.map((p) => p[0]));
  const ys = drawn.frames.flatMap((f) => f.outline.map((p) => p[1]));
  const extent =
    xs.length === 0 ? 0 : Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  const fontSize = Math.max(40, extent * 0.04);
  return svgOfModel(renderModel(design, drawn, drawn.regions, { dimensions: true, fontSize, language }), {
    dimensionFontSize: fontSize,
  });
}

/** PNG of the drawing, `widthPx` wide; null when the design cannot be drawn. */
export function windowPng(
  design: Design,
  widthPx = 300,
  geometry: SeriesGeometry = DEFAULT_SERIES_GEOMETRY,
  language?: Language,
): Buffer | null {
  try {
    return svgPng(windowSvg(design, geometry, language), widthPx);
  } catch {
    return null;
  }
}

/** PNG of any drawing's SVG (a sunroom's plan, elevation, roof plan), `widthPx` wide; null when it cannot be drawn. */
export function svgPng(svg: string, widthPx: number): Buffer | null {
  try {
    const image = new Resvg(svg, {
      fitTo: { mode: "width", value: widthPx },
      background: "white",
      font: fontFor(svg),
    }).render();
    return rgbPng(image.width, image.height, image.pixels);
  } catch {
    return null;
  }
}

/**
 * PNG of a shaped pane's cut template (core's templateRenderModel through the same SVG writer),
 * `widthPx` wide; null when it cannot be drawn.
 */
export function templatePng(template: GlassTemplate, widthPx = 300): Buffer | null {
  try {
    const svg = templateSvg(template);
    const image = new Resvg(svg, {
      fitTo: { mode: "width", value: widthPx },
      background: "white",
      font: FONT,
    }).render();
    return rgbPng(image.width, image.height, image.pixels);
  } catch {
    return null;
  }
}
