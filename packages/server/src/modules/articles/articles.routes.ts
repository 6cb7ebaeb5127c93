import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { authOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import { operatorOfAuth } from "../../tenancy/operator.ts";
import * as service from "./articles.service.ts";

export async function articlesRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes.articles;
  const op = (req: Parameters<typeof authOf>[0]) => operatorOfAuth(authOf(req));
  register(app, r.list, async (req) => service.listArticles(deps.db, req.query));
  register(app, r.detail, async (req) => service.articleDetail(deps.db, req.params.id));
  register(app, r.announcements, async () => service.listAnnouncements(deps.db));
  register(app, r.operatorList, async (req) => service.operatorList(deps.db, op(req)));
  register(app, r.create, async (req) => service.createArticle(deps.db, op(req), req.body, deps.clock()));
  register(app, r.update, async (req) =>
    service.updateArticle(deps.db, op(req), req.params.id, req.body, deps.clock()),
  );
  register(app, r.remove, async (req) => service.removeArticle(deps.db, op(req), req.params.id));
}
