import type { ModuleName } from "@fenestra/core";
import { effectiveModules } from "@fenestra/core/account/purchase";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, companyModules } from "../../db/schema/index.ts";
import { AppError, CODES } from "../../plugins/errors.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

/**
 * Value of one company module as the entitlements check sees it (core effectiveModules: usable
 * when bought or included in the company's edition; 0 when never bought, -1 expired). The
 * services that ask never ask for rendering, so its one-day trial is not read here.
 */
export async function moduleValue(db: Db, tenant: Tenant, module: ModuleName): Promise<number> {
  const [row] = await db
    .select({ value: companyModules.value, versionType: companies.versionType })
    .from(companies)
    .leftJoin(
      companyModules,
      and(eq(companyModules.companyId, companies.id), eq(companyModules.module, module)),
    )
    .where(eq(companies.id, tenant.companyId))
    .limit(1);
  if (!row) return 0;
  return effectiveModules(row.value === null ? {} : { [module]: row.value }, row.versionType)[module] ?? 0;
}

/** Throws 10086 naming the module unless the company has it usable (value above 0, SPEC §3). */
export async function requireModule(db: Db, tenant: Tenant, module: ModuleName) {
  if ((await moduleValue(db, tenant, module)) <= 0)
    throw new AppError("purchase.module_needed", CODES.needsPurchase, { module: `module.${module}` });
}
