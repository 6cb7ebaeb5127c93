import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import { pictureAnswer } from "../auth/picture-code.ts";
import { outboxFor } from "../sms/sms.queries.ts";

/** Development helpers. Registered only when NODE_ENV is not "production" (app.ts). */
export async function devRoutes(app: FastifyInstance, deps: AppDeps) {
  register(app, routes.dev.smsOutbox, async (req) => {
    const rows = await outboxFor(deps.db, req.query.phone);
    return { items: rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() })) };
  });
  register(app, routes.dev.pictureCode, async (req) => ({
    answer: await pictureAnswer(deps.db, req.query.id),
  }));
}
