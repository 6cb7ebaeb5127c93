// The BOM of an order of designs: lays each design out with its series' geometry (the
// layout is the only place geometry is computed) and runs the formula rows over it.
import { layout } from "../design/layout/layout.ts";
import type { Design } from "../design/model.ts";
import { seriesGeometry } from "../series/geometry.ts";
import type { Series } from "../series/schema.ts";
import { type BomOptions, type BomWindow, calculateBom } from "./calculate.ts";
import type { Bom } from "./types.ts";

export interface OrderItem {
  readonly design: Design;
  readonly series: Series;
  /** Number of identical windows, at least 1. */
  readonly count: number;
}

const geometryCache = new WeakMap<Series, ReturnType<typeof seriesGeometry>>();

/** The layout geometry of `series`, made once per series object. */
export function geometryOf(series: Series) {
  let g = geometryCache.get(series);
  if (!g) {
    g = seriesGeometry(series);
    geometryCache.set(series, g);
  }
  return g;
}

/** One BomWindow per order item: its layout and its frames' face colours. */
export function windowsOf(items: readonly OrderItem[]): BomWindow[] {
  return items.map((item) => ({
    layout: layout(item.design, geometryOf(item.series)),
    series: item.series,
    count: item.count,
    colours: Object.fromEntries(item.design.frames.map((f) => [f.id, { a: f.colors.a, b: f.colors.b }])),
  }));
}

export function calculateOrderBom(items: readonly OrderItem[], options: BomOptions = {}): Bom {
  return calculateBom(windowsOf(items), options);
}
