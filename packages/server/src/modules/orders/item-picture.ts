// A window's simple picture (drawRender's "save simple picture"): a PNG kept in the file storage
// under a key the server makes, recorded as the company's file (so deleting the account removes
// it), named by the order item and read only through the item's order (its visibility rule),
// never by a public file link.
import { randomUUID } from "node:crypto";
import { COMPANY_IMAGE_MAX_BYTES } from "@fenestra/core/account/company-branding";
import type { Db } from "../../db/client.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { checkImage } from "../../storage/image-check.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { recordFile } from "../files/files.queries.ts";
import { removeFiles } from "../files/files.service.ts";
import { presentItem } from "./orders.present.ts";
import * as q from "./orders.queries.ts";
import { changeItems, mustFindItem, recordItemEdit } from "./orders.service.ts";

/** The stored files' purpose of item pictures (not one an upload may name: GET /api/files serves none). */
export const ITEM_PICTURE = "item-picture";

type Deps = { db: Db; storage: FileStorage; clock: () => Date };

/**
 * Keeps `base64` (a PNG of at most 3M, refused at `data` otherwise) as the window's picture, as
 * its order and contract allow a change of the window; the picture it had is removed from the
 * storage once the new one is written.
 */
export async function saveItemPicture(
  deps: Deps,
  tenant: Tenant,
  orderId: number,
  itemId: number,
  base64: string,
) {
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length > COMPANY_IMAGE_MAX_BYTES) throw new FieldError("data", "validation.logo_too_large");
  const image = checkImage(bytes, ["image/png"]);
  if (!image) throw new FieldError("data", "validation.picture_png_required");
  const key = randomUUID();
  await deps.storage.put(key, bytes, image.contentType);
  let replaced: string | null = null;
  let row: Awaited<ReturnType<typeof q.setItemPicture>>;
  try {
    row = await changeItems(deps.db, tenant, orderId, async (tx, order) => {
      const before = await q.findItem(tx, order, itemId);
      if (!before) throw new AppError("missing.order_item");
      replaced = before.pictureFile;
      await recordFile(tx, {
        key,
        companyId: tenant.companyId,
        userId: tenant.userId,
        purpose: ITEM_PICTURE,
        contentType: image.contentType,
        size: bytes.length,
        width: image.width,
        height: image.height,
        createdAt: deps.clock(),
      });
      const saved = await q.setItemPicture(tx, order, itemId, key);
      if (!saved) throw new AppError("missing.order_item");
      await recordItemEdit(tx, tenant, order, itemId, "update", {
        windowNo: before.windowNo,
        picture: "changed",
      });
      return saved;
    });
  } catch (error) {
    // nothing refers to the file written
    await deps.storage.delete(key);
    throw error;
  }
  if (replaced) await removeFiles(deps, [replaced]);
  return presentItem(row);
}

/** The window's picture (PNG bytes) through its order's visibility rule. */
export async function itemPicture(
  deps: { db: Db; storage: FileStorage },
  tenant: Tenant,
  orderId: number,
  itemId: number,
) {
  const item = await mustFindItem(deps.db, tenant, orderId, itemId);
  const stored = item.pictureFile ? await deps.storage.get(item.pictureFile) : null;
  if (!stored) throw new AppError("missing.item_picture");
  return stored.bytes;
}
