import { routes } from "@fenestra/api";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { migrationsApplied } from "../db/migrations-applied.ts";
import { migrationsFolder } from "../db/migrations-folder.ts";
import type { AppDeps } from "./context.ts";
import { register } from "./register-route.ts";

/**
 * `GET /api/health`: public; once the app serves, answers when the database is reachable (before,
 * the start's own listener answers it: start/early-listener.ts).
 */
export function healthRoute(app: FastifyInstance, deps: AppDeps) {
  register(app, routes.system.health, async () => {
    await deps.db.execute(sql`select 1`);
    return { status: "ok" as const };
  });
  register(app, routes.system.ready, async (_request, reply) => {
    const failing = await unready(deps);
    reply.header("cache-control", "no-store");
    if (failing.length === 0) return reply.code(200).send({ status: "ready" });
    return reply.code(503).send({ status: "unready", failing });
  });
}

/** What keeps this process from serving: the database, its migrations, the file storage. */
async function unready(deps: AppDeps): Promise<string[]> {
  const failing: string[] = [];
  try {
    if (!(await migrationsApplied(deps.db, migrationsFolder()))) failing.push("migrations");
  } catch {
    failing.push("database");
  }
  try {
    await deps.storage.reachable();
  } catch {
    failing.push("storage");
  }
  return failing;
}
