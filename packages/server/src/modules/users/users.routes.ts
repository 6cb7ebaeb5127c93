import { PERMISSION_KEYS } from "@fenestra/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signedIn } from "../../plugins/access.ts";
import { authOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { ok } from "../../plugins/envelope.ts";
import { sessionEnvelope } from "../auth/auth.schemas.ts";
import { permissionsEnvelope } from "./users.schemas.ts";
import { buildSession } from "./users.service.ts";

const tags = ["users"];

export async function usersRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The caller's own session stays readable to an expired account (the web shows the buy dialog).
  const own = signedIn({ openWhenExpired: true });
  r.get(
    "/api/user/info",
    { config: own, schema: { tags, response: { 200: sessionEnvelope } } },
    async (req) => {
      const auth = authOf(req);
      return ok(req, await buildSession(deps.db, auth.userId, auth.token));
    },
  );
  r.get(
    "/api/permissions",
    { config: own, schema: { tags, response: { 200: permissionsEnvelope } } },
    async (req) => ok(req, { keys: [...PERMISSION_KEYS] }),
  );
}
