import { MAX_REVERSE_CANDIDATES } from "@fenestra/core/cutting/index";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signedIn } from "../../plugins/access.ts";
import { authOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { ok } from "../../plugins/envelope.ts";
import { CuttingPool } from "./cutting.pool.ts";
import {
  confirmBodySchema,
  confirmEnvelope,
  optimizeBodySchema,
  optimizeEnvelope,
  reverseBodySchema,
  reverseEnvelope,
  usageEnvelope,
  xlsxBodySchema,
} from "./cutting.schemas.ts";
import * as service from "./cutting.service.ts";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const tags = ["cutting"];

export async function cuttingRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps;
  const pool = new CuttingPool();
  app.addHook("onClose", async () => pool.close());
  const scripts = { config: signedIn({ module: "script" }) };

  r.post(
    "/api/cutting/optimize",
    {
      ...scripts,
      schema: {
        tags,
        description:
          "Optimize the cutting of the chosen orders' profile lines (optimize flag), one plan per profile " +
          "code and colour, solved in worker threads. A preview: nothing is stored. Limits: at most 200 " +
          `orders and ${service.MAX_PIECES_PER_REQUEST} pieces per request ("too much data"). Metered: 30 free ` +
          "optimizations per profile code a month, then 0.5 yuan each from the account balance; when it " +
          'is short, "optimization count used up, recharge".',
        body: optimizeBodySchema,
        response: { 200: optimizeEnvelope },
      },
    },
    async (req) => ok(req, await service.optimizeOrders(db, authOf(req), req.body, clock(), pool)),
  );
  r.get(
    "/api/cutting/usage",
    {
      ...scripts,
      schema: {
        tags,
        description:
          "This month's optimizer metering: free optimizations per profile code and what is left of them " +
          "for each code optimized so far, the price of further ones and the account balance.",
        response: { 200: usageEnvelope },
      },
    },
    async (req) => ok(req, await service.usageSummary(db, authOf(req), clock())),
  );
  r.post(
    "/api/cutting/reverse",
    {
      ...scripts,
      schema: {
        tags,
        description:
          "Reverse optimization (SPEC §5): for the chosen orders, which stock length in [min, max] at step " +
          "wastes least, per profile code and colour, solved in worker threads. The same body as optimize " +
          "plus `range`; bar lengths and warehouse offcuts in the settings are ignored. Range rules: both " +
          `ends at least 50 mm, max above min, max − min at most 2000, step a whole number giving 2 to ` +
          `${MAX_REVERSE_CANDIDATES} lengths. Answers the best length, its waste and the waste of the most ` +
          "promising lengths, but no plan. Not metered; nothing is stored.",
        body: reverseBodySchema,
        response: { 200: reverseEnvelope },
      },
    },
    async (req) => ok(req, await service.reverseOrders(db, authOf(req), req.body, clock(), pool)),
  );
  r.post(
    "/api/cutting/confirm",
    {
      ...scripts,
      schema: {
        tags,
        description:
          "Confirm cutting plans of the chosen orders (the same body as optimize, plus the plans and the " +
          "storage position): the plans are checked again, then in one transaction the warehouse offcuts " +
          "they cut from are marked consumed and the offcuts they keep are stored in the surplus store.",
        body: confirmBodySchema,
        response: { 200: confirmEnvelope },
      },
    },
    async (req) => ok(req, await service.confirmPlans(db, authOf(req), req.body, clock()), "success.operate"),
  );
  r.post(
    "/api/cutting/xlsx",
    {
      ...scripts,
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        tags,
        description:
          "Cutting plans (as optimize returned them) as an .xlsx workbook: a cutting sheet with one row per " +
          "cut in cutting order, and totals per profile and colour; headings in the TargetLanguage.",
        body: xlsxBodySchema,
      },
    },
    async (req, reply) => {
      // exceljs loads on first export, not at every server start
      const { cuttingXlsx } = await import("./cutting.xlsx.ts");
      const bytes = await cuttingXlsx(req.body.groups, req.language);
      return reply
        .header("content-type", XLSX_TYPE)
        .header("content-disposition", 'attachment; filename="cutting-plan.xlsx"')
        .send(bytes);
    },
  );
}
