import { randomUUID } from "node:crypto";
import type { FilePurpose } from "@fenestra/api";
import { COMPANY_IMAGE_MAX_BYTES, fitsCompanyRatio } from "@fenestra/core/account/company-branding";
import type { Db } from "../../db/client.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import { imageLink } from "../../storage/file-links.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { checkImage } from "../../storage/image-check.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { forgetFiles, recordFile } from "./files.queries.ts";

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

export type UploadDeps = { db: Db; storage: FileStorage; clock: () => Date };

/**
 * A signed, expiring link to the uploaded image `key` (storage/file-links.ts). Only for a reader
 * the caller has checked may see the record the image belongs to.
 */
export const fileUrl = (deps: UploadDeps, key: string) => imageLink(deps, key, deps.clock());

/** The link to a stored key, or null. */
export const fileUrlOf = async (deps: UploadDeps, key: string | null | undefined) =>
  key ? fileUrl(deps, key) : null;

/** Links to several stored keys, in their order. */
export const fileUrls = (deps: UploadDeps, keys: readonly string[]) =>
  Promise.all(keys.map((k) => fileUrl(deps, k)));

/**
 * A user's avatar is kept as a reference (users.header_img_url): an upload's as `upload:KEY`
 * (older rows: `/api/files/KEY`), or a third party's image address as it came.
 */
const UPLOADED_AVATAR = /^(?:upload:|\/api\/files\/)([a-z0-9][a-z0-9-]{7,80})$/;

export const avatarReference = (key: string) => `upload:${key}`;

/** The avatar as the page shows it: an upload's by a signed link, another address as it is. */
export async function avatarUrl(deps: UploadDeps, stored: string | null) {
  const key = stored ? UPLOADED_AVATAR.exec(stored)?.[1] : undefined;
  return key ? fileUrl(deps, key) : stored;
}

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
  return { key, url: await fileUrl(deps, key), width: image.width, height: image.height };
}

/** Removes files from the storage and their records (deletion of an account, a replaced image). */
export async function removeFiles(deps: { db: Db; storage: FileStorage }, keys: string[]) {
  for (const key of keys) await deps.storage.delete(key);
  await forgetFiles(deps.db, keys);
}
