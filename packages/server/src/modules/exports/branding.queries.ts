import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companyBranding } from "../../db/schema/index.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

export type BrandingChange = Partial<
  Pick<
    typeof companyBranding.$inferInsert,
    "logo" | "seal" | "telephone" | "address" | "website" | "paymentTerms"
  >
>;

/** The caller's company letterhead (logo, seal, contact lines, payment terms), empty when never set. */
export async function brandingOf(db: Db, tenant: Tenant) {
  const [mine] = await db
    .select()
    .from(companyBranding)
    .where(eq(companyBranding.companyId, tenant.companyId));
  return {
    logo: mine?.logo ?? null,
    seal: mine?.seal ?? null,
    telephone: mine?.telephone ?? "",
    address: mine?.address ?? "",
    website: mine?.website ?? "",
    paymentTerms: mine?.paymentTerms ?? "",
  };
}

/** Changes only the fields given, on the caller's company's letterhead. */
export async function saveBranding(db: Db, tenant: Tenant, change: BrandingChange, now: Date) {
  const values = Object.fromEntries(
    Object.entries(change).filter(([, value]) => value !== undefined),
  ) as BrandingChange;
  await db
    .insert(companyBranding)
    .values({ companyId: tenant.companyId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: companyBranding.companyId, set: { ...values, updatedAt: now } });
}
