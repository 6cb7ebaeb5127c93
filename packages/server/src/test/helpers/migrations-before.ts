import { randomBytes } from "node:crypto";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Series } from "@fenestra/core";
import { sql } from "drizzle-orm";
import { type DatabaseHandle, openDatabase } from "../../db/client.ts";
import { migrationsFolder } from "../../db/migrations-folder.ts";
import { admin, urlFor } from "./postgres-server.ts";

// For the tests of one data migration: a database migrated up to the migration before it, to
// fill as the migration would find it, then migrated the rest of the way. The rows are written in
// SQL naming only the columns the schema had then (not today's seed or drizzle schema, which name
// columns later migrations add).

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

/** A series row as a catalogue stored it before the migration under test. */
export type SeriesBefore = {
  name: string;
  model: Series;
  seedKey?: string | null;
  isDefault?: boolean;
  /** The index in the same `rows` of the row this one was cloned from. */
  clonedFrom?: number;
};

/**
 * Stores `rows` in one factory's catalogue (a company and its main directory, written here) on a
 * database migrated only part of the way; answers each row's id and version, in order.
 */
export async function storeSeriesBefore(handle: DatabaseHandle, rows: SeriesBefore[]) {
  const first = async <T>(query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
  const company = await first<{ id: number }>(
    sql`INSERT INTO companies (name, role, invitation_code) VALUES ('Before', 'factory', 'BEFORE01') RETURNING id`,
  );
  const directory = await first<{ id: number }>(
    sql`INSERT INTO series_directories (company_id, name, is_main) VALUES (${company.id}, 'Main', true) RETURNING id`,
  );
  const stored: { id: number; version: number }[] = [];
  for (const row of rows) {
    stored.push(
      await first<{ id: number; version: number }>(
        sql`INSERT INTO series (company_id, directory_id, name, model, seed_key, is_default, cloned_from)
            VALUES (${company.id}, ${directory.id}, ${row.name}, ${JSON.stringify(row.model)}::jsonb,
                    ${row.seedKey ?? null}, ${row.isDefault ?? false},
                    ${row.clonedFrom === undefined ? null : stored[row.clonedFrom]!.id})
            RETURNING id, version`,
      ),
    );
  }
  return stored;
}

/** The model a series row holds, read in SQL (the drizzle schema names columns added since). */
export async function seriesModel(handle: DatabaseHandle, id: number): Promise<Series> {
  const found = await handle.db.execute(sql`SELECT model FROM series WHERE id = ${id}`);
  return (found as unknown as { rows: { model: Series }[] }).rows[0]!.model;
}
