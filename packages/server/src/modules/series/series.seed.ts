import type { Language } from "@fenestra/core/account/languages";
import { DEMO_WORDS, type DemoWords, demoSeries } from "@fenestra/core/series/demo/index";
import { and, eq, isNotNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, series, users } from "../../db/schema/index.ts";
import { type Tenant, tenantOfAuth } from "../../tenancy/tenant.ts";
import { seedSunroomSeries } from "../sunroom-series/sunroom-series.seed.ts";
import { ensureMainDirectory, findDirectoryByName, insertDirectory } from "./series.queries.ts";

/**
 * The catalogue directory the copies go in: "demo" for the demo company's, "starter" for a newly
 * registered factory's; named in the company's language ("Demo" / "示例", "Starter" / "入门系列").
 */
export type SeedDirectory = keyof DemoWords["directories"];
/** The demo series that designs with seriesId "default" use. */
export const DEMO_DEFAULT_SERIES = "alu-tb60-casement";

/** The name of a seed directory in a language. */
export const seedDirectoryName = (directory: SeedDirectory, language: Language) =>
  DEMO_WORDS[language].directories[directory];

/**
 * Puts the three demo series of core into a company's catalogue (and the demo sunroom series into
 * its sunroom series, sunroom-series.seed.ts), named in the company's language
 * (series, profiles, glass, accessories, colours, formula rows: core's demo words), in the named
 * directory under the main one; the TB60 casement becomes the default series unless the company
 * has one. Idempotent: a series already seeded under its key (in any directory, in any language)
 * is left as the factory edited it, and no directory is made when nothing is left to seed. Every
 * copy is the company's own row, edited like any other.
 */
export async function seedSeriesCatalogue(
  db: Db,
  tenant: Tenant,
  directory: SeedDirectory,
  language: Language,
): Promise<void> {
  const { companyId } = tenant;
  // the demo sunroom series beside the window series (docs/sunroom.md "Sunroom series")
  await seedSunroomSeries(db, tenant, language);
  // One read and one multi-row insert: this runs inside every factory registration.
  const seeded = await db
    .select({ seedKey: series.seedKey, isDefault: series.isDefault })
    .from(series)
    .where(and(eq(series.companyId, companyId), or(isNotNull(series.seedKey), eq(series.isDefault, true))));
  const missing = Object.entries(demoSeries(language)).filter(
    ([seedKey]) => !seeded.some((row) => row.seedKey === seedKey),
  );
  if (missing.length === 0) return;
  const hasDefault = seeded.some((row) => row.isDefault);
  const name = seedDirectoryName(directory, language);
  const main = await ensureMainDirectory(db, tenant);
  const directoryId =
    (await findDirectoryByName(db, tenant, main, name)) ?? (await insertDirectory(db, tenant, main, name));
  if (directoryId === undefined) throw new Error(`${name} directory insert returned nothing`);
  await db.insert(series).values(
    missing.map(([seedKey, model]) => ({
      companyId,
      directoryId,
      name: model.name,
      model,
      seedKey,
      isDefault: seedKey === DEMO_DEFAULT_SERIES && !hasDefault,
    })),
  );
}

/** A new factory's starter series, in its language (run inside its registration). */
export function seedStarterSeries(db: Db, owner: Tenant, language: Language): Promise<void> {
  return seedSeriesCatalogue(db, owner, "starter", language);
}

/** The demo series of the company of the account with this phone (the demo factory), in `language`. */
export async function seedDemoSeriesForPhone(db: Db, phone: string, language: Language): Promise<void> {
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
  if (owner) await seedSeriesCatalogue(db, tenantOfAuth(owner), "demo", language);
}
