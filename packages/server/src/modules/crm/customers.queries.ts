import type { CustomerListQuery, VersionCheck } from "@fenestra/api";
import { and, count, desc, eq, like, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { customers, users } from "../../db/schema/index.ts";
import { versionedUpdate } from "../../db/versioned-update.ts";
import { onePage } from "../../shared/paging.ts";
import { type CustomerRow, type VisibleCustomer, visibleCustomers } from "../../tenancy/customer-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { escapeLike } from "../orders/orders.queries.ts";
import { searchKeys } from "./initials.ts";

export type CustomerWithOwner = { customer: CustomerRow; ownerName: string | null };

/**
 * The start of a name, of a phone's digits, or of the pinyin initials: three prefix matches, each
 * on its own (company, key) index (text_pattern_ops), so a search over 100 000 customers reads
 * only the matching rows (bench/customer-search).
 */
function search(text: string): SQL {
  const lower = text.toLowerCase();
  const prefix = `${escapeLike(lower)}%`;
  const matches: SQL[] = [like(customers.nameKey, prefix), like(customers.initials, prefix)];
  const digits = lower.replace(/[\s()-]/g, "");
  if (/^\+?\d+$/.test(digits)) matches.push(like(customers.phoneKey, `${escapeLike(digits)}%`));
  return or(...matches) as SQL;
}

function listWhere(tenant: Tenant, query: Omit<CustomerListQuery, "page" | "pageSize">): SQL {
  const conditions: SQL[] = [visibleCustomers(tenant)];
  if (query.q) conditions.push(search(query.q));
  if (query.type) conditions.push(eq(customers.type, query.type));
  if (query.track) conditions.push(eq(customers.track, query.track));
  if (query.owner) conditions.push(eq(customers.ownerId, query.owner));
  return and(...conditions) as SQL;
}

const withOwner = { customer: customers, ownerName: users.nickname };

export async function listCustomers(db: Db, tenant: Tenant, query: CustomerListQuery) {
  const where = listWhere(tenant, query);
  const offset = (query.page - 1) * query.pageSize;
  const counted = () => db.select({ n: count() }).from(customers).where(where);
  if (!query.q) {
    // The unfiltered list (and the type, track and owner filters): the page walks the primary key
    // backwards, the count reads the company's index; each is cheaper than one pass carrying both.
    const rows = db
      .select(withOwner)
      .from(customers)
      .leftJoin(users, eq(users.id, customers.ownerId))
      .where(where)
      .orderBy(desc(customers.id))
      .$dynamic();
    return onePage(db, { rows, table: customers, where }, query, (row) => row as CustomerWithOwner);
  }
  // A search reads its matches from the key indexes once: the page's ids and the total
  // (count(*) over ()) come from one pass over narrow rows (ids only), and only the page's 20
  // rows are then read whole with their owner — a prefix matching 10,000 phones no longer carries
  // 10,000 full rows through the window (bench/crm). "id + 0" keeps the planner off a backward
  // walk of the primary key that filters every row, which PGlite picks for prefixes matching a
  // few hundred rows.
  const page = db
    .select({ id: customers.id, total: sql<number>`count(*) over ()`.as("total") })
    .from(customers)
    .where(where)
    .orderBy(desc(sql`${customers.id} + 0`))
    .limit(query.pageSize)
    .offset(offset)
    .as("page");
  const rows = await db
    .select({ ...withOwner, total: page.total })
    .from(page)
    .innerJoin(customers, eq(customers.id, page.id))
    .leftJoin(users, eq(users.id, customers.ownerId))
    .orderBy(desc(page.id));
  if (rows.length > 0)
    return {
      items: rows.map(({ customer, ownerName }) => ({ customer, ownerName })),
      total: Number(rows[0]?.total ?? 0),
    };
  // A page past the end has no row to carry the total.
  const [total] = await counted();
  return { items: [], total: Number(total?.n ?? 0) };
}

/** Every customer the query finds (an export), newest first, at most `limit`. */
export async function allCustomers(db: Db, tenant: Tenant, query: CustomerListQuery, limit: number) {
  return (await db
    .select(withOwner)
    .from(customers)
    .leftJoin(users, eq(users.id, customers.ownerId))
    .where(listWhere(tenant, query))
    .orderBy(desc(customers.id))
    .limit(limit)) as CustomerWithOwner[];
}

export async function ownerName(db: Db, ownerId: number | null): Promise<string | null> {
  if (ownerId === null) return null;
  const [row] = await db.select({ name: users.nickname }).from(users).where(eq(users.id, ownerId));
  return row?.name ?? null;
}

/** Whether `userId` is an account of the tenant's company (a customer's owner must be). */
export async function isCompanyUser(db: Db, tenant: Tenant, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, tenant.companyId)));
  return row !== undefined;
}

/**
 * The customers the tenant sees with this phone (its key) or this name (its key): at most one by
 * phone (unique in a company) and a few by name, each read on its (company, key) index.
 */
export async function customersMatching(
  db: Db,
  tenant: Tenant,
  keys: { nameKey: string | null; phoneKey: string | null },
  limit: number,
) {
  const matches: SQL[] = [];
  if (keys.phoneKey) matches.push(eq(customers.phoneKey, keys.phoneKey));
  if (keys.nameKey) matches.push(eq(customers.nameKey, keys.nameKey));
  if (matches.length === 0) return [];
  return (await db
    .select(withOwner)
    .from(customers)
    .leftJoin(users, eq(users.id, customers.ownerId))
    .where(and(visibleCustomers(tenant), or(...matches)))
    .orderBy(desc(customers.id))
    .limit(limit)) as CustomerWithOwner[];
}

/** The company's customer with this phone (its digits), whoever owns it. */
export async function customerIdByPhone(db: Db, tenant: Tenant, phoneKey: string) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.companyId, tenant.companyId), eq(customers.phoneKey, phoneKey)));
  return row?.id ?? null;
}

export type NewCustomer = {
  name: string;
  phone: string;
  type: string;
  address: string;
  note: string;
  source: string;
  ownerId: number | null;
};

export async function insertCustomer(db: Db, tenant: Tenant, values: NewCustomer) {
  const [row] = await db
    .insert(customers)
    .values({ ...values, companyId: tenant.companyId, ...searchKeys(values.name, values.phone) })
    .returning();
  return row;
}

/** A person's save of the customer's fields, refused when made against a version it has moved on from. */
export async function updateCustomer(
  db: Db,
  customer: VisibleCustomer,
  check: VersionCheck,
  values: Partial<CustomerRow>,
) {
  const keys =
    values.name !== undefined || values.phone !== undefined
      ? searchKeys(values.name ?? customer.name, values.phone ?? customer.phone)
      : {};
  return versionedUpdate(db, customers, eq(customers.id, customer.id), check, {
    ...values,
    ...keys,
    updatedAt: new Date(),
  });
}
