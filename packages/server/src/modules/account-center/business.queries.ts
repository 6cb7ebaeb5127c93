import type { BusinessKind, BusinessStatus } from "@fenestra/core/account/business-application";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { businessApplications } from "../../db/schema/index.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

export async function insertApplication(
  db: Db,
  tenant: Tenant,
  row: { kind: BusinessKind; contactName: string; phone: string; region: string; note: string },
  at: Date,
) {
  const [created] = await db
    .insert(businessApplications)
    .values({ ...row, companyId: tenant.companyId, userId: tenant.userId, createdAt: at })
    .returning({ id: businessApplications.id });
  return { id: created?.id ?? 0 };
}

/** The caller's own applications, newest first. */
export async function applicationsOf(db: Db, tenant: Tenant) {
  const rows = await db
    .select()
    .from(businessApplications)
    .where(
      and(
        eq(businessApplications.companyId, tenant.companyId),
        eq(businessApplications.userId, tenant.userId),
      ),
    )
    .orderBy(desc(businessApplications.id));
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind as BusinessKind,
      contactName: r.contactName,
      phone: r.phone,
      region: r.region,
      note: r.note,
      status: r.status as BusinessStatus,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
