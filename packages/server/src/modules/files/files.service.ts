import { randomUUID } from "node:crypto";
import { FILE_PURPOSES, type FilePurpose } from "@fenestra/api";
import { COMPANY_IMAGE_MAX_BYTES, fitsCompanyRatio } from "@fenestra/core/account/company-branding";
import type { Db } from "../../db/client.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { checkImage } from "../../storage/image-check.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { fileByKey, forgetFiles, recordFile } from "./files.queries.ts";

/** Logos and seals go into quotes and contracts, whose writers embed PNG. */
const KINDS: Record<FilePurpose, readonly string[]> = {
  logo: ["image/png"],
  seal: ["image/png"],
  avatar: ["image/png", "image/jpeg"],
  feedback: ["image/png", "image/jpeg"],
  "render-photo": ["image/png", "image/jpeg"],
  "render-image": ["image/png", "image/jpeg"],
  "market-picture": ["image/png", "image/jpeg"],
};

/** The URL an uploaded file is served at (GET /api/files/:key). */
export const fileUrl = (key: string) => `/api/files/${key}`;

/** The URL of a stored key, or null. */
export const fileUrlOf = (key: string | null | undefined) => (key ? fileUrl(key) : null);

export type UploadDeps = { db: Db; storage: FileStorage; clock: () => Date };

/**
 * Stores one uploaded image under a key the server makes (never a name or path from the
 * caller) and records whose it is; the bytes are checked first (size, then content).
 */
export async function upload(deps: UploadDeps, tenant: Tenant, purpose: FilePurpose, base64: string) {
  if ((purpose === "logo" || purpose === "seal") && tenant.fid !== 0)
    throw new AppError("access.not_primary_company_info");
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length > COMPANY_IMAGE_MAX_BYTES) throw new FieldError("data", "validation.logo_too_large");
  const image = checkImage(bytes, KINDS[purpose]);
  if (!image)
    throw new FieldError(
      "data",
      purpose === "logo" || purpose === "seal" ? "validation.image_png_required" : "validation.image_invalid",
    );
  if ((purpose === "logo" || purpose === "seal") && !fitsCompanyRatio(purpose, image.width, image.height))
    throw new FieldError("data", purpose === "logo" ? "validation.logo_ratio" : "validation.seal_ratio");
  const key = randomUUID();
  await deps.storage.put(key, bytes, image.contentType);
  await recordFile(deps.db, {
    key,
    companyId: tenant.companyId,
    userId: tenant.userId,
    purpose,
    contentType: image.contentType,
    size: bytes.length,
    width: image.width,
    height: image.height,
    createdAt: deps.clock(),
  });
  return { key, url: fileUrl(key), width: image.width, height: image.height };
}

/**
 * The bytes of an uploaded file, or null when the key names none. Only what an upload may be
 * (FILE_PURPOSES) is served by key: a window's picture is read through its order.
 */
export async function readFile(deps: { db: Db; storage: FileStorage }, key: string) {
  const row = await fileByKey(deps.db, key);
  if (!row || !(FILE_PURPOSES as readonly string[]).includes(row.purpose)) return null;
  return deps.storage.get(key);
}

/** Removes files from the storage and their records (deletion of an account, a replaced image). */
export async function removeFiles(deps: { db: Db; storage: FileStorage }, keys: string[]) {
  for (const key of keys) await deps.storage.delete(key);
  await forgetFiles(deps.db, keys);
}
