import type { PermissionKey } from "@fenestra/core";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { companies, companyModules } from "../../db/schema/index.ts";
import { authOf, requirePermission } from "../../plugins/auth.ts";
import { AppError, needsPurchase } from "../../plugins/errors.ts";

/** Value of one purchased company module (0 when never bought; -1 expired). */
export async function moduleValue(db: Db, companyId: number, module: "script" | "polygon"): Promise<number> {
  const [row] = await db
    .select({ value: companyModules.value })
    .from(companyModules)
    .where(and(eq(companyModules.companyId, companyId), eq(companyModules.module, module)))
    .limit(1);
  return row?.value ?? 0;
}

/** Throws 10086 unless the company has the module usable (value above 0, SPEC §3). */
export async function requireModule(db: Db, companyId: number, module: "script" | "polygon") {
  if ((await moduleValue(db, companyId, module)) <= 0) throw needsPurchase();
}

export async function isTrialCompany(db: Db, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ isTrial: companies.isTrial })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.isTrial === 1;
}

/**
 * The hooks of every product-management route: the permission key, then SPEC §6 rule 3 (no
 * sub-accounts at all, whatever their map says), then the script module (10086 if not bought).
 */
export function productManageGuard(db: Db, key: PermissionKey) {
  const permission = requirePermission(key);
  return [
    permission,
    async (request: FastifyRequest) => {
      if (authOf(request).fid !== 0) throw new AppError("access.no_permission");
      await requireModule(db, authOf(request).companyId, "script");
    },
  ];
}
