import type { VersionCheck } from "@fenestra/api";
import type { Series } from "@fenestra/core";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderItems, series, seriesDirectories } from "../../db/schema/index.ts";
import { versionedUpdate } from "../../db/versioned-update.ts";
import { findOwn, findOwnId, ownRow, ownRowsOldestFirst } from "../../tenancy/own-rows.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

// Every query takes the caller's company: a row of another company is simply not found.

/** The company's main directory, created on first use (it holds only subdirectories). */
export async function ensureMainDirectory(db: Db, tenant: Tenant): Promise<number> {
  const [found] = await db
    .select({ id: seriesDirectories.id })
    .from(seriesDirectories)
    .where(and(eq(seriesDirectories.companyId, tenant.companyId), eq(seriesDirectories.isMain, true)))
    .limit(1);
  if (found) return found.id;
  const [created] = await db
    .insert(seriesDirectories)
    .values({ companyId: tenant.companyId, name: "", isMain: true })
    .returning({ id: seriesDirectories.id });
  if (!created) throw new Error("main directory insert returned nothing");
  return created.id;
}

/** A directory as the catalogue shows it. */
const directoryColumns = {
  id: seriesDirectories.id,
  parentId: seriesDirectories.parentId,
  name: seriesDirectories.name,
  isMain: seriesDirectories.isMain,
  version: seriesDirectories.version,
};

export async function listDirectories(db: Db, tenant: Tenant) {
  return ownRowsOldestFirst(
    db.select(directoryColumns).from(seriesDirectories).$dynamic(),
    seriesDirectories,
    tenant,
  );
}

const summaryColumns = {
  id: series.id,
  directoryId: series.directoryId,
  name: series.name,
  material: sql<string>`${series.model}->>'material'`,
  version: series.version,
  shared: series.shared,
  shareDescription: series.shareDescription,
  isDefault: series.isDefault,
  updatedAt: series.updatedAt,
  /** What the opening kinds it builds are read from (series/kinds.ts). */
  openingKinds: sql<Series["openingKinds"] | null>`${series.model}->'openingKinds'`,
  partTypes: sql<
    Series["profiles"][number]["partType"][]
  >`jsonb_path_query_array(${series.model}, '$.profiles[*].partType')`,
};

export async function listSeries(db: Db, tenant: Tenant) {
  return ownRowsOldestFirst(db.select(summaryColumns).from(series).$dynamic(), series, tenant);
}

export function findDirectory(db: Db, tenant: Tenant, id: number) {
  return findOwn(db, seriesDirectories, tenant, id);
}

export async function insertDirectory(db: Db, tenant: Tenant, parentId: number, name: string) {
  const [row] = await db
    .insert(seriesDirectories)
    .values({ companyId: tenant.companyId, parentId, name })
    .returning({ id: seriesDirectories.id });
  return row?.id;
}

/** A person's rename, refused when made against a version the directory has moved on from. */
export async function renameDirectory(db: Db, tenant: Tenant, id: number, name: string, check: VersionCheck) {
  const row = await versionedUpdate(db, seriesDirectories, ownRow(seriesDirectories, tenant, id), check, {
    name,
  });
  return { id: row.id, parentId: row.parentId, name: row.name, isMain: row.isMain, version: row.version };
}

/** Subdirectories plus series directly inside a directory. */
export async function directoryContents(db: Db, tenant: Tenant, id: number): Promise<number> {
  const [dirs] = await db
    .select({ n: count() })
    .from(seriesDirectories)
    .where(and(eq(seriesDirectories.companyId, tenant.companyId), eq(seriesDirectories.parentId, id)));
  const [items] = await db
    .select({ n: count() })
    .from(series)
    .where(and(eq(series.companyId, tenant.companyId), eq(series.directoryId, id)));
  return Number(dirs?.n ?? 0) + Number(items?.n ?? 0);
}

export async function deleteDirectory(db: Db, tenant: Tenant, id: number) {
  await db.delete(seriesDirectories).where(ownRow(seriesDirectories, tenant, id));
}

export type SeriesRow = typeof series.$inferSelect;

/**
 * Whose catalogue a series is read from: the tenant's, or that of the company an order item row
 * belongs to, for an item already reached through its contract or a customer's link (the
 * drawings of a dealer's contract use the dealer's series).
 */
export type SeriesOwner = Tenant | Pick<typeof orderItems.$inferSelect, "companyId" | "seriesId">;

export function findSeries(db: Db, owner: SeriesOwner, id: number): Promise<SeriesRow | undefined> {
  return findOwn(db, series, owner, id);
}

export async function findDefaultSeries(db: Db, owner: SeriesOwner): Promise<SeriesRow | undefined> {
  const [row] = await db
    .select()
    .from(series)
    .where(and(eq(series.companyId, owner.companyId), eq(series.isDefault, true)))
    .orderBy(asc(series.id))
    .limit(1);
  return row;
}

export type NewSeries = {
  directoryId: number;
  name: string;
  model: Series;
  clonedFrom?: number | null;
  /** Cloned from the market: the listing and its published version. */
  marketListingId?: number | null;
  marketVersion?: number | null;
  seedKey?: string | null;
  isDefault?: boolean;
};

export async function insertSeries(db: Db, tenant: Tenant, row: NewSeries): Promise<number> {
  const [created] = await db
    .insert(series)
    .values({ companyId: tenant.companyId, ...row })
    .returning({ id: series.id });
  if (!created) throw new Error("series insert returned nothing");
  return created.id;
}

/** Applies a change and bumps the version (the stored BOMs compare against it). */
export async function updateSeries(
  db: Db,
  tenant: Tenant,
  id: number,
  patch: Partial<{
    name: string;
    model: Series;
    directoryId: number;
    shared: boolean;
    shareDescription: string;
  }>,
  now: Date,
  check: VersionCheck = { overwrite: true },
) {
  // A person's save names the version it read; sharing and moving change the series whatever it holds.
  await versionedUpdate(db, series, ownRow(series, tenant, id), check, {
    ...patch,
    updatedAt: now,
  });
}

export async function setDefaultSeries(db: Db, tenant: Tenant, id: number) {
  await db.transaction(async (tx) => {
    await tx.update(series).set({ isDefault: false }).where(eq(series.companyId, tenant.companyId));
    await tx
      .update(series)
      .set({ isDefault: true })
      .where(ownRow(series, tenant, id));
  });
}

export async function deleteSeries(db: Db, tenant: Tenant, id: number) {
  await db.delete(series).where(ownRow(series, tenant, id));
}

/** Order items of the company that name this series. */
export async function ordersUsingSeries(db: Db, tenant: Tenant, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orderItems)
    .where(and(eq(orderItems.companyId, tenant.companyId), eq(orderItems.seriesId, String(id))));
  return Number(row?.n ?? 0);
}

export async function findSeedSeries(db: Db, tenant: Tenant, seedKey: string) {
  return findOwnId(db, series, tenant, eq(series.seedKey, seedKey));
}

export async function findDirectoryByName(db: Db, tenant: Tenant, parentId: number, name: string) {
  const named = and(eq(seriesDirectories.parentId, parentId), eq(seriesDirectories.name, name));
  return findOwnId(db, seriesDirectories, tenant, named);
}
