import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import { myFeedback, submitFeedback, userReply } from "./feedback.service.ts";

export async function feedbackRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes.feedback;
  register(app, r.mine, async (req) => myFeedback(deps.db, tenantOf(req)));
  register(app, r.submit, async (req) => submitFeedback(deps, tenantOf(req), req.body, req.language));
  register(app, r.reply, async (req) => userReply(deps, tenantOf(req), req.params.id, req.body.content));
}
