// What a company sees of another's published series before cloning it (SPEC §5 share rules,
// issue 34): its profiles, glass, accessories, parameters and formulas, and a test BOM of a sample
// window, with none of the publisher's money — no catalogue prices, no quote, cost, wage or retail
// tabs, no price or amount expression in any row, no amount on any BOM line.
import { calculateOrderBom } from "../bom/order.ts";
import type { Bom } from "../bom/types.ts";
import type { Design, Region } from "../design/model.ts";
import { emptyDesign } from "../design/model.ts";
import { sashOpenTypes } from "../design/sash-kinds/kinds.ts";
import { seriesBuilds } from "../series/kinds.ts";
import {
  type FormulaRow,
  type FormulaSet,
  type FormulaTab,
  moneyTabs,
  type Series,
} from "../series/schema.ts";

type Without<T, K extends keyof T> = Omit<T, K>;

/** A series as its preview shows it: the model with every price and money formula taken out. */
export type SeriesPreview = {
  name: string;
  material: Series["material"];
  description?: string;
  profiles: Without<Series["profiles"][number], "pricePerMetre" | "sectionDxf">[];
  glass: Without<Series["glass"][number], "pricePerM2">[];
  accessories: Without<Series["accessories"][number], "price">[];
  parameters: Series["parameters"];
  formulas: Partial<Record<FormulaTab, { sashWidth?: string; sashHeight?: string; rows: PreviewRow[] }>>;
  builds: readonly string[];
};
export type PreviewRow = Without<FormulaRow, "price" | "value">;

const MONEY_TABS: ReadonlySet<string> = new Set(moneyTabs);

function previewRows(set: FormulaSet) {
  return set.rows.filter((row) => row.kind !== "cost").map(({ price: _price, value: _value, ...row }) => row);
}

/** The series without its prices and money formulas (what another company may see). */
export function previewSeries(series: Series): SeriesPreview {
  const formulas: SeriesPreview["formulas"] = {};
  for (const [tab, set] of Object.entries(series.formulas) as [FormulaTab, FormulaSet][]) {
    if (MONEY_TABS.has(tab)) continue;
    formulas[tab] = {
      ...(set.sashWidth !== undefined ? { sashWidth: set.sashWidth } : {}),
      ...(set.sashHeight !== undefined ? { sashHeight: set.sashHeight } : {}),
      rows: previewRows(set),
    };
  }
  return {
    name: series.name,
    material: series.material,
    ...(series.description !== undefined ? { description: series.description } : {}),
    profiles: series.profiles.map(({ pricePerMetre: _p, sectionDxf: _s, ...p }) => p),
    glass: series.glass.map(({ pricePerM2: _p, ...g }) => g),
    accessories: series.accessories.map(({ price: _p, ...a }) => a),
    parameters: series.parameters,
    formulas,
    builds: seriesBuilds(series),
  };
}

/**
 * The sample window of a preview: 1200 × 1500, one sash of the first hinged kind the series
 * builds, else two sliding panels if it slides, else fixed glass.
 */
export const SAMPLE_WINDOW = { width: 1200, height: 1500 } as const;

export function sampleDesign(series: Series): Design {
  const spec = series.glass[0]?.spec ?? "5+12A+5";
  const fill = (id: string): Region => ({
    kind: "fill",
    id,
    fill: { type: "glass", spec, frosted: false, gap: 12, shade: "none", holeType: "none" },
  });
  const builds = seriesBuilds(series);
  const kind = sashOpenTypes.find((k) => builds.includes(k));
  const slider: Region = {
    kind: "slide",
    id: "SL",
    tracks: 2,
    direction: "both",
    panels: [0, 1].map((i) => ({ id: `P${i}`, track: i, fixed: false, inner: fill(`PG${i}`) })),
  };
  const root: Region = kind
    ? {
        kind: "sash",
        id: "S1",
        openType: kind,
        hingeSide: "left",
        opening: "outward",
        hinge: { type: "friction", count: 2 },
        handle: { type: "lever", offset: 0 },
        lock: null,
        inner: fill("S1G"),
      }
    : builds.includes("slide")
      ? slider
      : fill("G1");
  const colour = series.profiles[0]?.colours[0] ?? "white";
  return {
    ...emptyDesign(),
    frames: [
      {
        id: "F1",
        x: 0,
        y: 0,
        shape: { kind: "rectangle", ...SAMPLE_WINDOW },
        seriesId: "",
        colors: { a: colour, b: colour },
        root,
      },
    ],
  };
}

/** A test BOM line as the preview shows it: what is cut and fitted, never what it costs. */
export type PreviewBom = {
  profiles: {
    code: string;
    name: string;
    colour: string;
    length: number;
    count: number;
    angleA: number;
    angleB: number;
  }[];
  glass: { spec: string; name: string; width: number; height: number; count: number }[];
  addons: { code: string; name: string; unit: string; count: number }[];
  holes: { code: string; name: string; process: string; count: number }[];
  errors: number;
};

/** The BOM lines without amounts, unit prices and money lines. */
export function bomWithoutMoney(bom: Bom): PreviewBom {
  return {
    profiles: bom.profiles.map((p) => ({
      code: p.code,
      name: p.name,
      colour: p.colour,
      length: p.length,
      count: p.count,
      angleA: p.angleA,
      angleB: p.angleB,
    })),
    glass: bom.glass.map((g) => ({
      spec: g.spec,
      name: g.name,
      width: g.width,
      height: g.height,
      count: g.count,
    })),
    addons: bom.addons.map((a) => ({ code: a.code, name: a.name, unit: a.unit, count: a.count })),
    holes: bom.holes.map((h) => ({ code: h.code, name: h.name, process: h.process, count: h.count })),
    errors: bom.errors.length,
  };
}

/** The test BOM of the series' sample window, without money. */
export function previewBom(series: Series): PreviewBom {
  const bom = calculateOrderBom([{ design: sampleDesign(series), series, count: 1 }]);
  return bomWithoutMoney(bom);
}
