import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import { convert } from "./convert.ts";
import * as service from "./measurement.service.ts";
import { measurePhotoRoutes } from "./photos/photos.routes.ts";
import { sync } from "./sync.ts";

export async function measurementRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;
  const r = routes.measurement;
  register(app, r.list, async (req) => service.list(db, tenantOf(req), req.query));
  register(app, r.measurers, async (req) => service.measurers(db, tenantOf(req)));
  register(app, r.create, async (req) => service.create(db, tenantOf(req), req.body));
  register(app, r.update, async (req) => service.update(db, tenantOf(req), req.params.id, req.body));
  register(app, r.detail, async (req) => service.detail(db, tenantOf(req), req.params.id));
  register(app, r.sync, async (req) => sync(db, tenantOf(req), req.params.id, req.body));
  register(app, r.transition, async (req) =>
    service.transition(db, tenantOf(req), req.params.id, req.body.event),
  );
  register(app, r.convert, async (req) => convert(db, tenantOf(req), clock(), req.params.id));
  await measurePhotoRoutes(app, deps);
}
