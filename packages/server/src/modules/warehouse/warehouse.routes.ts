import { EXPORT_CONTENT_TYPES, routes, XLSX_TYPE } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { fileExport } from "../../jobs/file-jobs.ts";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import { requestIdentity } from "../../plugins/request-identity.ts";
import * as glass from "./warehouse.glass-remnants.ts";
import { LEDGER_EXPORT_LIMIT, ledgerExportJobs } from "./warehouse.ledger-job.ts";
import * as picking from "./warehouse.picking.ts";
import * as positions from "./warehouse.positions.ts";
import * as q from "./warehouse.queries.ts";
import * as service from "./warehouse.service.ts";

export async function warehouseRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;
  const r = routes.warehouse;

  register(app, r.materials, async (req) => {
    const page = await q.listMaterials(db, tenantOf(req), req.query);
    return { total: page.total, items: page.items.map(service.materialOut) };
  });
  register(app, r.seriesProfiles, async (req) => service.seriesProfiles(db, tenantOf(req)));
  register(app, r.material, async (req) => service.getMaterial(db, tenantOf(req), req.params.id));
  register(
    app,
    r.createMaterial,
    async (req) => service.createMaterial(db, tenantOf(req), req.body, clock()),
    {
      bodyLimit: 2 * 1024 * 1024,
    },
  );
  register(
    app,
    r.updateMaterial,
    async (req) => service.updateMaterial(db, tenantOf(req), req.params.id, req.body),
    {
      bodyLimit: 2 * 1024 * 1024,
    },
  );
  register(app, r.deleteMaterial, async (req) =>
    service.deleteMaterial(db, tenantOf(req), req.params.id, clock()),
  );
  fileExport(
    app,
    deps,
    "warehouse.materials",
    { file: r.exportMaterials, job: r.exportMaterialsJob },
    async (tenant, _, language) => {
      const { materialsXlsx } = await import("./warehouse.xlsx.ts");
      const bytes = await materialsXlsx(await q.allMaterials(db, tenant), language);
      return { bytes, fileName: "materials.xlsx", contentType: XLSX_TYPE };
    },
  );
  register(
    app,
    r.importMaterials,
    async (req) => {
      const { readMaterialsXlsx } = await import("./warehouse.xlsx.ts");
      const rows = await readMaterialsXlsx(Buffer.from(req.body.file, "base64"));
      return service.importMaterials(db, tenantOf(req), rows, clock());
    },
    { bodyLimit: 16 * 1024 * 1024 },
  );
  fileExport(
    app,
    deps,
    "warehouse.labels",
    { file: r.labels, job: r.labelsJob },
    async (tenant, { args }, language) => {
      const bytes = await service.materialLabels(db, tenant, args.ids, args.paper, language);
      return { bytes, fileName: "material-labels.pdf", contentType: EXPORT_CONTENT_TYPES.pdf };
    },
  );
  register(app, r.scan, async (req) => service.scanMaterial(db, tenantOf(req), req.query.code.token));
  fileExport(
    app,
    deps,
    "warehouse.position-labels",
    { file: r.positionLabels, job: r.positionLabelsJob },
    async (tenant, { args }, language) => {
      const bytes = await service.positionLabels(db, tenant, args.paper, language);
      return { bytes, fileName: "position-labels.pdf", contentType: EXPORT_CONTENT_TYPES.pdf };
    },
  );
  register(app, r.positions, async (req) => positions.listPositions(db, tenantOf(req)));
  register(app, r.createPosition, async (req) => positions.createPosition(db, tenantOf(req), req.body.name));
  register(app, r.positionScan, async (req) => service.scanPosition(db, tenantOf(req), req.query.code.token));
  register(app, r.stock, async (req) => service.stockStatus(db, tenantOf(req), req.query));
  register(app, r.warnings, async (req) => service.warnings(db, tenantOf(req)));
  register(app, r.ledger, async (req) => service.ledger(db, tenantOf(req), req.query));
  register(app, r.exportLedger, async (req, reply) => {
    const { ledgerXlsx } = await import("./warehouse.xlsx.ts");
    const rows = await q.ledgerAll(db, tenantOf(req), req.query, LEDGER_EXPORT_LIMIT);
    const bytes = await ledgerXlsx(rows.map(service.lineOut), req.language);
    reply
      .header("content-type", r.exportLedger.response.raw[0])
      .header("content-disposition", 'attachment; filename="stock-records.xlsx"');
    return bytes;
  });
  const ledgerJobs = ledgerExportJobs(app, deps);
  register(app, r.startLedgerExport, async (req) => ledgerJobs.start(tenantOf(req), req.body, req.language));
  register(app, r.operation, async (req) => service.operationDetail(db, tenantOf(req), req.params.id));
  register(app, r.record, async (req) =>
    service.recordOperation(db, tenantOf(req), req.body, clock(), requestIdentity(req)),
  );
  register(app, r.reverse, async (req) =>
    service.reverseOperation(db, tenantOf(req), req.params.id, req.body, clock(), requestIdentity(req)),
  );
  register(app, r.surplus, async (req) => service.surplusList(db, tenantOf(req), req.query));
  register(app, r.addSurplus, async (req) => service.addSurplus(db, tenantOf(req), req.body, clock()));
  register(app, r.updateSurplus, async (req) =>
    service.moveSurplus(db, tenantOf(req), req.params.id, req.body),
  );
  register(app, r.scrapSurplus, async (req) =>
    service.scrapSurplus(db, tenantOf(req), req.params.id, clock()),
  );
  register(app, r.glassRemnants, async (req) => glass.glassRemnantList(db, tenantOf(req), req.query));
  register(app, r.scrapGlassRemnant, async (req) =>
    glass.scrapGlassRemnant(db, tenantOf(req), req.params.id, clock()),
  );
  register(app, r.settings, async (req) => service.settingsOf(db, tenantOf(req)));
  register(app, r.saveSettings, async (req) => service.saveSettings(db, tenantOf(req), req.body));
  register(app, r.pickContracts, async (req) => picking.pickContracts(db, tenantOf(req), req.query));
  register(app, r.pickList, async (req) => picking.pickList(db, tenantOf(req), req.params.id, clock()));
  register(app, r.pick, async (req) =>
    picking.pick(db, tenantOf(req), req.params.id, req.body, clock(), requestIdentity(req)),
  );
  register(app, r.pickLeftovers, async (req) =>
    picking.pickLeftovers(db, tenantOf(req), req.params.id, req.body.surplusIds, clock()),
  );
  register(app, r.preparation, async (req) =>
    picking.preparation(db, tenantOf(req), req.body.contractIds, clock()),
  );
  register(app, r.purchaseOrders, async (req) =>
    picking.purchaseOrderList(db, tenantOf(req), req.query.page, req.query.pageSize),
  );
  register(app, r.createPurchaseOrder, async (req) =>
    picking.createPurchaseOrder(db, tenantOf(req), req.body, clock()),
  );
  register(app, r.receive, async (req) =>
    picking.receive(db, tenantOf(req), req.params.id, req.body, clock(), requestIdentity(req)),
  );
}
