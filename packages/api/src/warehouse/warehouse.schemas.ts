import { CUT_SETTING_LIMITS, REVERSE_LIMITS, wholeMmSchema } from "@fenestra/core/cutting/settings";
import { labelPaperSchema } from "@fenestra/core/scanning/label-paper";
import { scanCodeSchema } from "@fenestra/core/scanning/scan-code";
import { MAX_LENGTH_MM, numberBetween } from "@fenestra/core/schemas/bounds";
import { idSchema } from "@fenestra/core/schemas/ids";
import { SERIES_FIELD_BOUNDS } from "@fenestra/core/series/field-bounds";
import { invalid, keyed } from "@fenestra/core/validation/keyed";
import { FORM_OPERATION_TYPES, MATERIAL_CATEGORIES, PICKING_STATUSES } from "@fenestra/core/warehouse/index";
import { z } from "zod";
import { pageQuerySchema } from "../paging.ts";
import { versioned, versionSchema } from "../versioning.ts";

/** Largest count of one ledger line (bars, pieces). */
export const MAX_STOCK_COUNT = 100_000;
/** Largest unit cost, fen (1,000,000 yuan). */
export const MAX_COST_FEN = 100_000_000;
/** Most lines on one operation form. */
export const MAX_OPERATION_LINES = 200;
/** A texture picture (SPEC §5: at most 1 MB) as a data: URL, base64 adds a third. */
export const MAX_TEXTURE_BYTES = 1024 * 1024;

const text = (max: number) => z.string(invalid).trim().max(max, keyed("validation.text_too_long", { max }));
const costSchema = numberBetween("warehouse.cost_invalid", 0, MAX_COST_FEN, { whole: true });
const countSchema = z
  .number({ error: "warehouse.length_and_count_required" })
  .int({ error: "warehouse.count_invalid" })
  .min(1, { error: "warehouse.count_invalid" })
  .max(MAX_STOCK_COUNT, { error: "warehouse.count_invalid" });
const lengthSchema = numberBetween("warehouse.length_invalid", 0, MAX_LENGTH_MM, { whole: true });
/** A whole number from 0 to `max`, a refusal saying so. */
const wholeSchema = (max: number) => {
  const error = keyed("warehouse.whole_invalid", { max });
  return z.number(error).int(error).min(0, error).max(max, error);
};
/** A client-made id of one intended operation (a retry or double click sends the same one). */
export const requestIdSchema = z
  .string({ error: "warehouse.request_id_required" })
  .regex(/^[\x21-\x7e]{1,100}$/, { error: "warehouse.request_id_required" });

export const materialCategorySchema = z.enum(MATERIAL_CATEGORIES, invalid);

export const materialBodySchema = z.object({
  category: materialCategorySchema,
  code: text(60).min(1, { error: "warehouse.code_required" }),
  name: text(100).default(""),
  colors: z.array(text(50).min(1, invalid), invalid).max(50, invalid).default([]),
  brand: text(100).default(""),
  unit: text(20).default(""),
  rawLength: lengthSchema.default(0),
  /** mm, 0 for none: as thick as a series' glass or panel may be (core SERIES_FIELD_BOUNDS). */
  thickness: wholeSchema(SERIES_FIELD_BOUNDS.glassThicknessMm.max).default(0),
  weightGrams: wholeSchema(10_000_000).default(0),
  costFen: costSchema.default(0),
  position: text(60).default(""),
  /**
   * One of the company's storage positions (GET /api/warehouse/positions), null for none: the
   * material form chooses it. Given, it is the material's position and `position` is ignored.
   */
  positionId: idSchema.nullable().optional(),
  texture: z
    .string(invalid)
    .max(Math.ceil((MAX_TEXTURE_BYTES * 4) / 3) + 100, { error: "warehouse.texture_too_large" })
    .regex(/^(data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+)?$/, invalid)
    .default(""),
  warnThreshold: wholeSchema(MAX_STOCK_COUNT).default(0),
});
export type MaterialBody = z.infer<typeof materialBodySchema>;
/** A material's save: its fields and the version it was read at (or `overwrite: true`). */
export const materialUpdateSchema = versioned(materialBodySchema);
export type MaterialUpdate = z.infer<typeof materialUpdateSchema>;

