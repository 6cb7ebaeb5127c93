import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import { withFormulaMessages } from "../series/formula-messages.ts";
import * as service from "./bom.service.ts";

export async function bomRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;
  const r = routes.bom;

  register(
    app,
    r.calculate,
    async (req) =>
      withFormulaMessages(req.language, await service.calculateDesignBom(db, tenantOf(req), req.body)),
    { bodyLimit: 4 * 1024 * 1024 },
  );
  register(app, r.order, async (req) =>
    withFormulaMessages(
      req.language,
      await service.orderBom(db, tenantOf(req), req.params.id, clock(), false),
    ),
  );
  register(app, r.recalculate, async (req) =>
    withFormulaMessages(
      req.language,
      await service.orderBom(db, tenantOf(req), req.params.id, clock(), true),
    ),
  );
  register(app, r.xlsx, async (req, reply) => {
    const file = await service.orderBomWorkbook(db, tenantOf(req), req.params.id, clock(), req.language);
    reply
      .header("content-type", r.xlsx.response.raw[0])
      .header("content-disposition", `attachment; filename="${encodeURIComponent(file.fileName)}"`);
    return file.bytes;
  });
}
