// The migration that makes each profile's uploaded DXF file its section (0042_profile_dxf_as_section):
// run by drizzle's migrator on a database migrated up to 0041 holding the demo series (today's
// copies, the first the default), with a file uploaded for one profile of the default series the
// way the upload route stored it then.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Series } from "@fenestra/core";
import { demoSeries } from "@fenestra/core/series/demo/index";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { migrationsFolder } from "../../db/migrations-folder.ts";
import { series } from "../../db/schema/index.ts";
import { emptyDatabase, folderBefore, storeSeriesBefore } from "../../test/helpers/migrations-before.ts";

const MIGRATION = "0042_profile_dxf_as_section";
const UPLOADED = "0\nSECTION\n2\nENTITIES\n0\nCIRCLE\n8\n0\n10\n0\n20\n0\n40\n5\n0\nENDSEC\n0\nEOF\n";

let handle: DatabaseHandle;
let dir: string;
let id: number;
let before: { model: Series; version: number };
let others: { id: number; model: Series }[];

const rowOf = async (seriesId: number) =>
  (await handle.db.select().from(series).where(eq(series.id, seriesId)))[0]!;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "fenestra-before-0042-"));
  handle = await emptyDatabase();
  await handle.migrate(folderBefore(dir, MIGRATION));
  const models = Object.entries(demoSeries("en-US")).map(([key, model], i) => ({
    name: model.name,
    model,
    seedKey: key,
    isDefault: i === 0,
  }));
  const stored = await storeSeriesBefore(handle, models);
  id = stored[0]!.id;
  before = { model: models[0]!.model, version: stored[0]!.version };
  others = stored.slice(1).map((row, i) => ({ id: row.id, model: models[i + 1]!.model }));
  await handle.db.execute(
    sql`INSERT INTO series_profile_dxf (series_id, profile_code, file_name, content, size)
        VALUES (${id}, 'F001', 'f001-ours.dxf', ${UPLOADED}, ${UPLOADED.length})`,
  );
  await handle.migrate(migrationsFolder());
}, 120_000);

afterAll(async () => {
  await handle?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe(MIGRATION, () => {
  it("makes the uploaded file the profile's section, named as uploaded, and nothing else changes", async () => {
    const after = await rowOf(id);
    const f001 = after.model.profiles.find((p) => p.code === "F001");
    expect(f001).toEqual({
      ...before.model.profiles.find((p) => p.code === "F001"),
      sectionDxf: UPLOADED,
      dxf: "f001-ours.dxf",
    });
    expect(after.model.profiles.filter((p) => p.code !== "F001")).toEqual(
      before.model.profiles.filter((p) => p.code !== "F001"),
    );
    expect({ ...after.model, profiles: [] }).toEqual({ ...before.model, profiles: [] });
    expect(after.version).toBe(before.version);
    for (const other of others) expect((await rowOf(other.id)).model).toEqual(other.model);
  });

  it("leaves no second copy: the table of uploaded files is gone", async () => {
    const found = await handle.db.execute(sql`select to_regclass('series_profile_dxf') is null as gone`);
    expect((found as unknown as { rows: { gone: boolean }[] }).rows[0]?.gone).toBe(true);
  });
});
