// The sunroom's bill of materials (docs/sunroom.md "BOM"): the sunroom series' rows evaluated for
// the structure's members, runs and roof panels (the same row evaluation as a window's BOM), and
// every wall facet through its own series' BOM; both merged into one list.
import { bomFromLines } from "../bom/calculate.ts";
import { LineMerger } from "../bom/merge.ts";
import { calculateOrderBom } from "../bom/order.ts";
import { evaluateRow, MERGED, type RowSite } from "../bom/row-lines.ts";
import type { Bom, BomError, BomLine } from "../bom/types.ts";
import type { GlassTemplate } from "../design/layout-types.ts";
import type { Value } from "../formula/ast.ts";
import { makeScope, type Scope } from "../formula/evaluate.ts";
import type { Series } from "../series/schema.ts";
import { mm } from "../units/branded.ts";
import type { Facet } from "./facets.ts";
import { SNOW_ZONES, WIND_ZONES } from "./loads.ts";
import type { Sunroom } from "./model.ts";
import type { RoofPanel } from "./panels.ts";
import type { CompiledSunroomSeries, SunroomScope } from "./series.ts";
import type { SunroomModel } from "./sunroom.ts";

export type SunroomBom = {
  /** The structure, runs and roof panels from the sunroom series. */
  structure: Bom;
  /** The wall facets through their series (window i of its sources = facet i). */
  facets: Bom;
  /** Both, merged. */
  all: Bom;
};

type Element = { id: string; scope: Scope; template?: GlassTemplate };

/** What the structure's BOM reads of a sunroom model (any footprint's: an L's valley members too). */
export type StructureOf = Pick<SunroomModel, "members" | "runs" | "panels"> & {
  roof: Pick<SunroomModel["roof"], "ridgeHeight" | "pitch">;
  facets: readonly unknown[];
  /**
   * A shaped footprint's overall width (along the house) and depth, mm, and floor area, m² (an L's:
   * W, D and AREA); a rectangle's come from the sunroom's fields.
   */
  plan?: { width: number; depth: number; area: number };
};

/** What the whole BOM and the price read of a sunroom model: the structure and the facets' designs. */
export type SunroomOf = Omit<StructureOf, "facets"> & {
  facets: readonly Pick<Facet, "id" | "design" | "width" | "top">[];
};

function elements(
  model: StructureOf,
  s: Sunroom,
  base: Record<string, Value>,
): Record<SunroomScope, Element[]> {
  const scoped = (extra: Record<string, Value>) => makeScope({ ...base, ...extra });
  return {
    sunroom: [{ id: "sunroom", scope: scoped({}) }],
    member: model.members.map((m) => ({
      id: m.id,
      scope: scoped({
        ROLE: m.kind,
        L: m.length,
        A1: 90 - m.cuts[0].plumb,
        A2: 90 - m.cuts[1].plumb,
        P1: 90 - m.cuts[0].plan,
        P2: 90 - m.cuts[1].plan,
        SPAN: m.span ?? 0,
      }),
    })),
    run: model.runs.map((r) => ({ id: r.id, scope: scoped({ ROLE: r.kind, L: r.length }) })),
    panel: model.panels.map((p) => {
      const shaped = !isRectangle(p);
      return {
        id: p.id,
        scope: scoped({
          PW: p.width,
          PL: p.length,
          PAREA: p.area,
          SHAPED: shaped ? 1 : 0,
          SPEC: s.roofPanel.spec,
          PANEL: s.roofPanel.kind,
        }),
        ...(shaped && { template: templateOf(p) }),
      };
    }),
  };
}

function isRectangle(p: RoofPanel): boolean {
  if (p.points.length !== 4) return false;
  return p.points.every(
    ([x, y]) =>
      (Math.abs(x) < 1e-6 || Math.abs(x - p.width) < 1e-6) &&
      (Math.abs(y - Math.min(...p.points.map((q) => q[1]))) < 1e-6 ||
        Math.abs(y - Math.max(...p.points.map((q) => q[1]))) < 1e-6),
  );
}

