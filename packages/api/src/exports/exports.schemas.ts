import { companyContactSchema } from "@fenestra/core/account/company-branding";
import { fileKeySchema } from "@fenestra/core/account/feedback";
import { idSchema } from "@fenestra/core/schemas/ids";
import { invalid } from "@fenestra/core/validation/keyed";
import { z } from "zod";
import { XLSX_TYPE } from "../files.ts";
import { versioned, versionSchema } from "../versioning.ts";

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
export const orderExportQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS, invalid) });

/** The company's name, logo and seal (URLs of uploaded files) and the details its quotes and contracts print. */
export const brandingSchema = z.object({
  name: z.string(),
  /** The version of the company's name (PUT /api/company/name), apart from the letterhead's own. */
  nameVersion: versionSchema,
  logo: z.string().nullable(),
  seal: z.string().nullable(),
  telephone: z.string(),
  address: z.string(),
  website: z.string(),
  paymentTerms: z.string(),
  /** 0 until the company first saves its details. */
  version: versionSchema,
});

/** Only the fields sent change; logo and seal are keys of uploaded files (POST /api/files), null removes one. */
export const brandingUpdateSchema = versioned(
  companyContactSchema
    .partial()
    .extend({ logo: fileKeySchema.nullable().optional(), seal: fileKeySchema.nullable().optional() }),
);
