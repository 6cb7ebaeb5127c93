import { COMPANY_IMAGE_MAX_BYTES, companyContactSchema } from "@fenestra/core/account/company-branding";
import { idSchema } from "@fenestra/core/schemas/ids";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { companyBranding } from "../../db/schema/index.ts";
import { signedIn } from "../../plugins/access.ts";
import { authOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { envelopeOf, ok } from "../../plugins/envelope.ts";
import { type ContractDocument, DOCUMENT_KINDS, loadDocument } from "./document-model.ts";

const invalid = { error: "validation.invalid" } as const;
// The writers load on first use: their libraries (pdfkit, exceljs, docx) take about a second to
// import, which would otherwise be paid on every server start.
export const EXPORT_FORMATS = {
  pdf: {
    type: "application/pdf",
    write: async (doc: ContractDocument) => (await import("./contract-pdf.ts")).contractPdf(doc),
  },
  xlsx: {
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    write: async (doc: ContractDocument) => (await import("./contract-xlsx.ts")).contractXlsx(doc),
  },
  docx: {
    type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    write: async (doc: ContractDocument) => (await import("./contract-docx.ts")).contractDocx(doc),
  },
} as const;

const PNG_PREFIX = "data:image/png;base64,";
/** Base64 characters of an image of the largest size allowed (core: 3M), with its prefix. */
const IMAGE_LIMIT_CHARS = PNG_PREFIX.length + Math.ceil(COMPANY_IMAGE_MAX_BYTES / 3) * 4;

/** A PNG data URL of at most 3M once decoded (SPEC §9); null removes the image. */
const pngDataUrl = z
  .string()
  .max(IMAGE_LIMIT_CHARS, { error: "validation.logo_too_large" })
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, { error: "validation.image_invalid" })
  .nullable()
  .optional();
const brandingSchema = z.object({
  logo: z.string().nullable(),
  seal: z.string().nullable(),
  telephone: z.string(),
  address: z.string(),
  website: z.string(),
  paymentTerms: z.string(),
});

export async function exportsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/contracts/:id/export",
    {
      config: signedIn(),
      schema: {
        tags: ["contracts"],
        params: z.object({ id: idSchema }),
        querystring: z.object({
          format: z.enum(["pdf", "xlsx", "docx"], invalid),
          kind: z.enum(DOCUMENT_KINDS, invalid).default("contract"),
        }),
      },
    },
    async (req, reply) => {
      const format = EXPORT_FORMATS[req.query.format];
      const doc = await loadDocument(deps.db, authOf(req), req.params.id, req.query.kind, req.language);
      const bytes = await format.write(doc);
      const name = `${doc.contractNo || req.params.id}-${req.query.kind}.${req.query.format}`;
      return reply
        .header("content-type", format.type)
        .header("content-disposition", `attachment; filename="${encodeURIComponent(name)}"`)
        .send(bytes);
    },
  );
  r.get(
    "/api/company-branding",
    {
      config: signedIn(),
      schema: {
        tags: ["contracts"],
        response: { 200: envelopeOf(brandingSchema) },
      },
    },
    async (req) => {
      const [mine] = await deps.db
        .select()
        .from(companyBranding)
        .where(eq(companyBranding.companyId, authOf(req).companyId));
      return ok(req, {
        logo: mine?.logo ?? null,
        seal: mine?.seal ?? null,
        telephone: mine?.telephone ?? "",
        address: mine?.address ?? "",
        website: mine?.website ?? "",
        paymentTerms: mine?.paymentTerms ?? "",
      });
    },
  );
  r.put(
    "/api/company-branding",
    {
      config: signedIn({ mainAccount: "access.not_primary_company_info" }),
      // A logo and a seal of 3M each, base64, with room to spare: larger images get the field
      // message above, not a dropped connection.
      bodyLimit: 3 * IMAGE_LIMIT_CHARS,
      schema: {
        tags: ["contracts"],
        body: companyContactSchema.partial().extend({ logo: pngDataUrl, seal: pngDataUrl }),
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (req) => {
      const companyId = authOf(req).companyId;
      // Only the fields sent change.
      const values = Object.fromEntries(
        Object.entries(req.body).filter(([, value]) => value !== undefined),
      ) as Partial<typeof companyBranding.$inferInsert>;
      await deps.db
        .insert(companyBranding)
        .values({ companyId, ...values })
        .onConflictDoUpdate({ target: companyBranding.companyId, set: { ...values, updatedAt: new Date() } });
      return ok(req, null, "success.edit");
    },
  );
}
