import { routes } from "@fenestra/api";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "./context.ts";
import { register } from "./register-route.ts";

/** `GET /api/health`: public; answers once the database is reachable (start-up checks, bench). */
export function healthRoute(app: FastifyInstance, deps: AppDeps) {
  register(app, routes.system.health, async () => {
    await deps.db.execute(sql`select 1`);
    return { status: "ok" as const };
  });
}
