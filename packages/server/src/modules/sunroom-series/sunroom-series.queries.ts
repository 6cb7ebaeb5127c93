import type { VersionCheck } from "@fenestra/api";
import type { SunroomSeries } from "@fenestra/core/sunroom/index";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sunroomSeries, sunrooms } from "../../db/schema/index.ts";
import { versionedUpdate } from "../../db/versioned-update.ts";
import { findOwn, ownRow, ownRowsOldestFirst } from "../../tenancy/own-rows.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

// Every query takes the caller's company: another company's sunroom series is simply not found.

export type SunroomSeriesRow = typeof sunroomSeries.$inferSelect;

const summaryColumns = {
  id: sunroomSeries.id,
  name: sunroomSeries.name,
  version: sunroomSeries.version,
  updatedAt: sunroomSeries.updatedAt,
};

export function listSunroomSeries(db: Db, tenant: Tenant) {
  return ownRowsOldestFirst(db.select(summaryColumns).from(sunroomSeries).$dynamic(), sunroomSeries, tenant);
}

export function findSunroomSeries(db: Db, tenant: Tenant, id: number): Promise<SunroomSeriesRow | undefined> {
  return findOwn(db, sunroomSeries, tenant, id);
}

export function findSeededSunroomSeries(db: Db, tenant: Tenant, seedKey: string) {
  return findOwn(db, sunroomSeries, tenant, eq(sunroomSeries.seedKey, seedKey));
}

/** Adds the company's series; a seeded one already there (same key) is left as it is. */
export async function insertSunroomSeries(
  db: Db,
  tenant: Tenant,
  row: { name: string; model: SunroomSeries; seedKey?: string | null },
): Promise<number | undefined> {
  const [created] = await db
    .insert(sunroomSeries)
    .values({ companyId: tenant.companyId, ...row })
    .onConflictDoNothing()
    .returning({ id: sunroomSeries.id });
  return created?.id;
}

export async function countSunroomSeries(db: Db, tenant: Tenant): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sunroomSeries)
    .where(eq(sunroomSeries.companyId, tenant.companyId));
  return Number(row?.n ?? 0);
}

/** A person's save, refused (409) when made against a version the series has moved on from. */
export function updateSunroomSeries(
  db: Db,
  tenant: Tenant,
  id: number,
  patch: Partial<{ name: string; model: SunroomSeries }>,
  now: Date,
  check: VersionCheck,
) {
  return versionedUpdate(db, sunroomSeries, ownRow(sunroomSeries, tenant, id), check, {
    ...patch,
    updatedAt: now,
  });
}

export async function deleteSunroomSeries(db: Db, tenant: Tenant, id: number) {
  await db.delete(sunroomSeries).where(ownRow(sunroomSeries, tenant, id));
}

/** The company's saved sunrooms that name the series (by its id as text). */
export async function sunroomsUsing(db: Db, tenant: Tenant, seriesId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sunrooms)
    .where(and(eq(sunrooms.companyId, tenant.companyId), sql`${sunrooms.model}->>'seriesId' = ${seriesId}`));
  return Number(row?.n ?? 0);
}
