import type { VersionCheck } from "@fenestra/api";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, companyBranding } from "../../db/schema/index.ts";
import { versionedUpsert } from "../../db/versioned-update.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

export type BrandingChange = Partial<
  Pick<
    typeof companyBranding.$inferInsert,
    "logoFile" | "sealFile" | "telephone" | "address" | "website" | "paymentTerms"
  >
>;

/** The caller's company letterhead (name, logo and seal file keys, contact lines, payment terms), empty when never set. */
export async function brandingOf(db: Db, tenant: Tenant) {
  const [row] = await db
    .select({ name: companies.name, nameVersion: companies.version, mine: companyBranding })
    .from(companies)
    .leftJoin(companyBranding, eq(companyBranding.companyId, companies.id))
    .where(eq(companies.id, tenant.companyId));
  const mine = row?.mine;
  return {
    name: row?.name ?? "",
    nameVersion: row?.nameVersion ?? 0,
    logoFile: mine?.logoFile ?? null,
    sealFile: mine?.sealFile ?? null,
    telephone: mine?.telephone ?? "",
    address: mine?.address ?? "",
    website: mine?.website ?? "",
    paymentTerms: mine?.paymentTerms ?? "",
    version: mine?.version ?? 0,
  };
}

/** Changes only the fields given, on the caller's company's letterhead. */
export async function saveBranding(
  db: Db,
  tenant: Tenant,
  change: BrandingChange,
  now: Date,
  check: VersionCheck,
) {
  const values = Object.fromEntries(
    Object.entries(change).filter(([, value]) => value !== undefined),
  ) as BrandingChange;
  await versionedUpsert(db, companyBranding, companyBranding.companyId, check, {
    companyId: tenant.companyId,
    ...values,
    updatedAt: now,
  });
}