export const materialSchema = z.object({
  id: z.number(),
  category: materialCategorySchema,
  code: z.string(),
  name: z.string(),
  colors: z.array(z.string()),
  brand: z.string(),
  unit: z.string(),
  rawLength: z.number(),
  thickness: z.number(),
  weightGrams: z.number(),
  costFen: z.number(),
  /** The name of its storage position ('' for none). */
  position: z.string(),
  /** Its storage position of the company's list, null for none. */
  positionId: z.number().nullable(),
  texture: z.string(),
  warnThreshold: z.number(),
  /** Stock over all colours and lengths, and available leftovers of its code. */
  stock: z.number(),
  leftovers: z.number(),
  version: versionSchema,
});
export type Material = z.infer<typeof materialSchema>;

export const materialListQuerySchema = pageQuerySchema.extend({
  category: materialCategorySchema.optional(),
  /** Code or name contains. */
  q: z.string().max(100).optional(),
});

export const warehouseIdParams = z.object({ id: idSchema });

export const materialLabelsQuerySchema = z.object({
  ids: z
    .string(invalid)
    .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,499}$/, invalid)
    .transform((text) => text.split(",").map(Number)),
  paper: labelPaperSchema,
});
export const scanQuerySchema = z.object({ code: scanCodeSchema(["material"]) });
/** Labels of every storage position in use, on this paper. */
export const positionLabelsQuerySchema = z.object({ paper: labelPaperSchema });
export const positionScanQuerySchema = z.object({ code: scanCodeSchema(["position"]) });
/** A scanned storage position: its id and name and the materials stored there. */
export const positionScanSchema = z.object({
  id: z.number(),
  name: z.string(),
  materials: z.array(materialSchema),
});
/** A storage position of the company (racks, shelves); materials and leftovers are stored at one. */
export const positionSchema = z.object({ id: z.number(), name: z.string() });
export const positionListSchema = z.object({ items: z.array(positionSchema) });
export const positionCreateSchema = z.object({
  name: text(60).min(1, { error: "warehouse.position_name_required" }),
});

export const stockLineInputSchema = z.object({
  materialId: idSchema,
  color: text(50).default(""),
  /** mm, profiles only (SPEC: profiles are stocked per code, colour and length). */
  length: lengthSchema.optional(),
  /** For an inventory count (7): what was counted, 0 allowed. */
  count: z
    .number({ error: "warehouse.length_and_count_required" })
    .int({ error: "warehouse.count_invalid" })
    .min(0, { error: "warehouse.count_invalid" })
    .max(MAX_STOCK_COUNT, { error: "warehouse.count_invalid" }),
  /** Unit cost, fen; in-lines without one come in at the moving-average (or material) cost. */
  costFen: costSchema.optional(),
  note: text(200).default(""),
});

const linesSchema = z
  .array(stockLineInputSchema, { error: "warehouse.lines_required" })
  .min(1, { error: "warehouse.lines_required" })
  .max(MAX_OPERATION_LINES, { error: "warehouse.too_many_lines" });

export const operationBodySchema = z.object({
  requestId: requestIdSchema,
  type: z.union(
    FORM_OPERATION_TYPES.filter((t) => t !== 4 && t !== 5).map((t) => z.literal(t)) as [
      z.ZodLiteral<1>,
      ...z.ZodLiteral<number>[],
    ],
    { error: "warehouse.type_not_allowed" },
  ),
  note: text(200).default(""),
  lines: linesSchema,
});
export type OperationBody = z.infer<typeof operationBodySchema>;

export const pickBodySchema = z.object({
  requestId: requestIdSchema,
  /** 4 pick out, 5 supplementary out, 2 return in. */
  type: z.union([z.literal(4), z.literal(5), z.literal(2)], { error: "warehouse.type_not_allowed" }),
  note: text(200).default(""),
  lines: linesSchema,
});
export type PickBody = z.infer<typeof pickBodySchema>;

export const reverseOperationBodySchema = z.object({
  requestId: requestIdSchema,
  note: text(200).default(""),
});

