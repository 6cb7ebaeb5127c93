import { describe, expect, it } from "vitest";
import { DEMO_SERIES } from "./demo/index.ts";
import { migrateSeriesFile, readSeriesFile, SERIES_FILE_VERSION, writeSeriesFile } from "./file-version.ts";

const tb60 = Object.values(DEMO_SERIES)[0];
if (!tb60) throw new Error("no demo series");

describe("series files carry a schema version", () => {
  it("writes the current version and reads it back unchanged", () => {
    const file = writeSeriesFile(tb60);
    expect(file.schemaVersion).toBe(SERIES_FILE_VERSION);
    const read = readSeriesFile(JSON.parse(JSON.stringify(file)));
    expect(read).toEqual({ ok: true, series: tb60, from: SERIES_FILE_VERSION });
  });

  it("opens a version-1 file (a bare model) and gives profiles without depth a square section", () => {
    const old = structuredClone(tb60) as unknown as { profiles: Record<string, unknown>[] };
    for (const p of old.profiles) delete p.depth;
    const read = readSeriesFile(old);
    if (!read.ok) throw new Error(read.code);
    expect(read.from).toBe(1);
    expect(read.series.profiles.map((p) => p.depth)).toEqual(tb60.profiles.map((p) => p.faceWidth));
    expect(read.series.formulas).toEqual(tb60.formulas);
  });

  it("keeps a version-1 profile's depth when it has one", () => {
    const read = readSeriesFile(structuredClone(tb60));
    expect(read.ok && read.series.profiles).toEqual(tb60.profiles);
  });

  it("refuses a file from a newer release, and a version it does not know", () => {
    expect(readSeriesFile({ schemaVersion: SERIES_FILE_VERSION + 1, series: tb60 })).toEqual({
      ok: false,
      code: "series_file.version_unsupported",
    });
    expect(migrateSeriesFile({ schemaVersion: 0, series: tb60 })).toBeNull();
    expect(migrateSeriesFile({ schemaVersion: 1.5, series: tb60 })).toBeNull();
  });

  it("names the first bad field of a file that does not validate", () => {
    const bad = { schemaVersion: SERIES_FILE_VERSION, series: { ...tb60, profiles: [] } };
    expect(readSeriesFile(bad)).toMatchObject({ ok: false, code: "series_file.invalid", path: "profiles" });
    expect(readSeriesFile("text")).toEqual({ ok: false, code: "series_file.invalid" });
  });
});
