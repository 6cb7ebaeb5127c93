import { count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { productionUnits, unitLinks } from "../../db/schema/index.ts";

// What a contract's production units add up to, read by the workshop's views and by the contract
// page's progress: here, below both, so neither module imports the other for it.

/** Units, packed units, links done / links in all, overdue units — per contract. */
export async function contractUnitStats(db: Db, contractIds: readonly number[], now: Date) {
  const out = new Map<
    number,
    { units: number; packed: number; linksDone: number; linksTotal: number; overdue: number }
  >();
  if (contractIds.length === 0) return out;
  const units = await db
    .select({
      contractId: productionUnits.contractId,
      units: count(),
      packed: sql<number>`count(${productionUnits.packageId})`.mapWith(Number),
      linksTotal: sql<number>`coalesce(sum(jsonb_array_length(${productionUnits.links})), 0)`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${productionUnits.dueAt} < ${now.toISOString()})`.mapWith(
        Number,
      ),
    })
    .from(productionUnits)
    .where(inArray(productionUnits.contractId, [...contractIds]))
    .groupBy(productionUnits.contractId);
  const done = await db
    .select({ contractId: productionUnits.contractId, n: count() })
    .from(unitLinks)
    .innerJoin(productionUnits, eq(productionUnits.id, unitLinks.unitId))
    .where(inArray(productionUnits.contractId, [...contractIds]))
    .groupBy(productionUnits.contractId);
  for (const u of units)
    out.set(u.contractId, {
      units: u.units,
      packed: u.packed,
      linksTotal: u.linksTotal,
      overdue: u.overdue,
      linksDone: done.find((d) => d.contractId === u.contractId)?.n ?? 0,
    });
  return out;
}
