import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import { recordCollection } from "./collections.service.ts";

export async function collectionsRoutes(app: FastifyInstance, deps: AppDeps) {
  register(app, routes.collections.record, async (req) =>
    recordCollection(deps.db, tenantOf(req), req.params.id, req.body, deps.clock()),
  );
}