/** A shaped panel's cut template: from the top-left of its box, y down (the ridge end up), clockwise. */
function templateOf(p: RoofPanel): GlassTemplate {
  const top = Math.max(...p.points.map((q) => q[1]));
  const pts = p.points.map(([x, y]): [number, number] => [x, top - y]);
  // clockwise on screen (y down) is a positive shoelace sum
  let a = 0;
  pts.forEach((q, i) => {
    const r = pts[(i + 1) % pts.length]!;
    a += q[0] * r[1] - r[0] * q[1];
  });
  if (a < 0) pts.reverse();
  return {
    width: mm(p.width),
    height: mm(p.length),
    edges: pts.map((from, i) => {
      const to = pts[(i + 1) % pts.length]!;
      return { from, to, length: mm(Math.hypot(to[0] - from[0], to[1] - from[1])) };
    }),
  };
}

/** The structure's BOM: the sunroom series' rows over the model's members, runs and roof panels. */
export function structureBom(
  model: StructureOf,
  s: Sunroom,
  series: CompiledSunroomSeries,
  /** Only the rows of these scopes (an L's valley members alone: ["member"]); all when not given. */
  only?: readonly SunroomScope[],
): Bom {
  const base: Record<string, Value> = {
    ...series.compiled.parameters,
    W: model.plan?.width ?? s.width,
    D: model.plan?.depth ?? s.depth,
    EAVE: s.eaveHeight,
    RIDGE: model.roof.ridgeHeight,
    PITCH: model.roof.pitch,
    OVERHANG: s.overhang,
    ROOF: s.roof,
    COLOUR: s.colour,
    AREA: model.plan?.area ?? (s.width * s.depth) / 1e6,
    ROOFAREA: model.panels.reduce((t, p) => t + p.area, 0),
    SNOW: SNOW_ZONES[s.snowZone],
    WIND: WIND_ZONES[s.windZone],
    RAFTERS: model.members.filter((m) => m.kind === "rafter").length,
    POSTS: model.members.filter((m) => m.kind === "post").length,
    FACETS: model.facets.length,
    RPCODE: s.rafterProfile,
  };
  const byScope = elements(model, s, base);
  const merger = new LineMerger();
  const errors: BomError[] = [];
  const site: RowSite = { window: 0, windowCount: 1, element: "", trace: false, merger };
  for (const row of series.compiled.rows) {
    const scope = series.scopes.get(row.row.id) ?? "sunroom";
    if (only && !only.includes(scope)) continue;
    for (const element of byScope[scope]) {
      site.element = element.id;
      site.template = element.template;
      const outcome = evaluateRow(row, element.scope, series.compiled, site);
      if (!outcome || outcome === MERGED) continue;
      if ("line" in outcome) merger.add(outcome.line);
      else errors.push({ window: 0, element: element.id, tab: row.tab, rowId: row.row.id, ...outcome });
    }
  }
  return bomFromLines(merger.lines(), errors, []);
}

/** The sunroom's BOM: the structure's, the facets' through `facetSeries`, and both merged. */
export function sunroomBom(
  model: SunroomOf,
  s: Sunroom,
  series: CompiledSunroomSeries,
  facetSeries: Series,
): SunroomBom {
  const structure = structureBom(model, s, series);
  const facets = calculateOrderBom(
    model.facets.map((f) => ({ design: f.design, series: facetSeries, count: 1 })),
  );
  const all = new LineMerger();
  const copy = (l: BomLine): BomLine => structuredClone(l);
  for (const b of [structure, facets])
    for (const l of [...b.profiles, ...b.glass, ...b.addons, ...b.holes, ...b.money]) all.add(copy(l));
  return {
    structure,
    facets,
    all: bomFromLines(all.lines(), [...structure.errors, ...facets.errors], [...facets.safety]),
  };
}
