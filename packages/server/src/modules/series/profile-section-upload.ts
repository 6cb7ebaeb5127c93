import type { Series } from "@fenestra/core";
import { readSection } from "@fenestra/core/series/section/profile-section";
import type { Db } from "../../db/client.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import * as q from "./series.queries.ts";

// A profile's section drawing uploaded to PUT /api/series/:id/profiles/:code/dxf (docs/series.md
// "Cross-sections") becomes the profile's `sectionDxf`, with the file's name as its `dxf`: the one
// copy of it, in the series' model, that the 3D scene, the CLI and the web read. It is read first
// with core's readSection at the profile's size, as the scene reads it.

/**
 * Makes `file` the section of profile `code`: refused at the field `file` (nothing changes) when
 * it does not read as a closed outline; the same file again changes nothing, not even the version.
 */
export async function uploadProfileSection(
  db: Db,
  tenant: Tenant,
  id: number,
  code: string,
  file: { fileName: string; content: string },
  now: Date,
): Promise<void> {
  const row = await q.findSeries(db, tenant, id);
  if (!row) throw new AppError("missing.series");
  const profile = row.model.profiles.find((p) => p.code === code);
  if (!profile) throw new AppError("missing.profile");
  const read = readSection(file.content, profile);
  if (!read.ok) throw new FieldError("file", `series.section_${read.problem}`);
  if (profile.sectionDxf === file.content && profile.dxf === file.fileName) return;
  const withSection = (p: Series["profiles"][number]) =>
    p.code === code ? { ...p, dxf: file.fileName, sectionDxf: file.content } : p;
  const model = { ...row.model, profiles: row.model.profiles.map(withSection) };
  // Against the version read: a save in between is not overwritten (409, nothing changes).
  await q.updateSeries(db, tenant, id, { model }, now, { version: row.version });
}

/** The section file of profile `code`, named as its `dxf` names it (without a library's folders). */
export function profileSectionFile(model: Series, code: string): { fileName: string; content: string } {
  const profile = model.profiles.find((p) => p.code === code);
  if (!profile?.sectionDxf) throw new AppError("missing.profile");
  const fileName = profile.dxf?.split("/").at(-1) || `${code}.dxf`;
  return { fileName, content: profile.sectionDxf };
}
