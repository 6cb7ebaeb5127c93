import type { Language } from "@fenestra/core/account/languages";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { dealerFactoryLinks, users } from "../../db/schema/index.ts";
import { tenantOfAuth } from "../../tenancy/tenant.ts";
import { insertCompanyWithOwner, type NewCompany, type NewOwner } from "../account/account.queries.ts";
import { seedStarterSeries } from "../series/series.seed.ts";
import { findUserById } from "./auth.queries.ts";

/**
 * Creates a signing-up company and its main account in one transaction. A factory also gets its
 * starter series there (copies of the demo series, series.seed.ts), so its first drawing is
 * priced and has formulas for a BOM, and a registration that fails leaves no catalogue behind.
 * The copies are named in `language`, the language the account signed up in (the request's):
 * the company has no language of its own, and its founder's is the one its contracts are
 * written in. Dealers and software vendors draw with their suppliers' series and get none.
 * Answers the user id.
 */
export async function createSignUpCompany(
  db: Db,
  company: NewCompany,
  owner: NewOwner,
  language: Language,
  /** A dealer's factory (its registration code's): linked at once, as POST /api/factories does. */
  factoryCompanyId?: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const userId = await insertCompanyWithOwner(tx, company, owner);
    if (factoryCompanyId !== undefined) {
      const [user] = await tx.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
      if (!user) throw new Error("registered user not found");
      await tx.insert(dealerFactoryLinks).values({ dealerCompanyId: user.companyId, factoryCompanyId });
    }
    if (company.role === "factory") {
      const user = await findUserById(tx, userId);
      if (!user) throw new Error("registered user not found");
      const tenant = tenantOfAuth({ ...user, userId: user.id, companyRole: company.role });
      await seedStarterSeries(tx, tenant, language);
    }
    return userId;
  });
}
