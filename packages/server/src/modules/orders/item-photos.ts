// The photos attached to an order's windows (issue 31): a converted visit's openings become the
// order's items and their photos (measure_photos.order_item_id) become the items'. Read only through
// the item's order (its visibility rule), never by a public file link; the files stay the visit's.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { measurePhotos, orderItems } from "../../db/schema/index.ts";
import { AppError } from "../../plugins/errors.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { mustFindItem, mustFindOrder } from "./orders.service.ts";

/** The photos of the order's windows, oldest first. */
export async function orderPhotos(db: Db, tenant: Tenant, orderId: number) {
  const { order } = await mustFindOrder(db, tenant, orderId);
  const items = db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, order.id));
  const rows = await db
    .select()
    .from(measurePhotos)
    .where(and(eq(measurePhotos.companyId, tenant.companyId), inArray(measurePhotos.orderItemId, items)))
    .orderBy(asc(measurePhotos.id));
  return rows.map((r) => ({
    id: r.id,
    itemId: r.orderItemId as number,
    width: r.width,
    height: r.height,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** A window's photo: as taken, or with its marks drawn in. */
export async function orderItemPhoto(
  deps: { db: Db; storage: FileStorage },
  tenant: Tenant,
  ids: { id: number; itemId: number; photoId: number },
  which: "original" | "flattened",
) {
  const item = await mustFindItem(deps.db, tenant, ids.id, ids.itemId);
  const [photo] = await deps.db
    .select()
    .from(measurePhotos)
    .where(and(eq(measurePhotos.id, ids.photoId), eq(measurePhotos.orderItemId, item.id)));
  const stored = photo
    ? await deps.storage.get(which === "original" ? photo.originalFile : photo.flattenedFile)
    : null;
  if (!stored) throw new AppError("missing.measure_photo");
  return stored;
}
