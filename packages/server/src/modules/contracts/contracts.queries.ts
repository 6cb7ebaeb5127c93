import type { ContractListQuery, VersionCheck } from "@fenestra/api";
import { and, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { collections, contracts, orders, quoteItems } from "../../db/schema/index.ts";
import { nextVersion, versionedUpdate } from "../../db/versioned-update.ts";
import { type VisibleContract, visibleContracts } from "../../tenancy/contract-access.ts";
import { itemCount } from "../../tenancy/order-access.ts";
import { insertOwn } from "../../tenancy/own-rows.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { escapeLike } from "../orders/orders.queries.ts";

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

export async function listContracts(db: Db, tenant: Tenant, query: ContractListQuery) {
  const conditions: (SQL | undefined)[] = [visibleContracts(tenant)];
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

export async function insertContract(
  db: Db,
  tenant: Tenant,
  values: Omit<typeof contracts.$inferInsert, "companyId">,
) {
  return insertOwn(db, contracts, tenant, values);
}

export async function updateContract(
  db: Db,
  contract: VisibleContract,
  values: Partial<typeof contracts.$inferInsert>,
) {
  const [row] = await db
    .update(contracts)
    .set({ ...values, updatedAt: new Date(), version: nextVersion(contracts) })
    .where(eq(contracts.id, contract.id))
    .returning();
  return row;
}

/** A person's save of the contract's fields, refused when made against a version it has moved on from. */
export async function saveContract(
  db: Db,
  contract: VisibleContract,
  check: VersionCheck,
  values: Partial<typeof contracts.$inferInsert>,
) {
  return versionedUpdate(db, contracts, eq(contracts.id, contract.id), check, {
    ...values,
    updatedAt: new Date(),
  });
}

/** The contract's orders with their numbers of windows, whoever's company created them. */
export async function contractOrders(db: Db, contract: VisibleContract) {
  return db
    .select({ order: orders, itemCount })
    .from(orders)
    .where(eq(orders.contractId, contract.id))
    .orderBy(orders.id);
}

/** Signing: every intention order of the contract becomes formal; answers their ids. */
export async function formalizeIntentOrders(db: Db, contract: VisibleContract) {
  return db
    .update(orders)
    .set({ status: "formal", updatedAt: new Date() })
    .where(and(eq(orders.contractId, contract.id), eq(orders.status, "intent")))
    .returning({ id: orders.id });
}

export async function contractQuoteItems(db: Db, contract: VisibleContract) {
  return db.select().from(quoteItems).where(eq(quoteItems.contractId, contract.id)).orderBy(quoteItems.id);
}

// A contract's collections are its receipts (and their reversals); an expenditure tied to the
// contract (for its order profit) is money out, never part of what the contract collected.
const receiptsOf = (contract: VisibleContract) =>
  and(eq(collections.contractId, contract.id), eq(collections.kind, "receipt"));

export async function contractCollections(db: Db, contract: VisibleContract) {
  return db.select().from(collections).where(receiptsOf(contract)).orderBy(collections.id);
}

export async function collectedAmount(db: Db, contract: VisibleContract) {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${collections.amount}), 0)` })
    .from(collections)
    .where(receiptsOf(contract));
  return Number(row?.n ?? 0);
}
