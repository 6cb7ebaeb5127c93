import type { Caller } from "@fenestra/core/workflows/contract-access";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies } from "../../db/schema/index.ts";
import type { AuthContext } from "../../plugins/context.ts";

/** The caller as core's contract rules see it: company, registration role and permissions. */
export async function callerOf(db: Db, auth: AuthContext): Promise<Caller> {
  const [company] = await db
    .select({ role: companies.role })
    .from(companies)
    .where(eq(companies.id, auth.companyId));
  return {
    companyId: auth.companyId,
    companyRole: company?.role ?? "factory",
    fid: auth.fid,
    permanents: auth.permanents,
  };
}
