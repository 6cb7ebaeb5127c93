import type { Design, Series } from "@fenestra/core";
import { coloursIn } from "@fenestra/core/commands/defaults";
import { builtinTemplates } from "@fenestra/core/library/index";
import { seriesColours } from "@fenestra/core/series/index";

// Where the product-test screen takes a design from: a window library template of core, or a
// window saved in an order (read by the page through the orders routes).

export function templateOptions(label: (nameKey: string, id: string) => string) {
  return builtinTemplates().map((t) => ({ value: t.id, label: label(t.nameKey, t.id) }));
}

export function templateDesign(id: string): Design | undefined {
  return builtinTemplates().find((t) => t.id === id)?.design;
}

/**
 * The frames of a design switched to one series, so the BOM and the drawing use that series, in
 * colours it offers (a library template says "white", which a series named in Chinese does not).
 */
export function withSeries(design: Design, seriesId: number, series?: Series): Design {
  const offered = { colours: series ? seriesColours(series) : undefined };
  return {
    ...design,
    frames: design.frames.map((f) => ({
      ...f,
      seriesId: String(seriesId),
      colors: coloursIn(f.colors, offered),
    })),
  };
}
