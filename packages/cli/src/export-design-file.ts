// Reading a design file (and optionally a series file for its profile geometry) for the
// layout, export and scene commands, their arguments and where their output goes. Failures
// print a coded JSON error and exit 2.
import { writeFileSync } from "node:fs";
import { type ParseArgsConfig, parseArgs } from "node:util";
import { parseDesign } from "@fenestra/core/design/migrate";
import type { Design } from "@fenestra/core/design/model";
import { DEFAULT_SERIES_GEOMETRY, type SeriesGeometry } from "@fenestra/core/design/series-geometry";
import { seriesGeometry, seriesSchema } from "@fenestra/core/series/index";

type Read = (path: string, encoding: "utf8") => string;
export type Loaded<T> = { ok: true; value: T } | { ok: false; exit: () => number };

function failure(input: string, detail: unknown): Loaded<never> {
  return {
    ok: false,
    exit: () => {
      process.stdout.write(`${JSON.stringify({ error: { input, detail } })}\n`);
      return 2;
    },
  };
}

function readJson(read: Read, path: string): { ok: true; json: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, json: JSON.parse(read(path, "utf8")) };
  } catch (e) {
    return { ok: false, message: (e as Error).message };
  }
}

export function loadDesign(read: Read, path: string): Loaded<Design> {
  const file = readJson(read, path);
  if (!file.ok) return failure("file", file.message);
  const parsed = parseDesign(file.json);
  return parsed.ok ? { ok: true, value: parsed.design } : failure("design", parsed.error);
}

/** The design file and the geometry it is laid out with (see loadGeometry), as the commands read them. */
export function loadDesignAndGeometry(
  read: Read,
  designPath: string,
  seriesPath: string | undefined,
): Loaded<{ design: Design; geometry: SeriesGeometry }> {
  const design = loadDesign(read, designPath);
  if (!design.ok) return design;
  const geometry = loadGeometry(read, seriesPath);
  if (!geometry.ok) return geometry;
  return { ok: true, value: { design: design.value, geometry: geometry.value } };
}

/** The series file's geometry, or the documented defaults when no file is given. */
export function loadGeometry(read: Read, path: string | undefined): Loaded<SeriesGeometry> {
  if (!path) return { ok: true, value: DEFAULT_SERIES_GEOMETRY };
  const file = readJson(read, path);
  if (!file.ok) return failure("file", file.message);
  const series = seriesSchema.safeParse(file.json);
  if (!series.success) {
    return failure(
      "series",
      series.error.issues.map((i) => ({ path: i.path.join("."), code: i.code })),
    );
  }
  return { ok: true, value: seriesGeometry(series.data) };
}

/**
 * The arguments of a command that reads a design: the design file (the first positional) and the
 * values of its `options`, with `--series FILE` (the series whose profiles lay it out).
 */
export function parseDesignArgs<const O extends NonNullable<ParseArgsConfig["options"]>>(
  args: string[],
  options: O,
) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { series: { type: "string" }, ...options },
  });
  return { file: positionals[0], values };
}

/** A command's output: written to the `--out` file, or to stdout without one. */
export function writeOutput(out: string | undefined, output: string | Uint8Array) {
  if (out) writeFileSync(out, output);
  else process.stdout.write(output);
}
