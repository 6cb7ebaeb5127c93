import type { ModuleName } from "@fenestra/core";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, companyModules } from "../../db/schema/index.ts";
import { AppError, CODES } from "../../plugins/errors.ts";

/** Value of one purchased company module (0 when never bought; -1 expired). */
export async function moduleValue(db: Db, companyId: number, module: ModuleName): Promise<number> {
  const [row] = await db
    .select({ value: companyModules.value })
    .from(companyModules)
    .where(and(eq(companyModules.companyId, companyId), eq(companyModules.module, module)))
    .limit(1);
  return row?.value ?? 0;
}

/** Throws 10086 naming the module unless the company has it usable (value above 0, SPEC §3). */
export async function requireModule(db: Db, companyId: number, module: ModuleName) {
  if ((await moduleValue(db, companyId, module)) <= 0)
    throw new AppError("purchase.module_needed", CODES.needsPurchase, { module: `module.${module}` });
}

export async function isTrialCompany(db: Db, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ isTrial: companies.isTrial })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.isTrial === 1;
}
