import { EXPORT_CONTENT_TYPES, routes, XLSX_TYPE } from "@fenestra/api";
import type { LabelPaper } from "@fenestra/core/scanning/label-paper";
import type { FastifyInstance, FastifyReply } from "fastify";
import { documentWords } from "../../i18n/catalogue.ts";
import { fileExport } from "../../jobs/file-jobs.ts";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import { requestIdentity } from "../../plugins/request-identity.ts";
import { labelSheetPdf, type QrLabel } from "../../shared/labels/label-sheet.ts";
import { loadContractFor } from "../../tenancy/contract-access.ts";
import { labelJobs } from "./workshop.label-jobs.ts";
import * as service from "./workshop.service.ts";

export async function workshopRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const r = routes.workshop;
  register(app, r.setup, async (req) => service.setup(db, tenantOf(req)));
  register(app, r.saveLinks, async (req) => service.saveLinks(db, tenantOf(req), req.body));
  register(app, r.bindStaff, async (req) =>
    service.bindStaff(db, tenantOf(req), req.params.userId, req.body),
  );
  register(app, r.contracts, async (req) =>
    service.listContracts(db, tenantOf(req), deps.clock(), req.query),
  );
  register(app, r.action, async (req) =>
    service.act(db, tenantOf(req), req.params.id, req.body, deps.clock()),
  );
  register(app, r.progress, async (req) =>
    service.contractProgress(db, tenantOf(req), req.params.id, deps.clock()),
  );
  register(app, r.scan, async (req) =>
    service.scan(db, tenantOf(req), deps.clock(), req.body, requestIdentity(req)),
  );
  register(app, r.withdraw, async (req) =>
    service.withdraw(db, tenantOf(req), req.params.id, req.body, deps.clock()),
  );
  register(app, r.board, async (req) => service.board(db, tenantOf(req), deps.clock(), req.query.limit));
  register(app, r.workers, async (req) => service.workers(db, tenantOf(req), deps.clock()));
  register(app, r.me, async (req) => service.me(db, tenantOf(req), deps.clock()));
  register(app, r.wages, async (req) => service.wages(db, tenantOf(req), req.query));
  fileExport(
    app,
    deps,
    "workshop.wages",
    { file: r.wagesXlsx, job: r.wagesXlsxJob },
    async (tenant, { args }, language) => {
      const data = await service.wages(db, tenant, args);
      const { wagesXlsx } = await import("./workshop.xlsx.ts");
      const bytes = await wagesXlsx(data, documentWords[language].workshop);
      return { bytes, fileName: `wages-${data.from}-${data.to}.xlsx`, contentType: XLSX_TYPE };
    },
  );
  register(app, r.labels, async (req, reply) => {
    const { contractNo, labels } = await service.unitLabels(db, tenantOf(req), req.params.id);
    return sendLabelSheet(reply, req.query.paper, {
      title: contractNo,
      labels,
      fileName: `${contractNo}-labels.pdf`,
    });
  });
  register(app, r.pieceLabels, async (req, reply) => {
    const { contractNo, labels } = await service.pieceLabels(db, tenantOf(req), req.params.id, req.language);
    const fileName = `${contractNo}-piece-labels.pdf`;
    return sendLabelSheet(reply, req.query.paper, { title: contractNo, labels, fileName });
  });
  const labelSheets = labelJobs(app, deps);
  register(app, r.startLabels, async (req) =>
    labelSheets.start(tenantOf(req), { contractId: req.params.id, ...req.body }, req.language),
  );
  fileExport(
    app,
    deps,
    "workshop.delivery-note",
    { file: r.deliveryNote, job: r.deliveryNoteJob },
    async (tenant, { params }, language) => {
      const note = await service.deliveryNote(deps, tenant, params.id, language, deps.clock());
      const { deliveryNotePdf } = await import("./delivery-note.pdf.ts");
      const bytes = await deliveryNotePdf(note);
      return {
        bytes,
        fileName: `${note.contractNo}-delivery-note.pdf`,
        contentType: EXPORT_CONTENT_TYPES.pdf,
      };
    },
    { check: async (tenant, { params }) => void (await loadContractFor(db, tenant, params.id, "read")) },
  );
  register(app, r.packageLabel, async (req, reply) => {
    const { packageNo, labels } = await service.packageLabel(db, tenantOf(req), req.params.id);
    return sendLabelSheet(reply, req.query.paper, { title: packageNo, labels, fileName: `${packageNo}.pdf` });
  });
  register(app, r.pack, async (req) => service.pack(db, tenantOf(req), req.params.id, req.body));
}

/** A PDF as a download named `fileName`. */
function sendPdf(reply: FastifyReply, bytes: Buffer, fileName: string) {
  return reply
    .header("content-type", EXPORT_CONTENT_TYPES.pdf)
    .header("content-disposition", `attachment; filename="${encodeURIComponent(fileName)}"`)
    .send(bytes);
}

/** A sheet of QR labels on the paper asked for (?paper=), as a PDF download titled `title`. */
async function sendLabelSheet(
  reply: FastifyReply,
  paper: LabelPaper,
  sheet: { title: string; labels: readonly QrLabel[]; fileName: string },
) {
  return sendPdf(reply, await labelSheetPdf(sheet.labels, paper, { title: sheet.title }), sheet.fileName);
}
