import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { companies } from "../db/schema/index.ts";
import type { Tenant } from "./tenant.ts";

// Whether the caller's company is on its trial (SPEC §6): what the series, the sunroom series and
// the market refuse a trial account (cloning) asks here.

export async function isTrialCompany(db: Db, tenant: Tenant): Promise<boolean> {
  const [row] = await db
    .select({ isTrial: companies.isTrial })
    .from(companies)
    .where(eq(companies.id, tenant.companyId))
    .limit(1);
  return row?.isTrial === 1;
}
