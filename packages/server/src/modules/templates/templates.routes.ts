import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import * as service from "./templates.service.ts";

/** The company's window library (access in @fenestra/api's templates descriptors). */
export async function templatesRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;
  const r = routes.templates;
  register(app, r.list, async (req) => service.list(db, tenantOf(req), req.query));
  register(app, r.create, async (req) => service.create(db, tenantOf(req), clock(), req.body));
  register(app, r.remove, async (req) => {
    await service.remove(db, tenantOf(req), req.params.id);
    return null;
  });
  register(app, r.usage, async (req) => service.usage(db, tenantOf(req)));
  register(app, r.recordUse, async (req) =>
    service.recordUse(db, tenantOf(req), clock(), req.body.templateKey),
  );
}
