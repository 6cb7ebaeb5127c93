// Reads and writes of the warehouse, always through the caller's company (Tenant). The ledger
// is only appended to; a balance row per item is created and locked in one fixed order before an
// operation's lines are planned (core's planOperation) and written, in one transaction.
import type { VersionCheck } from "@fenestra/api";
import { type Balance, type ItemKey, itemKey, type LedgerLine } from "@fenestra/core/warehouse/index";
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  type SQL,
  sql,
} from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { firstRow } from "../../db/first-row.ts";
import {
  contracts,
  orders,
  stockBalances,
  stockLines,
  stockOperations,
  surplus,
  users,
  warehouseMaterials,
  warehousePositions,
  warehouseSettings,
} from "../../db/schema/index.ts";
import { nextVersion, versionedUpdate, versionedUpsert } from "../../db/versioned-update.ts";
import { onePage } from "../../shared/paging.ts";
import { visibleOrders } from "../../tenancy/order-access.ts";
import { findOwn, findOwnId, ownRow } from "../../tenancy/own-rows.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { escapeLike } from "../orders/orders.queries.ts";

export type MaterialRow = typeof warehouseMaterials.$inferSelect;
export type OperationRow = typeof stockOperations.$inferSelect;

/**
 * The name of a material's or leftover's position, read from the company's list (the row keeps
 * only the position's id): '' for none.
 */
const positionNameOf = (positionId: SQL | typeof warehouseMaterials.positionId | typeof surplus.positionId) =>
  sql<string>`coalesce((select p.name from warehouse_positions p where p.id = ${positionId}), '')`;

/** A material with its position's name. */
export type MaterialWithPosition = MaterialRow & { position: string };
const materialColumns = {
  ...getTableColumns(warehouseMaterials),
  position: positionNameOf(warehouseMaterials.positionId),
};

const mine = (tenant: Tenant) =>
  and(eq(warehouseMaterials.companyId, tenant.companyId), isNull(warehouseMaterials.archivedAt));

/** A (not deleted) material of the company. */
export async function findMaterial(db: Db, tenant: Tenant, id: number): Promise<MaterialRow | undefined> {
  return firstRow(db, warehouseMaterials, and(mine(tenant), eq(warehouseMaterials.id, id)));
}

