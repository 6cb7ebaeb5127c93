import { effectiveModules } from "@fenestra/core/account/purchase";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { companies, companyModules } from "../db/schema/index.ts";
import type { Tenant } from "./tenant.ts";

/**
 * A company's modules as the session shows them and the entitlements check reads them on `today`:
 * name -> value, with the edition's modules and the one-day rendering trial while it runs (core
 * effectiveModules).
 */
export async function companyModulesOf(
  db: Db,
  tenant: Tenant,
  today: string,
): Promise<Record<string, number>> {
  const rows = await db
    .select({ module: companyModules.module, value: companyModules.value })
    .from(companyModules)
    .where(eq(companyModules.companyId, tenant.companyId));
  const [company] = await db
    .select({ renderTrialOn: companies.renderTrialOn, versionType: companies.versionType })
    .from(companies)
    .where(eq(companies.id, tenant.companyId));
  const modules = Object.fromEntries(rows.map((row) => [row.module, row.value]));
  return effectiveModules(modules, company?.versionType ?? 1, { on: company?.renderTrialOn ?? null, today });
}
