// Validation as the editor needs it: schema problems and formula issues in one list.
import { compileSeries, type SeriesIssue } from "./compile.ts";
import { type Series, seriesSchema } from "./schema.ts";

export type SeriesValidation =
  | { ok: true; series: Series; issues: readonly SeriesIssue[] }
  | { ok: false; schemaErrors: ReadonlyArray<{ path: string; message: string }> };

/** Parses unknown JSON as a series and reports every formula issue (empty list = valid). */
export function validateSeries(input: unknown): SeriesValidation {
  const parsed = seriesSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      schemaErrors: parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.code })),
    };
  }
  return { ok: true, series: parsed.data, issues: compileSeries(parsed.data).issues };
}
