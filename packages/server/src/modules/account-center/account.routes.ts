import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { runMoment, schedule } from "../../jobs/job-runner.ts";
import { authOf, tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import { operatorOfAuth } from "../../tenancy/operator.ts";
import { settleRewards } from "../purchase/invitation.service.ts";
import {
  applicationsOf,
  everyApplication,
  insertApplication,
  setApplicationStatus,
} from "./business.queries.ts";
import {
  cancelDeletion,
  completeNow,
  deletionList,
  deletionOf,
  requestDeletion,
  runDeletionJob,
} from "./deletion.service.ts";
import { renameCompany } from "./profile.queries.ts";
import { bind, profileOf, unbind, updateProfile } from "./profile.service.ts";
import { wechatIdentifier } from "./wechat-binding.ts";

export async function accountRoutes(app: FastifyInstance, deps: AppDeps, production: boolean) {
  const r = routes.account;
  const wechat = wechatIdentifier(deps, production);
  register(app, r.profile, async (req) => profileOf(deps, tenantOf(req), wechat));
  register(app, r.updateProfile, async (req) => updateProfile(deps, tenantOf(req), req.body, wechat));
  register(app, r.bindWechat, async (req) => bind(deps, tenantOf(req), req.body.code, wechat));
  register(app, r.unbindWechat, async (req) => unbind(deps, tenantOf(req), wechat));
  register(app, r.renameCompany, async (req) => {
    const { name, ...check } = req.body;
    return renameCompany(deps.db, tenantOf(req), name, check);
  });
  register(app, r.deletion, async (req) => deletionOf(deps.db, tenantOf(req)));
  register(app, r.requestDeletion, async (req) => requestDeletion(deps, tenantOf(req), req.body.reason));
  register(app, r.cancelDeletion, async (req) => cancelDeletion(deps, tenantOf(req)));
  const o = routes.accountOperator;
  const op = (req: Parameters<typeof authOf>[0]) => operatorOfAuth(authOf(req));
  register(app, o.deletions, async () => deletionList(deps.db));
  register(app, o.completeDeletion, async (req) => completeNow(deps, op(req), req.params.id));
  register(app, o.businessApplications, async (req) => everyApplication(deps.db, op(req), req.query));
  register(app, o.setBusinessStatus, async (req) =>
    setApplicationStatus(deps.db, op(req), req.params.id, req.body.status),
  );
  register(app, r.businessApplications, async (req) => applicationsOf(deps.db, tenantOf(req)));
  register(app, r.applyBusiness, async (req) =>
    insertApplication(deps.db, tenantOf(req), req.body, deps.clock()),
  );
}

/** Triggers the deletion and reward jobs (loopback callers only; registered only outside production). */
export async function accountDevRoutes(app: FastifyInstance, deps: AppDeps) {
  register(app, routes.account.runDeletionJob, async (req) => {
    return { completed: await runDeletionJob(deps, runMoment(req.query.on, deps.clock)) };
  });
  register(app, routes.invitation.runRewardJob, async (req) => {
    return { completed: await settleRewards(deps.db, runMoment(req.query.on, deps.clock)) };
  });
}

/** The account jobs on their timers (the server's start passes runJobs). */
export function scheduleAccountJobs(app: FastifyInstance, deps: AppDeps) {
  schedule(
    app,
    { name: "account-deletions", everyMs: 3_600_000, run: (at) => runDeletionJob(deps, at) },
    deps.clock,
  );
  schedule(
    app,
    { name: "invitation-rewards", everyMs: 3_600_000, run: (at) => settleRewards(deps.db, at) },
    deps.clock,
  );
}
