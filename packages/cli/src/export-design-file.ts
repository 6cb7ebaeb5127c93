// Reading a design file (and optionally a series file for its profile geometry) for the
// layout and export commands. Failures print a coded JSON error and exit 2.
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
