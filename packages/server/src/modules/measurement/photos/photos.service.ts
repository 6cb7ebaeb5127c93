// The photos of a measurement order's openings (issue 31, docs/measurement.md): the photo as taken
// and the picture with its marks drawn in are files of the storage under keys the server makes,
// recorded as the company's files; the marks are vectors in the row. Every read and write goes
// through the order's visibility rule (measure-access.ts); changes only while the order is open.
import { randomUUID } from "node:crypto";
import type { PhotoAnnotate, PhotoUpload } from "@fenestra/api";
import { and, asc, eq } from "drizzle-orm";
import { imageSize } from "image-size";
import type { Db } from "../../../db/client.ts";
import { measureOpenings, measurePhotos } from "../../../db/schema/index.ts";
import { AppError, FieldError } from "../../../plugins/errors.ts";
import type { FileStorage } from "../../../storage/file-storage.ts";
import { type CheckedImage, checkImage } from "../../../storage/image-check.ts";
import type { Tenant } from "../../../tenancy/tenant.ts";
import { recordFile } from "../../files/files.queries.ts";
import { removeFiles } from "../../files/files.service.ts";
import { loadMeasureOrderFor, type MeasureOrderRow } from "../measure-access.ts";

/** The stored files' purpose (not one an upload may name: GET /api/files serves none). */
export const MEASURE_PHOTO = "measure-photo";
const KINDS = ["image/jpeg", "image/png"] as const;

type Deps = { db: Db; storage: FileStorage; clock: () => Date };
type PhotoRow = typeof measurePhotos.$inferSelect;

export function presentPhoto(row: PhotoRow) {
  return {
    id: row.id,
    clientId: row.clientId,
    openingId: row.openingId,
    width: row.width,
    height: row.height,
    annotations: row.annotations,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The image's size as it is seen: a JPEG turned by its EXIF orientation (5 to 8) has its sides swapped. */
function seenSize(bytes: Buffer, image: CheckedImage) {
  let orientation = 1;
  try {
    orientation = imageSize(bytes).orientation ?? 1;
  } catch {}
  return orientation >= 5 ? { width: image.height, height: image.width } : image;
}

function decode(base64: string, field: string) {
  const bytes = Buffer.from(base64, "base64");
  const image = checkImage(bytes, KINDS);
  if (!image) throw new FieldError(field, "measure.photo_invalid");
  return { bytes, image };
}

function assertOpen(order: MeasureOrderRow) {
  if (order.status !== "scheduled" && order.status !== "measured") throw new AppError("measure.order_closed");
}

/** Writes the files, answering their keys; `record` runs once the rows may name them. */
async function putFiles(deps: Deps, files: { bytes: Buffer; image: CheckedImage }[]) {
  const keys: string[] = [];
  for (const f of files) {
    const key = randomUUID();
    await deps.storage.put(key, f.bytes, f.image.contentType);
    keys.push(key);
  }
  return keys;
}

async function recordFiles(
  tx: Db,
  deps: Deps,
  tenant: Tenant,
  files: { bytes: Buffer; image: CheckedImage }[],
  keys: string[],
) {
  for (const [i, f] of files.entries())
    await recordFile(tx, {
      key: keys[i] as string,
      companyId: tenant.companyId,
      userId: tenant.userId,
      purpose: MEASURE_PHOTO,
      contentType: f.image.contentType,
      size: f.bytes.length,
      width: f.image.width,
      height: f.image.height,
      createdAt: deps.clock(),
    });
}

export async function listPhotos(db: Db, tenant: Tenant, orderId: number) {
  const order = await loadMeasureOrderFor(db, tenant, orderId);
  const rows = await photosOf(db, order.id);
  return rows.map(presentPhoto);
}

export function photosOf(db: Db, orderId: number) {
  return db
    .select()
    .from(measurePhotos)
    .where(eq(measurePhotos.measureOrderId, orderId))
    .orderBy(asc(measurePhotos.id));
}

async function findPhoto(db: Db, order: MeasureOrderRow, photoId: number) {
  const [row] = await db
    .select()
    .from(measurePhotos)
    .where(and(eq(measurePhotos.id, photoId), eq(measurePhotos.measureOrderId, order.id)));
  if (!row) throw new AppError("missing.measure_photo");
  return row;
}

/** The photo kept under the company's `clientId`, if any (a resent upload). */
async function byClientId(db: Db, tenant: Tenant, clientId: string) {
  const [row] = await db
    .select()
    .from(measurePhotos)
    .where(and(eq(measurePhotos.companyId, tenant.companyId), eq(measurePhotos.clientId, clientId)));
  return row;
}

/** Keeps a photo of an opening of the order; the same clientId again answers the photo kept. */
export async function uploadPhoto(deps: Deps, tenant: Tenant, orderId: number, body: PhotoUpload) {
  const order = await loadMeasureOrderFor(deps.db, tenant, orderId);
  const kept = await byClientId(deps.db, tenant, body.clientId);
  if (kept) {
    if (kept.measureOrderId !== order.id) throw new FieldError("clientId", "validation.invalid");
    return presentPhoto(kept);
  }
  const original = decode(body.photo, "photo");
  const flattened = decode(body.flattened, "flattened");
  const size = seenSize(original.bytes, original.image);
  const files = [original, flattened];
  const keys = await putFiles(deps, files);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const locked = await loadMeasureOrderFor(tx, tenant, orderId, true);
      assertOpen(locked);
      // a resend that raced this one: the first wins, this one's files are dropped
      const raced = await byClientId(tx, tenant, body.clientId);
      if (raced) return { row: raced, raced: true };
      const [opening] = await tx
        .select({ id: measureOpenings.id })
        .from(measureOpenings)
        .where(and(eq(measureOpenings.id, body.openingId), eq(measureOpenings.measureOrderId, locked.id)));
      if (!opening) throw new FieldError("openingId", "missing.measure_opening");
      await recordFiles(tx, deps, tenant, files, keys);
      const [inserted] = await tx
        .insert(measurePhotos)
        .values({
          companyId: tenant.companyId,
          measureOrderId: locked.id,
          clientId: body.clientId,
          openingId: body.openingId,
          originalFile: keys[0] as string,
          flattenedFile: keys[1] as string,
          width: size.width,
          height: size.height,
          annotations: body.annotations,
          createdBy: tenant.userId,
        })
        .returning();
      if (!inserted) throw new AppError("other.save_failed");
      return { row: inserted, raced: false };
    });
    if (row.raced) for (const key of keys) await deps.storage.delete(key);
    return presentPhoto(row.row);
  } catch (error) {
    for (const key of keys) await deps.storage.delete(key);
    throw error;
  }
}

