import { and, count, desc, ilike, sql, sum } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contracts } from "../../db/schema/index.ts";
import { visibleContracts } from "../../tenancy/contract-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { escapeLike } from "../orders/orders.queries.ts";

/** Customers as they appear on the contracts the caller may see, grouped by name and phone. */
export async function customersOfContracts(db: Db, tenant: Tenant, q: string | undefined) {
  const seen = visibleContracts(tenant);
  const where = q ? and(seen, ilike(contracts.customer, `%${escapeLike(q)}%`)) : seen;
  const name = sql<string>`coalesce(${contracts.customer}, '')`;
  const phone = sql<string>`coalesce(${contracts.phone}, '')`;
  const rows = await db
    .select({
      name,
      phone,
      address: sql<string>`coalesce(max(${contracts.address}), '')`,
      contracts: count(),
      amount: sum(contracts.amount),
    })
    .from(contracts)
    .where(where)
    .groupBy(name, phone)
    .orderBy(desc(count()))
    .limit(200);
  return rows.map((r) => ({ ...r, contracts: Number(r.contracts), amount: Number(r.amount ?? 0) }));
}
