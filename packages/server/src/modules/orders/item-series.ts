import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { series } from "../../db/schema/index.ts";
import type { VisibleContract } from "../../tenancy/contract-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

/** The company's series names by id (as order items store them) and its default series. */
export type SeriesNames = { byId: ReadonlyMap<string, string>; defaultId: string | null };

/** The series names of the tenant's company, or of the company that owns a contract it sees. */
export async function companySeriesNames(db: Db, owner: Tenant | VisibleContract): Promise<SeriesNames> {
  const rows = await db
    .select({ id: series.id, name: series.name, isDefault: series.isDefault })
    .from(series)
    .where(and(eq(series.companyId, owner.companyId)));
  return {
    byId: new Map(rows.map((r) => [String(r.id), r.name])),
    defaultId: rows.find((r) => r.isDefault)?.id.toString() ?? null,
  };
}

/**
 * The series a window is priced and cut with, as its pages show it: its name, or that it is
 * missing (deleted since, or never a series of this company), so the page can say which window
 * needs a series instead of failing later in the BOM or the cutting.
 */
export function itemSeries(seriesId: string | null, names: SeriesNames) {
  const id = seriesId && seriesId !== "default" ? seriesId : names.defaultId;
  const name = id ? names.byId.get(id) : undefined;
  return { seriesName: name ?? null, seriesMissing: name === undefined };
}
