import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type SQL, sql } from "drizzle-orm";

/** What this check needs of a database (client.ts opens it with this check: no import back). */
type Executes = { execute(query: SQL): PromiseLike<unknown> };

type Journal = { entries: { when: number }[] };

/**
 * True when the database already records the newest migration of `folder`, i.e. when drizzle's
 * migrator would change nothing: it applies every migration newer than the newest `created_at`
 * of drizzle.__drizzle_migrations. Two small queries instead of the migrator's schema and table
 * creation, SQL file hashing and empty transaction, which a start on an up-to-date database
 * otherwise pays every time.
 */
export async function migrationsApplied(db: Executes, folder: string): Promise<boolean> {
  const newest = newestMigration(folder);
  if (newest === undefined) return true;
  const table = await rows<{ present: boolean }>(
    db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  if (!table[0]?.present) return false;
  const recorded = await rows<{ done: boolean }>(
    db.execute(
      sql`select exists (select 1 from drizzle.__drizzle_migrations where created_at >= ${newest}) as done`,
    ),
  );
  return recorded[0]?.done === true;
}

/** The shipped folder's newest migration time: read once per process (/api/ready asks often). */
const newestOf = new Map<string, number | undefined>();
function newestMigration(folder: string): number | undefined {
  if (!newestOf.has(folder)) {
    const journal = JSON.parse(readFileSync(join(folder, "meta", "_journal.json"), "utf8")) as Journal;
    newestOf.set(folder, journal.entries.at(-1)?.when);
  }
  return newestOf.get(folder);
}

/** Both drivers answer `execute` with an object holding `rows`. */
async function rows<T>(result: PromiseLike<unknown>): Promise<T[]> {
  return ((await result) as { rows: T[] }).rows;
}
