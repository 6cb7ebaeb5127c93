import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import type { CuttingPool } from "../cutting/cutting.pool.ts";
import { confirmGlassSheetPlan, glassSheetPlan } from "./glass-sheets.service.ts";

/** The glass plans are packed in the cutting pool's workers, off the request's thread. */
export async function glassSheetsRoutes(app: FastifyInstance, deps: AppDeps, pool: CuttingPool) {
  const { db, clock } = deps;
  const r = routes.glassSheets;
  register(app, r.plan, async (req) => glassSheetPlan(db, tenantOf(req), req.body, clock(), pool));
  register(app, r.confirm, async (req) => confirmGlassSheetPlan(db, tenantOf(req), req.body, clock(), pool));
  register(app, r.xlsx, async (req, reply) => {
    // exceljs loads on first export, not at every server start
    const { glassSheetsXlsx } = await import("./glass-sheets.xlsx.ts");
    const plan = await glassSheetPlan(db, tenantOf(req), req.body, clock(), pool);
    reply
      .header("content-type", r.xlsx.response.raw[0])
      .header("content-disposition", 'attachment; filename="glass-sheets.xlsx"');
    return glassSheetsXlsx(plan, req.language);
  });
}
