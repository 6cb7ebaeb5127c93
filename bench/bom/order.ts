// A 500-window order mixing the three demo series: casements with 1–3 cells (fixed and
// opening, aluminium and uPVC) and 2/3-track sliding windows, sizes drawn from a seeded
// generator so every run measures the same order.
import type { OrderItem } from "@fenestra/core/bom/index";
import { type Design, emptyDesign, type Region } from "@fenestra/core/design/model";
import { DEMO_SERIES } from "@fenestra/core/series/demo/index";
import type { Series } from "@fenestra/core/series/index";

/** mulberry32: a tiny seeded generator, enough for reproducible sizes. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const glass = (id: string, spec: string): Region => ({
  kind: "fill",
  id,
  fill: { type: "glass", spec, frosted: false, gap: 12, shade: "none", holeType: "none" },
});

function sash(id: string, spec: string): Region {
  return {
    kind: "sash",
    id,
    openType: "casement",
    hingeSide: "left",
    opening: "outward",
    hinge: { type: "friction", count: 2 },
    handle: { type: "lever", offset: 0 },
    lock: { type: "multipoint" },
    inner: glass(`${id}G`, spec),
  };
}

function design(width: number, height: number, root: Region, colour: string): Design {
  return {
    ...emptyDesign(),
    frames: [
      {
        id: "F1",
        x: 0,
        y: 0,
        shape: { kind: "rectangle", width, height },
        seriesId: "",
        colors: { a: colour, b: colour },
        root,
      },
    ],
  };
}

function casement(rand: () => number, width: number): Region {
  const cells = 1 + Math.floor(rand() * 3);
  if (cells === 1) return sash("S1", "5+12A+5");
  const children = Array.from({ length: cells }, (_, i) =>
    i % 2 === 1 || rand() < 0.3 ? sash(`S${i}`, "5+12A+5") : glass(`G${i}`, "5+12A+5"),
  );
  const mullions = Array.from({ length: cells - 1 }, (_, i) => ({
    id: `M${i}`,
    position: Math.round((width * (i + 1)) / cells),
  }));
  return { kind: "split", id: "R1", direction: "vertical", mullions, children };
}

function sliding(tracks: number): Region {
  return {
    kind: "slide",
    id: "SL1",
    tracks,
    direction: "both",
    panels: Array.from({ length: tracks }, (_, i) => ({
      id: `P${i}`,
      track: i,
      fixed: false,
      inner: glass(`PG${i}`, "5+9A+5"),
    })),
  };
}

export function benchOrder(windows = 500, seed = 42): OrderItem[] {
  const rand = random(seed);
  const tb60 = DEMO_SERIES["alu-tb60-casement"] as Series;
  const sl90 = DEMO_SERIES["alu-sl90-sliding"] as Series;
  const pvc = DEMO_SERIES["upvc-60-casement"] as Series;
  return Array.from({ length: windows }, (_, i): OrderItem => {
    const kind = i % 5;
    const width = 900 + Math.round(rand() * 1500);
    const height = 1000 + Math.round(rand() * 900);
    if (kind === 4)
      return {
        design: design(width + 600, height, sliding(rand() < 0.5 ? 2 : 3), "silver"),
        series: sl90,
        count: 1,
      };
    const series = kind % 2 === 0 ? tb60 : pvc;
    return { design: design(width, height, casement(rand, width), "white"), series, count: 1 };
  });
}
