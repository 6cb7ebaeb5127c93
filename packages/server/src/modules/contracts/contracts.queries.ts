import type { ContractListQuery } from "@fenestra/api";
import { and, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { collections, contracts, orders, quoteItems } from "../../db/schema/index.ts";
import { escapeLike } from "../orders/orders.queries.ts";

export type ContractRow = typeof contracts.$inferSelect;

/**
 * What the caller may see: its company's contracts and those dealers submitted to it; a
 * sub-account without "get all orders" only the ones it sells.
 */
export type ContractScope = { companyId: number; onlySalesperson: number | null };

export function visible(scope: ContractScope): SQL {
  const mine = or(eq(contracts.companyId, scope.companyId), eq(contracts.factoryCompanyId, scope.companyId));
  return (
    scope.onlySalesperson === null ? mine : and(mine, eq(contracts.salespersonId, scope.onlySalesperson))
  ) as SQL;
}

/**
 * Case-insensitive "contains" on text columns: lower(…) LIKE lower(pattern) over the columns
 * joined by a separator no one types, which PGlite evaluates about twice as fast as one ILIKE
 * per column (bench/orders). The pattern's % and _ are escaped.
 */
function contains(columns: SQL[], text: string): SQL {
  const like = `%${escapeLike(text)}%`;
  const joined = columns.length === 1 ? columns[0] : sql`concat_ws(chr(1), ${sql.join(columns, sql`, `)})`;
  return sql`lower(${joined}) like lower(${like})`;
}

export async function listContracts(db: Db, scope: ContractScope, query: ContractListQuery) {
  const conditions: (SQL | undefined)[] = [visible(scope)];
  if (query.status) conditions.push(eq(contracts.status, query.status));
  if (query.customer) conditions.push(contains([sql`${contracts.customer}`], query.customer));
  if (query.salesperson) conditions.push(eq(contracts.salespersonId, query.salesperson));
  if (query.from) conditions.push(gte(contracts.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to)
    conditions.push(lt(contracts.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000)));
  if (query.q)
    conditions.push(
      contains([sql`${contracts.contractNo}`, sql`${contracts.customer}`, sql`${contracts.phone}`], query.q),
    );
  const where = and(...conditions);
  const page = db
    .select()
    .from(contracts)
    .where(where)
    .orderBy(desc(contracts.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  if (!query.q && !query.customer) {
    // Index-friendly filters: the page (read backwards along the primary key) and the count
    // (over the company's index) are each cheaper than one pass carrying the count.
    const items = await page;
    const [total] = await db.select({ n: count() }).from(contracts).where(where);
    return { items, total: Number(total?.n ?? 0) };
  }
  // Text search scans the rows anyway: one pass gives the page and the filtered total together
  // (count(*) over () sees every matching row before LIMIT applies).
  const rows = await db
    .select({ contract: contracts, total: sql<number>`count(*) over ()` })
    .from(contracts)
    .where(where)
    .orderBy(desc(contracts.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  if (rows.length > 0) return { items: rows.map((r) => r.contract), total: Number(rows[0]?.total ?? 0) };
  // A page past the end has no row to carry the total.
  const [total] = await db.select({ n: count() }).from(contracts).where(where);
  return { items: [], total: Number(total?.n ?? 0) };
}

export async function findContract(db: Db, scope: ContractScope, id: number) {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(visible(scope), eq(contracts.id, id)))
    .limit(1);
  return row;
}

/** The contract, locked until the transaction ends (collections, transitions, edits). */
export async function lockVisibleContract(db: Db, scope: ContractScope, id: number) {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(visible(scope), eq(contracts.id, id)))
    .for("update");
  return row;
}

export async function contractNoTaken(db: Db, companyId: number, contractNo: string) {
  const [row] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.contractNo, contractNo)))
    .limit(1);
  return row !== undefined;
}

export async function insertContract(db: Db, values: typeof contracts.$inferInsert) {
  const [row] = await db.insert(contracts).values(values).returning();
  return row;
}

export async function updateContract(db: Db, id: number, values: Partial<typeof contracts.$inferInsert>) {
  const [row] = await db
    .update(contracts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(contracts.id, id))
    .returning();
  return row;
}

export async function contractOrders(db: Db, contractId: number) {
  const itemCount = sql<number>`(select count(*)::int from order_items oi where oi.order_id = "orders"."id")`;
  return db
    .select({ order: orders, itemCount })
    .from(orders)
    .where(eq(orders.contractId, contractId))
    .orderBy(orders.id);
}

export async function contractQuoteItems(db: Db, contractId: number) {
  return db.select().from(quoteItems).where(eq(quoteItems.contractId, contractId)).orderBy(quoteItems.id);
}

export async function contractCollections(db: Db, contractId: number) {
  return db.select().from(collections).where(eq(collections.contractId, contractId)).orderBy(collections.id);
}

export async function collectedAmount(db: Db, contractId: number) {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${collections.amount}), 0)` })
    .from(collections)
    .where(eq(collections.contractId, contractId));
  return Number(row?.n ?? 0);
}

export async function ordersOfContracts(db: Db, contractIds: number[]) {
  if (contractIds.length === 0) return [];
  return db.select().from(orders).where(inArray(orders.contractId, contractIds));
}
