import { type Series, seriesSchema } from "@fenestra/core";
import { idSchema } from "@fenestra/core/schemas/ids";
import { catalogueNameSchema, shareDescriptionSchema } from "@fenestra/core/series/names";
import { z } from "zod";
import { versioned, versionSchema } from "../versioning.ts";

const id = idSchema;
export const seriesParams = z.object({ id });
export const dxfParamsSchema = z.object({ id, code: z.string().min(1).max(40) });
export const sectionQuerySchema = z.object({ from: z.string().min(1), to: z.string().min(1) });

const name = catalogueNameSchema;
/** A series' material (core's series model), in the order the catalogue dialog offers them. */
export const SERIES_MATERIALS = seriesSchema.shape.material.options;

export const directoryCreateSchema = z.object({ parentId: id.nullable().default(null), name });
/** A directory's new name, with the version the catalogue was read at (or `overwrite: true`). */
export const directoryRenameSchema = versioned(z.object({ name }));
export const seriesCreateSchema = z.object({ directoryId: id, name, material: z.enum(SERIES_MATERIALS) });
/** `model` is checked by core's seriesSchema in the service (to name the bad field). */
export const seriesUpdateSchema = versioned(
  z.object({ name: name.optional(), model: z.unknown().optional() }),
);
export const seriesCloneSchema = z.object({ name: name.optional(), directoryId: id.optional() });
export const seriesShareSchema = z.object({
  shared: z.boolean(),
  description: shareDescriptionSchema.default(""),
});
export const seriesMoveSchema = z.object({ directoryId: id });
export const dxfQuerySchema = z.object({ fileName: z.string().min(1).max(200).default("section.dxf") });

const summary = z.object({
  id: z.number(),
  directoryId: z.number(),
  name: z.string(),
  material: z.string().nullable(),
  version: z.number(),
  shared: z.boolean(),
  shareDescription: z.string(),
  isDefault: z.boolean(),
  updatedAt: z.string(),
});
const issue = z.object({
  tab: z.string().optional(),
  rowId: z.string().optional(),
  parameter: z.string().optional(),
  field: z.string(),
  error: z.object({
    kind: z.literal("error"),
    code: z.string(),
    position: z.number(),
    length: z.number(),
    detail: z.string().optional(),
  }),
  message: z.string().optional().describe("The error's message in the TargetLanguage"),
});

export const directorySchema = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  name: z.string(),
  /** The main (root) directory: it holds directories, never series (SPEC §8). */
  isMain: z.boolean(),
  /** 0 when made, one more with each rename. */
  version: versionSchema,
});
export const catalogueSchema = z.object({
  directories: z.array(directorySchema),
  series: z.array(
    summary.extend({
      /** The opening kinds it builds (core series/kinds.ts): a design using another is refused. */
      builds: seriesSchema.shape.openingKinds.unwrap(),
    }),
  ),
});
export const loadedSeriesSchema = summary.extend({
  model: z.any() as z.ZodType<Series>,
  issues: z.array(issue).readonly(),
});
export const createdIdSchema = z.object({ id: z.number() });
export const sectionSchema = z.object({
  svg: z.string(),
  dxf: z.string(),
  width: z.number(),
  height: z.number(),
});
export const profileDxfSchema = z.object({ fileName: z.string(), content: z.string() });
/** SPEC §5/§9: uploaded files at most 3M. */
export const DXF_LIMIT_BYTES = 3 * 1024 * 1024;
/** A DXF section file's text (DXF is a text format), sent as one JSON string. */
export const dxfBodySchema = z.string();
