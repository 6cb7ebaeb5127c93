import { DEMO_SERIES } from "@fenestra/core/series/demo/index";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import {
  ensureMainDirectory,
  findDefaultSeries,
  findDirectoryByName,
  findSeedSeries,
  insertDirectory,
  insertSeries,
  setDefaultSeries,
} from "./series.queries.ts";

/** Catalogue directory the demo series are seeded into (a secondary catalogue). */
export const DEMO_DIRECTORY = "Demo";
/** The demo series that designs with seriesId "default" use. */
export const DEMO_DEFAULT_SERIES = "alu-tb60-casement";

/**
 * Puts the three demo series of core (docs/examples/*.series.json) into a company's catalogue.
 * Idempotent: a series already seeded under its key is left as the factory edited it.
 */
export async function seedDemoSeries(db: Db, companyId: number): Promise<void> {
  const main = await ensureMainDirectory(db, companyId);
  const directory =
    (await findDirectoryByName(db, companyId, main, DEMO_DIRECTORY)) ??
    (await insertDirectory(db, companyId, main, DEMO_DIRECTORY));
  if (directory === undefined) throw new Error("demo directory insert returned nothing");
  for (const [seedKey, model] of Object.entries(DEMO_SERIES)) {
    const existing = await findSeedSeries(db, companyId, seedKey);
    if (existing !== undefined) continue;
    const id = await insertSeries(db, companyId, {
      directoryId: directory,
      name: model.name,
      model,
      seedKey,
    });
    if (seedKey === DEMO_DEFAULT_SERIES && !(await findDefaultSeries(db, companyId))) {
      await setDefaultSeries(db, companyId, id);
    }
  }
}

/** seedDemoSeries for the company of the account with this phone (the demo factory). */
export async function seedDemoSeriesForPhone(db: Db, phone: string): Promise<void> {
  const [user] = await db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1);
  if (user) await seedDemoSeries(db, user.companyId);
}
