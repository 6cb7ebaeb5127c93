import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companyModules, users } from "../../db/schema/index.ts";

// What tests read and set of a user's company straight in the database: arranging a state no
// route makes (a module taken away, another company's id to look under).

/** The company a user belongs to. */
export async function companyIdOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row.companyId;
}

/** Sets a purchased module of a company (SPEC §3: above 0 usable, 0 or -1 not). */
export async function setCompanyModule(db: Db, companyId: number, module: string, value: number) {
  await db
    .insert(companyModules)
    .values({ companyId, module, value })
    .onConflictDoUpdate({ target: [companyModules.companyId, companyModules.module], set: { value } });
}
