// A fresh PGlite DATA_DIR can start from a migrated template (what the built server ships, see
// build.mjs) instead of running initdb; an existing folder never does. PGlite only: the
// PostgreSQL driver has no data folder.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import "../test/helpers/provided.ts";
import { openDatabase } from "./client.ts";

const dirs: string[] = [];

async function rows<T>(result: Promise<unknown>): Promise<T[]> {
  return ((await result) as { rows: T[] }).rows;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.runIf(process.env.TEST_DB === "pglite")("PGlite data folder template", () => {
  it("starts an empty folder from the template, and leaves a used folder as it is", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "fenestra-template-"));
    dirs.push(dataDir);
    const template = inject("pgliteDump");
    const first = await openDatabase({ dataDir, template });
    // The template's migrations are there without migrating.
    const [row] = await rows<{ n: number }>(
      first.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    );
    expect(row?.n).toBeGreaterThan(0);
    await first.db.execute(sql`create table marker (id int)`);
    await first.close();

    const again = await openDatabase({ dataDir, template });
    const [marker] = await rows<{ t: string | null }>(
      again.db.execute(sql`select to_regclass('public.marker') as t`),
    );
    expect(marker?.t).toBe("marker");
    await again.close();

    // A data folder works as a template too (what the built server ships): it is copied.
    const copy = mkdtempSync(join(tmpdir(), "fenestra-template-"));
    dirs.push(copy);
    const copied = await openDatabase({ dataDir: copy, template: dataDir });
    const [copiedMarker] = await rows<{ t: string | null }>(
      copied.db.execute(sql`select to_regclass('public.marker') as t`),
    );
    expect(copiedMarker?.t).toBe("marker");
    await copied.close();
  });
});