export const stockLineSchema = z.object({
  id: z.number(),
  operationId: z.number(),
  operationType: z.number(),
  type: z.number(),
  materialId: z.number(),
  code: z.string(),
  name: z.string(),
  category: materialCategorySchema,
  color: z.string(),
  length: z.number(),
  delta: z.number(),
  valueFen: z.number(),
  unitCostFen: z.number(),
  counted: z.number().nullable(),
  balanceAfter: z.number(),
  note: z.string(),
  contractId: z.number().nullable(),
  contractNo: z.string().nullable(),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  reversesId: z.number().nullable(),
  createdAt: z.string(),
});

export const operationSchema = z.object({
  id: z.number(),
  type: z.number(),
  requestId: z.string(),
  reversesId: z.number().nullable(),
  reversedById: z.number().nullable(),
  contractId: z.number().nullable(),
  note: z.string(),
  createdAt: z.string(),
  lines: z.array(stockLineSchema),
});
export type StockOperation = z.infer<typeof operationSchema>;

export const ledgerQuerySchema = pageQuerySchema.extend({
  type: z.coerce.number().int().min(1).max(9).optional(),
  materialId: idSchema.optional(),
  userId: idSchema.optional(),
  contractId: idSchema.optional(),
  from: z.iso.date(invalid).optional(),
  to: z.iso.date(invalid).optional(),
});
export const ledgerExportQuerySchema = ledgerQuerySchema.omit({ page: true, pageSize: true }).extend({
  lang: z.string().optional(),
});

export const ledgerPageSchema = z.object({ total: z.number(), items: z.array(stockLineSchema) });

export const stockQuerySchema = pageQuerySchema.extend({
  category: materialCategorySchema.optional(),
  code: z.string().max(60).optional(),
  color: z.string().max(50).optional(),
  position: z.string().max(60).optional(),
  /** Only the materials stored at this position of the company (exactly; a scanned position label). */
  positionId: idSchema.optional(),
  /** Only items below their warning threshold. */
  warning: z.enum(["1", "0"], invalid).optional(),
});

export const stockRowSchema = z.object({
  materialId: z.number(),
  category: materialCategorySchema,
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  position: z.string(),
  positionId: z.number().nullable(),
  color: z.string(),
  length: z.number(),
  quantity: z.number(),
  valueFen: z.number(),
  averageCostFen: z.number().nullable(),
  warnThreshold: z.number(),
  warning: z.boolean(),
});
export type StockRow = z.infer<typeof stockRowSchema>;

export const stockPageSchema = z.object({
  total: z.number(),
  /** Value of everything the filter matches, fen. */
  totalValueFen: z.number(),
  items: z.array(stockRowSchema),
});

export const warningsSchema = z.object({ count: z.number(), items: z.array(stockRowSchema) });

export const SURPLUS_STATUSES = ["available", "consumed", "scrapped"] as const;
export const surplusQuerySchema = pageQuerySchema.extend({
  code: z.string().max(60).optional(),
  color: z.string().max(50).optional(),
  minLength: z.coerce.number(invalid).int(invalid).min(0, invalid).max(MAX_LENGTH_MM, invalid).optional(),
  maxLength: z.coerce.number(invalid).int(invalid).min(0, invalid).max(MAX_LENGTH_MM, invalid).optional(),
  status: z.enum(SURPLUS_STATUSES, invalid).default("available"),
});
export const surplusSchema = z.object({
  id: z.number(),
  code: z.string(),
  color: z.string(),
  length: z.number(),
  /** The name of its storage position ('' for none). */
  position: z.string(),
  positionId: z.number().nullable(),
  status: z.enum(SURPLUS_STATUSES),
  /** Numbers of the orders whose confirmed plan kept it, comma-separated: only those the caller may see. */
  sourceOrders: z.string(),
  createdAt: z.string(),
  scrappedAt: z.string().nullable(),
  /** 0 when made, one more with each move and change of status. */
  version: versionSchema,
});
export const surplusPageSchema = z.object({ total: z.number(), items: z.array(surplusSchema) });
export const surplusCreateSchema = z.object({
  code: text(60).min(1, { error: "warehouse.choose_existing" }),
  color: text(50).default(""),
  length: lengthSchema.refine((l) => l > 0, { error: "warehouse.length_and_count_required" }),
  count: countSchema.default(1),
  position: text(60).default(""),
  /** One of the company's storage positions (null: none); given, `position` is ignored. */
  positionId: idSchema.nullable().optional(),
});
/**
 * A leftover moved: to one of the company's positions (positionId, null for none), or to a name;
 * with the version it was read at (or `overwrite: true`).
 */
