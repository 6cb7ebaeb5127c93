import {
  MEASURE_EVENTS,
  MEASURE_STATES,
  MEASURE_TEXT_MAX,
  OPENING_FIELDS,
  OPENING_NUMBER_FIELDS,
} from "@fenestra/core/measurement/index";
import { idSchema } from "@fenestra/core/schemas/ids";
import { invalid, keyed } from "@fenestra/core/validation/keyed";
import { z } from "zod";

// Field measurement (issue 31, docs/measurement.md): measurement orders, their openings and the
// changes a measurer's screen sends. The opening rules are core's (measurement/opening-rules.ts);
// the server applies them to each change and to each opening a batch leaves.

export const measureOrderParams = z.object({ id: idSchema });

const ADDRESS_MAX = 200;
const NOTE_MAX = 200;

export const measureOrderCreateSchema = z.object({
  /** A customer of the CRM the caller sees. */
  customerId: idSchema,
  address: z
    .string()
    .trim()
    .min(1, { error: "measure.address_required" })
    .max(ADDRESS_MAX, keyed("measure.text_length", { max: ADDRESS_MAX })),
  /** The appointment (ISO instant). */
  appointmentAt: z.iso.datetime({ offset: true, error: "measure.appointment_required" }),
  /** The account who measures: the main account or a sub-account holding the key `measure`. */
  measurerId: idSchema,
  note: z
    .string()
    .max(NOTE_MAX, keyed("measure.text_length", { max: NOTE_MAX }))
    .default(""),
});
export type MeasureOrderCreate = z.infer<typeof measureOrderCreateSchema>;

export const measureOrderUpdateSchema = measureOrderCreateSchema.omit({ customerId: true }).partial();
export type MeasureOrderUpdate = z.infer<typeof measureOrderUpdateSchema>;

export const measureListQuerySchema = z.object({
  /** First and last day of the appointments shown (YYYY-MM-DD, the caller's days). */
  from: z.iso.date(invalid).optional(),
  to: z.iso.date(invalid).optional(),
  /** Minutes east of UTC of the caller's days (the browser's); 0 when absent. */
  tz: z.coerce.number(invalid).int(invalid).min(-840, invalid).max(840, invalid).default(0),
  status: z.enum(MEASURE_STATES, invalid).optional(),
});
export type MeasureListQuery = z.infer<typeof measureListQuerySchema>;

export const measureOrderSchema = z.object({
  id: z.number(),
  customerId: z.number().nullable(),
  customerName: z.string(),
  customerPhone: z.string(),
  address: z.string(),
  appointmentAt: z.string(),
  measurerId: z.number().nullable(),
  measurerName: z.string(),
  status: z.enum(MEASURE_STATES),
  note: z.string(),
  /** The intention order it became (once converted). */
  orderId: z.number().nullable(),
  openingCount: z.number(),
});
export type MeasureOrderDto = z.infer<typeof measureOrderSchema>;

const numberFields = Object.fromEntries(OPENING_NUMBER_FIELDS.map((f) => [f, z.number().nullable()])) as {
  [K in (typeof OPENING_NUMBER_FIELDS)[number]]: z.ZodNullable<z.ZodNumber>;
};

export const openingSchema = z.object({
  id: z.string(),
  ...numberFields,
  room: z.string(),
  position: z.string(),
  templateKey: z.string(),
  color: z.string(),
  note: z.string(),
  removed: z.boolean(),
  /** The sizes used (smallest of three) and the squareness, as core computes them. */
  width: z.number().nullable(),
  height: z.number().nullable(),
  diagonalDifference: z.number().nullable(),
  outOfSquare: z.boolean(),
});
export type OpeningDto = z.infer<typeof openingSchema>;

export const CHANGE_OUTCOMES = ["applied", "kept_in_history", "already_applied"] as const;

export const changeHistorySchema = z.object({
  changeId: z.string(),
  openingId: z.string(),
  field: z.enum(OPENING_FIELDS),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  at: z.string(),
  userName: z.string(),
  /** applied: it was the field's value when it came; kept_in_history: a later edit already held it. */
  outcome: z.enum(["applied", "kept_in_history"]),
});

export const measureOrderDetailSchema = measureOrderSchema.extend({
  openings: z.array(openingSchema),
  /** The events the caller may fire now (the buttons shown). */
  events: z.array(z.enum(MEASURE_EVENTS)),
  /** The order's changes, newest first (at most 200): edits that lost to a later one are here too. */
  history: z.array(changeHistorySchema),
});
export type MeasureOrderDetail = z.infer<typeof measureOrderDetailSchema>;

/** Most changes in one batch. */
export const MAX_CHANGES_PER_BATCH = 500;

export const openingChangeSchema = z.object({
  id: z.uuid(invalid),
  openingId: z.uuid(invalid),
  field: z.enum(OPENING_FIELDS, invalid),
  value: z.union(
    [z.string().max(Math.max(...Object.values(MEASURE_TEXT_MAX))), z.number(), z.boolean(), z.null()],
    invalid,
  ),
  at: z.iso.datetime({ offset: true, error: "validation.invalid" }),
});

export const syncBodySchema = z.object({
  changes: z
    .array(openingChangeSchema)
    .min(1, invalid)
    .max(MAX_CHANGES_PER_BATCH, keyed("measure.batch_too_large", { max: MAX_CHANGES_PER_BATCH })),
});
export type SyncBody = z.infer<typeof syncBodySchema>;

export const syncResultSchema = z.object({
  results: z.array(z.object({ id: z.string(), outcome: z.enum(CHANGE_OUTCOMES) })),
  openings: z.array(openingSchema),
});

export const measureTransitionSchema = z.object({
  event: z.enum(["complete", "reopen", "cancel"], invalid),
});

export const convertResultSchema = z.object({ orderId: z.number(), orderNo: z.string().nullable() });

export const measurerSchema = z.object({ id: z.number(), name: z.string(), phone: z.string() });
