// The fields of a customer, a follow-up and a return visit (SPEC §3, §4, §5) with their bounds.
// The server validates requests with these schemas and the web forms check the same rules; each
// error is a translation key.
import { z } from "zod";
import { CONTACT_PHONE_MAX_LENGTH, isContactPhone } from "../account/fields.ts";

/** Customer type (SPEC §3): a prospect, one who bought, one who went elsewhere. */
export const CUSTOMER_TYPES = ["potential", "deal", "lost"] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** A follow-up's reading of the customer's interest (SPEC §4). */
export const INTERESTS = ["interested", "not_interested"] as const;
export type Interest = (typeof INTERESTS)[number];

/** A return visit's satisfaction (SPEC §3). */
export const SATISFACTIONS = ["satisfied", "fair", "unsatisfied"] as const;
export type Satisfaction = (typeof SATISFACTIONS)[number];

/** Maximum lengths of the CRM text fields, characters. */
export const CRM_TEXT_MAX = {
  name: 100,
  address: 200,
  /** SPEC §5: a customer note is at most 200 characters. */
  note: 200,
  source: 50,
  content: 1000,
  feedback: 1000,
} as const;

const optionalText = (max: number, key: string) => z.string({ error: key }).trim().max(max, { error: key });

export const customerNameSchema = z
  .string({ error: "validation.customer_name_required" })
  .trim()
  .min(1, { error: "validation.customer_name_required" })
  .max(CRM_TEXT_MAX.name, { error: "validation.customer_length" });

/** A customer's phone is required (it is what makes the customer unique in a company). */
export const customerPhoneSchema = z
  .string({ error: "validation.phone_required" })
  .trim()
  .min(1, { error: "validation.phone_required" })
  .max(CONTACT_PHONE_MAX_LENGTH, { error: "validation.contact_phone_invalid" })
  .refine(isContactPhone, { error: "validation.contact_phone_invalid" });

export const customerNoteSchema = optionalText(CRM_TEXT_MAX.note, "validation.note_length");

/** A customer as created or edited. */
export const customerFieldsSchema = z.object({
  name: customerNameSchema,
  phone: customerPhoneSchema,
  type: z.enum(CUSTOMER_TYPES, { error: "validation.invalid" }).default("potential"),
  address: optionalText(CRM_TEXT_MAX.address, "validation.address_length").default(""),
  note: customerNoteSchema.default(""),
  source: optionalText(CRM_TEXT_MAX.source, "validation.customer_source_length").default(""),
});
export type CustomerFields = z.infer<typeof customerFieldsSchema>;

/** A calendar date, "YYYY-MM-DD". */
export const dateSchema = z.iso.date({ error: "validation.date_invalid" });

export const followUpContentSchema = z
  .string({ error: "validation.follow_up_content_required" })
  .trim()
  .min(1, { error: "validation.follow_up_content_required" })
  .max(CRM_TEXT_MAX.content, { error: "validation.follow_up_content_length" });

export const feedbackSchema = optionalText(CRM_TEXT_MAX.feedback, "validation.feedback_length");

/** The same name with other blanks or case is one name: the key the search and a contract's match read. */
export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * The same phone written two ways ("138 0013 8000", "138-0013-8000") is one customer: the key
 * the uniqueness and the search read is its digits, with a leading + kept.
 */
export function phoneKey(phone: string): string {
  const trimmed = phone.trim();
  return (trimmed.startsWith("+") ? "+" : "") + trimmed.replace(/\D/g, "");
}
