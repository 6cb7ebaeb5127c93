import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
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
  register(
    app,
    r.xlsx,
    async (req, reply) => {
      // exceljs loads on first export, not at every server start
      const { cuttingXlsx } = await import("./cutting.xlsx.ts");
      const tenant = tenantOf(req);
      const bytes = await cuttingXlsx(
        req.body.groups,
        req.language,
        await sawAngleStepOf(db, tenant.companyId),
      );
      reply
        .header("content-type", r.xlsx.response.raw[0])
        .header("content-disposition", 'attachment; filename="cutting-plan.xlsx"');
      return bytes;
    },
    { bodyLimit: 16 * 1024 * 1024 },
  );
}
