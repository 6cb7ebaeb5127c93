// Storage positions (racks, shelves) as the company's own list: a material's or a leftover's
// position is chosen from it (by id, only the caller's company's; another company's is "not
// found"). The position name is still what a material and a leftover carry, so rows written
// before the list existed keep working: every name in use becomes a position of the list the
// first time it is asked for, and a name typed by an import or an older client becomes one too.
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { warehousePositions } from "../../db/schema/index.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import { newScanToken } from "../../shared/tokens.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import * as q from "./warehouse.queries.ts";

/** A position of the company, or undefined (another company's too). */
export async function findPosition(db: Db, tenant: Tenant, id: number) {
  const [row] = await db
    .select({ id: warehousePositions.id, name: warehousePositions.name })
    .from(warehousePositions)
    .where(and(eq(warehousePositions.companyId, tenant.companyId), eq(warehousePositions.id, id)))
    .limit(1);
  return row;
}

async function positionByName(db: Db, tenant: Tenant, name: string) {
  const [row] = await db
    .select({ id: warehousePositions.id, name: warehousePositions.name })
    .from(warehousePositions)
    .where(and(eq(warehousePositions.companyId, tenant.companyId), eq(warehousePositions.name, name)))
    .limit(1);
  return row;
}

/** The company's positions by name, the names in use by its materials and leftovers among them. */
export async function listPositions(db: Db, tenant: Tenant) {
  await q.ensurePositions(db, tenant, await q.positionNamesInUse(db, tenant), newScanToken);
  const items = await db
    .select({ id: warehousePositions.id, name: warehousePositions.name })
    .from(warehousePositions)
    .where(eq(warehousePositions.companyId, tenant.companyId))
    .orderBy(asc(warehousePositions.name), asc(warehousePositions.id));
  items.sort((a, b) => a.name.localeCompare(b.name, "en", { numeric: true }));
  return { items };
}

/** A new position; a name the company has already answers that one. */
export async function createPosition(db: Db, tenant: Tenant, name: string) {
  await q.ensurePositions(db, tenant, [name], newScanToken);
  const row = await positionByName(db, tenant, name);
  if (!row) throw new AppError("warehouse.position_missing");
  return row;
}

/**
 * The position name a material or leftover gets: the company's position `positionId` (null: none;
 * another company's is refused at the field), else the typed name, which becomes a position.
 */
export async function positionNameOf(
  db: Db,
  tenant: Tenant,
  body: { position?: string | undefined; positionId?: number | null | undefined },
): Promise<string> {
  if (body.positionId === null) return "";
  if (body.positionId !== undefined) {
    const row = await findPosition(db, tenant, body.positionId);
    if (!row) throw new FieldError("positionId", "warehouse.position_missing");
    return row.name;
  }
  const name = (body.position ?? "").trim();
  if (name !== "") await q.ensurePositions(db, tenant, [name], newScanToken);
  return name;
}

/** The name of the company's position `id` for a filter; another company's is not found. */
export async function positionFilterName(db: Db, tenant: Tenant, id: number): Promise<string> {
  const row = await findPosition(db, tenant, id);
  if (!row) throw new AppError("warehouse.position_missing");
  return row.name;
}
