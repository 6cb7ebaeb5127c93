import { routes, XLSX_TYPE } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { fileExport } from "../../jobs/file-jobs.ts";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import { sawAngleStepOf } from "../settings/production-settings.ts";
import {
  handleOptimizeJobs,
  optimizeJobStatus,
  queueStanding,
  startOptimizeJob,
} from "./cutting.optimize-job.ts";
import type { CuttingPool } from "./cutting.pool.ts";
import * as service from "./cutting.service.ts";

export async function cuttingRoutes(app: FastifyInstance, deps: AppDeps, pool: CuttingPool) {
  const { db, clock } = deps;
  const r = routes.cutting;

  register(app, r.optimize, async (req) =>
    service.optimizeOrders(db, tenantOf(req), req.body, clock(), pool),
  );
  handleOptimizeJobs(app, db, pool);
  register(app, r.startOptimize, async (req) => startOptimizeJob(app, db, tenantOf(req), req.body, clock()));
  register(app, r.optimizeJob, async (req) => optimizeJobStatus(db, tenantOf(req), req.params.id));
  register(app, r.sawSettings, async (req) =>
    service.sawSettingsOfOrders(db, tenantOf(req), req.body.orderIds),
  );
  register(app, r.usage, async (req) => service.usageSummary(db, tenantOf(req), clock()));
  register(app, r.queue, async (req) => queueStanding(db, tenantOf(req), req.query.ticket, pool));
  register(app, r.reverse, async (req) => service.reverseOrders(db, tenantOf(req), req.body, clock(), pool));
  register(app, r.confirm, async (req) => service.confirmPlans(db, tenantOf(req), req.body, clock()));
  fileExport(
    app,
    deps,
    "cutting.plan",
    { file: r.xlsx, job: r.xlsxJob },
    async (tenant, { args }, language) => {
      // exceljs loads on first export, not at every server start
      const { cuttingXlsx } = await import("./cutting.xlsx.ts");
      const bytes = await cuttingXlsx(args.groups, language, await sawAngleStepOf(db, tenant.companyId));
      return { bytes, fileName: "cutting-plan.xlsx", contentType: XLSX_TYPE };
    },
    { bodyLimit: 16 * 1024 * 1024 },
  );
}
