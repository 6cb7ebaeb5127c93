import { DEMO_SERIES } from "@fenestra/core/series/demo/index";
import { and, eq, isNotNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, series, users } from "../../db/schema/index.ts";
import { type Tenant, tenantOfAuth } from "../../tenancy/tenant.ts";
import { ensureMainDirectory, findDirectoryByName, insertDirectory } from "./series.queries.ts";

/** Catalogue directory the demo series are seeded into (a secondary catalogue). */
export const DEMO_DIRECTORY = "Demo";
/** Catalogue directory a newly registered factory finds its own copies of the demo series in. */
export const STARTER_DIRECTORY = "Starter";
/** The demo series that designs with seriesId "default" use. */
export const DEMO_DEFAULT_SERIES = "alu-tb60-casement";

/**
 * Puts the three demo series of core (docs/examples/*.series.json) into a company's catalogue,
 * in the named directory under the main one; the TB60 casement becomes the default series unless
 * the company has one. Idempotent: a series already seeded under its key (in any directory) is
 * left as the factory edited it. Every copy is the company's own row, edited like any other.
 */
export async function seedSeriesCatalogue(db: Db, tenant: Tenant, directoryName: string): Promise<void> {
  const { companyId } = tenant;
  const main = await ensureMainDirectory(db, tenant);
  const directoryId =
    (await findDirectoryByName(db, tenant, main, directoryName)) ??
    (await insertDirectory(db, tenant, main, directoryName));
  if (directoryId === undefined) throw new Error(`${directoryName} directory insert returned nothing`);
  // One read and one multi-row insert: this runs inside every factory registration.
  const seeded = await db
    .select({ seedKey: series.seedKey, isDefault: series.isDefault })
    .from(series)
    .where(and(eq(series.companyId, companyId), or(isNotNull(series.seedKey), eq(series.isDefault, true))));
  const hasDefault = seeded.some((row) => row.isDefault);
  const rows = Object.entries(DEMO_SERIES)
    .filter(([seedKey]) => !seeded.some((row) => row.seedKey === seedKey))
    .map(([seedKey, model]) => ({
      companyId,
      directoryId,
      name: model.name,
      model,
      seedKey,
      isDefault: seedKey === DEMO_DEFAULT_SERIES && !hasDefault,
    }));
  if (rows.length > 0) await db.insert(series).values(rows);
}

/** The demo company's series, in the "Demo" directory. */
export function seedDemoSeries(db: Db, owner: Tenant): Promise<void> {
  return seedSeriesCatalogue(db, owner, DEMO_DIRECTORY);
}

/** A new factory's starter series, in the "Starter" directory (run inside its registration). */
export function seedStarterSeries(db: Db, owner: Tenant): Promise<void> {
  return seedSeriesCatalogue(db, owner, STARTER_DIRECTORY);
}

/** seedDemoSeries for the company of the account with this phone (the demo factory). */
export async function seedDemoSeriesForPhone(db: Db, phone: string): Promise<void> {
  const [owner] = await db
    .select({
      userId: users.id,
      companyId: users.companyId,
      companyRole: companies.role,
      fid: users.fid,
      permanents: users.permanents,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.phone, phone))
    .limit(1);
  if (owner) await seedDemoSeries(db, tenantOfAuth(owner));
}
