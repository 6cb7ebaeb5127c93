// The warehouse's glass remnants (db/schema/glass-remnants.ts): the leftovers confirmed glass sheet
// plans kept (glass-sheets module), listed by glass and size with where they came from and what
// cut them, and written off when broken or lost (a recorded loss: the row stays, scrapped).
import type { GlassRemnant } from "@fenestra/api";
import { and, asc, desc, eq, gte, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { glassRemnants } from "../../db/schema/index.ts";
import { nextVersion } from "../../db/versioned-update.ts";
import { AppError } from "../../plugins/errors.ts";
import { onePage } from "../../shared/paging.ts";
import { ownRow } from "../../tenancy/own-rows.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { escapeLike } from "../orders/orders.queries.ts";
import { orderNumbersIn } from "./warehouse.queries.ts";

export type GlassRemnantFilter = {
  spec?: string;
  minWidth?: number;
  minHeight?: number;
  status: string;
  page: number;
  pageSize: number;
};

const columns = (tenant: Tenant) => ({
  id: glassRemnants.id,
  spec: glassRemnants.spec,
  width: glassRemnants.width,
  height: glassRemnants.height,
  status: glassRemnants.status,
  sourceOrders: orderNumbersIn(tenant, glassRemnants.keptFor),
  usedFor: orderNumbersIn(tenant, glassRemnants.consumedFor),
  createdAt: glassRemnants.createdAt,
  consumedAt: glassRemnants.consumedAt,
  scrappedAt: glassRemnants.scrappedAt,
  version: glassRemnants.version,
});

type Row = Pick<
  typeof glassRemnants.$inferSelect,
  "id" | "spec" | "width" | "height" | "status" | "createdAt" | "consumedAt" | "scrappedAt" | "version"
> & { sourceOrders: string; usedFor: string };

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

function remnantOut(r: Row): GlassRemnant {
  return {
    ...r,
    status: r.status as GlassRemnant["status"],
    createdAt: iso(r.createdAt),
    consumedAt: r.consumedAt ? iso(r.consumedAt) : null,
    scrappedAt: r.scrappedAt ? iso(r.scrappedAt) : null,
  };
}

/** Holds a w × h pane lying either way. */
function holds(w: number, h: number): SQL | undefined {
  const { width, height } = glassRemnants;
  return or(and(gte(width, w), gte(height, h)), and(gte(width, h), gte(height, w)));
}

export async function glassRemnantList(db: Db, tenant: Tenant, f: GlassRemnantFilter) {
  const where: (SQL | undefined)[] = [
    eq(glassRemnants.companyId, tenant.companyId),
    eq(glassRemnants.status, f.status),
  ];
  if (f.spec) where.push(ilike(glassRemnants.spec, `%${escapeLike(f.spec)}%`));
  if (f.minWidth !== undefined || f.minHeight !== undefined)
    where.push(holds(f.minWidth ?? 0, f.minHeight ?? 0));
  const cond = and(...where);
  const rows = db
    .select(columns(tenant))
    .from(glassRemnants)
    .where(cond)
    .orderBy(
      asc(glassRemnants.spec),
      desc(sql`${glassRemnants.width} * ${glassRemnants.height}`),
      asc(glassRemnants.id),
    )
    .$dynamic();
  return onePage(db, { rows, table: glassRemnants, where: cond }, f, remnantOut);
}

async function findRemnant(db: Db, tenant: Tenant, id: number) {
  const [row] = await db
    .select(columns(tenant))
    .from(glassRemnants)
    .where(ownRow(glassRemnants, tenant, id));
  return row;
}

/** Writes off an available remnant of the company: scrapped, when and by whom; never deleted. */
export async function scrapGlassRemnant(db: Db, tenant: Tenant, id: number, now: Date) {
  if (!(await findRemnant(db, tenant, id))) throw new AppError("warehouse.glass_remnant_missing");
  const [done] = await db
    .update(glassRemnants)
    .set({
      status: "scrapped",
      scrappedAt: now,
      scrappedBy: tenant.userId,
      version: nextVersion(glassRemnants),
    })
    .where(and(ownRow(glassRemnants, tenant, id), eq(glassRemnants.status, "available")))
    .returning({ id: glassRemnants.id });
  if (!done) throw new AppError("warehouse.glass_remnant_not_available");
  return remnantOut((await findRemnant(db, tenant, id)) as Row);
}
