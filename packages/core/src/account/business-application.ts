// Applications to become an agent (be-agent) or to open a business (open-business), tracked by
// the applicant (track-business). The statuses are set by the operators.
import { z } from "zod";
import { contactPhoneSchema } from "./fields.ts";

export const BUSINESS_KINDS = ["agent", "business"] as const;
export type BusinessKind = (typeof BUSINESS_KINDS)[number];
export const BUSINESS_STATUSES = ["submitted", "reviewing", "approved", "refused"] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

/** Operators move an application on: submitted → reviewing → approved or refused (decided ones stay). */
export const BUSINESS_TRANSITIONS: Record<BusinessStatus, readonly BusinessStatus[]> = {
  submitted: ["reviewing", "approved", "refused"],
  reviewing: ["approved", "refused"],
  approved: [],
  refused: [],
};

export function canMoveBusiness(from: BusinessStatus, to: BusinessStatus): boolean {
  return BUSINESS_TRANSITIONS[from].includes(to);
}

export const BUSINESS_LIMITS = { contactName: 50, region: 50, note: 200 } as const;

export const businessApplicationSchema = z.object({
  kind: z.enum(BUSINESS_KINDS, { error: "validation.invalid" }),
  contactName: z
    .string({ error: "validation.business_contact_required" })
    .trim()
    .min(1, { error: "validation.business_contact_required" })
    .max(BUSINESS_LIMITS.contactName, { error: "validation.business_contact_length" }),
  phone: contactPhoneSchema.refine((v) => v !== "", { error: "validation.phone_required" }),
  region: z
    .string({ error: "validation.business_region_required" })
    .trim()
    .min(1, { error: "validation.business_region_required" })
    .max(BUSINESS_LIMITS.region, { error: "validation.business_region_length" }),
  note: z.string().trim().max(BUSINESS_LIMITS.note, { error: "validation.business_note_length" }).default(""),
});
export type BusinessApplicationForm = z.input<typeof businessApplicationSchema>;
