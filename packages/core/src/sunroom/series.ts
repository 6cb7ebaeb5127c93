// The sunroom series (docs/sunroom.md "Sunroom series"): a product series of its own kind. Its
// catalogues, parameters, rounding and saw are those of an ordinary series (series/schema.ts);
// its rows are formula rows in the same language, evaluated for the sunroom's members, runs and
// roof panels instead of a window's layout; its rafter profiles carry the section figures the
// load rule needs.
import { z } from "zod";
import { type CompiledSeries, compileRowsWith } from "../series/compile.ts";
import { type FormulaRow, formulaRowSchema, type Series, seriesSchema } from "../series/schema.ts";
import type { RafterSection } from "./loads.ts";

export const sunroomScopes = ["sunroom", "member", "run", "panel"] as const;
export type SunroomScope = (typeof sunroomScopes)[number];

/** The variables each scope's rows may use (docs/sunroom.md lists their meaning and units). */
export const SUNROOM_VARIABLES: Readonly<Record<SunroomScope, readonly string[]>> = (() => {
  const sunroom = [
    "W",
    "D",
    "EAVE",
    "RIDGE",
    "PITCH",
    "OVERHANG",
    "ROOF",
    "COLOUR",
    "AREA",
    "ROOFAREA",
    "SNOW",
    "WIND",
    "RAFTERS",
    "POSTS",
    "FACETS",
    "RPCODE",
  ];
  return {
    sunroom,
    member: [...sunroom, "ROLE", "L", "A1", "A2", "P1", "P2", "SPAN"],
    run: [...sunroom, "ROLE", "L"],
    panel: [...sunroom, "PW", "PL", "PAREA", "SHAPED", "SPEC", "PANEL"],
  };
})();

const sectionSchema = z.object({
  code: z.string().min(1),
  inertia: z.number().positive(),
  modulus: z.number().positive(),
  elasticity: z.number().positive(),
  strength: z.number().positive(),
  deflectionLimit: z.number().positive(),
});

export const sunroomRowSchema = formulaRowSchema
  .omit({ scope: true })
  .extend({ scope: z.enum(sunroomScopes) });
export type SunroomRow = z.infer<typeof sunroomRowSchema>;

export const sunroomSeriesSchema = z.object({
  kind: z.literal("sunroom"),
  /** Catalogues (profiles, accessories, glass and panels), parameters, rounding and saw; no window formulas. */
  catalogue: seriesSchema,
  /** The rafter profiles the user picks from, with their section figures (docs/sunroom.md "Loads"). */
  rafters: z.array(sectionSchema).min(1),
  rows: z.array(sunroomRowSchema),
});
export type SunroomSeries = z.infer<typeof sunroomSeriesSchema>;
export type SunroomSeriesInput = z.input<typeof sunroomSeriesSchema>;

export type CompiledSunroomSeries = {
  series: SunroomSeries;
  compiled: CompiledSeries;
  /** Each compiled row's scope, by row id. */
  scopes: ReadonlyMap<string, SunroomScope>;
};

/**
 * Rows compiled against the catalogue: an unknown variable, code or a missing field is an issue
 * (`compiled.issues`) with the same codes as an ordinary series'. Cost rows are the quote's lines;
 * the others count as the frame tab's (what their BOM lines say they came from).
 */
export function compileSunroomSeries(series: SunroomSeries): CompiledSunroomSeries {
  const catalogue: Series = series.catalogue;
  const asRow = (r: SunroomRow): FormulaRow => {
    const { scope: _, ...rest } = r;
    return rest;
  };
  const byId = new Map(series.rows.map((r) => [r.id, r.scope] as const));
  const money = compileRowsWith(
    catalogue,
    "quote",
    series.rows.filter((r) => r.kind === "cost").map(asRow),
    (r) => SUNROOM_VARIABLES[byId.get(r.id) ?? "sunroom"],
  );
  const parts = compileRowsWith(
    catalogue,
    "frame",
    series.rows.filter((r) => r.kind !== "cost").map(asRow),
    (r) => SUNROOM_VARIABLES[byId.get(r.id) ?? "sunroom"],
  );
  const compiled: CompiledSeries = {
    ...parts,
    rows: [...parts.rows, ...money.rows],
    issues: [...parts.issues, ...money.issues.filter((i) => i.field !== "parameter")],
  };
  return { series, compiled, scopes: byId };
}

/** The rafters' section figures, for the load rule. */
export function rafterSections(series: SunroomSeries): readonly RafterSection[] {
  return series.rafters;
}
