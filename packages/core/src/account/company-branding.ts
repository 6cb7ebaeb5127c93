// The company's details its quotes and contracts print (SPEC §3 account and company: telephone,
// address, website; and the payment terms under the totals), shared by the server's validation
// and the web form. Each is trimmed; empty leaves it out (the terms: the standard ones print).
import { z } from "zod";
import { COMPANY_IMAGE_MAX_BYTES } from "./upload-limits.ts";

export const COMPANY_TEXT_LIMITS = { telephone: 40, address: 200, website: 200, paymentTerms: 1000 } as const;

/**
 * A web address as a company prints it: "www.example.com", "example.cn/about" or with its
 * http(s):// — a host of dot-separated names (any script: 中文.中国) ending in a name of two or
 * more letters, an optional port, then a path, query or fragment without blanks.
 */
const WEB_ADDRESS =
  /^(https?:\/\/)?([\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}(:\d{1,5})?([/?#]\S*)?$/iu;

/** Whether `text` is a web address a letterhead can print (empty: none given). */
export function isWebAddress(text: string): boolean {
  return text === "" || WEB_ADDRESS.test(text);
}

export const companyContactSchema = z.object({
  telephone: z
    .string()
    .trim()
    .max(COMPANY_TEXT_LIMITS.telephone, { error: "validation.company_telephone_length" }),
  address: z.string().trim().max(COMPANY_TEXT_LIMITS.address, { error: "validation.company_address_length" }),
  website: z
    .string()
    .trim()
    .max(COMPANY_TEXT_LIMITS.website, { error: "validation.company_website_length" })
    .refine(isWebAddress, { error: "validation.company_website_invalid" }),
  paymentTerms: z
    .string()
    .trim()
    .max(COMPANY_TEXT_LIMITS.paymentTerms, { error: "validation.payment_terms_length" }),
});
export type CompanyContact = z.infer<typeof companyContactSchema>;

/** A logo or seal: a PNG data URL of at most 3M (SPEC §5). */
export { COMPANY_IMAGE_MAX_BYTES };

/** SPEC §5/§9: a logo is 3:1 (width to height), a seal 1:1; within 5 % counts (a cropped scan). */
export const COMPANY_IMAGE_RATIO = { logo: 3, seal: 1 } as const;
const RATIO_TOLERANCE = 0.05;

/** Whether a `width` × `height` picture has the ratio its purpose needs. */
export function fitsCompanyRatio(
  purpose: keyof typeof COMPANY_IMAGE_RATIO,
  width: number,
  height: number,
): boolean {
  if (width <= 0 || height <= 0) return false;
  const want = COMPANY_IMAGE_RATIO[purpose];
  return Math.abs(width / height - want) <= want * RATIO_TOLERANCE;
}
