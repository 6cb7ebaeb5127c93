// `fenestra bom --design FILE --series FILE [--count N] [--trace]`: lays the design out with
// the series' geometry, runs its formulas and prints the BOM as JSON (docs/bom.md).
// Exit 0 with the BOM; exit 2 when a file cannot be read or is not a design/series.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { calculateOrderBom } from "@fenestra/core/bom/index";
import { parseDesign } from "@fenestra/core/design/migrate";
import { compileSeries, seriesSchema } from "@fenestra/core/series/index";

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, "utf8"));
}

/** Keeps floating noise (7.656000000000001 kg) out of the printed numbers. */
function tidy(_key: string, value: unknown): unknown {
  return typeof value === "number" && !Number.isInteger(value) ? Math.round(value * 1e6) / 1e6 : value;
}

function fail(what: string, detail: unknown): number {
  process.stdout.write(`${JSON.stringify({ error: { input: what, detail } })}\n`);
  return 2;
}

const USAGE = "usage: fenestra bom --design FILE --series FILE [--count N] [--trace]\n";

/** The options, or undefined for an unknown option or a missing value (usage, exit 2, no stack trace). */
function options(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        design: { type: "string" },
        series: { type: "string" },
        count: { type: "string", default: "1" },
        trace: { type: "boolean", default: false },
      },
    }).values;
  } catch {
    return undefined;
  }
}

export async function run(args: string[]): Promise<number> {
  const values = options(args);
  const count = Number(values?.count);
  if (!values?.design || !values.series || !Number.isInteger(count) || count < 1) {
    process.stderr.write(USAGE);
    return 2;
  }
  let designJson: unknown;
  let seriesJson: unknown;
  try {
    designJson = readJson(values.design);
    seriesJson = readJson(values.series);
  } catch (e) {
    return fail("file", (e as Error).message);
  }
  const design = parseDesign(designJson);
  if (!design.ok) return fail("design", design.error);
  const series = seriesSchema.safeParse(seriesJson);
  if (!series.success)
    return fail(
      "series",
      series.error.issues.map((i) => ({ path: i.path.join("."), code: i.code })),
    );
  const issues = compileSeries(series.data).issues;
  const bom = calculateOrderBom([{ design: design.design, series: series.data, count }], {
    trace: values.trace,
  });
  const out = { series: { id: series.data.id, name: series.data.name }, count, issues, bom };
  process.stdout.write(`${JSON.stringify(out, tidy, 2)}\n`);
  return 0;
}
