import { and, desc, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders, renderSettings, renders } from "../../db/schema/index.ts";
import { onePage, type PageQuery } from "../../shared/paging.ts";
import { visibleOrders } from "../../tenancy/order-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

export type RenderRow = typeof renders.$inferSelect;
export type RenderInsert = Omit<typeof renders.$inferInsert, "id" | "companyId">;

/**
 * The renders a tenant reaches: its company's, and of those naming an order only the ones whose
 * order it sees (a render of a window is a child of its order: the order's visibility, SPEC §6).
 */
function visibleRenders(db: Db, tenant: Tenant): SQL {
  const own = eq(renders.companyId, tenant.companyId);
  if (tenant.onlySalesperson === null) return own;
  const seenOrders = db.select({ id: orders.id }).from(orders).where(visibleOrders(tenant));
  return and(own, or(isNull(renders.orderId), inArray(renders.orderId, seenOrders))) as SQL;
}

/** One page of the renders the tenant reaches, newest first. */
export async function renderPage<Item>(
  db: Db,
  tenant: Tenant,
  page: PageQuery,
  present: (row: RenderRow) => Item,
) {
  const where = visibleRenders(db, tenant);
  const rows = db.select().from(renders).where(where).orderBy(desc(renders.id)).$dynamic();
  return onePage(db, { rows, table: renders, where }, page, present);
}

/** The render `id` if the tenant reaches it. */
export async function findRender(db: Db, tenant: Tenant, id: number): Promise<RenderRow | undefined> {
  const [row] = await db
    .select()
    .from(renders)
    .where(and(visibleRenders(db, tenant), eq(renders.id, id)))
    .limit(1);
  return row;
}

export async function insertRender(db: Db, tenant: Tenant, values: RenderInsert) {
  const [row] = await db
    .insert(renders)
    .values({ ...values, companyId: tenant.companyId })
    .returning();
  if (!row) throw new Error("insert into renders returned no row");
  return row;
}

export async function deleteRender(db: Db, id: number) {
  await db.delete(renders).where(eq(renders.id, id));
}

/** Sets (or with nulls revokes) the render's share link; answers the row as it now is. */
export async function setRenderShare(
  db: Db,
  id: number,
  share: { token: string | null; expiresAt: Date | null },
) {
  const [row] = await db
    .update(renders)
    .set({ shareToken: share.token, shareExpiresAt: share.expiresAt })
    .where(eq(renders.id, id))
    .returning();
  return row;
}

/** The render a share token opens, whatever its expiry (the service checks it). */
export async function renderByShareToken(db: Db, token: string) {
  const [row] = await db.select().from(renders).where(eq(renders.shareToken, token)).limit(1);
  return row;
}

export async function findRenderSettings(db: Db, tenant: Tenant) {
  const [row] = await db.select().from(renderSettings).where(eq(renderSettings.companyId, tenant.companyId));
  return row;
}
