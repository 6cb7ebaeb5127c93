import { submitsToFactory } from "@fenestra/core/workflows/contract-access";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, dealerFactoryLinks } from "../../db/schema/index.ts";
import { AppError } from "../../plugins/errors.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

/** The factories a dealer submits contracts to. */
export async function linkedFactories(db: Db, dealer: Tenant) {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(dealerFactoryLinks)
    .innerJoin(companies, eq(companies.id, dealerFactoryLinks.factoryCompanyId))
    .where(eq(dealerFactoryLinks.dealerCompanyId, dealer.companyId))
    .orderBy(companies.id);
}

export async function assertFactoryLinked(db: Db, dealer: Tenant, factoryCompanyId: number) {
  const [link] = await db
    .select({ id: dealerFactoryLinks.factoryCompanyId })
    .from(dealerFactoryLinks)
    .where(
      and(
        eq(dealerFactoryLinks.dealerCompanyId, dealer.companyId),
        eq(dealerFactoryLinks.factoryCompanyId, factoryCompanyId),
      ),
    );
  if (!link) throw new AppError("contract.factory_not_linked");
}

/** A dealer links itself to a factory by the factory's invitation code; no one else may. */
export async function linkFactory(db: Db, dealer: Tenant, invitationCode: string) {
  const dealerCompanyId = dealer.companyId;
  if (!submitsToFactory(dealer.companyRole)) throw new AppError("contract.only_dealers_link");
  const [factory] = await db
    .select({ id: companies.id, name: companies.name, role: companies.role })
    .from(companies)
    .where(eq(companies.invitationCode, invitationCode));
  if (!factory || factory.role === "dealer" || factory.id === dealerCompanyId)
    throw new AppError("missing.factory");
  await db
    .insert(dealerFactoryLinks)
    .values({ dealerCompanyId, factoryCompanyId: factory.id })
    .onConflictDoNothing();
  return { id: factory.id, name: factory.name };
}
