import { EXPORT_CONTENT_TYPES, type ExportFormat, routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import { brandingView, updateBranding } from "./branding.service.ts";
import { type ContractDocument, loadDocument } from "./document-model.ts";

// The writers load on first use: their libraries (pdfkit, exceljs, docx) take about a second to
// import, which would otherwise be paid on every server start.
const WRITERS: Record<ExportFormat, (doc: ContractDocument) => Promise<Buffer>> = {
  pdf: async (doc) => (await import("./contract-pdf.ts")).contractPdf(doc),
  xlsx: async (doc) => (await import("./contract-xlsx.ts")).contractXlsx(doc),
  docx: async (doc) => (await import("./contract-docx.ts")).contractDocx(doc),
};

export async function exportsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes.exports;
  register(app, r.contract, async (req, reply) => {
    const { format, kind } = req.query;
    const doc = await loadDocument(deps, tenantOf(req), req.params.id, kind, req.language);
    const bytes = await WRITERS[format](doc);
    const name = `${doc.contractNo || req.params.id}-${kind}.${format}`;
    return reply
      .header("content-type", EXPORT_CONTENT_TYPES[format])
      .header("content-disposition", `attachment; filename="${encodeURIComponent(name)}"`)
      .send(bytes);
  });
  register(app, r.branding, async (req) => brandingView(deps, tenantOf(req)));
  register(app, r.updateBranding, async (req) => {
    await updateBranding(deps, tenantOf(req), req.body);
    return brandingView(deps, tenantOf(req));
  });
}
