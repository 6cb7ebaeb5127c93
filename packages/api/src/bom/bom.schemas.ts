import type { Bom } from "@fenestra/core";
import { idSchema } from "@fenestra/core/schemas/ids";
import type { SeriesIssue } from "@fenestra/core/series/index";
import { BOM_WINDOW_COUNT } from "@fenestra/core/validation/keyed";
import { z } from "zod";

const seriesRequired = { error: "validation.series_required" } as const;

export const calculateBodySchema = z.object({
  design: z.unknown().describe("A design document (docs/design.schema.json); checked by core's parseDesign"),
  seriesId: z
    .union([z.string().min(1, seriesRequired), z.number().int().positive(seriesRequired)], seriesRequired)
    .describe('Series id, or "default" for the company\'s default series (SPEC §5: chosen first)'),
  count: z
    .number()
    .int()
    .min(BOM_WINDOW_COUNT.min)
    .max(BOM_WINDOW_COUNT.max)
    .default(1)
    .describe("How many of this window"),
  trace: z
    .boolean()
    .default(true)
    .describe("Record in each line's sources the variables its formula row saw (the product-test screen)"),
});

export const orderBomParams = z.object({
  id: idSchema,
});

/** Core's BOM; each formula error carries its message in the TargetLanguage beside its code. */
type BomAnswer = Omit<Bom, "errors"> & { errors: (Bom["errors"][number] & { message?: string })[] };

// Core types pass through as they are; core documents their shape (docs/bom.md).
const bom = z
  .any()
  .describe(
    "The BOM (docs/bom.md, Output format): profiles, glass, addons, holes, money, totals, errors, safety (docs/safety-glass.md)",
  ) as z.ZodType<BomAnswer>;
const issues = z.any() as z.ZodType<readonly SeriesIssue[]>;
const seriesRef = z.object({ id: z.number(), name: z.string() });

export const designBomSchema = z.object({
  series: seriesRef.extend({ version: z.number() }),
  issues,
  bom,
});

export const orderBomSchema = z.object({
  order: z.object({ id: z.number(), orderNo: z.string() }),
  computedAt: z.string(),
  stale: z
    .boolean()
    .describe(
      'True when a series changed since computedAt: "profile modified, recalculate" (POST recalculates)',
    ),
  series: z.array(seriesRef),
  bom,
});
