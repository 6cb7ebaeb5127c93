import { routes } from "@fenestra/api";
import { PERMISSION_KEYS } from "@fenestra/core";
import type { FastifyInstance } from "fastify";
import { authOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import { buildSession } from "../account/session.ts";

export async function usersRoutes(app: FastifyInstance, deps: AppDeps) {
  register(app, routes.users.info, async (req) => {
    const auth = authOf(req);
    return buildSession(deps, auth.userId, auth.token, deps.clock().toISOString().slice(0, 10));
  });
  register(app, routes.users.permissions, async () => ({ keys: [...PERMISSION_KEYS] }));
}
