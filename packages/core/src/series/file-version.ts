// A series as a file (a published market series, an export): the model inside an envelope that
// names its schema version, so a file written by an older release still opens. Reading migrates
// older versions forward one step at a time, then validates with seriesSchema. Errors are coded
// values, never thrown text, as design/migrate.ts does for designs.
import { type Series, seriesSchema } from "./schema.ts";

/** The schema version this release writes. */
export const SERIES_FILE_VERSION = 2;

/** What a series file holds: its schema version and the model. */
export type SeriesFile = { readonly schemaVersion: number; readonly series: Series };

export type ReadSeriesFileResult =
  | { ok: true; series: Series; from: number }
  | { ok: false; code: "series_file.invalid" | "series_file.version_unsupported"; path?: string };

type Raw = Record<string, unknown>;
type Migration = (file: Raw) => Raw;

const isObject = (value: unknown): value is Raw =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Steps from version n to n+1, keyed by n.
 * - 1 → 2: version 1 was the bare model with no envelope (the catalogue's stored shape before
 *   files were versioned); its profiles could leave out `depth` (the section depth the 3D scene
 *   came to need), which was then the face width's square section: written out as such.
 */
const migrations: Record<number, Migration> = {
  1: (file) => {
    const model = isObject(file.series) ? file.series : {};
    const profiles = Array.isArray(model.profiles) ? model.profiles : [];
    return {
      schemaVersion: 2,
      series: {
        ...model,
        profiles: profiles.map((p) =>
          isObject(p) && p.depth === undefined && typeof p.faceWidth === "number"
            ? { ...p, depth: p.faceWidth }
            : p,
        ),
      },
    };
  },
};

/** The file of `series` as this release writes it. */
export function writeSeriesFile(series: Series): SeriesFile {
  return { schemaVersion: SERIES_FILE_VERSION, series };
}

/** The version a file says it is: a bare model (no envelope) is version 1. */
function versionOf(input: Raw): { version: number; file: Raw } {
  if (typeof input.schemaVersion === "number") return { version: input.schemaVersion, file: input };
  return { version: 1, file: { schemaVersion: 1, series: input } };
}

/** Brings a series file of any known version to the current one (no validation), or null. */
export function migrateSeriesFile(input: Raw): Raw | null {
  let { version, file } = versionOf(input);
  if (!Number.isInteger(version) || version < 1 || version > SERIES_FILE_VERSION) return null;
  while (version < SERIES_FILE_VERSION) {
    const step = migrations[version];
    if (!step) return null;
    file = step(file);
    version++;
  }
  return file;
}

/** Reads a series file of this or an older version: migrated, then checked by seriesSchema. */
export function readSeriesFile(input: unknown): ReadSeriesFileResult {
  if (!isObject(input)) return { ok: false, code: "series_file.invalid" };
  const from = versionOf(input).version;
  const migrated = migrateSeriesFile(input);
  if (!migrated) return { ok: false, code: "series_file.version_unsupported" };
  const parsed = seriesSchema.safeParse(migrated.series);
  if (!parsed.success)
    return { ok: false, code: "series_file.invalid", path: parsed.error.issues[0]?.path.join(".") };
  return { ok: true, series: parsed.data, from };
}
