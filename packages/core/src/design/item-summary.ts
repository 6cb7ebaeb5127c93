// What an order item records about a drawing (SPEC §3 window item): the overall size over all
// frames, the drawn area, and the first frame's series, colour and glass as the item's summary
// fields. The designer's save and the demo company's seed both send these.
import type { Layout } from "./layout-types.ts";
import type { Design, Region } from "./model.ts";
import { childrenOf } from "./tree.ts";

function firstGlass(design: Design): string {
  for (const f of design.frames) {
    const stack: Region[] = [f.root];
    while (stack.length) {
      const r = stack.pop()!;
      if (r.kind === "fill") return r.fill.spec;
      // reversed, so that the first child in drawing order is taken first
      stack.push(...[...childrenOf(r)].reverse());
    }
  }
  return "";
}

export type DrawingSummary = {
  seriesId: string;
  color: string;
  glass: string;
  /** mm, over all frames */
  width: number;
  height: number;
  /** m², the frames' drawn areas (an arch's is its own, not its box's) */
  area: number;
};

export function drawingSummary(design: Design, layout: Layout): DrawingSummary {
  const frames = layout.frames;
  const x0 = Math.min(...frames.map((f) => f.x));
  const y0 = Math.min(...frames.map((f) => f.y));
  const x1 = Math.max(...frames.map((f) => f.x + f.width));
  const y1 = Math.max(...frames.map((f) => f.y + f.height));
  const first = design.frames[0];
  return {
    seriesId: first?.seriesId ?? "",
    color: first ? `${first.colors.a}/${first.colors.b}` : "",
    glass: firstGlass(design),
    width: frames.length ? x1 - x0 : 0,
    height: frames.length ? y1 - y0 : 0,
    area: Math.round(frames.reduce((s, f) => s + f.area, 0) * 1e4) / 1e4,
  };
}
