import type { Design } from "@fenestra/core";
import { designSchema } from "@fenestra/core/design/schema";
import { templateTypes } from "@fenestra/core/library/index";
import { idSchema } from "@fenestra/core/schemas/ids";
import { invalid } from "@fenestra/core/validation/keyed";
import { z } from "zod";
import { pageOf, pageQuerySchema } from "../paging.ts";

const id = idSchema;

/** Longest template name, in characters (the web form caps its input at the same number). */
export const TEMPLATE_NAME_MAX = 60;

export const templateParamsSchema = z.object({ id });

export const templateListQuerySchema = pageQuerySchema.extend({
  type: z.enum(templateTypes, { error: "validation.template_type_invalid" }).optional(),
});
export type TemplateListQuery = z.infer<typeof templateListQuerySchema>;

/** The design is checked by the same zod schema as an order item's (core's designSchema). */
export const templateCreateSchema = z.object({
  name: z
    .string({ error: "validation.template_name_required" })
    .trim()
    .min(1, { error: "validation.template_name_required" })
    .max(TEMPLATE_NAME_MAX, { error: "validation.template_name_length" }),
  type: z.enum(templateTypes, { error: "validation.template_type_invalid" }),
  design: designSchema.refine((d) => d.frames.length > 0, {
    error: "validation.template_empty",
    path: ["frames"],
  }),
});
export type TemplateCreate = z.infer<typeof templateCreateSchema>;

/** "builtin:<id>" of a core template or "user:<id>" of one of the company's own. */
export const templateKeySchema = z
  .string(invalid)
  .regex(/^(builtin:[a-z0-9-]{1,60}|user:[1-9][0-9]{0,9})$/, invalid);
export const usageBodySchema = z.object({ templateKey: templateKeySchema });

export const templateSchema = z.object({
  id: z.number(),
  /** The template's key in the library and in usage counts: "user:<id>". */
  key: z.string(),
  name: z.string(),
  type: z.enum(templateTypes),
  design: z.any() as z.ZodType<Design>,
  createdBy: z.number().nullable(),
  createdAt: z.string(),
  /** The market listing it was cloned from and that listing's published version then (else null). */
  marketListingId: z.number().nullable(),
  marketVersion: z.number().nullable(),
});
export type TemplateDto = z.infer<typeof templateSchema>;

export const usageSchema = z.object({
  /** Uses per template key, only keys used at least once. */
  counts: z.record(z.string(), z.number()),
  /** The template the company used most recently. */
  lastSelected: z.string().nullable(),
});

export const templatePageSchema = pageOf(templateSchema);
export const usageCountSchema = z.object({ templateKey: z.string(), count: z.number() });
