import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { translate } from "../../i18n/catalogue.ts";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import * as service from "./market.service.ts";

export async function marketRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;
  const r = routes.market;

  register(app, r.search, async (req) => service.search(db, tenantOf(req), req.query));
  register(app, r.preview, async (req) => service.preview(db, tenantOf(req), req.params.id));
  register(app, r.mine, async (req) => service.mine(db, tenantOf(req)));
  register(app, r.ofSeries, async (req) => service.ofSeries(db, tenantOf(req), req.params.id));
  register(app, r.publish, async (req) =>
    service.publish(db, tenantOf(req), req.params.id, req.body, clock()),
  );
  register(app, r.unpublish, async (req) => service.unpublish(db, tenantOf(req), req.params.id, clock()));
  register(app, r.clone, async (req) =>
    service.clone(db, tenantOf(req), req.params.id, req.body, translate(req.language, "series.copy_suffix")),
  );
  register(app, r.ofTemplate, async (req) => service.ofTemplate(db, tenantOf(req), req.params.id));
  register(app, r.publishTemplate, async (req) =>
    service.publishTemplate(db, tenantOf(req), req.params.id, req.body, clock()),
  );
  register(app, r.cloneTemplate, async (req) =>
    service.cloneTemplate(db, tenantOf(req), req.params.id, clock()),
  );
}
