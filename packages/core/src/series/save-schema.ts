// A series as saved: the model with its catalogue's fields bounded (field-bounds.ts) and each
// profile's DXF section reading as a closed outline (docs/series.md "Cross-sections"): the server's
// save and the series data page refuse the same values with the same message, at the field. Apart
// from field-bounds.ts, which the API's schemas (and so every page of the web app) read, because
// reading a section takes the DXF parser.
import { z } from "zod";
import { keyed } from "../validation/keyed.ts";
import {
  accessoryFieldSchemas,
  glassFieldSchemas,
  profileDepthSchema,
  profileFieldSchemas,
  SERIES_FIELD_BOUNDS,
} from "./field-bounds.ts";
import { accessorySchema, glassSchema, profileSchema, seriesSchema } from "./schema.ts";
import { readSection } from "./section/profile-section.ts";

/** A section that reads as a closed outline (its size is the profile's, whatever it is drawn at). */
export const sectionDxfSchema = z
  .string()
  .optional()
  .superRefine((text, ctx) => {
    if (text === undefined) return;
    const read = readSection(text, { faceWidth: 1, depth: 1 });
    if (read.ok) return;
    const message = read.problem === "open" ? "series.section_open" : "series.section_unreadable";
    ctx.addIssue({ code: "custom", message });
  });

const savedProfileSchema = profileSchema
  .extend({ ...profileFieldSchemas, sectionDxf: sectionDxfSchema })
  .superRefine((profile, ctx) => {
    // a frame's depth from 50 mm (profileDepthSchema), once the field's own bounds took it
    const depth = profileDepthSchema(profile.partType).safeParse(profile.depth);
    if (depth.success) return;
    const issue = depth.error.issues[0] as { message: string; params?: Record<string, unknown> };
    ctx.addIssue({ code: "custom", path: ["depth"], message: issue.message, params: issue.params });
  });

/** A catalogue as saved: its profiles (each checked by `profile`), glass and accessories bounded. */
export function catalogueSaveSchema<P extends z.ZodType>(profile: P) {
  return seriesSchema.extend({
    profiles: z
      .array(profile)
      .min(1)
      .max(
        SERIES_FIELD_BOUNDS.maxProfiles,
        keyed("series.too_many_profiles", { max: SERIES_FIELD_BOUNDS.maxProfiles }),
      ),
    glass: z.array(glassSchema.extend(glassFieldSchemas)),
    accessories: z.array(accessorySchema.extend(accessoryFieldSchemas)),
  });
}

export const seriesSaveSchema = catalogueSaveSchema(savedProfileSchema);
