// The workshop's reads and writes. Units are reached either through their contract (a
// VisibleContract: progress, packing) or, for scanning and withdrawing, through the production
// company that owns them (the tenant's company). Every list that names a contract (the contracts,
// the board, a worker's recent scans) shows only contracts the tenant sees (visibleContracts: a
// sub-account without "get all orders" the ones it sells, workshop staff those their factory
// produces). Another company's unit, by id or by QR token, is not found.
import type { ScanKind } from "@fenestra/core/scanning/scan-code";
import type { ScanTarget } from "@fenestra/core/scanning/scan-text";
import { isWorkshopLink, WORKSHOP_LINKS, type WorkshopLink } from "@fenestra/core/workshop/index";
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgSelect, SelectedFields } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { firstRow } from "../../db/first-row.ts";
import {
  contracts,
  orderItems,
  productionUnits,
  unitLinks,
  unitLinkWithdrawals,
  users,
  workshopPackages,
  workshopStaffLinks,
} from "../../db/schema/index.ts";
import { type VisibleContract, visibleContracts } from "../../tenancy/contract-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

const WORKSHOP_STATES = ["agreement", "review", "deposit", "production", "finished", "delivered", "settled"];

/** The contracts of the workshop view: those the tenant sees (contract-access.ts, THE rule). */
export async function workshopContracts(db: Db, tenant: Tenant, status: string | undefined) {
  const rows = await db
    .select()
    .from(contracts)
    .where(
      and(
        visibleContracts(tenant),
        status ? eq(contracts.status, status) : inArray(contracts.status, WORKSHOP_STATES),
      ),
    )
    .orderBy(desc(contracts.id))
    .limit(200);
  return rows as VisibleContract[];
}

export { contractUnitStats } from "../production/unit-stats.queries.ts";

/** A contract's rows of a select (its units, its packages: `contractId`), in `order`. */
const ofContract = <Q extends PgSelect>(
  select: Q,
  contractId: PgColumn,
  order: PgColumn,
  contract: VisibleContract,
) => select.where(eq(contractId, contract.id)).orderBy(asc(order));

export async function unitsOfContract(db: Db, contract: VisibleContract) {
  const units = db.select().from(productionUnits).$dynamic();
  return ofContract(units, productionUnits.contractId, productionUnits.seq, contract);
}

/** Order items by id (the windows units were made of). */
export async function orderItemsByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.id, [...ids]));
}

/** The contract's units for its delivery note: with their window's size and colour. */
export async function unitsWithWindows(db: Db, contract: VisibleContract) {
  return db
    .select({
      serial: productionUnits.serial,
      windowNo: productionUnits.windowNo,
      packageId: productionUnits.packageId,
      width: orderItems.width,
      height: orderItems.height,
      color: orderItems.color,
    })
    .from(productionUnits)
    .leftJoin(orderItems, eq(orderItems.id, productionUnits.orderItemId))
    .where(eq(productionUnits.contractId, contract.id))
    .orderBy(asc(productionUnits.seq));
}

export async function finishedLinksOf(db: Db, unitIds: readonly number[]) {
  if (unitIds.length === 0) return [];
  return db
    .select({
      id: unitLinks.id,
      unitId: unitLinks.unitId,
      link: unitLinks.link,
      workerId: unitLinks.workerId,
      workerName: users.nickname,
      finishedAt: unitLinks.finishedAt,
    })
    .from(unitLinks)
    .leftJoin(users, eq(users.id, unitLinks.workerId))
    .where(inArray(unitLinks.unitId, [...unitIds]));
}

export async function finishedLinksOfUnit(db: Db, unitId: number) {
  return db.select().from(unitLinks).where(eq(unitLinks.unitId, unitId));
}

/** Links of the tenant's company that have someone bound (the others are "unassigned"). */
export async function boundLinks(db: Db, tenant: Tenant): Promise<Set<WorkshopLink>> {
  const rows = await db
    .selectDistinct({ link: workshopStaffLinks.link })
    .from(workshopStaffLinks)
    .where(eq(workshopStaffLinks.companyId, tenant.companyId));
  return new Set(
    rows
      .map((r) => r.link)
      .filter((l): l is WorkshopLink => (WORKSHOP_LINKS as readonly string[]).includes(l)),
  );
}

const unitWithContract = {
  id: productionUnits.id,
  contractId: productionUnits.contractId,
  serial: productionUnits.serial,
  windowNo: productionUnits.windowNo,
  links: productionUnits.links,
  arrangedAt: productionUnits.arrangedAt,
  contractNo: contracts.contractNo,
};

