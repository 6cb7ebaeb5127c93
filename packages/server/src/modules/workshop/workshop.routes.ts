import { EXPORT_CONTENT_TYPES, routes, XLSX_TYPE } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import { labelSheetPdf } from "../../shared/labels/label-sheet.ts";
import { WORKSHOP_LABELS } from "./workshop.labels.ts";
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
  register(app, r.scan, async (req) => service.scan(db, tenantOf(req), deps.clock(), req.body));
  register(app, r.withdraw, async (req) =>
    service.withdraw(db, tenantOf(req), req.params.id, req.body, deps.clock()),
  );
  register(app, r.board, async (req) => service.board(db, tenantOf(req), deps.clock(), req.query.limit));
  register(app, r.workers, async (req) => service.workers(db, tenantOf(req), deps.clock()));
  register(app, r.me, async (req) => service.me(db, tenantOf(req), deps.clock()));
  register(app, r.wages, async (req) => service.wages(db, tenantOf(req), req.query));
  register(app, r.wagesXlsx, async (req, reply) => {
    const data = await service.wages(db, tenantOf(req), req.query);
    const { wagesXlsx } = await import("./workshop.xlsx.ts");
    const bytes = await wagesXlsx(data, WORKSHOP_LABELS[req.language]);
    return reply
      .header("content-type", XLSX_TYPE)
      .header("content-disposition", `attachment; filename="wages-${data.from}-${data.to}.xlsx"`)
      .send(bytes);
  });
  register(app, r.labels, async (req, reply) => {
    const { contractNo, labels } = await service.unitLabels(db, tenantOf(req), req.params.id);
    const bytes = await labelSheetPdf(labels, req.query.paper, { title: contractNo });
    return reply
      .header("content-type", EXPORT_CONTENT_TYPES.pdf)
      .header(
        "content-disposition",
        `attachment; filename="${encodeURIComponent(`${contractNo}-labels.pdf`)}"`,
      )
      .send(bytes);
  });
  register(app, r.pieceLabels, async (req, reply) => {
    const { contractNo, labels } = await service.pieceLabels(db, tenantOf(req), req.params.id);
    const bytes = await labelSheetPdf(labels, req.query.paper, { title: contractNo });
    return reply
      .header("content-type", EXPORT_CONTENT_TYPES.pdf)
      .header(
        "content-disposition",
        `attachment; filename="${encodeURIComponent(`${contractNo}-piece-labels.pdf`)}"`,
      )
      .send(bytes);
  });
  register(app, r.deliveryNote, async (req, reply) => {
    const note = await service.deliveryNote(deps, tenantOf(req), req.params.id, req.language, deps.clock());
    const { deliveryNotePdf } = await import("./delivery-note.pdf.ts");
    const bytes = await deliveryNotePdf(note);
    return reply
      .header("content-type", EXPORT_CONTENT_TYPES.pdf)
      .header(
        "content-disposition",
        `attachment; filename="${encodeURIComponent(`${note.contractNo}-delivery-note.pdf`)}"`,
      )
      .send(bytes);
  });
  register(app, r.packageLabel, async (req, reply) => {
    const { packageNo, labels } = await service.packageLabel(db, tenantOf(req), req.params.id);
    const bytes = await labelSheetPdf(labels, req.query.paper, { title: packageNo });
    return reply
      .header("content-type", EXPORT_CONTENT_TYPES.pdf)
      .header("content-disposition", `attachment; filename="${encodeURIComponent(`${packageNo}.pdf`)}"`)
      .send(bytes);
  });
  register(app, r.pack, async (req) => service.pack(db, tenantOf(req), req.params.id, req.body));
}
