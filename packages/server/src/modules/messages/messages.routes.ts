import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { runMoment, schedule } from "../../jobs/job-runner.ts";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import { runExpiryJob } from "./edition-expiry.job.ts";
import { listMessages, readOne, unreadCount } from "./messages.service.ts";

export async function messagesRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes.messages;
  register(app, r.list, async (req) => listMessages(deps.db, tenantOf(req), deps.clock(), req.query));
  register(app, r.unread, async (req) => unreadCount(deps.db, tenantOf(req), deps.clock()));
  register(app, r.read, async (req) => readOne(deps.db, tenantOf(req), deps.clock(), req.params.id));
}

/** Triggers the expiring-edition job (loopback callers only; registered only outside production). */
export async function messagesDevRoutes(app: FastifyInstance, deps: AppDeps) {
  register(app, routes.messages.runExpiryJob, async (req) => {
    return { completed: await runExpiryJob(deps.db, runMoment(req.query.on, deps.clock)) };
  });
}

/** The expiring-edition job on its timer (the server's start passes runJobs). */
export function scheduleMessageJobs(app: FastifyInstance, deps: AppDeps) {
  schedule(
    app,
    { name: "edition-expiry", everyMs: 3_600_000, run: (at) => runExpiryJob(deps.db, at) },
    deps.clock,
  );
}