/** `fields` of units, each with its contract. */
const unitsWithContracts = <S extends SelectedFields>(db: Db, fields: S) =>
  db.select(fields).from(productionUnits).innerJoin(contracts, eq(contracts.id, productionUnits.contractId));

/** `fields` of finished links, each with its unit (the caller joins the unit's contract where it needs it). */
const linksWithUnits = <S extends SelectedFields>(db: Db, fields: S) =>
  db.select(fields).from(unitLinks).innerJoin(productionUnits, eq(productionUnits.id, unitLinks.unitId));

/** The tenant's company's finished links meeting each of `conditions`. */
const companyLinksWhere = (tenant: Tenant, ...conditions: SQL[]) =>
  and(eq(unitLinks.companyId, tenant.companyId), ...conditions);

/** The tenant's company's units of contracts the tenant sees, in production, meeting `condition`. */
const boardUnitsWhere = (tenant: Tenant, condition: SQL) =>
  and(
    eq(productionUnits.companyId, tenant.companyId),
    visibleContracts(tenant),
    condition,
    eq(contracts.status, "production"),
  );

/**
 * The tenant's company's unit a scan names — by its QR token, or by the number printed on its
 * labels (compared case-blind; a hand-made contract number could make two alike: the one of the
 * contract being scanned wins) — locked until the transaction ends, with the links the signed-in
 * worker is bound to (read in the same round trip: a binding does not depend on the unit's lock,
 * unlike its finished links, which are read after it).
 */
export async function lockScannedUnit(
  db: Db,
  tenant: Tenant,
  target: ScanTarget<ScanKind>,
  contractId: number,
) {
  const named =
    target.by === "code"
      ? eq(productionUnits.token, target.token)
      : eq(sql`upper(${productionUnits.serial})`, target.serial);
  const [row] = await unitsWithContracts(db, {
    ...unitWithContract,
    workerLinks: sql<string[]>`array(select ${workshopStaffLinks.link} from ${workshopStaffLinks}
      where ${workshopStaffLinks.companyId} = ${tenant.companyId} and ${workshopStaffLinks.userId} = ${tenant.userId})`,
  })
    .where(and(eq(productionUnits.companyId, tenant.companyId), named))
    .orderBy(desc(sql`${productionUnits.contractId} = ${contractId}`), asc(productionUnits.id))
    .limit(1)
    .for("update", { of: productionUnits });
  return row && { ...row, workerLinks: new Set(row.workerLinks.filter(isWorkshopLink)) };
}

/** The tenant's company's unit `id` of a contract the tenant sees, locked until the transaction ends. */
export async function lockUnit(db: Db, tenant: Tenant, id: number) {
  const [row] = await unitsWithContracts(db, unitWithContract)
    .where(
      and(
        eq(productionUnits.companyId, tenant.companyId),
        eq(productionUnits.id, id),
        visibleContracts(tenant),
      ),
    )
    .for("update", { of: productionUnits });
  return row;
}

/**
 * Records a finished link and moves the unit to its next link (`position`) in one statement;
 * undefined (and the unit left as it is) when (unit, link) is already finished.
 */
export async function finishLinkAndMoveOn(
  db: Db,
  tenant: Tenant,
  row: { unitId: number; link: WorkshopLink; scanId: string; requestHash: string; finishedAt: Date },
  position: { link: WorkshopLink | null; dueAt: Date | null },
) {
  const insert = db
    .insert(unitLinks)
    .values({ companyId: tenant.companyId, workerId: tenant.userId, ...row })
    .onConflictDoNothing({ target: [unitLinks.unitId, unitLinks.link] })
    .returning({ id: unitLinks.id });
  const move = db
    .update(productionUnits)
    .set({ currentLink: position.link, dueAt: position.dueAt })
    .where(and(eq(productionUnits.id, row.unitId), sql`exists (select 1 from finished)`));
  const result = (await db.execute(
    sql`with finished as (${insert.getSQL()}), moved as (${move.getSQL()}) select id from finished`,
  )) as unknown as { rows?: { id: number }[] } & { id: number }[];
  return (result.rows ?? result)[0];
}

export async function setUnitPosition(db: Db, unitId: number, link: WorkshopLink | null, dueAt: Date | null) {
  await db.update(productionUnits).set({ currentLink: link, dueAt }).where(eq(productionUnits.id, unitId));
}

/** A recorded scan as a worker's recent scans list it: which unit, of which contract, at which link, when. */
const scanFields = {
  serial: productionUnits.serial,
  contractNo: contracts.contractNo,
  link: unitLinks.link,
  finishedAt: unitLinks.finishedAt,
};

