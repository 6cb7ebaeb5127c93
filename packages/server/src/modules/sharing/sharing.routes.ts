import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import { createShare, customerConfirm, customerView } from "./sharing.service.ts";

export async function sharingRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes.sharing;
  register(app, r.create, async (req) =>
    createShare(deps.db, tenantOf(req), deps.clock(), req.params.id, req.body.hours),
  );
  register(app, r.view, async (req) =>
    customerView(deps.db, deps.clock(), req.params.id, req.query.token, req.language),
  );
  register(app, r.confirm, async (req) =>
    customerConfirm(deps.db, deps.clock(), req.params.id, req.body.token, req.language),
  );
}
