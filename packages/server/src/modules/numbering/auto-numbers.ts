import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contracts, numberCounters, orders } from "../../db/schema/index.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

export type NumberedKind = "order" | "contract";

const PREFIX: Record<NumberedKind, string> = { order: "DD", contract: "HT" };

/** DD/HT + yyyymmdd + a sequence of at least 4 digits. */
export function formatAutoNumber(kind: NumberedKind, now: Date, seq: number) {
  const day = now.toISOString().slice(0, 10).replaceAll("-", "");
  return `${PREFIX[kind]}${day}${String(seq).padStart(4, "0")}`;
}

/** Whether the tenant's company already has an order or contract numbered `no`. */
export async function numberTaken(tx: Db, tenant: Tenant, kind: NumberedKind, no: string) {
  const { companyId } = tenant;
  const [row] =
    kind === "order"
      ? await tx
          .select({ n: count() })
          .from(orders)
          .where(and(eq(orders.companyId, companyId), eq(orders.orderNo, no)))
      : await tx
          .select({ n: count() })
          .from(contracts)
          .where(and(eq(contracts.companyId, companyId), eq(contracts.contractNo, no)));
  return Number(row?.n ?? 0) > 0;
}

/**
 * The next automatic number of the company's orders or contracts, inside the creating
 * transaction `tx`. The company's counter row is taken with INSERT … ON CONFLICT DO UPDATE …
 * RETURNING, which holds its lock until `tx` ends: parallel creations queue and never draw the
 * same number, and a rolled-back creation gives its number back. The counter starts after the
 * rows the company already has; a number someone typed by hand is skipped.
 */
export async function nextAutoNumber(tx: Db, tenant: Tenant, kind: NumberedKind, now: Date) {
  const { companyId } = tenant;
  const table = kind === "order" ? orders : contracts;
  for (;;) {
    const [row] = await tx
      .insert(numberCounters)
      .values({
        companyId,
        kind,
        value: sql`(select count(*) + 1 from ${table} where ${table.companyId} = ${companyId})`,
      })
      .onConflictDoUpdate({
        target: [numberCounters.companyId, numberCounters.kind],
        set: { value: sql`${numberCounters.value} + 1` },
      })
      .returning({ value: numberCounters.value });
    const no = formatAutoNumber(kind, now, row?.value ?? 1);
    if (!(await numberTaken(tx, tenant, kind, no))) return no;
  }
}
