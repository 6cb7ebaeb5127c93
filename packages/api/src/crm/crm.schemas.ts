import { CONTACT_PHONE_MAX_LENGTH } from "@fenestra/core/account/fields";
import { TRACK_STATES, VISIT_EVENTS, VISIT_STATES } from "@fenestra/core/crm/crm-machines";
import {
  CRM_TEXT_MAX,
  CUSTOMER_TYPES,
  customerFieldsSchema,
  dateSchema,
  feedbackSchema,
  followUpContentSchema,
  INTERESTS,
  SATISFACTIONS,
} from "@fenestra/core/crm/customer-fields";
import { idSchema } from "@fenestra/core/schemas/ids";
import { invalid } from "@fenestra/core/validation/keyed";
import { CONTRACT_STATES } from "@fenestra/core/workflows/contract-machine";
import { z } from "zod";
import { pageOf, pageQuerySchema } from "../paging.ts";
import { versioned, versionSchema } from "../versioning.ts";

export const customerParams = z.object({ id: idSchema });

/** A customer as created: its fields, and the salesperson who owns it (default: the caller). */
export const customerCreateSchema = customerFieldsSchema.extend({ ownerId: idSchema.optional() });
export type CustomerCreate = z.infer<typeof customerCreateSchema>;
export const customerUpdateSchema = versioned(
  customerFieldsSchema.partial().extend({ ownerId: idSchema.optional() }),
);
export type CustomerUpdate = z.infer<typeof customerUpdateSchema>;

export const customerListQuerySchema = pageQuerySchema.extend({
  /** The start of a name, of a phone's digits, or of a Chinese name's pinyin initials ("zs" finds 张三). */
  q: z.string().trim().max(100, invalid).optional(),
  type: z.enum(CUSTOMER_TYPES, invalid).optional(),
  track: z.enum(TRACK_STATES, invalid).optional(),
  owner: idSchema.optional(),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

export const customerSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  type: z.enum(CUSTOMER_TYPES),
  address: z.string(),
  note: z.string(),
  source: z.string(),
  ownerId: z.number().nullable(),
  ownerName: z.string().nullable(),
  track: z.enum(TRACK_STATES),
  /** The next follow-up date the latest follow-up set ("YYYY-MM-DD"), or null. */
  nextFollowUp: z.string().nullable(),
  createdAt: z.string(),
  version: versionSchema,
});
export type CustomerDto = z.infer<typeof customerSchema>;
export const customerPageSchema = pageOf(customerSchema);

/** A contract's typed customer: its name and phone as typed (either may be left out). */
export const customerMatchQuerySchema = z.object({
  name: z.string().trim().max(CRM_TEXT_MAX.name, invalid).optional(),
  phone: z.string().trim().max(CONTACT_PHONE_MAX_LENGTH, invalid).optional(),
});
/**
 * The customers the caller sees that a contract's typed customer may be: the one with that phone
 * (the phone is unique in a company, written any way), and others of that name (at most 5).
 */
export const customerMatchSchema = z.object({
  byPhone: customerSchema.nullable(),
  byName: z.array(customerSchema),
});

export const followUpCreateSchema = z.object({
  interest: z.enum(INTERESTS, invalid),
  track: z.enum(TRACK_STATES, invalid),
  /** When it took place (ISO date-time); default: now. */
  at: z.iso.datetime({ offset: true, error: "validation.date_invalid" }).optional(),
  content: followUpContentSchema,
  nextDate: dateSchema.nullable().optional(),
  /** Who tracked the customer: an account of the company; default: the caller. */
  trackerId: idSchema.optional(),
});
export type FollowUpCreate = z.infer<typeof followUpCreateSchema>;

/** An account of the company that may be named a follow-up's tracker. */
export const trackerSchema = z.object({ id: z.number(), nickname: z.string() });

export const followUpSchema = z.object({
  id: z.number(),
  customerId: z.number(),
  interest: z.enum(INTERESTS),
  track: z.enum(TRACK_STATES),
  trackerId: z.number().nullable(),
  trackerName: z.string().nullable(),
  at: z.string(),
  content: z.string(),
  nextDate: z.string().nullable(),
});

/** A customer whose next follow-up is today or overdue. */
export const dueFollowUpSchema = z.object({
  customerId: z.number(),
  name: z.string(),
  phone: z.string(),
  nextDate: z.string(),
  due: z.enum(["today", "overdue"]),
  ownerName: z.string().nullable(),
});
export const dueQuerySchema = z.object({
  customer: idSchema.optional(),
  /** The caller's own date ("YYYY-MM-DD"); default: the server's UTC date. */
  today: dateSchema.optional(),
});

export const returnVisitSchema = z.object({
  id: z.number(),
  contractId: z.number(),
  contractNo: z.string(),
  customerId: z.number().nullable(),
  customerName: z.string(),
  phone: z.string(),
  status: z.enum(VISIT_STATES),
  satisfaction: z.enum(SATISFACTIONS).nullable(),
  feedback: z.string(),
  events: z.array(z.enum(VISIT_EVENTS)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const returnVisitPageSchema = pageOf(returnVisitSchema);
export const returnVisitQuerySchema = pageQuerySchema.extend({
  status: z.enum(VISIT_STATES, invalid).optional(),
  customer: idSchema.optional(),
});
export const returnVisitMoveSchema = z.object({
  event: z.enum(VISIT_EVENTS, invalid),
  satisfaction: z.enum(SATISFACTIONS, invalid).nullable().optional(),
  feedback: feedbackSchema.optional(),
});

/** One line of a customer's timeline, newest first. */
export const timelineEntrySchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("contract"),
    at: z.string(),
    contractId: z.number(),
    contractNo: z.string(),
    status: z.enum(CONTRACT_STATES),
    amount: z.number(),
  }),
  z.object({
    kind: z.literal("contract_state"),
    at: z.string(),
    contractId: z.number(),
    contractNo: z.string(),
    from: z.enum(CONTRACT_STATES),
    to: z.enum(CONTRACT_STATES),
  }),
  z.object({
    kind: z.literal("payment"),
    at: z.string(),
    contractId: z.number(),
    contractNo: z.string(),
    amount: z.number(),
    method: z.string(),
    /** The entry corrects an earlier receipt (a reversing entry, its amount the opposite). */
    reversal: z.boolean(),
  }),
  z.object({ kind: z.literal("follow_up"), at: z.string(), followUp: followUpSchema }),
  z.object({ kind: z.literal("return_visit"), at: z.string(), visit: returnVisitSchema }),
]);
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const customerDetailSchema = customerSchema.extend({
  timeline: z.array(timelineEntrySchema),
});

/** An .xlsx workbook of customers, its bytes in base64 (at most CUSTOMER_IMPORT_MAX_BYTES). */
export const CUSTOMER_IMPORT_MAX_BYTES = 512 * 1024;
export const customerImportSchema = z.object({
  file: z
    .string({ error: "validation.import_file_invalid" })
    .min(1, { error: "validation.import_file_invalid" })
    .max(Math.ceil((CUSTOMER_IMPORT_MAX_BYTES * 4) / 3) + 4, { error: "validation.import_file_too_large" }),
});
/** What an import did: rows added, and each refused row with its sheet row number and reason key. */
export const customerImportResultSchema = z.object({
  added: z.number(),
  refused: z.array(z.object({ row: z.number(), key: z.string(), message: z.string() })),
});
