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
  const linked = <L extends { pictures: string[] }>(listing: Promise<L>) =>
    listing.then((l) => service.withPictureLinks(deps, l));
  const linkedOrNull = <L extends { pictures: string[] }>(listing: Promise<L | null>) =>
    listing.then((l) => (l ? service.withPictureLinks(deps, l) : null));

  register(app, r.search, async (req) => {
    const found = await service.search(db, tenantOf(req), req.query);
    return { ...found, items: await Promise.all(found.items.map((l) => service.withPictureLinks(deps, l))) };
  });
  register(app, r.preview, async (req) => linked(service.preview(db, tenantOf(req), req.params.id)));
  register(app, r.mine, async (req) =>
    Promise.all((await service.mine(db, tenantOf(req))).map((l) => service.withPictureLinks(deps, l))),
  );
  register(app, r.ofSeries, async (req) => linkedOrNull(service.ofSeries(db, tenantOf(req), req.params.id)));
  register(app, r.publish, async (req) =>
    linked(service.publish(db, tenantOf(req), req.params.id, req.body, clock())),
  );
  register(app, r.unpublish, async (req) =>
    linked(service.unpublish(db, tenantOf(req), req.params.id, clock())),
  );
  register(app, r.clone, async (req) =>
    service.clone(db, tenantOf(req), req.params.id, req.body, translate(req.language, "series.copy_suffix")),
  );
  register(app, r.ofTemplate, async (req) =>
    linkedOrNull(service.ofTemplate(db, tenantOf(req), req.params.id)),
  );
  register(app, r.publishTemplate, async (req) =>
    linked(service.publishTemplate(db, tenantOf(req), req.params.id, req.body, clock())),
  );
  register(app, r.cloneTemplate, async (req) =>
    service.cloneTemplate(db, tenantOf(req), req.params.id, clock()),
  );
}
