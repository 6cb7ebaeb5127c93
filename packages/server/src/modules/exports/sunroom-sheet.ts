// A sunnyhouse contract's sunroom as its printed contract shows it (docs/sunroom.md "Printed
// contract"): the saved sunroom the contract was made from, rebuilt with the page's core — its
// drawings (plan, elevations, roof plan, with their figures) as pictures, its BOM (the structure's
// profiles with their cut lengths and end angles, the roof panels with their shapes, the wall
// facets, the accessories) and its cutting plan (every profile's bars and cuts), in the reader's
// language.

import type { Language } from "@fenestra/core";
import type { Bom, GlassLine } from "@fenestra/core/bom/index";
import type { GroupPlan } from "@fenestra/core/cutting/index";
import { svgOfModel } from "@fenestra/core/design/render/svg";
import { seriesGeometry } from "@fenestra/core/series/index";
import {
  compileSunroomSeries,
  SUNROOM_DRAWING_FONT,
  type SunroomDrawing,
  sunroomBom,
  sunroomCutting,
  sunroomDrawings,
} from "@fenestra/core/sunroom/index";
import type { Db } from "../../db/client.ts";
import type { ExportLabels } from "../../i18n/document-words.ts";
import { loadSunroomFor } from "../../tenancy/sunroom-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { checkSunroom } from "../sunrooms/sunrooms.price.ts";
import { type SunroomSheet, templateText } from "./document-model.ts";
import { svgPng } from "./window-drawing.ts";

/** Drawings are rendered this many pixels wide (printed the page's width, about 160 dpi). */
const DRAWING_PX = 1100;

const mm1 = (n: number) => String(Math.round(n * 10) / 10);
const fill = (pattern: string, values: Record<string, string | number>) =>
  pattern.replace(/\{(\w+)\}/g, (all, k: string) => (k in values ? String(values[k]) : all));

/** A drawing's title in the reader's words. */
export function drawingTitle(d: SunroomDrawing, L: ExportLabels): string {
  if (d.kind === "plan") return L.sunroomPlan;
  if (d.kind === "roof") return L.sunroomRoofPlan;
  return d.side === "left"
    ? L.sunroomElevationLeft
    : d.side === "right"
      ? L.sunroomElevationRight
      : L.sunroomElevationFront;
}

const profileLines = (bom: Bom, L: ExportLabels) =>
  bom.profiles.map((p) =>
    fill(L.sunroomProfileLine, {
      name: p.name && p.name !== p.code ? `${p.code} ${p.name}` : p.code,
      colour: p.colour,
      length: mm1(p.length),
      a: mm1(p.angleA),
      b: mm1(p.angleB),
      count: p.count,
    }),
  );

const glassLine = (g: GlassLine, L: ExportLabels) => {
  const size = `${g.spec || g.name} ${mm1(g.width)} × ${mm1(g.height)} × ${g.count}`;
  return g.template ? `${size} (${L.sunroomShape}${L.colon}${templateText(g.template)})` : size;
};

/** The BOM as printed: structure profiles, roof panels, facets, accessories. */
export function sunroomBomSections(
  bom: ReturnType<typeof sunroomBom>,
  facets: readonly { id: string; width: number; height: number }[],
  L: ExportLabels,
): SunroomSheet["bom"] {
  return [
    { heading: L.sunroomStructure, lines: profileLines(bom.structure, L) },
    { heading: L.sunroomPanels, lines: bom.structure.glass.map((g) => glassLine(g, L)) },
    {
      heading: L.sunroomFacets,
      lines: [
        ...facets.map((f) => `${f.id} ${mm1(f.width)} × ${mm1(f.height)}`),
        ...profileLines(bom.facets, L),
        ...bom.facets.glass.map((g) => glassLine(g, L)),
      ],
    },
    {
      heading: L.sunroomAccessories,
      lines: bom.all.addons.map((a) =>
        [a.name || a.code, a.colour]
          .filter(Boolean)
          .join(" ")
          .concat(` × ${mm1(a.count)} ${a.unit}`)
          .trim(),
      ),
    },
  ].filter((s) => s.lines.length > 0);
}

/** The cutting plan as printed: each profile's bars, then each bar pattern's cuts and what is left. */
export function sunroomCuttingSections(
  plans: readonly GroupPlan[],
  L: ExportLabels,
): SunroomSheet["cutting"] {
  return plans.map((p) => {
    if (!p.result.ok) return { heading: `${p.profile} ${p.color}`, lines: [L.sunroomCutFailed] };
    const { bars, summary } = p.result.value;
    return {
      heading: fill(L.sunroomCutGroup, {
        profile: p.profile,
        colour: p.color,
        bars: summary.stockBars,
        use: (summary.utilization * 100).toFixed(1),
      }),
      lines: bars.map((b) =>
        fill(L.sunroomCutBar, {
          length: mm1(b.length),
          repeat: b.repeat,
          cuts: b.cuts.map((c) => mm1(c.length)).join(" / "),
          left: mm1(b.remainder),
        }),
      ),
    };
  });
}

/** The sheet of the saved sunroom `sunroomId` (the one a sunnyhouse contract was made from). */
export async function loadSunroomSheet(
  db: Db,
  tenant: Tenant,
  sunroomId: number,
  language: Language,
  L: ExportLabels,
  parts: "all" | "drawings" = "all",
): Promise<SunroomSheet> {
  const row = await loadSunroomFor(db, tenant, sunroomId);
  const s = row.model;
  const { series, facetSeries, model } = await checkSunroom(db, tenant, s, language);
  const drawings = sunroomDrawings(model, s, seriesGeometry(facetSeries), { language });
  const sheet: SunroomSheet = {
    title: fill(L.sunroomTitle, { name: row.name, width: mm1(s.width), depth: mm1(s.depth) }),
    drawings: drawings.map((d) => ({
      title: drawingTitle(d, L),
      png: svgPng(svgOfModel(d.model, { fontSize: SUNROOM_DRAWING_FONT }), DRAWING_PX),
    })),
    bom: [],
    cutting: [],
  };
  if (parts === "drawings") return sheet;
  const bom = sunroomBom(model, s, compileSunroomSeries(series), facetSeries);
  const sawOf = (code: string) =>
    series.catalogue.profiles.some((p) => p.code === code) ? series.catalogue.cutting : facetSeries.cutting;
  const plans = sunroomCutting(bom.all, sawOf, { now: () => performance.now() });
  const facets = model.facets.map((f) => ({
    id: f.id,
    width: f.width,
    height: Math.max(...f.top.map(([, z]) => z)),
  }));
  return { ...sheet, bom: sunroomBomSections(bom, facets, L), cutting: sunroomCuttingSections(plans, L) };
}
