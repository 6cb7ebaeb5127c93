// Storage positions (racks, shelves) as the company's own list: a material's or a leftover's
// position is chosen from it (by id, only the caller's company's; another company's is "not
// found"). A material and a leftover keep only the position's id; the name is the list's. A name
// typed by an import, an older client or a cutting plan becomes a position of the list.
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { warehousePositions } from "../../db/schema/index.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import { newScanToken } from "../../shared/tokens.ts";
import { ownRow } from "../../tenancy/own-rows.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import * as q from "./warehouse.queries.ts";

/** A position of the company, or undefined (another company's too). */
export async function findPosition(db: Db, tenant: Tenant, id: number) {
  const [row] = await db
    .select({ id: warehousePositions.id, name: warehousePositions.name })
    .from(warehousePositions)
    .where(ownRow(warehousePositions, tenant, id))
    .limit(1);
  return row;
}

/** The company's position of this name (made when it has none); null for a blank name. */
export async function positionIdByName(db: Db, tenant: Tenant, name: string): Promise<number | null> {
  const trimmed = name.trim();
  if (trimmed === "") return null;
  const [row] = await q.ensurePositions(db, tenant, [trimmed], newScanToken);
  if (!row) throw new AppError("warehouse.position_missing");
  return row.id;
}

/** The company's positions by name. */
export async function listPositions(db: Db, tenant: Tenant) {
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
  const id = await positionIdByName(db, tenant, name);
  const row = id === null ? undefined : await findPosition(db, tenant, id);
  if (!row) throw new AppError("warehouse.position_missing");
  return row;
}

/**
 * The position a material or leftover gets: the company's position `positionId` (null: none;
 * another company's is refused at the field), else the typed name, which becomes a position.
 */
export async function positionIdOf(
  db: Db,
  tenant: Tenant,
  body: { position?: string | undefined; positionId?: number | null | undefined },
): Promise<number | null> {
  if (body.positionId === null) return null;
  if (body.positionId !== undefined) {
    const row = await findPosition(db, tenant, body.positionId);
    if (!row) throw new FieldError("positionId", "warehouse.position_missing");
    return row.id;
  }
  return positionIdByName(db, tenant, body.position ?? "");
}

/** The company's position `id` for a filter; another company's is not found. */
export async function positionFilter(db: Db, tenant: Tenant, id: number): Promise<number> {
  const row = await findPosition(db, tenant, id);
  if (!row) throw new AppError("warehouse.position_missing");
  return row.id;
}
