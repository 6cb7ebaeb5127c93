// Saving never silently overwrites (docs/api.md, "Versions"): a record two people may edit
// carries a `version`; a save names the version it read, or says it overwrites knowingly.

import { MAX_ID } from "@fenestra/core/schemas/ids";
import { z } from "zod";

/** The version of a record as a detail answer gives it: 0 when made, one more with each save. */
export const versionSchema = z.number().int().min(0);

/** The message key of a save refused because someone else saved the record since it was read. */
export const STALE_VERSION_KEY = "conflict.stale_version";

const versionFields = {
  /** The version the client read; the save is refused (409) when the record has moved on. */
  version: z.number({ error: "validation.version_invalid" }).int().min(0).max(MAX_ID).optional(),
  /** `true`: save over whatever is there now ("Overwrite" in the conflict dialog). */
  overwrite: z.literal(true, { error: "validation.invalid" }).optional(),
};

/** What a save says about the version it read: one of the two is always given. */
export type VersionCheck = { version?: number; overwrite?: true };

const saysVersion = (body: VersionCheck) => body.version !== undefined || body.overwrite === true;

/**
 * An update body: the record's fields and either `version` (the one the client read) or
 * `overwrite: true`; neither is a 400 on `version`.
 */
export function versioned<Shape extends z.ZodRawShape, Config extends z.core.$ZodObjectConfig>(
  fields: z.ZodObject<Shape, Config>,
) {
  return fields.extend(versionFields).refine((body) => saysVersion(body as VersionCheck), {
    error: "validation.version_required",
    path: ["version"],
  });
}
