import type { BodyOf, routes } from "@fenestra/api";
import type { AppDeps } from "../../plugins/context.ts";
import { FieldError } from "../../plugins/errors.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { ownFile } from "../files/files.queries.ts";
import { fileUrlOf, removeFiles } from "../files/files.service.ts";
import { brandingOf, saveBranding } from "./branding.queries.ts";

/** The letterhead as the company-management page shows it: images as URLs. */
export async function brandingView(deps: AppDeps, tenant: Tenant) {
  const { logoFile, sealFile, ...rest } = await brandingOf(deps.db, tenant);
  return { ...rest, logo: await fileUrlOf(deps, logoFile), seal: await fileUrlOf(deps, sealFile) };
}

/**
 * Saves the fields given. A logo or seal is the key of a file the company uploaded for that
 * purpose (POST /api/files); the image it replaces is removed from the storage.
 */
export async function updateBranding(
  deps: AppDeps,
  tenant: Tenant,
  body: BodyOf<typeof routes.exports.updateBranding>,
) {
  const { logo, seal, version, overwrite, ...contact } = body;
  const before = await brandingOf(deps.db, tenant);
  const change: Parameters<typeof saveBranding>[2] = { ...contact };
  const replaced: string[] = [];
  for (const [field, key, column, old] of [
    ["logo", logo, "logoFile", before.logoFile],
    ["seal", seal, "sealFile", before.sealFile],
  ] as const) {
    if (key === undefined) continue;
    if (key !== null && !(await ownFile(deps.db, tenant, key, field)))
      throw new FieldError(field, "validation.file_invalid");
    change[column] = key;
    if (old && old !== key) replaced.push(old);
  }
  await saveBranding(deps.db, tenant, change, deps.clock(), { version, overwrite });
  await removeFiles(deps, replaced);
}
