import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signedIn } from "../../plugins/access.ts";
import { authOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { ok } from "../../plugins/envelope.ts";
import { withFormulaMessages } from "../series/formula-messages.ts";
import { productManage } from "../series/series.access.ts";
import {
  calculateBodySchema,
  calculateEnvelope,
  orderBomEnvelope,
  orderParamsSchema,
} from "./bom.schemas.ts";
import * as service from "./bom.service.ts";

const tags = ["bom"];
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export async function bomRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps;
  // Order BOMs are part of orders (sub-accounts may see them); they still need the script module.
  const scripts = { config: signedIn({ module: "script" }) };

  r.post(
    "/api/bom/calculate",
    {
      config: productManage("view_product_manage"),
      bodyLimit: 4 * 1024 * 1024,
      schema: { tags, body: calculateBodySchema, response: { 200: calculateEnvelope } },
    },
    async (req) =>
      ok(req, withFormulaMessages(req.language, await service.calculateDesignBom(db, authOf(req), req.body))),
  );
  r.get(
    "/api/orders/:id/bom",
    { ...scripts, schema: { tags, params: orderParamsSchema, response: { 200: orderBomEnvelope } } },
    async (req) =>
      ok(
        req,
        withFormulaMessages(
          req.language,
          await service.orderBom(db, authOf(req), req.params.id, clock(), false),
        ),
      ),
  );
  r.post(
    "/api/orders/:id/bom",
    { ...scripts, schema: { tags, params: orderParamsSchema, response: { 200: orderBomEnvelope } } },
    async (req) =>
      ok(
        req,
        withFormulaMessages(
          req.language,
          await service.orderBom(db, authOf(req), req.params.id, clock(), true),
        ),
        "success.operate",
      ),
  );
  r.get(
    "/api/orders/:id/bom/xlsx",
    {
      ...scripts,
      schema: {
        tags,
        description:
          "The order BOM as an .xlsx workbook (sheets: profiles, glass, hardware, holes, wages and cost, " +
          "totals) with headings in the TargetLanguage. Refusals answer the JSON envelope.",
        params: orderParamsSchema,
      },
    },
    async (req, reply) => {
      const file = await service.orderBomWorkbook(db, authOf(req), req.params.id, clock(), req.language);
      return reply
        .header("content-type", XLSX_TYPE)
        .header("content-disposition", `attachment; filename="${encodeURIComponent(file.fileName)}"`)
        .send(file.bytes);
    },
  );
}