/** Replaces the marks and the picture with them drawn in; the old picture is removed. */
export async function annotatePhoto(
  deps: Deps,
  tenant: Tenant,
  orderId: number,
  photoId: number,
  body: PhotoAnnotate,
) {
  const flattened = decode(body.flattened, "flattened");
  const [key] = await putFiles(deps, [flattened]);
  let replaced = "";
  try {
    const row = await deps.db.transaction(async (tx) => {
      const order = await loadMeasureOrderFor(tx, tenant, orderId, true);
      assertOpen(order);
      const photo = await findPhoto(tx, order, photoId);
      replaced = photo.flattenedFile;
      await recordFiles(tx, deps, tenant, [flattened], [key as string]);
      const [updated] = await tx
        .update(measurePhotos)
        .set({ annotations: body.annotations, flattenedFile: key as string, updatedAt: deps.clock() })
        .where(eq(measurePhotos.id, photo.id))
        .returning();
      if (!updated) throw new AppError("other.save_failed");
      return updated;
    });
    await removeFiles(deps, [replaced]);
    return presentPhoto(row);
  } catch (error) {
    await deps.storage.delete(key as string);
    throw error;
  }
}

export async function removePhoto(deps: Deps, tenant: Tenant, orderId: number, photoId: number) {
  const photo = await deps.db.transaction(async (tx) => {
    const order = await loadMeasureOrderFor(tx, tenant, orderId, true);
    assertOpen(order);
    const found = await findPhoto(tx, order, photoId);
    await tx.delete(measurePhotos).where(eq(measurePhotos.id, found.id));
    return found;
  });
  await removeFiles(deps, [photo.originalFile, photo.flattenedFile]);
  return null;
}

/** The bytes of the photo as taken, or with its marks drawn in. */
export async function photoFile(
  deps: { db: Db; storage: FileStorage },
  tenant: Tenant,
  orderId: number,
  photoId: number,
  which: "original" | "flattened",
) {
  const order = await loadMeasureOrderFor(deps.db, tenant, orderId);
  const photo = await findPhoto(deps.db, order, photoId);
  const stored = await deps.storage.get(which === "original" ? photo.originalFile : photo.flattenedFile);
  if (!stored) throw new AppError("missing.measure_photo");
  return stored;
}
