import type { OptimizeSolve } from "@fenestra/api";
import { and, count, eq, inArray, lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { backgroundJobs } from "../../db/schema/index.ts";
import {
  callerOf,
  type JobRow,
  jobChanged,
  jobWorker,
  readJob,
  refusalOf,
  resumeJobs,
  startJob,
} from "../../jobs/background-jobs.ts";
import { type Tenant, type TenantSource, tenantOfAuth } from "../../tenancy/tenant.ts";
import type { CuttingPool } from "./cutting.pool.ts";
import { solveOrders } from "./cutting.service.ts";

// The optimization as a background job (docs/cutting.md "As a job"): the page's request answers
// with the job's id at once, the plans are solved by a worker of any process (in the optimizer's
// worker threads, as the request-bound route does), and the metering is written with the result,
// once, however often the job is handed on.

export const OPTIMIZE_JOB = "cutting.optimize";

type OptimizeInput = { caller: TenantSource; body: OptimizeSolve; at: string };

/** Starts an optimization of the caller's orders; answers the job's id. */
export async function startOptimizeJob(
  app: FastifyInstance,
  db: Db,
  tenant: Tenant,
  body: OptimizeSolve,
  at: Date,
) {
  const input: OptimizeInput = { caller: callerOf(tenant), body, at: at.toISOString() };
  return { jobId: await startJob(app, db, tenant, OPTIMIZE_JOB, input) };
}

/** Where the caller's optimization stands; a refused one answers its refusal, as the request would. */
export async function optimizeJobStatus(db: Db, tenant: Tenant, id: string) {
  const job = await readJob(db, tenant, OPTIMIZE_JOB, id);
  if (job.state === "failed") throw refusalOf(job);
  return {
    state: job.state as "queued" | "running" | "done",
    progress: job.progress,
    result: job.state === "done" ? (job.result as Awaited<ReturnType<typeof solveOrders>>["plan"]) : null,
  };
}

/** The optimization's worker, on the app's runner; jobs a stopped single process left are resumed. */
export function handleOptimizeJobs(app: FastifyInstance, db: Db, pool: CuttingPool) {
  const work = async (job: JobRow, progress: (share: number) => Promise<void>) => {
    const { caller, body, at } = job.input as OptimizeInput;
    const { plan, meter } = await solveOrders(db, tenantOfAuth(caller), body, new Date(at), pool, progress);
    return { result: plan, effect: meter };
  };
  app.jobRunner.handle(OPTIMIZE_JOB, jobWorker(db, { run: work }, app.jobRunner.durable, jobChanged(app)));
  // in the background: a database that cannot answer now does not stop the start (its own errors do)
  app.addHook("onReady", async () => {
    resumeJobs(app, db, OPTIMIZE_JOB).catch((error: unknown) =>
      app.log.error({ err: error }, "optimization jobs left by a stopped process could not be resumed"),
    );
  });
}

/**
 * Where an optimization sent with `ticket` stands (SPEC §8's queue message), true across every
 * server process: an optimization started as a job (what the optimizer page does) is read from
 * the jobs' table — the company's optimizations queued or running anywhere, and the ticket's place
 * among all the optimizations waiting for a process (1 = next; 0 once a process works on it). A
 * request-bound one (POST /api/cutting/optimize) is only known to the process solving it: its pool
 * answers, as before.
 */
export async function queueStanding(db: Db, tenant: Tenant, ticket: string, pool: CuttingPool) {
  const inFlight = and(
    eq(backgroundJobs.companyId, tenant.companyId),
    eq(backgroundJobs.kind, OPTIMIZE_JOB),
    inArray(backgroundJobs.state, ["queued", "running"]),
  );
  const [mine] = await db
    .select({ state: backgroundJobs.state, createdAt: backgroundJobs.createdAt })
    .from(backgroundJobs)
    .where(and(inFlight, sql`${backgroundJobs.input} -> 'body' ->> 'ticket' = ${ticket}`))
    .limit(1);
  if (!mine) return pool.standing(tenant.companyId, ticket);
  const [{ inUse } = { inUse: 0 }] = await db.select({ inUse: count() }).from(backgroundJobs).where(inFlight);
  if (mine.state !== "queued") return { inUse, position: 0 };
  const [{ ahead } = { ahead: 0 }] = await db
    .select({ ahead: count() })
    .from(backgroundJobs)
    .where(
      and(
        eq(backgroundJobs.kind, OPTIMIZE_JOB),
        eq(backgroundJobs.state, "queued"),
        lt(backgroundJobs.createdAt, mine.createdAt),
      ),
    );
  return { inUse, position: ahead + 1 };
}
