import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { translate } from "../../i18n/catalogue.ts";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import * as service from "./sunroom-series.service.ts";

export async function sunroomSeriesRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;
  const r = routes.sunroomSeries;
  register(app, r.list, async (req) => service.list(db, tenantOf(req), req.language));
  register(app, r.get, async (req) => service.get(db, tenantOf(req), req.params.id));
  register(
    app,
    r.update,
    async (req) => service.update(db, tenantOf(req), req.params.id, req.body, clock()),
    {
      bodyLimit: 4 * 1024 * 1024,
    },
  );
  register(app, r.clone, async (req) =>
    service.clone(db, tenantOf(req), req.params.id, req.body, translate(req.language, "series.copy_suffix")),
  );
  register(app, r.remove, async (req) => {
    await service.remove(db, tenantOf(req), req.params.id);
    return null;
  });
}
