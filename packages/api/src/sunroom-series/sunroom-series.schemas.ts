import { idSchema } from "@fenestra/core/schemas/ids";
import { profileFieldSchemas, SERIES_FIELD_BOUNDS } from "@fenestra/core/series/field-bounds";
import { profileSchema } from "@fenestra/core/series/index";
import { catalogueNameSchema } from "@fenestra/core/series/names";
import { catalogueSaveSchema } from "@fenestra/core/series/save-schema";
import { type SunroomSeries, sunroomSeriesSchema } from "@fenestra/core/sunroom/series";
import { keyed } from "@fenestra/core/validation/keyed";
import { z } from "zod";
import { versioned, versionSchema } from "../versioning.ts";

// The company's sunroom series (docs/sunroom.md "Sunroom series"; docs/series.md "Sunroom
// series"): core's sunroom series model, its catalogue's fields bounded as a window series' are,
// each refused at its field with what is allowed.

/** A sunroom profile's size: flashing is a sheet a few mm thick, so from 1 mm (a window's from 10). */
export const sunroomProfileSizeSchema = (() => {
  const bounds = { min: 1, max: SERIES_FIELD_BOUNDS.profileSizeMm.max };
  const error = keyed("series.profile_size_between", bounds);
  return z.number(error).min(bounds.min, error).max(bounds.max, error);
})();

/** A sunroom series as saved: core's model with its profiles, glass and accessories bounded. */
export const sunroomSeriesModelSchema = sunroomSeriesSchema.extend({
  catalogue: catalogueSaveSchema(
    profileSchema.extend({
      ...profileFieldSchemas,
      faceWidth: sunroomProfileSizeSchema,
      depth: sunroomProfileSizeSchema,
    }),
  ),
});

export const sunroomSeriesParams = z.object({ id: idSchema });
/** A save: a new name and/or the whole model, with the version read. */
export const sunroomSeriesUpdateSchema = versioned(
  z.object({ name: catalogueNameSchema.optional(), model: sunroomSeriesModelSchema.optional() }),
);
export type SunroomSeriesUpdate = z.infer<typeof sunroomSeriesUpdateSchema>;
export const sunroomSeriesCloneSchema = z.object({ name: catalogueNameSchema.optional() });

export const sunroomSeriesSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  version: versionSchema,
  updatedAt: z.string(),
});
export type SunroomSeriesSummary = z.infer<typeof sunroomSeriesSummarySchema>;
export const sunroomSeriesListSchema = z.object({ series: z.array(sunroomSeriesSummarySchema) });
export const sunroomSeriesRecordSchema = sunroomSeriesSummarySchema.extend({
  model: z.any() as z.ZodType<SunroomSeries>,
});
export type SunroomSeriesRecord = z.infer<typeof sunroomSeriesRecordSchema>;
