import { and, count, desc, ilike, sql, sum } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contracts } from "../../db/schema/index.ts";
import { type ContractScope, visible } from "../contracts/contracts.queries.ts";
import { escapeLike } from "../orders/orders.queries.ts";

/** Customers as they appear on the contracts the caller may see, grouped by name and phone. */
export async function customersOfContracts(db: Db, scope: ContractScope, q: string | undefined) {
  const where = q ? and(visible(scope), ilike(contracts.customer, `%${escapeLike(q)}%`)) : visible(scope);
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