export const surplusUpdateSchema = versioned(
  z.object({ position: text(60).optional(), positionId: idSchema.nullable().optional() }),
).refine((b) => b.position !== undefined || b.positionId !== undefined, {
  path: ["positionId"],
  error: "warehouse.position_required",
});
export type SurplusUpdate = z.infer<typeof surplusUpdateSchema>;
export const GLASS_REMNANT_STATUSES = ["available", "consumed", "scrapped"] as const;
/** A size filter of the glass remnants list, mm: a remnant is listed when it holds this side either way. */
const remnantSide = z.coerce
  .number(invalid)
  .int(invalid)
  .min(0, invalid)
  .max(MAX_LENGTH_MM, invalid)
  .optional();
export const glassRemnantQuerySchema = pageQuerySchema.extend({
  spec: z.string().max(60).optional(),
  /** The remnant holds a pane of minWidth × minHeight, lying either way (glass without grain). */
  minWidth: remnantSide,
  minHeight: remnantSide,
  status: z.enum(GLASS_REMNANT_STATUSES, invalid).default("available"),
});
export const glassRemnantSchema = z.object({
  id: z.number(),
  /** The glass spec (the BOM's glass line) it is of. */
  spec: z.string(),
  width: z.number(),
  height: z.number(),
  status: z.enum(GLASS_REMNANT_STATUSES),
  /** Numbers of the orders whose confirmed glass plan kept it ('' entered by hand): those the caller may see. */
  sourceOrders: z.string(),
  /** Numbers of the orders whose confirmed glass plan cut it ('' not cut): those the caller may see. */
  usedFor: z.string(),
  createdAt: z.string(),
  consumedAt: z.string().nullable(),
  scrappedAt: z.string().nullable(),
  version: versionSchema,
});
export type GlassRemnant = z.infer<typeof glassRemnantSchema>;
export const glassRemnantPageSchema = z.object({ total: z.number(), items: z.array(glassRemnantSchema) });
export const scrapBodySchema = z.object({ note: text(200).default("") });

/** SPEC §9 leftover settings, mm (the limits and messages of the optimizer's own settings). */
const warehouseSettingsFields = z.object({
  leftoverMin: wholeMmSchema(CUT_SETTING_LIMITS.barLength),
  leftoverMax: wholeMmSchema(CUT_SETTING_LIMITS.barLength),
  leftoverStep: wholeMmSchema(REVERSE_LIMITS.step),
  defaultStockLength: wholeMmSchema(CUT_SETTING_LIMITS.barLength),
});
type LeftoverRange = Pick<z.infer<typeof warehouseSettingsFields>, "leftoverMin" | "leftoverMax">;
function maxAboveMin(s: LeftoverRange, ctx: z.RefinementCtx) {
  if (Number.isInteger(s.leftoverMin) && Number.isInteger(s.leftoverMax) && s.leftoverMax <= s.leftoverMin)
    ctx.addIssue({
      code: "custom",
      path: ["leftoverMax"],
      message: "validation.reverse_max_above_min",
      params: { min: s.leftoverMin },
    });
}
/** The settings as answered, with the version they were read at (0 while the company keeps the defaults). */
export const warehouseSettingsSchema = warehouseSettingsFields
  .extend({ version: versionSchema })
  .superRefine(maxAboveMin);
export type WarehouseSettings = z.infer<typeof warehouseSettingsSchema>;
/** A save of the settings: the version read, or `overwrite: true`. */
export const warehouseSettingsUpdateSchema = versioned(warehouseSettingsFields).superRefine(maxAboveMin);
export type WarehouseSettingsUpdate = z.infer<typeof warehouseSettingsUpdateSchema>;

