import type { VersionCheck } from "@fenestra/api";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { AppError, CODES } from "../plugins/errors.ts";
import type { Db } from "./client.ts";

// Saving never silently overwrites (docs/api.md, "Versions"): every editable module's save goes
// through `versionedUpdate`, so the check and the increment are one statement and a race has
// exactly one winner.

type VersionedTable = PgTable & { version: PgColumn };

/** The refusal of a save made against a version the record has moved on from (HTTP 409). */
export const staleVersion = () => new AppError("conflict.stale_version", CODES.stale);

/** The version after this update: every update of a versioned record sets it (versionColumn, schema/columns.ts). */
export const nextVersion = (table: VersionedTable) => sql`${table.version} + 1`;

/** Refuses a save that changes nothing when it was made against another version than `current`. */
export function assertCurrentVersion(current: number, check: VersionCheck) {
  if (!check.overwrite && check.version !== current) throw staleVersion();
}

/**
 * `UPDATE table SET values, version = version + 1 WHERE <where> AND version = <read version>`
 * (without the version condition when the caller overwrites knowingly). The caller has found the
 * record inside `where` already, so no row updated means someone else saved it first: refused
 * with `conflict.stale_version`, nothing changed.
 */
export async function versionedUpdate<T extends VersionedTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  check: VersionCheck,
  values: PgUpdateSetSource<T>,
): Promise<T["$inferSelect"]> {
  const current = check.overwrite ? where : and(where, eq(table.version, check.version ?? -1));
  const rows = (await db
    .update(table)
    .set({ ...values, version: nextVersion(table) } as PgUpdateSetSource<T>)
    .where(current)
    .returning()) as T["$inferSelect"][];
  const [row] = rows;
  if (!row) throw staleVersion();
  return row;
}

/**
 * The same for a record of one row per company that is made by its first save (settings):
 * `INSERT ... ON CONFLICT (target) DO UPDATE SET values, version = version + 1 WHERE version = <read>`.
 * A record not made yet reads as version 0; its first save makes it at version 1.
 */
export async function versionedUpsert<T extends VersionedTable>(
  db: Db,
  table: T,
  target: PgColumn,
  check: VersionCheck,
  values: T["$inferInsert"],
): Promise<T["$inferSelect"]> {
  const rows = (await db
    .insert(table)
    .values({ ...values, version: 1 })
    .onConflictDoUpdate({
      target,
      set: { ...values, version: nextVersion(table) } as PgUpdateSetSource<T>,
      setWhere: check.overwrite ? undefined : eq(table.version, check.version ?? -1),
    })
    .returning()) as T["$inferSelect"][];
  const [row] = rows;
  if (!row) throw staleVersion();
  return row;
}
