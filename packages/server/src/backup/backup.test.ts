// The backup drill of issue 35, on the suite's database (PGlite or PostgreSQL): seed, store a
// file, back up, destroy the database and the files, restore, and every table's row count and
// checksum, and every file's bytes, are as they were. A restore never writes over data unasked.
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { storedFiles } from "../db/schema/index.ts";
import { seedDemo } from "../db/seed.ts";
import { localDiskStorage } from "../storage/local-disk.storage.ts";
import { admin, urlFor } from "../test/helpers/postgres-server.ts";
import "../test/helpers/provided.ts";
import { inject } from "vitest";
import { type BackupPlace, restoreBackup, writeBackup } from "./backup.ts";
import { tableSums } from "./table-sums.ts";

const onPostgres = process.env.TEST_DB === "postgres";
const work = mkdtempSync(join(tmpdir(), "fenestra-drill-"));
const database = `fenestra_drill_${process.pid}`;
const logo = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
const key = randomUUID();
let place: BackupPlace;
let before: Awaited<ReturnType<typeof tableSums>>;

/** Opens the drill's database (the migrated template, then the demo seed), answers a Db and a closer. */
async function open() {
  if (onPostgres) return openDatabase({ databaseUrl: urlFor(database) });
  return openDatabase({ pglite: await PGlite.create(join(work, "data")) });
}

beforeAll(async () => {
  const storage = localDiskStorage(join(work, "files"));
  if (onPostgres) {
    await admin(`DROP DATABASE IF EXISTS ${database}`);
    await admin(`CREATE DATABASE ${database} TEMPLATE ${inject("pgTemplate")}`);
    place = { driver: "postgres", databaseUrl: urlFor(database), storage };
  } else {
    const dump = readFileSync(inject("pgliteDump"));
    await (await PGlite.create({ dataDir: join(work, "data"), loadDataDir: new Blob([dump]) })).close();
    place = { driver: "pglite", dataDir: join(work, "data"), storage };
  }
  const handle = await open();
  await seedDemo(handle.db, "en-US");
  await storage.put(key, logo, "image/png");
  await handle.db.insert(storedFiles).values({
    key,
    companyId: 1,
    userId: 1,
    purpose: "logo",
    contentType: "image/png",
    size: logo.length,
    width: 1,
    height: 1,
  });
  before = await tableSums(handle.db);
  await handle.close();
}, 120_000);

afterAll(async () => {
  if (onPostgres) await admin(`DROP DATABASE IF EXISTS ${database}`);
  rmSync(work, { recursive: true, force: true });
});

it("back up, destroy, restore: every table's rows and checksum and every stored file come back", async () => {
  const file = join(work, "drill.fenestra-backup");
  const manifest = await writeBackup(place, file);
  expect(manifest.tables).toEqual(before);
  expect(manifest.files).toEqual([key]);
  expect(before["public.users"]?.rows).toBeGreaterThan(0);
  expect(before["public.series"]?.rows).toBeGreaterThan(0);

  // Destroy: the database and the stored files are gone.
  if (onPostgres) {
    await admin(`DROP DATABASE ${database}`);
    await admin(`CREATE DATABASE ${database}`);
  } else rmSync(join(work, "data"), { recursive: true });
  rmSync(join(work, "files"), { recursive: true });
  // As on a new machine: a process started after the loss opens its (empty) storage anew.
  place = { ...place, storage: localDiskStorage(join(work, "files")) };

  await restoreBackup(place, file, { replace: false });
  const handle = await open();
  expect(await tableSums(handle.db)).toEqual(before);
  await handle.close();
  expect(await place.storage.get(key)).toEqual({ bytes: logo, contentType: "image/png" });
}, 120_000);

it("a restore over a database that holds data is refused, saying how, and changes nothing", async () => {
  const file = join(work, "second.fenestra-backup");
  await writeBackup(place, file);
  const handle = await open();
  await handle.db.delete(storedFiles);
  const changed = await tableSums(handle.db);
  await handle.close();
  await expect(restoreBackup(place, file, { replace: false })).rejects.toThrow(/--replace/);
  const after = await open();
  expect(await tableSums(after.db)).toEqual(changed);
  await after.close();
}, 120_000);
