import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import { createPrintLink, printView } from "./printer.service.ts";

export async function printerRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes.printer;
  register(app, r.createLink, async (req) =>
    createPrintLink(deps.db, tenantOf(req), deps.clock(), req.body.orderIds, req.body.hours),
  );
  register(app, r.view, async (req) => printView(deps.db, deps.clock(), req.query.token, req.language));
}