export const pickItemSchema = z.object({
  materialId: z.number().nullable(),
  category: materialCategorySchema,
  code: z.string(),
  name: z.string(),
  color: z.string(),
  length: z.number(),
  needed: z.number(),
  picked: z.number(),
  inStock: z.number(),
});
export const pickLeftoverSchema = z.object({
  surplusId: z.number(),
  code: z.string(),
  color: z.string(),
  length: z.number(),
  position: z.string(),
  picked: z.boolean(),
});
/** Offcuts of the plan longer than the leftover maximum: bars going back to the stock. */
export const pickBackToStockSchema = z.object({
  materialId: z.number().nullable(),
  code: z.string(),
  name: z.string(),
  color: z.string(),
  length: z.number(),
  count: z.number(),
  /** Already returned in (return-in lines of the contract at this code, colour and length). */
  returned: z.number(),
});
export const pickListSchema = z.object({
  contractId: z.number(),
  contractNo: z.string(),
  status: z.enum(PICKING_STATUSES),
  items: z.array(pickItemSchema),
  leftovers: z.array(pickLeftoverSchema),
  backToStock: z.array(pickBackToStockSchema),
});
export type PickList = z.infer<typeof pickListSchema>;

/** Leftovers of a contract's plan taken from the rack, one or several at a time. */
export const pickLeftoversBodySchema = z.object({
  surplusIds: z
    .array(idSchema, { error: "warehouse.lines_required" })
    .min(1, { error: "warehouse.lines_required" })
    .max(MAX_OPERATION_LINES, { error: "warehouse.too_many_lines" }),
});

/**
 * The contracts a picker chooses from, newest first: for picking those in production (or finished,
 * for returns); for material preparation also those signed and not yet in production.
 */
export const pickContractsQuerySchema = z.object({
  /** Contract number or customer contains. */
  q: z.string().max(100, invalid).optional(),
  stage: z.enum(["picking", "preparation"], invalid).default("picking"),
});
export const pickContractsSchema = z.object({
  items: z.array(
    z.object({
      contractId: z.number(),
      contractNo: z.string(),
      customer: z.string(),
      status: z.string(),
      /** Whether its orders have a confirmed cutting plan (else "please optimize first"). */
      hasPlan: z.boolean(),
    }),
  ),
});

export const preparationBodySchema = z.object({
  contractIds: z.array(idSchema, invalid).min(1, { error: "missing.contract_id" }).max(200, invalid),
});
export const preparationSchema = z.object({
  items: z.array(pickItemSchema.extend({ shortage: z.number() })),
});

export const PURCHASE_STATUSES = ["ordered", "partly_received", "received"] as const;
export const purchaseOrderBodySchema = z.object({
  supplier: text(100).min(1, { error: "warehouse.supplier_required" }),
  expectedDate: z.iso.date(invalid).optional(),
  note: text(200).default(""),
  lines: z
    .array(stockLineInputSchema.extend({ count: countSchema, costFen: costSchema.default(0) }), {
      error: "warehouse.lines_required",
    })
    .min(1, { error: "warehouse.lines_required" })
    .max(MAX_OPERATION_LINES, { error: "warehouse.too_many_lines" }),
});
export const purchaseOrderSchema = z.object({
  id: z.number(),
  supplier: z.string(),
  expectedDate: z.string().nullable(),
  note: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  createdAt: z.string(),
  lines: z.array(
    z.object({
      materialId: z.number(),
      code: z.string(),
      name: z.string(),
      color: z.string(),
      length: z.number(),
      count: z.number(),
      costFen: z.number(),
      received: z.number(),
    }),
  ),
});
export const purchaseOrderPageSchema = z.object({ total: z.number(), items: z.array(purchaseOrderSchema) });
export const receiveBodySchema = z.object({
  requestId: requestIdSchema,
  /** Per line of the order (same index): how many arrived now, at what cost. */
  lines: z
    .array(z.object({ index: z.number().int().min(0), count: countSchema, costFen: costSchema.optional() }), {
      error: "warehouse.lines_required",
    })
    .min(1, { error: "warehouse.lines_required" }),
});

/** A profile of the company's series, to link a profile material to (SPEC §8 "choose an existing profile"). */
export const seriesProfilesSchema = z.object({
  items: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      /** The colours over every series that has the code. */
      colours: z.array(z.string()),
      /** Stock bar length, mm (0 when the series gives none). */
      stockLength: z.number(),
      /** Grams per metre (0 when the series gives none). */
      weightGrams: z.number(),
      /** Names of the series using the code. */
      series: z.array(z.string()),
    }),
  ),
});
