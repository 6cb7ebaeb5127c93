import { EXPORT_CONTENT_TYPES, type ExportFormat, routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { documentWords } from "../../i18n/catalogue.ts";
import { type FileMade, fileExport } from "../../jobs/file-jobs.ts";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { AppError } from "../../plugins/errors.ts";
import { register } from "../../plugins/register-route.ts";
import { loadContractFor } from "../../tenancy/contract-access.ts";
import { findVisibleOrder } from "../../tenancy/order-access.ts";
import { brandingView, updateBranding } from "./branding.service.ts";
import { companyOf, loadDocument, loadOrderDocument } from "./document-load.ts";
import type { ContractDocument } from "./document-model.ts";
import { loadSunroomSheet } from "./sunroom-sheet.ts";

// The writers load on first use: their libraries (pdfkit, exceljs, docx) take about a second to
// import, which would otherwise be paid on every server start.
const WRITERS: Record<ExportFormat, (doc: ContractDocument) => Promise<Buffer>> = {
  pdf: async (doc) => (await import("./contract-pdf.ts")).contractPdf(doc),
  xlsx: async (doc) => (await import("./contract-xlsx.ts")).contractXlsx(doc),
  docx: async (doc) => (await import("./contract-docx.ts")).contractDocx(doc),
};

/** The document written as `format`, as a file named `base`.format. */
async function made(doc: ContractDocument, format: ExportFormat, base: string): Promise<FileMade> {
  return {
    bytes: await WRITERS[format](doc),
    fileName: `${base}.${format}`,
    contentType: EXPORT_CONTENT_TYPES[format],
  };
}

export async function exportsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes.exports;
  // a sunroom's drawings as a PDF (its page's "Export PDF"), written as the contract prints them
  register(app, routes.sunrooms.drawings, async (req, reply) => {
    const tenant = tenantOf(req);
    const labels = documentWords[req.language].exports;
    const sheet = await loadSunroomSheet(deps.db, tenant, req.params.id, req.language, labels, "drawings");
    const { company } = await companyOf(deps, tenant.companyId);
    // pdfkit loads on first use, as the contract's writers do
    const { sunroomDrawingsPdf } = await import("./sunroom-drawings-pdf.ts");
    const name = encodeURIComponent(`${sheet.title}.pdf`);
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `attachment; filename="${name}"`)
      .send(await sunroomDrawingsPdf(sheet, company, labels));
  });
  fileExport(
    app,
    deps,
    "exports.contract",
    { file: r.contract, job: r.contractJob },
    async (tenant, { params, args }, language) => {
      const doc = await loadDocument(deps, tenant, params.id, args.kind, language);
      return made(doc, args.format, `${doc.contractNo || params.id}-${args.kind}`);
    },
    { check: async (tenant, { params }) => void (await loadContractFor(deps.db, tenant, params.id, "read")) },
  );
  fileExport(
    app,
    deps,
    "exports.order",
    { file: r.order, job: r.orderJob },
    async (tenant, { params, args }, language) => {
      const doc = await loadOrderDocument(deps, tenant, params.id, language);
      return made(doc, args.format, doc.orderNo || String(params.id));
    },
    {
      check: async (tenant, { params }) => {
        if (!(await findVisibleOrder(deps.db, tenant, params.id))) throw new AppError("missing.order");
      },
    },
  );
  register(app, r.branding, async (req) => brandingView(deps, tenantOf(req)));
  register(app, r.updateBranding, async (req) => {
    await updateBranding(deps, tenantOf(req), req.body);
    return brandingView(deps, tenantOf(req));
  });
}
