import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { documentWords } from "../../i18n/catalogue.ts";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import { companyOf } from "../exports/document-load.ts";
import { loadSunroomSheet } from "../exports/sunroom-sheet.ts";
import * as service from "./sunrooms.service.ts";

export async function sunroomsRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;
  const r = routes.sunrooms;
  register(app, r.list, async (req) => service.list(db, tenantOf(req), req.query));
  register(app, r.create, async (req) => service.create(db, tenantOf(req), clock(), req.language, req.body));
  register(app, r.detail, async (req) => service.detail(db, tenantOf(req), req.params.id));
  register(app, r.update, async (req) =>
    service.update(db, tenantOf(req), clock(), req.language, req.params.id, req.body),
  );
  register(app, r.remove, async (req) => service.remove(db, tenantOf(req), req.params.id));
  register(app, r.quote, async (req) => service.quote(db, tenantOf(req), req.language, req.params.id));
  register(app, r.drawings, async (req, reply) => {
    const tenant = tenantOf(req);
    const labels = documentWords[req.language].exports;
    const sheet = await loadSunroomSheet(db, tenant, req.params.id, req.language, labels, "drawings");
    const { company } = await companyOf(deps, tenant.companyId);
    // pdfkit loads on first use, as the contract's writers do
    const { sunroomDrawingsPdf } = await import("../exports/sunroom-drawings-pdf.ts");
    const name = encodeURIComponent(`${sheet.title}.pdf`);
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `attachment; filename="${name}"`)
      .send(await sunroomDrawingsPdf(sheet, company, labels));
  });
  register(app, r.contract, async (req) =>
    service.makeContract(db, tenantOf(req), clock(), req.language, req.params.id, req.body),
  );
}
