import {
  type BusinessKind,
  type BusinessStatus,
  canMoveBusiness,
} from "@fenestra/core/account/business-application";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { businessApplications, companies } from "../../db/schema/index.ts";
import { AppError } from "../../plugins/errors.ts";
import { onePage, type PageQuery } from "../../shared/paging.ts";
import type { Operator } from "../../tenancy/operator.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

type Row = typeof businessApplications.$inferSelect;
const present = (r: Row) => ({
  id: r.id,
  kind: r.kind as BusinessKind,
  contactName: r.contactName,
  phone: r.phone,
  region: r.region,
  note: r.note,
  status: r.status as BusinessStatus,
  createdAt: r.createdAt.toISOString(),
});

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
  return { items: rows.map(present) };
}

const withCompany = (db: Db) =>
  db
    .select({ a: businessApplications, companyName: companies.name })
    .from(businessApplications)
    .innerJoin(companies, eq(companies.id, businessApplications.companyId));

/** The operator console: every company's applications, newest first, optionally of one status. */
export async function everyApplication(
  db: Db,
  _operator: Operator,
  query: PageQuery & { status?: BusinessStatus },
) {
  const where = query.status ? eq(businessApplications.status, query.status) : undefined;
  const rows = withCompany(db).where(where).orderBy(desc(businessApplications.id)).$dynamic();
  return onePage(db, { rows, table: businessApplications, where }, query, (r) => ({
    ...present(r.a),
    companyName: r.companyName,
  }));
}

/** An operator moves an application on (core's transitions); the row is locked while it moves. */
export async function setApplicationStatus(db: Db, _operator: Operator, id: number, status: BusinessStatus) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(businessApplications)
      .where(eq(businessApplications.id, id))
      .for("update");
    if (!row) throw new AppError("missing.business_application");
    if (row.status !== status) {
      if (!canMoveBusiness(row.status as BusinessStatus, status))
        throw new AppError("account.business_status_move");
      await tx.update(businessApplications).set({ status }).where(eq(businessApplications.id, id));
    }
    const [updated] = await withCompany(tx).where(eq(businessApplications.id, id));
    if (!updated) throw new AppError("missing.business_application");
    return { ...present(updated.a), companyName: updated.companyName };
  });
}
