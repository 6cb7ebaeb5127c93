import type { Series } from "@fenestra/core";
import { idSchema } from "@fenestra/core/schemas/ids";
import { catalogueNameSchema, shareDescriptionSchema } from "@fenestra/core/series/names";
import { z } from "zod";
import { envelopeOf } from "../../plugins/envelope.ts";

const id = idSchema;
export const idParamsSchema = z.object({ id });
export const dxfParamsSchema = z.object({ id, code: z.string().min(1).max(40) });
export const sectionQuerySchema = z.object({ from: z.string().min(1), to: z.string().min(1) });

const name = catalogueNameSchema;
const materials = ["aluminium", "thermalBreak", "upvc", "woodClad", "steel"] as const;

export const directoryCreateSchema = z.object({ parentId: id.nullable().default(null), name });
export const directoryRenameSchema = z.object({ name });
export const seriesCreateSchema = z.object({ directoryId: id, name, material: z.enum(materials) });
/** `model` is checked by core's seriesSchema in the service (to name the bad field). */
export const seriesUpdateSchema = z.object({ name: name.optional(), model: z.unknown().optional() });
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

export const catalogueEnvelope = envelopeOf(
  z.object({
    directories: z.array(
      z.object({ id: z.number(), parentId: z.number().nullable(), name: z.string(), isMain: z.boolean() }),
    ),
    series: z.array(summary),
  }),
);
export const seriesEnvelope = envelopeOf(
  summary.extend({
    model: z.any() as z.ZodType<Series>,
    issues: z.array(issue).readonly(),
    dxf: z.array(z.object({ profileCode: z.string(), fileName: z.string(), size: z.number() })),
  }),
);
export const idEnvelope = envelopeOf(z.object({ id: z.number() }));
export const emptyEnvelope = envelopeOf(z.null());
export const sectionEnvelope = envelopeOf(
  z.object({ svg: z.string(), dxf: z.string(), width: z.number(), height: z.number() }),
);
