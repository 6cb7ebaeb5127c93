// The company's details its quotes and contracts print (SPEC §3 account and company: telephone,
// address, website; and the payment terms under the totals), shared by the server's validation
// and the web form. Each is trimmed; empty leaves it out (the terms: the standard ones print).
import { z } from "zod";

export const COMPANY_TEXT_LIMITS = { telephone: 40, address: 200, website: 200, paymentTerms: 1000 } as const;

export const companyContactSchema = z.object({
  telephone: z
    .string()
    .trim()
    .max(COMPANY_TEXT_LIMITS.telephone, { error: "validation.company_telephone_length" }),
  address: z.string().trim().max(COMPANY_TEXT_LIMITS.address, { error: "validation.company_address_length" }),
  website: z.string().trim().max(COMPANY_TEXT_LIMITS.website, { error: "validation.company_website_length" }),
  paymentTerms: z
    .string()
    .trim()
    .max(COMPANY_TEXT_LIMITS.paymentTerms, { error: "validation.payment_terms_length" }),
});
export type CompanyContact = z.infer<typeof companyContactSchema>;

/** A logo or seal: a PNG data URL of at most 3M (SPEC §5). */
export const COMPANY_IMAGE_MAX_BYTES = 3 * 1024 * 1024;
