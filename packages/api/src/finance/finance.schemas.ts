import { COMPANY_IMAGE_MAX_BYTES } from "@fenestra/core/account/company-branding";
import { expenditureAmountSchema, instalmentAmountSchema } from "@fenestra/core/finance/amounts";
import {
  AGEING_BUCKETS,
  ENTRY_KINDS,
  EXPENDITURE_CATEGORIES,
  isIsoDay,
  RECEIPT_ACCOUNT_TYPES,
  REPAYMENT_STAGES,
  STAT_PERIODS,
} from "@fenestra/core/finance/index";
import { idSchema } from "@fenestra/core/schemas/ids";
import { invalid } from "@fenestra/core/validation/keyed";
import { z } from "zod";
import { pageOf, pageQuerySchema } from "../paging.ts";
import { versioned, versionSchema } from "../versioning.ts";

/** A calendar day "YYYY-MM-DD" that exists. */
export const daySchema = z.string(invalid).refine(isIsoDay, { error: "finance.day_invalid" });

const text = (max: number) => z.string(invalid).trim().max(max, { error: "finance.text_too_long" });

export const accountBodySchema = z.object({
  type: z.enum(RECEIPT_ACCOUNT_TYPES, invalid),
  name: text(50).min(1, { error: "finance.account_name_required" }),
  number: text(50).default(""),
  bankName: text(50).default(""),
  isDefault: z.boolean(invalid).default(false),
});
/** An account's edit: its fields and the version it was read at (or `overwrite: true`). */
export const accountUpdateSchema = versioned(accountBodySchema);

export const accountSchema = z.object({
  id: z.number(),
  type: z.enum(RECEIPT_ACCOUNT_TYPES),
  name: z.string(),
  number: z.string(),
  bankName: z.string(),
  isDefault: z.boolean(),
  /** fen: the sum of the account's entries */
  balance: z.number(),
  entries: z.number(),
  version: versionSchema,
});

/** Images: content-checked PNG or JPEG, 3M at most (SPEC §5 uploads). */
export const ATTACHMENT_LIMIT_CHARS = 30 + Math.ceil(COMPANY_IMAGE_MAX_BYTES / 3) * 4;
export const attachmentSchema = z
  .string(invalid)
  .max(ATTACHMENT_LIMIT_CHARS, { error: "validation.logo_too_large" })
  .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, { error: "validation.image_invalid" });

export const expenditureBodySchema = z.object({
  amount: expenditureAmountSchema,
  category: z.enum(EXPENDITURE_CATEGORIES, invalid),
  payee: text(50).min(1, { error: "finance.payee_required" }),
  accountId: idSchema,
  /** The contract the money was spent for (a job's material, transport…): its profit counts it. */
  contractId: idSchema.optional(),
  note: text(200).optional(),
  attachment: attachmentSchema.optional(),
});

export const entrySchema = z.object({
  id: z.number(),
  kind: z.enum(ENTRY_KINDS),
  /** signed fen */
  amount: z.number(),
  accountId: z.number().nullable(),
  accountName: z.string().nullable(),
  contractId: z.number().nullable(),
  contractNo: z.string().nullable(),
  method: z.string(),
  category: z.string().nullable(),
  payee: z.string().nullable(),
  note: z.string().nullable(),
  entryDate: z.string(),
  reversesId: z.number().nullable(),
  reversedBy: z.number().nullable(),
  audited: z.boolean(),
  hasAttachment: z.boolean(),
  createdAt: z.string(),
});

export const entryListQuerySchema = z.object({
  kind: z.enum(ENTRY_KINDS, invalid).optional(),
  accountId: idSchema.optional(),
  from: daySchema.optional(),
  to: daySchema.optional(),
  ...pageQuerySchema.shape,
});

export const entryPageSchema = pageOf(entrySchema);

export const auditBodySchema = z.object({
  ids: z.array(idSchema, invalid).min(1, invalid).max(100, invalid),
});
export const auditResultSchema = z.object({ audited: z.number() });

export const instalmentBodySchema = z.object({
  stage: z.enum(REPAYMENT_STAGES, invalid),
  amount: instalmentAmountSchema,
  dueOn: daySchema,
});
/** A new schedule, with the version of the contract it was read at (or `overwrite: true`). */
export const scheduleBodySchema = versioned(
  z.object({ instalments: z.array(instalmentBodySchema, invalid).max(20, invalid) }),
);

export const instalmentSchema = z.object({
  id: z.number(),
  stage: z.enum(REPAYMENT_STAGES),
  amount: z.number(),
  dueOn: z.string(),
  paid: z.number(),
  owed: z.number(),
  status: z.enum(["unpaid", "partial", "paid"]),
  overdue: z.boolean(),
  daysOverdue: z.number(),
});
export const scheduleSchema = z.object({
  contractId: z.number(),
  contractNo: z.string(),
  amount: z.number(),
  collected: z.number(),
  instalments: z.array(instalmentSchema),
  /** The contract's version: a schedule save counts as a save of its contract. */
  version: versionSchema,
});

export const overdueRowSchema = instalmentSchema.extend({
  contractId: z.number(),
  contractNo: z.string(),
  customer: z.string(),
});
export const overduePageSchema = pageOf(overdueRowSchema);

export const figuresSchema = z.object({
  contracts: z.number(),
  amount: z.number(),
  area: z.number(),
  collected: z.number(),
  receivable: z.number(),
  expenditure: z.number(),
});

export const statisticsQuerySchema = z.object({
  period: z.enum(STAT_PERIODS, invalid).default("month"),
  from: daySchema,
  to: daySchema,
});

export const statisticsSchema = z.object({
  period: z.enum(STAT_PERIODS),
  from: z.string(),
  to: z.string(),
  periods: z.array(figuresSchema.extend({ key: z.string() })),
  people: z.array(figuresSchema.extend({ personId: z.number(), name: z.string() })),
  total: figuresSchema,
});

export const ageingSchema = z.object({
  today: z.string(),
  buckets: z.record(z.enum(AGEING_BUCKETS), z.number()),
  total: z.number(),
});

export const profitQuerySchema = pageQuerySchema;
/** One part of a contract's cost (fen): the BOM's estimate, the records' actual, and which is counted. */
export const costPartSchema = z.object({
  estimate: z.number().nullable(),
  actual: z.number().nullable(),
  used: z.enum(["estimate", "actual"]).nullable(),
  amount: z.number(),
});
export const profitRowSchema = z.object({
  contractId: z.number(),
  contractNo: z.string(),
  customer: z.string(),
  quoted: z.number(),
  /** BOM material lines (estimate) / stock picked for the contract less returns (actual). */
  materials: costPartSchema,
  /** BOM cost lines: the series' cost formulas (packing, outsourced processing…). */
  otherCosts: costPartSchema,
  /** BOM wage lines (estimate) / the workshop's wage links of its production units (actual). */
  wages: costPartSchema,
  /** The ledger's expenditures tied to the contract (actual). */
  expenditures: costPartSchema,
  /** The sum of the parts' counted amounts. */
  cost: z.number(),
  profit: z.number(),
  margin: z.number().nullable(),
  /** An order whose BOM could not be computed (its series is gone): its estimate is not counted. */
  incomplete: z.boolean(),
});
export const profitPageSchema = pageOf(profitRowSchema);