/** A scan already recorded under this id (the device's), with its unit: for a resent scan. */
export async function scanById(db: Db, tenant: Tenant, scanId: string) {
  const [row] = await linksWithUnits(db, {
    ...scanFields,
    windowNo: productionUnits.windowNo,
    requestHash: unitLinks.requestHash,
    currentLink: productionUnits.currentLink,
  })
    .innerJoin(contracts, eq(contracts.id, productionUnits.contractId))
    .where(companyLinksWhere(tenant, eq(unitLinks.scanId, scanId)))
    .limit(1);
  return row;
}

export async function withdrawFinishedLink(
  db: Db,
  tenant: Tenant,
  unitId: number,
  row: typeof unitLinks.$inferSelect,
  reason: string,
  now: Date,
) {
  await db.insert(unitLinkWithdrawals).values({
    companyId: tenant.companyId,
    unitId,
    link: row.link,
    workerId: row.workerId,
    finishedAt: row.finishedAt,
    withdrawnBy: tenant.userId,
    reason,
    withdrawnAt: now,
  });
  await db.delete(unitLinks).where(eq(unitLinks.id, row.id));
}

/** Units in production per current link: how many, how many overdue. */
export async function boardCounts(db: Db, tenant: Tenant, now: Date) {
  return unitsWithContracts(db, {
    link: productionUnits.currentLink,
    count: count(),
    overdue: sql<number>`count(*) filter (where ${productionUnits.dueAt} < ${now.toISOString()})`.mapWith(
      Number,
    ),
  })
    .where(boardUnitsWhere(tenant, isNotNull(productionUnits.currentLink)))
    .groupBy(productionUnits.currentLink);
}

/** The first `limit` units at a link, the most overdue first. */
export async function boardUnits(db: Db, tenant: Tenant, link: WorkshopLink, limit: number) {
  return unitsWithContracts(db, {
    id: productionUnits.id,
    serial: productionUnits.serial,
    windowNo: productionUnits.windowNo,
    dueAt: productionUnits.dueAt,
    contractNo: contracts.contractNo,
  })
    .where(boardUnitsWhere(tenant, eq(productionUnits.currentLink, link)))
    .orderBy(asc(productionUnits.dueAt), asc(productionUnits.id))
    .limit(limit);
}

export async function workerCounts(db: Db, tenant: Tenant, day: Date, month: Date) {
  return db
    .select({
      workerId: unitLinks.workerId,
      today: sql<number>`count(*) filter (where ${unitLinks.finishedAt} >= ${day.toISOString()})`.mapWith(
        Number,
      ),
      month: count(),
    })
    .from(unitLinks)
    .where(companyLinksWhere(tenant, gte(unitLinks.finishedAt, month)))
    .groupBy(unitLinks.workerId);
}

export async function recentScans(db: Db, tenant: Tenant, limit: number) {
  return linksWithUnits(db, scanFields)
    .innerJoin(contracts, eq(contracts.id, productionUnits.contractId))
    .where(companyLinksWhere(tenant, eq(unitLinks.workerId, tenant.userId), visibleContracts(tenant)))
    .orderBy(desc(unitLinks.finishedAt), desc(unitLinks.id))
    .limit(limit);
}

export async function finishedInPeriod(db: Db, tenant: Tenant, from: Date, to: Date) {
  return linksWithUnits(db, {
    workerId: unitLinks.workerId,
    workerName: users.nickname,
    link: unitLinks.link,
    wages: productionUnits.wages,
  })
    .leftJoin(users, eq(users.id, unitLinks.workerId))
    .where(companyLinksWhere(tenant, gte(unitLinks.finishedAt, from), lt(unitLinks.finishedAt, to)));
}

export async function packagesOfContract(db: Db, contract: VisibleContract) {
  const packages = db.select().from(workshopPackages).$dynamic();
  return ofContract(packages, workshopPackages.contractId, workshopPackages.id, contract);
}

export async function insertPackage(
  db: Db,
  tenant: Tenant,
  contract: VisibleContract,
  packageNo: string,
  token: string,
) {
  const [row] = await db
    .insert(workshopPackages)
    .values({
      companyId: tenant.companyId,
      contractId: contract.id,
      packageNo,
      token,
      createdBy: tenant.userId,
    })
    .returning();
  if (!row) throw new Error("package not inserted");
  return row;
}

export async function putInPackage(db: Db, unitIds: readonly number[], packageId: number) {
  if (unitIds.length === 0) return;
  await db
    .update(productionUnits)
    .set({ packageId })
    .where(inArray(productionUnits.id, [...unitIds]));
}

/** A package of a contract the tenant's company packed (its contract's visibility still applies). */
export async function findPackage(db: Db, tenant: Tenant, id: number) {
  return firstRow(
    db,
    workshopPackages,
    and(eq(workshopPackages.id, id), eq(workshopPackages.companyId, tenant.companyId)),
  );
}