export async function findMaterialsByIds(
  db: Db,
  tenant: Tenant,
  ids: number[],
): Promise<Map<number, MaterialWithPosition>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(materialColumns)
    .from(warehouseMaterials)
    .where(and(mine(tenant), inArray(warehouseMaterials.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The company's materials of these codes (any category). */
export async function findMaterialsByCodes(db: Db, tenant: Tenant, codes: string[]): Promise<MaterialRow[]> {
  if (codes.length === 0) return [];
  return db
    .select()
    .from(warehouseMaterials)
    .where(and(mine(tenant), inArray(warehouseMaterials.code, [...new Set(codes)])));
}

export async function findMaterialByCode(db: Db, tenant: Tenant, category: string, code: string) {
  return firstRow(
    db,
    warehouseMaterials,
    and(mine(tenant), eq(warehouseMaterials.category, category), eq(warehouseMaterials.code, code)),
  );
}

/** Stock over all colours and lengths, and available leftovers of the code, per material. */
const stockOfMaterial = sql<number>`coalesce((select sum(b.quantity)::int from stock_balances b where b.company_id = ${warehouseMaterials.companyId} and b.material_id = ${warehouseMaterials.id}), 0)`;
const leftoversOfMaterial = sql<number>`case when ${warehouseMaterials.category} = 'profile' then (select count(*)::int from surplus s where s.company_id = ${warehouseMaterials.companyId} and s.code = ${warehouseMaterials.code} and s.status = 'available') else 0 end`;

export async function listMaterials(
  db: Db,
  tenant: Tenant,
  q: { page: number; pageSize: number; category?: string; q?: string },
) {
  const where = [mine(tenant)];
  if (q.category) where.push(eq(warehouseMaterials.category, q.category));
  if (q.q) {
    const like = `%${escapeLike(q.q)}%`;
    where.push(sql`(${warehouseMaterials.code} ilike ${like} or ${warehouseMaterials.name} ilike ${like})`);
  }
  const cond = and(...where);
  const rows = db
    .select({ m: materialColumns, stock: stockOfMaterial, leftovers: leftoversOfMaterial })
    .from(warehouseMaterials)
    .where(cond)
    .orderBy(asc(warehouseMaterials.category), asc(warehouseMaterials.code), asc(warehouseMaterials.id))
    .$dynamic();
  return onePage(db, { rows, table: warehouseMaterials, where: cond }, q, (row) => row);
}

export async function materialWithStock(db: Db, tenant: Tenant, id: number) {
  const [row] = await db
    .select({ m: materialColumns, stock: stockOfMaterial, leftovers: leftoversOfMaterial })
    .from(warehouseMaterials)
    .where(and(mine(tenant), eq(warehouseMaterials.id, id)));
  return row;
}

/** Every material of the company (the export; at most a few thousand). */
export async function allMaterials(db: Db, tenant: Tenant): Promise<MaterialWithPosition[]> {
  return db
    .select(materialColumns)
    .from(warehouseMaterials)
    .where(mine(tenant))
    .orderBy(asc(warehouseMaterials.category), asc(warehouseMaterials.code));
}

export type MaterialValues = Omit<
  typeof warehouseMaterials.$inferInsert,
  "id" | "companyId" | "createdAt" | "archivedAt"
>;

export async function insertMaterial(db: Db, tenant: Tenant, values: MaterialValues, now: Date) {
  const [row] = await db
    .insert(warehouseMaterials)
    .values({ ...values, companyId: tenant.companyId, createdAt: now })
    .returning();
  return row as MaterialRow;
}

/** A person's save names the version it read; an import changes the material whatever it holds. */
export async function updateMaterial(
  db: Db,
  tenant: Tenant,
  id: number,
  values: MaterialValues,
  check: VersionCheck = { overwrite: true },
) {
  return versionedUpdate(
    db,
    warehouseMaterials,
    and(mine(tenant), eq(warehouseMaterials.id, id)),
    check,
    values,
  );
}

/**
 * Archives the material unless it has stock or available leftovers, in one statement (a stock
 * operation landing meanwhile is seen): false when it has.
 */
export async function archiveMaterial(db: Db, tenant: Tenant, id: number, now: Date): Promise<boolean> {
  const done = await db
    .update(warehouseMaterials)
    .set({ archivedAt: now })
    .where(
      and(
        mine(tenant),
        eq(warehouseMaterials.id, id),
        sql`${stockOfMaterial} = 0`,
        sql`${leftoversOfMaterial} = 0`,
      ),
    )
    .returning({ id: warehouseMaterials.id });
  return done.length === 1;
}

/** Stock per colour of a material (to refuse removing a colour that holds stock). */
export async function stockColors(db: Db, tenant: Tenant, materialId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ color: stockBalances.color, q: sql<number>`sum(${stockBalances.quantity})::int` })
    .from(stockBalances)
    .where(and(eq(stockBalances.companyId, tenant.companyId), eq(stockBalances.materialId, materialId)))
    .groupBy(stockBalances.color);
  return new Map(rows.map((r) => [r.color, r.q]));
}

// --- operations -------------------------------------------------------------------------

export function findOperationByRequest(db: Db, tenant: Tenant, requestId: string) {
  return findOwn(db, stockOperations, tenant, eq(stockOperations.requestId, requestId));
}

export function findOperation(db: Db, tenant: Tenant, id: number) {
  return findOwn(db, stockOperations, tenant, id);
}

/** The operation and the id of the operation that reverses it (null: none), in one query. */
export async function findOperationWithReversal(db: Db, tenant: Tenant, id: number) {
  const [row] = await db
    .select({
      op: stockOperations,
      reversedById: sql<
        number | null
      >`(select r.id from stock_operations r where r.company_id = stock_operations.company_id and r.reverses_id = stock_operations.id limit 1)`,
    })
    .from(stockOperations)
    .where(ownRow(stockOperations, tenant, id))
    .limit(1);
  return row && { ...row.op, reversedById: row.reversedById };
}

export async function reversalOf(db: Db, tenant: Tenant, id: number) {
  return (await findOwnId(db, stockOperations, tenant, eq(stockOperations.reversesId, id))) ?? null;
}

export type NewOperation = {
  type: number;
  requestId: string;
  /** The identity of the request writing it (plugins/request-identity.ts). */
  requestHash: string;
  reversesId?: number | null;
  contractId?: number | null;
  purchaseOrderId?: number | null;
  note: string;
};

/** Thrown inside the transaction when the request id is already an operation (nothing written). */
export class RequestSeen extends Error {}

/**
 * Claims the request id with the operation's row: when another transaction holds it, PostgreSQL
 * waits for that one to end; when it committed, RequestSeen (the caller answers the first result).
 */
export async function insertOperation(
  tx: Db,
  tenant: Tenant,
  op: NewOperation,
  now: Date,
): Promise<OperationRow> {
  const [row] = await tx
    .insert(stockOperations)
    .values({ ...op, companyId: tenant.companyId, userId: tenant.userId, createdAt: now })
    .onConflictDoNothing({ target: [stockOperations.companyId, stockOperations.requestId] })
    .returning();
  if (!row) throw new RequestSeen();
  return row;
}

/**
 * Creates the missing balance rows of these items and locks all of them (FOR UPDATE through
 * ON CONFLICT DO UPDATE), in the one order of `items` (core's compareItems: the caller sorts),
 * so two operations on the same items queue instead of deadlocking. Answers the balances.
 */
export async function lockBalances(tx: Db, tenant: Tenant, items: ItemKey[]): Promise<Map<string, Balance>> {
  const out = new Map<string, Balance>();
  if (items.length === 0) return out;
  const rows = await tx
    .insert(stockBalances)
    .values(items.map((i) => ({ companyId: tenant.companyId, ...i, quantity: 0, valueFen: 0 })))
    .onConflictDoUpdate({
      target: [stockBalances.companyId, stockBalances.materialId, stockBalances.color, stockBalances.length],
      set: { quantity: sql`${stockBalances.quantity}` },
    })
    .returning();
  for (const r of rows) out.set(itemKey(r), { quantity: r.quantity, valueFen: r.valueFen });
  return out;
}

/**
 * Writes an operation's lines and the items' new balances (already locked by lockBalances) in
 * one statement, which also answers the written lines as the ledger shows them: the balances'
 * update and the lines' insert are data-modifying WITHs, so the locks are held one round trip
 * less and the answer needs no second read, whatever the number of items.
 */
export async function writeLines(
  tx: Db,
  tenant: Tenant,
  op: OperationRow,
  lines: (LedgerLine & { note?: string })[],
  balances: Map<string, Balance>,
) {
  const touched = new Map(lines.map((l) => [itemKey(l), l as ItemKey]));
  const updates: SQL[] = [];
  for (const [key, item] of touched) {
    const b = balances.get(key);
    if (b)
      updates.push(
        sql`(${item.materialId}::int, ${item.color}::text, ${item.length}::int, ${b.quantity}::int, ${b.valueFen}::bigint)`,
      );
  }
  const update =
    updates.length === 0
      ? undefined
      : sql`update ${stockBalances} as b set quantity = v.quantity, value_fen = v.value_fen
          from (values ${sql.join(updates, sql`, `)}) as v (material_id, color, length, quantity, value_fen)
          where b.company_id = ${tenant.companyId} and b.material_id = v.material_id
            and b.color = v.color and b.length = v.length`;
  if (lines.length === 0) {
    if (update) await tx.execute(update);
    return [];
  }
  const insert = tx.insert(stockLines).values(
    lines.map((l) => ({
      companyId: tenant.companyId,
      operationId: op.id,
      type: l.type,
      materialId: l.materialId,
      color: l.color,
      length: l.length,
      delta: l.delta,
      valueFen: l.valueFen,
      unitCostFen: l.unitCostFen,
      counted: l.counted,
      balanceAfter: l.balanceAfter,
      note: l.note ?? "",
      contractId: op.contractId,
      userId: op.userId,
      createdAt: op.createdAt,
    })),
  );
  // The WITH named stock_lines holds the inserted rows and hides the table of that name in the
  // main query (PostgreSQL's scoping), so the ledger's own select reads exactly these lines.
  const written = tx.$with("stock_lines", {}).as(sql`${insert.getSQL()} returning *`);
  const withs = update ? [tx.$with("balances", {}).as(update), written] : [written];
  return linesQuery(tx.with(...withs)).orderBy(asc(stockLines.id));
}

const lineColumns = {
  id: stockLines.id,
  operationId: stockLines.operationId,
  operationType: stockOperations.type,
  type: stockLines.type,
  materialId: stockLines.materialId,
  code: warehouseMaterials.code,
  name: warehouseMaterials.name,
  category: warehouseMaterials.category,
  color: stockLines.color,
  length: stockLines.length,
  delta: stockLines.delta,
  valueFen: stockLines.valueFen,
  unitCostFen: stockLines.unitCostFen,
  counted: stockLines.counted,
  balanceAfter: stockLines.balanceAfter,
  /** The line's own note, else the operation's. */
  note: sql<string>`case when ${stockLines.note} <> '' then ${stockLines.note} else ${stockOperations.note} end`,
  contractId: stockLines.contractId,
  contractNo: contracts.contractNo,
  userId: stockLines.userId,
  userName: users.nickname,
  reversesId: stockOperations.reversesId,
  createdAt: stockLines.createdAt,
};

function linesQuery(db: Pick<Db, "select">) {
  return db
    .select(lineColumns)
    .from(stockLines)
    .innerJoin(stockOperations, eq(stockOperations.id, stockLines.operationId))
    .innerJoin(warehouseMaterials, eq(warehouseMaterials.id, stockLines.materialId))
    .leftJoin(contracts, eq(contracts.id, stockLines.contractId))
    .leftJoin(users, eq(users.id, stockLines.userId));
}

export async function operationLines(db: Db, tenant: Tenant, operationId: number) {
  return linesQuery(db)
    .where(and(eq(stockLines.companyId, tenant.companyId), eq(stockLines.operationId, operationId)))
    .orderBy(asc(stockLines.id));
}

export type LedgerFilter = {
  type?: number;
  materialId?: number;
  userId?: number;
  contractId?: number;
  from?: string;
  to?: string;
};

function ledgerWhere(tenant: Tenant, f: LedgerFilter): SQL {
  const where: SQL[] = [eq(stockLines.companyId, tenant.companyId)];
  if (f.type) where.push(eq(stockLines.type, f.type));
  if (f.materialId) where.push(eq(stockLines.materialId, f.materialId));
  if (f.userId) where.push(eq(stockLines.userId, f.userId));
  if (f.contractId) where.push(eq(stockLines.contractId, f.contractId));
  // Days as the order and contract lists take them (UTC).
  if (f.from) where.push(gte(stockLines.createdAt, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) where.push(lt(stockLines.createdAt, new Date(Date.parse(`${f.to}T00:00:00Z`) + 86_400_000)));
  return and(...where) as SQL;
}

/** Stock records, newest first. */
export async function ledgerPage(
  db: Db,
  tenant: Tenant,
  f: LedgerFilter & { page: number; pageSize: number },
) {
  const where = ledgerWhere(tenant, f);
  const rows = linesQuery(db)
    .where(where)
    .orderBy(desc(stockLines.createdAt), desc(stockLines.id))
    .$dynamic();
  return onePage(db, { rows, table: stockLines, where }, f, (row) => row);
}

export async function ledgerAll(db: Db, tenant: Tenant, f: LedgerFilter, limit: number) {
  return linesQuery(db)
    .where(ledgerWhere(tenant, f))
    .orderBy(desc(stockLines.createdAt), desc(stockLines.id))
    .limit(limit);
}

// --- stock status -------------------------------------------------------------------------

export type StockFilter = {
  category?: string;
  code?: string;
  color?: string;
  position?: string;
  /** Exactly this position of the company (a position chosen or scanned). */
  positionId?: number | undefined;
  warning?: "1" | "0";
};

const quantity = sql<number>`coalesce(${stockBalances.quantity}, 0)`;
const warns = sql<boolean>`(${warehouseMaterials.warnThreshold} > 0 and coalesce(${stockBalances.quantity}, 0) < ${warehouseMaterials.warnThreshold})`;

function stockWhere(tenant: Tenant, f: StockFilter): SQL {
  const where: SQL[] = [mine(tenant) as SQL];
  if (f.category) where.push(eq(warehouseMaterials.category, f.category));
  if (f.code) where.push(ilike(warehouseMaterials.code, `%${escapeLike(f.code)}%`));
  if (f.color) where.push(ilike(stockBalances.color, `%${escapeLike(f.color)}%`));
  if (f.position)
    where.push(ilike(positionNameOf(warehouseMaterials.positionId), `%${escapeLike(f.position)}%`));
  if (f.positionId !== undefined) where.push(eq(warehouseMaterials.positionId, f.positionId));
  if (f.warning === "1") where.push(warns);
  return and(...where) as SQL;
}

const stockColumns = {
  materialId: warehouseMaterials.id,
  category: warehouseMaterials.category,
  code: warehouseMaterials.code,
  name: warehouseMaterials.name,
  unit: warehouseMaterials.unit,
  position: positionNameOf(warehouseMaterials.positionId),
  positionId: warehouseMaterials.positionId,
  color: sql<string>`coalesce(${stockBalances.color}, '')`,
  length: sql<number>`coalesce(${stockBalances.length}, 0)`,
  quantity,
  valueFen: sql<number>`coalesce(${stockBalances.valueFen}, 0)::float8`,
  warnThreshold: warehouseMaterials.warnThreshold,
  warning: warns,
};

/**
 * Stock status: a row per stocked item, and one per material never stocked (count 0), so a
 * material below its threshold with no stock at all warns too.
 */
export async function stockPage(db: Db, tenant: Tenant, f: StockFilter & { page: number; pageSize: number }) {
  const where = stockWhere(tenant, f);
  // Each material with each of its balances, or alone when it has none.
  const balancesOf = and(
    eq(stockBalances.companyId, warehouseMaterials.companyId),
    eq(stockBalances.materialId, warehouseMaterials.id),
  );
  const [totals] = await db
    .select({
      n: sql<number>`count(*)::int`,
      value: sql<number>`coalesce(sum(${stockBalances.valueFen}), 0)::float8`,
    })
    .from(warehouseMaterials)
    .leftJoin(stockBalances, balancesOf)
    .where(where);
  const items = await db
    .select(stockColumns)
    .from(warehouseMaterials)
    .leftJoin(stockBalances, balancesOf)
    .where(where)
    .orderBy(
      asc(warehouseMaterials.code),
      asc(warehouseMaterials.id),
      asc(stockBalances.color),
      asc(stockBalances.length),
    )
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  return { total: totals?.n ?? 0, totalValueFen: totals?.value ?? 0, items };
}

/** Balances of items (not locked): what is in stock now. */
export async function balancesOfItems(db: Db, tenant: Tenant, materialIds: number[]) {
  if (materialIds.length === 0) return new Map<string, Balance>();
  const rows = await db
    .select()
    .from(stockBalances)
    .where(
      and(
        eq(stockBalances.companyId, tenant.companyId),
        inArray(stockBalances.materialId, [...new Set(materialIds)]),
      ),
    );
  return new Map(rows.map((r) => [itemKey(r), { quantity: r.quantity, valueFen: r.valueFen }]));
}

/** Count picked per item for a contract (pick-outs less returns, reversals included). */
export async function pickedForContract(db: Db, tenant: Tenant, contractId: number) {
  const rows = await db
    .select({
      materialId: stockLines.materialId,
      color: stockLines.color,
      length: stockLines.length,
      picked: sql<number>`(-sum(${stockLines.delta}))::int`,
    })
    .from(stockLines)
    .where(
      and(
        eq(stockLines.companyId, tenant.companyId),
        eq(stockLines.contractId, contractId),
        inArray(stockLines.type, [4, 2]),
      ),
    )
    .groupBy(stockLines.materialId, stockLines.color, stockLines.length);
  return new Map(rows.map((r) => [itemKey(r), r.picked]));
}

/**
 * A contract's pick-out, supplementary-out and return-in lines of these items, summed per item and
 * type (reversals included): what core's returnableOf reads.
 */
export async function contractPickLines(db: Db, tenant: Tenant, contractId: number, items: ItemKey[]) {
  if (items.length === 0) return [];
  return db
    .select({
      materialId: stockLines.materialId,
      color: stockLines.color,
      length: stockLines.length,
      type: stockLines.type,
      delta: sql<number>`sum(${stockLines.delta})::int`,
    })
    .from(stockLines)
    .where(
      and(
        eq(stockLines.companyId, tenant.companyId),
        eq(stockLines.contractId, contractId),
        inArray(stockLines.type, [2, 4, 5]),
        inArray(stockLines.materialId, [...new Set(items.map((i) => i.materialId))]),
      ),
    )
    .groupBy(stockLines.materialId, stockLines.color, stockLines.length, stockLines.type);
}

/**
 * What the ledger says each of these purchase orders received, per item: the lines of the
 * operations that name the order and of the operations reversing those.
 */
export async function receivedByPurchaseOrder(db: Db, tenant: Tenant, ids: number[]) {
  const out = new Map<number, Map<string, number>>();
  if (ids.length === 0) return out;
  const reversed = alias(stockOperations, "reversed");
  const po = sql<number>`coalesce(${stockOperations.purchaseOrderId}, ${reversed.purchaseOrderId})`;
  const rows = await db
    .select({
      po,
      materialId: stockLines.materialId,
      color: stockLines.color,
      length: stockLines.length,
      received: sql<number>`sum(${stockLines.delta})::int`,
    })
    .from(stockLines)
    .innerJoin(stockOperations, eq(stockOperations.id, stockLines.operationId))
    .leftJoin(reversed, eq(reversed.id, stockOperations.reversesId))
    .where(and(eq(stockLines.companyId, tenant.companyId), inArray(po, [...new Set(ids)])))
    .groupBy(po, stockLines.materialId, stockLines.color, stockLines.length);
  for (const r of rows) {
    const byItem = out.get(Number(r.po)) ?? new Map<string, number>();
    byItem.set(itemKey(r), Number(r.received));
    out.set(Number(r.po), byItem);
  }
  return out;
}

// --- surplus ---------------------------------------------------------------------------

export type SurplusFilter = {
  code?: string;
  color?: string;
  minLength?: number;
  maxLength?: number;
  status: string;
  page: number;
  pageSize: number;
};

/**
 * The numbers of the orders in an array column of order ids (those whose plan kept an offcut or a
 * glass remnant, or cut it), in the column's order: only those the caller may see (the order
 * visibility rule, visibleOrders), so a list never names a hidden order.
 */
export const orderNumbersIn = (tenant: Tenant, ids: AnyPgColumn) =>
  sql<string>`coalesce((select string_agg(coalesce(nullif(${orders.orderNo}, ''), ${orders.id}::text), ',' order by array_position(${ids}, ${orders.id}))
    from ${orders} where ${orders.id} = any(${ids}) and ${visibleOrders(tenant)}), '')`;

const sourceOrdersOf = (tenant: Tenant) => orderNumbersIn(tenant, surplus.keptFor);

/** A leftover as the caller sees it: its position's name and the order numbers it may see. */
const surplusColumns = (tenant: Tenant) => ({
  ...getTableColumns(surplus),
  position: positionNameOf(surplus.positionId),
  sourceOrders: sourceOrdersOf(tenant),
});
export type SurplusRow = typeof surplus.$inferSelect & { position: string; sourceOrders: string };

export async function surplusPage(db: Db, tenant: Tenant, f: SurplusFilter) {
  const where: SQL[] = [eq(surplus.companyId, tenant.companyId), eq(surplus.status, f.status)];
  if (f.code) where.push(ilike(surplus.code, `%${escapeLike(f.code)}%`));
  if (f.color) where.push(ilike(surplus.color, `%${escapeLike(f.color)}%`));
  if (f.minLength !== undefined) where.push(gte(surplus.length, f.minLength));
  if (f.maxLength !== undefined) where.push(lte(surplus.length, f.maxLength));
  const cond = and(...where);
  const rows = db
    .select(surplusColumns(tenant))
    .from(surplus)
    .where(cond)
    .orderBy(asc(surplus.code), asc(surplus.color), desc(surplus.length), asc(surplus.id))
    .$dynamic();
  return onePage(db, { rows, table: surplus, where: cond }, f, (row) => row);
}

export async function insertSurplus(
  db: Db,
  tenant: Tenant,
  s: { code: string; color: string; length: number; positionId: number | null; count: number },
  now: Date,
) {
  const rows = Array.from({ length: s.count }, () => ({
    companyId: tenant.companyId,
    code: s.code,
    color: s.color,
    length: s.length,
    positionId: s.positionId,
    createdAt: now,
  }));
  const done = await db.insert(surplus).values(rows).returning({ id: surplus.id });
  return done.length;
}

export async function findSurplus(db: Db, tenant: Tenant, id: number): Promise<SurplusRow | undefined> {
  const [row] = await db
    .select(surplusColumns(tenant))
    .from(surplus)
    .where(ownRow(surplus, tenant, id))
    .limit(1);
  return row;
}

export async function findSurplusByIds(db: Db, tenant: Tenant, ids: number[]): Promise<SurplusRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(surplusColumns(tenant))
    .from(surplus)
    .where(and(eq(surplus.companyId, tenant.companyId), inArray(surplus.id, ids)));
}

/** A person's move of a leftover, refused when made against a version it has moved on from. */
export async function setSurplusPosition(
  db: Db,
  tenant: Tenant,
  id: number,
  positionId: number | null,
  check: VersionCheck,
) {
  const row = await versionedUpdate(db, surplus, ownRow(surplus, tenant, id), check, { positionId });
  return findSurplus(db, tenant, row.id);
}

/** Scraps an available leftover; undefined when it is not (any more) available. */
export async function scrapSurplus(db: Db, tenant: Tenant, id: number, now: Date) {
  const [row] = await db
    .update(surplus)
    .set({ status: "scrapped", scrappedAt: now, scrappedBy: tenant.userId, version: nextVersion(surplus) })
    .where(and(eq(surplus.companyId, tenant.companyId), eq(surplus.id, id), eq(surplus.status, "available")))
    .returning({ id: surplus.id });
  return row && findSurplus(db, tenant, row.id);
}

export async function markSurplusPicked(tx: Db, tenant: Tenant, ids: number[], now: Date) {
  if (ids.length === 0) return 0;
  const done = await tx
    .update(surplus)
    .set({ pickedAt: now })
    .where(and(eq(surplus.companyId, tenant.companyId), inArray(surplus.id, ids), isNull(surplus.pickedAt)))
    .returning({ id: surplus.id });
  return done.length;
}

// --- settings --------------------------------------------------------------------------

export async function readSettings(db: Db, tenant: Tenant) {
  const [row] = await db
    .select()
    .from(warehouseSettings)
    .where(eq(warehouseSettings.companyId, tenant.companyId));
  return row;
}

export async function saveSettings(
  db: Db,
  tenant: Tenant,
  s: { leftoverMin: number; leftoverMax: number; leftoverStep: number; defaultStockLength: number },
  check: VersionCheck,
) {
  await versionedUpsert(db, warehouseSettings, warehouseSettings.companyId, check, {
    companyId: tenant.companyId,
    ...s,
  });
}

/** Gives each material without a label token one (once: a token is never replaced). */
export async function ensureScanTokens(db: Db, tenant: Tenant, rows: MaterialRow[], make: () => string) {
  for (const m of rows) {
    if (m.scanToken) continue;
    const [done] = await db
      .update(warehouseMaterials)
      .set({ scanToken: make() })
      .where(and(eq(warehouseMaterials.id, m.id), isNull(warehouseMaterials.scanToken)))
      .returning({ token: warehouseMaterials.scanToken });
    m.scanToken = done?.token ?? (await findMaterial(db, tenant, m.id))?.scanToken ?? null;
  }
}

export async function findMaterialByScanToken(db: Db, tenant: Tenant, token: string) {
  const [row] = await db
    .select({ id: warehouseMaterials.id })
    .from(warehouseMaterials)
    .where(and(mine(tenant), eq(warehouseMaterials.scanToken, token)))
    .limit(1);
  return row;
}

// --- Storage positions (QR labels FEN1:P:<token>) ---

/** What a position answers: its id, its name and its label's token. */
const positionColumns = {
  id: warehousePositions.id,
  name: warehousePositions.name,
  scanToken: warehousePositions.scanToken,
};

/** The company's positions that its materials or available leftovers are stored at, by name. */
export async function positionsInUse(db: Db, tenant: Tenant) {
  const rows = await db
    .select(positionColumns)
    .from(warehousePositions)
    .where(
      and(
        eq(warehousePositions.companyId, tenant.companyId),
        sql`(exists (select 1 from ${warehouseMaterials} m where m.position_id = ${warehousePositions.id} and m.archived_at is null)
          or exists (select 1 from ${surplus} s where s.position_id = ${warehousePositions.id} and s.status = 'available'))`,
      ),
    );
  return rows.sort((a, b) => a.name.localeCompare(b.name, "en", { numeric: true }));
}

/** The position rows of these names, made (with a new token each) for those that have none. */
export async function ensurePositions(db: Db, tenant: Tenant, names: string[], make: () => string) {
  if (names.length === 0) return [];
  await db
    .insert(warehousePositions)
    .values(names.map((name) => ({ companyId: tenant.companyId, name, scanToken: make() })))
    .onConflictDoNothing({ target: [warehousePositions.companyId, warehousePositions.name] });
  const rows = await db
    .select(positionColumns)
    .from(warehousePositions)
    .where(and(eq(warehousePositions.companyId, tenant.companyId), inArray(warehousePositions.name, names)));
  const byName = new Map(rows.map((r) => [r.name, r]));
  return names.flatMap((name) => {
    const row = byName.get(name);
    return row ? [row] : [];
  });
}

/** The position a scanned label names, in the caller's company. */
export async function findPositionByScanToken(db: Db, tenant: Tenant, token: string) {
  const [row] = await db
    .select({ id: warehousePositions.id, name: warehousePositions.name })
    .from(warehousePositions)
    .where(and(eq(warehousePositions.companyId, tenant.companyId), eq(warehousePositions.scanToken, token)))
    .limit(1);
  return row;
}

/** The company's materials stored at a position. */
export async function materialsAtPosition(db: Db, tenant: Tenant, positionId: number) {
  return db
    .select({ id: warehouseMaterials.id })
    .from(warehouseMaterials)
    .where(and(mine(tenant), eq(warehouseMaterials.positionId, positionId)))
    .orderBy(asc(warehouseMaterials.category), asc(warehouseMaterials.code));
}
