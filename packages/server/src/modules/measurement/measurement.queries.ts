import type { MeasureListQuery } from "@fenestra/api";
import type { Opening } from "@fenestra/core/measurement/index";
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { measureChanges, measureOpenings, measureOrders, users } from "../../db/schema/index.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { visibleMeasureOrders } from "./measure-access.ts";

/** Most orders one list answers. */
export const LIST_LIMIT = 500;

/** The instant a caller's day starts: `day` at 00:00 `tz` minutes east of UTC. */
const dayStart = (day: string, tz: number) => new Date(Date.parse(`${day}T00:00:00Z`) - tz * 60_000);
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The openings not removed, counted per order (a subquery the list joins). */
const openingCount = sql<number>`(select count(*)::int from ${measureOpenings} where ${measureOpenings.measureOrderId} = ${measureOrders.id} and not coalesce((${measureOpenings.fields}->>'removed')::boolean, false))`;

export async function listMeasureOrders(db: Db, tenant: Tenant, query: MeasureListQuery) {
  const where: (SQL | undefined)[] = [visibleMeasureOrders(tenant)];
  if (query.from) where.push(gte(measureOrders.appointmentAt, dayStart(query.from, query.tz)));
  if (query.to) where.push(lt(measureOrders.appointmentAt, dayStart(nextDay(query.to), query.tz)));
  if (query.status) where.push(eq(measureOrders.status, query.status));
  return db
    .select({ order: measureOrders, measurerName: users.nickname, openingCount })
    .from(measureOrders)
    .leftJoin(users, eq(users.id, measureOrders.measurerId))
    .where(and(...where))
    .orderBy(asc(measureOrders.appointmentAt), asc(measureOrders.id))
    .limit(LIST_LIMIT);
}

export async function measurerName(db: Db, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db.select({ name: users.nickname }).from(users).where(eq(users.id, id));
  return row?.name ?? null;
}

/** The order's openings, oldest first. */
export function openingsOf(db: Db, orderId: number) {
  return db
    .select()
    .from(measureOpenings)
    .where(eq(measureOpenings.measureOrderId, orderId))
    .orderBy(asc(measureOpenings.createdAt), asc(measureOpenings.id));
}

/** Openings with these ids, whichever company or order holds them (the sync refuses others'). */
export function openingsById(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(measureOpenings).where(inArray(measureOpenings.id, ids)).for("update");
}

/** Which of these change ids the company has recorded already. */
export async function seenChangeIds(db: Db, tenant: Tenant, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: measureChanges.changeId })
    .from(measureChanges)
    .where(and(eq(measureChanges.companyId, tenant.companyId), inArray(measureChanges.changeId, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function historyOf(db: Db, orderId: number) {
  return db
    .select({ change: measureChanges, userName: users.nickname })
    .from(measureChanges)
    .leftJoin(users, eq(users.id, measureChanges.userId))
    .where(eq(measureChanges.measureOrderId, orderId))
    .orderBy(desc(measureChanges.at), desc(measureChanges.id))
    .limit(200);
}

export async function countLiveOpenings(db: Db, orderId: number) {
  const rows = await openingsOf(db, orderId);
  return rows.filter((r) => !(r.fields as Opening).removed).length;
}
