import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { authOf, tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import { operatorOfAuth } from "../../tenancy/operator.ts";
import {
  editFeedback,
  everyFeedback,
  myFeedback,
  operatorReply,
  submitFeedback,
  userReply,
} from "./feedback.service.ts";

export async function feedbackRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes.feedback;
  register(app, r.mine, async (req) => myFeedback(deps, tenantOf(req)));
  register(app, r.submit, async (req) => submitFeedback(deps, tenantOf(req), req.body, req.language));
  register(app, r.edit, async (req) => editFeedback(deps, tenantOf(req), req.params.id, req.body));
  register(app, r.reply, async (req) => userReply(deps, tenantOf(req), req.params.id, req.body.content));
  const op = routes.accountOperator;
  register(app, op.feedback, async () => everyFeedback(deps));
  register(app, op.replyFeedback, async (req) =>
    operatorReply(deps, operatorOfAuth(authOf(req)), req.params.id, req.body.content),
  );
}
