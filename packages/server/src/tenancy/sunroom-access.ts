// THE visibility rule of a saved sunroom: the company's, and for a sub-account without "get all
// orders" (tenant.onlySalesperson) only those it saved, as orders follow their salesperson.
// Another company's is "not found".
import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { sunrooms } from "../db/schema/index.ts";
import { AppError } from "../plugins/errors.ts";
import type { Tenant } from "./tenant.ts";

export type SunroomRow = typeof sunrooms.$inferSelect;

export function visibleSunrooms(tenant: Tenant): SQL {
  const company = eq(sunrooms.companyId, tenant.companyId);
  return (
    tenant.onlySalesperson === null ? company : and(company, eq(sunrooms.createdBy, tenant.onlySalesperson))
  ) as SQL;
}

/** The sunroom `id` if the tenant reaches it, else "missing.sunroom"; `lock` holds it for a change. */
export async function loadSunroomFor(db: Db, tenant: Tenant, id: number, lock = false): Promise<SunroomRow> {
  const query = db
    .select()
    .from(sunrooms)
    .where(and(visibleSunrooms(tenant), eq(sunrooms.id, id)));
  const [row] = lock ? await query.for("update") : await query.limit(1);
  if (!row) throw new AppError("missing.sunroom");
  return row;
}

/** The saved sunroom a contract was made from, when the tenant reaches it. */
export async function sunroomOfContract(db: Db, tenant: Tenant, contractId: number) {
  const [row] = await db
    .select({ id: sunrooms.id, name: sunrooms.name })
    .from(sunrooms)
    .where(and(visibleSunrooms(tenant), eq(sunrooms.contractId, contractId)))
    .limit(1);
  return row;
}
