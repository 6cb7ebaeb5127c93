import { randomBytes } from "node:crypto";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type DatabaseHandle, openDatabase } from "../../db/client.ts";
import { migrationsFolder } from "../../db/migrations-folder.ts";
import { admin, urlFor } from "./postgres-server.ts";

// For the tests of one data migration: a database migrated up to the migration before it, to
// fill as the migration would find it, then migrated the rest of the way.

/** An empty database on the driver TEST_DB names (not the suites' migrated template). */
export async function emptyDatabase(): Promise<DatabaseHandle> {
  if ((process.env.TEST_DB ?? "pglite") !== "postgres")
    return openDatabase({ pglite: await PGlite.create() });
  const name = `fenestra_m_${randomBytes(6).toString("hex")}`;
  await admin(`CREATE DATABASE ${name}`);
  const handle = await openDatabase({ databaseUrl: urlFor(name) });
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin(`DROP DATABASE IF EXISTS ${name}`);
    },
  };
}

/** The migrations folder copied to `dir` as it stood before `tag`: the journal ends at the one before. */
export function folderBefore(dir: string, tag: string): string {
  cpSync(migrationsFolder(), dir, { recursive: true });
  const file = join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(file, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at <= 0) throw new Error(`no migration ${tag} after the first`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(file, JSON.stringify(journal));
  return dir;
}
