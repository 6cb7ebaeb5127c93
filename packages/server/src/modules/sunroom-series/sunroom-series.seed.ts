import type { Language } from "@fenestra/core/account/languages";
import { DEMO_SUNROOM_SERIES_ID, demoSunroomSeries } from "@fenestra/core/sunroom/index";
import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { countSunroomSeries, insertSunroomSeries } from "./sunroom-series.queries.ts";

/**
 * Puts core's demo sunroom series (SR120) into a company's sunroom series, named in `language`
 * (its lines and its colours: the words of the company's seeded window series). Idempotent: a copy
 * already seeded is left as the factory edited it.
 */
export async function seedSunroomSeries(db: Db, tenant: Tenant, language: Language): Promise<void> {
  const model = demoSunroomSeries(language, language);
  await insertSunroomSeries(db, tenant, {
    name: model.catalogue.name,
    model,
    seedKey: DEMO_SUNROOM_SERIES_ID,
  });
}

/**
 * A company made before sunroom series were stored has none: its first read seeds the demo one
 * in the reader's language. A company that has any is left as it is.
 */
export async function ensureSunroomSeries(db: Db, tenant: Tenant, language: Language): Promise<void> {
  if ((await countSunroomSeries(db, tenant)) === 0) await seedSunroomSeries(db, tenant, language);
}
