import { DELETION_STATUSES } from "@fenestra/core/account/account-deletion";
import {
  BUSINESS_KINDS,
  BUSINESS_STATUSES,
  businessApplicationSchema,
} from "@fenestra/core/account/business-application";
import { COMPANY_IMAGE_MAX_BYTES } from "@fenestra/core/account/company-branding";
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_DEVICES,
  FEEDBACK_SOURCES,
  feedbackEditSchema,
  feedbackFormSchema,
  feedbackReplySchema,
  fileKeySchema,
} from "@fenestra/core/account/feedback";
import { companyNameSchema, emailSchema, nicknameSchema } from "@fenestra/core/account/fields";
import { idSchema } from "@fenestra/core/schemas/ids";
import { z } from "zod";
import { pageQuerySchema } from "../paging.ts";
import { versioned, versionSchema } from "../versioning.ts";

export {
  businessApplicationSchema,
  feedbackEditSchema,
  feedbackFormSchema,
  feedbackReplySchema,
  fileKeySchema,
};

/**
 * What an upload is for: the company's logo and seal, a user's avatar, a feedback screenshot, an
 * effect render's source photo and its rendered picture.
 */
export const FILE_PURPOSES = [
  "logo",
  "seal",
  "avatar",
  "feedback",
  "render-photo",
  "render-image",
  "market-picture",
] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/** Base64 characters of a file of the largest size allowed (SPEC §5: 3M). */
export const UPLOAD_LIMIT_CHARS = Math.ceil(COMPANY_IMAGE_MAX_BYTES / 3) * 4;

/**
 * One image, its bytes as base64 (the JSON body every route takes; the server checks the bytes
 * themselves, not a name or a declared type). Over 3M is refused at the field `data`.
 */
export const uploadBodySchema = z.object({
  purpose: z.enum(FILE_PURPOSES, { error: "validation.invalid" }),
  data: z
    .string({ error: "validation.image_invalid" })
    .min(1, { error: "validation.image_invalid" })
    // 4 characters per 3 bytes, and up to 2 of padding
    .max(UPLOAD_LIMIT_CHARS + 4, { error: "validation.logo_too_large" })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: "validation.image_invalid" }),
});

export const uploadedSchema = z.object({
  key: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** The signed-in user's own account (account setting). */
export const profileSchema = z.object({
  phone: z.string().nullable(),
  nickname: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  wechatBound: z.boolean(),
  /** WeChat binding can be offered (a provider is set up, or the local stand-in outside production). */
  wechatAvailable: z.boolean(),
});

export const profileUpdateSchema = z.object({
  nickname: nicknameSchema.optional(),
  /** "" removes the email. */
  email: z.union([z.literal(""), emailSchema]).optional(),
  /** An uploaded avatar's key; null removes it. */
  avatar: fileKeySchema.nullable().optional(),
});

export const wechatBindSchema = z.object({
  code: z
    .string({ error: "missing.binding" })
    .trim()
    .min(1, { error: "missing.binding" })
    .max(200, { error: "missing.binding" }),
});

/** The company's new name, with the version of its name the client read (or `overwrite: true`). */
export const companyNameUpdateSchema = versioned(z.object({ name: companyNameSchema }));
/** The company's name as saved, with its new version. */
export const companyNameAnswerSchema = z.object({ name: z.string(), version: versionSchema });

// Feedback

const replySchema = z.object({
  id: z.number().int(),
  byOperator: z.boolean(),
  content: z.string(),
  createdAt: z.string(),
});

export const feedbackItemSchema = z.object({
  id: z.number().int(),
  area: z.string(),
  userName: z.string(),
  account: z.string(),
  category: z.enum(FEEDBACK_CATEGORIES),
  content: z.string(),
  /** URLs of the screenshots. */
  screenshots: z.array(z.string()),
  /** Their file keys, in the same order (what an edit sends back). */
  screenshotKeys: z.array(z.string()),
  /** Whether its writer may still edit it: until an operator has answered. */
  editable: z.boolean(),
  source: z.enum(FEEDBACK_SOURCES),
  device: z.enum(FEEDBACK_DEVICES),
  language: z.string(),
  createdAt: z.string(),
  replies: z.array(replySchema),
});
export const feedbackListSchema = z.object({ items: z.array(feedbackItemSchema) });
export const feedbackParamsSchema = z.object({ id: idSchema });
export const createdSchema = z.object({ id: z.number().int() });

// Account deletion

export const deletionRequestSchema = z.object({
  /** The user ticked "I understand my data will be removed". */
  confirm: z.literal(true, { error: "validation.deletion_confirm_required" }),
  reason: z.string().trim().max(200, { error: "validation.deletion_reason_length" }).default(""),
});

export const deletionSchema = z.object({
  status: z.enum([...DELETION_STATUSES, "none"]),
  requestedAt: z.string().nullable(),
  dueOn: z.string().nullable(),
});

export const deletionListSchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      companyName: z.string(),
      phone: z.string(),
      status: z.enum(DELETION_STATUSES),
      reason: z.string(),
      requestedAt: z.string(),
      dueOn: z.string(),
      closedAt: z.string().nullable(),
    }),
  ),
});

export const jobRunQuerySchema = z.object({
  /** Run the job as on this day (YYYY-MM-DD) instead of today, to reach a due date in tests. */
  // A real calendar day: "2026-13-45" is refused here, not met as an invalid date by the job.
  on: z.iso.date({ error: "validation.date_invalid" }).optional(),
});
export const jobRunSchema = z.object({ completed: z.number().int() });

// Business applications

export const businessItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(BUSINESS_KINDS),
  contactName: z.string(),
  phone: z.string(),
  region: z.string(),
  note: z.string(),
  status: z.enum(BUSINESS_STATUSES),
  createdAt: z.string(),
});
export const businessListSchema = z.object({ items: z.array(businessItemSchema) });

// The operator console's side of deletions and business applications
export const operatorRecordParams = z.object({ id: idSchema });
export const operatorBusinessItemSchema = businessItemSchema.extend({ companyName: z.string() });
export const operatorBusinessPageSchema = z.object({
  items: z.array(operatorBusinessItemSchema),
  total: z.number().int(),
});
export const operatorBusinessQuerySchema = pageQuerySchema.extend({
  status: z.enum(BUSINESS_STATUSES, { error: "validation.invalid" }).optional(),
});
export const businessStatusBodySchema = z.object({
  status: z.enum(BUSINESS_STATUSES, { error: "validation.invalid" }),
});
