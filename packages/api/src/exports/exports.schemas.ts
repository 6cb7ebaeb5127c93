import { COMPANY_IMAGE_MAX_BYTES, companyContactSchema } from "@fenestra/core/account/company-branding";
import { idSchema } from "@fenestra/core/schemas/ids";
import { z } from "zod";
import { XLSX_TYPE } from "../files.ts";

const invalid = { error: "validation.invalid" } as const;

/** The files a contract exports to, by the content type each is answered with. */
export const EXPORT_CONTENT_TYPES = {
  pdf: "application/pdf",
  xlsx: XLSX_TYPE,
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;
export type ExportFormat = keyof typeof EXPORT_CONTENT_TYPES;
export const EXPORT_FORMATS = Object.keys(EXPORT_CONTENT_TYPES) as [ExportFormat, ...ExportFormat[]];

/** What a printed document is: a quote, or the contract to sign. */
export const DOCUMENT_KINDS = ["quote", "contract"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const exportParams = z.object({ id: idSchema });
export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, invalid),
  kind: z.enum(DOCUMENT_KINDS, invalid).default("contract"),
});

const PNG_PREFIX = "data:image/png;base64,";
/** Base64 characters of an image of the largest size allowed (core: 3M), with its prefix. */
export const IMAGE_LIMIT_CHARS = PNG_PREFIX.length + Math.ceil(COMPANY_IMAGE_MAX_BYTES / 3) * 4;

/** A PNG data URL of at most 3M once decoded (SPEC §9); null removes the image. */
const pngDataUrl = z
  .string()
  .max(IMAGE_LIMIT_CHARS, { error: "validation.logo_too_large" })
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, { error: "validation.image_invalid" })
  .nullable()
  .optional();

/** The company's logo and seal (PNG data URLs) and the details its quotes and contracts print. */
export const brandingSchema = z.object({
  logo: z.string().nullable(),
  seal: z.string().nullable(),
  telephone: z.string(),
  address: z.string(),
  website: z.string(),
  paymentTerms: z.string(),
});

/** Only the fields sent change. */
export const brandingUpdateSchema = companyContactSchema
  .partial()
  .extend({ logo: pngDataUrl, seal: pngDataUrl });
