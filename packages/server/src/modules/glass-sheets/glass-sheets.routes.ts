import { routes, XLSX_TYPE } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { fileExport } from "../../jobs/file-jobs.ts";
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
  fileExport(
    app,
    deps,
    "cutting.glass-sheets",
    { file: r.xlsx, job: r.xlsxJob },
    async (tenant, { args }, language) => {
      // exceljs loads on first export, not at every server start
      const { glassSheetsXlsx } = await import("./glass-sheets.xlsx.ts");
      const plan = await glassSheetPlan(db, tenant, args, clock(), pool);
      return {
        bytes: await glassSheetsXlsx(plan, language),
        fileName: "glass-sheets.xlsx",
        contentType: XLSX_TYPE,
      };
    },
  );
}
