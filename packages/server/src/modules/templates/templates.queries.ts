import type { TemplateListQuery } from "@fenestra/api";
import type { Design } from "@fenestra/core";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { templateUsage, windowTemplates } from "../../db/schema/index.ts";
import { onePage } from "../../shared/paging.ts";
import { findOwn, insertOwn } from "../../tenancy/own-rows.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

// Every query takes the caller's company: a template of another company is simply not found.

export type TemplateRow = typeof windowTemplates.$inferSelect;

export async function listTemplates(db: Db, tenant: Tenant, query: TemplateListQuery) {
  const where = and(
    eq(windowTemplates.companyId, tenant.companyId),
    query.type ? eq(windowTemplates.type, query.type) : undefined,
  );
  const rows = db.select().from(windowTemplates).where(where).orderBy(windowTemplates.id).$dynamic();
  return onePage(db, { rows, table: windowTemplates, where }, query, (row) => row);
}

export function findTemplate(db: Db, tenant: Tenant, id: number) {
  return findOwn(db, windowTemplates, tenant, id);
}

/** Whether the template exists, holding it against deletion until the transaction ends. */
export async function holdTemplate(db: Db, tenant: Tenant, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: windowTemplates.id })
    .from(windowTemplates)
    .where(and(eq(windowTemplates.companyId, tenant.companyId), eq(windowTemplates.id, id)))
    .for("share");
  return rows.length > 0;
}

export async function insertTemplate(
  db: Db,
  tenant: Tenant,
  values: {
    name: string;
    type: string;
    design: Design;
    createdBy: number;
    createdAt: Date;
    marketListingId?: number;
    marketVersion?: number;
  },
) {
  return insertOwn(db, windowTemplates, tenant, values);
}

/** Deletes the template and its usage count together; answers whether it existed. */
export async function deleteTemplate(db: Db, tenant: Tenant, id: number, key: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(windowTemplates)
      .where(and(eq(windowTemplates.companyId, tenant.companyId), eq(windowTemplates.id, id)))
      .returning({ id: windowTemplates.id });
    await tx
      .delete(templateUsage)
      .where(and(eq(templateUsage.companyId, tenant.companyId), eq(templateUsage.templateKey, key)));
    return gone.length > 0;
  });
}

/** One more use, in one statement so simultaneous uses from several browsers all count. */
export async function countUse(db: Db, tenant: Tenant, templateKey: string, now: Date) {
  const [row] = await db
    .insert(templateUsage)
    .values({ companyId: tenant.companyId, templateKey, count: 1, lastUsedAt: now })
    .onConflictDoUpdate({
      target: [templateUsage.companyId, templateUsage.templateKey],
      set: { count: sql`${templateUsage.count} + 1`, lastUsedAt: now },
    })
    .returning({ count: templateUsage.count });
  return row?.count ?? 0;
}

/** The company's usage rows, most recently used first. */
export async function listUsage(db: Db, tenant: Tenant) {
  return db
    .select({ templateKey: templateUsage.templateKey, count: templateUsage.count })
    .from(templateUsage)
    .where(eq(templateUsage.companyId, tenant.companyId))
    .orderBy(desc(templateUsage.lastUsedAt), templateUsage.templateKey);
}
