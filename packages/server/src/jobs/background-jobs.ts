import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";
import { backgroundJobs } from "../db/schema/index.ts";
import { isMessageKey, type MessageKey } from "../i18n/catalogue.ts";
import { AppError } from "../plugins/errors.ts";
import { type Tenant, type TenantSource, WORKSHOP_STAFF } from "../tenancy/tenant.ts";

// Background jobs (docs/scaling.md "Jobs"): a request writes the job's row and hands its id to the
// runner (job-runner.ts) — answering at once — and a worker in any process does the work, writing
// its progress to the row as it goes. The work's effect is written in the same transaction that
// marks the job done, and only by the run that does so: a job handed on because its process died
// is worked again from the start and its effect still happens once.

export type JobRow = typeof backgroundJobs.$inferSelect;

export type JobWork = {
  /** Does the work; `progress` takes the share done (0 to 1). */
  run(
    job: JobRow,
    progress: (share: number) => Promise<void>,
  ): Promise<{
    result: unknown;
    /** The work's effect, written with the result in one transaction (throws an AppError to refuse). */
    effect?: (tx: Db) => Promise<void>;
  }>;
};

/** The caller as a job keeps it, to do the work as them (tenantOfAuth makes the tenant again). */
export function callerOf(tenant: Tenant): TenantSource {
  return {
    userId: tenant.userId,
    companyId: tenant.companyId,
    companyRole: tenant.companyRole,
    fid: tenant.fid,
    permanents: tenant.permanents as TenantSource["permanents"],
    sonAccountType: tenant.workshopStaff ? WORKSHOP_STAFF : 0,
  };
}

/** Tells the clients waiting on job `id` (GET /api/jobs/:id/events, in any process) that it changed. */
export const jobChanged = (app: FastifyInstance) => (id: string) => app.events.publish({ topic: "job", id });

/** Writes job `kind` for the caller and hands it to a worker; answers its id. */
export async function startJob(app: FastifyInstance, db: Db, tenant: Tenant, kind: string, input: unknown) {
  const [row] = await db
    .insert(backgroundJobs)
    .values({ companyId: tenant.companyId, userId: tenant.userId, kind, input })
    .returning({ id: backgroundJobs.id });
  const id = (row as { id: string }).id;
  await app.jobRunner.enqueue(kind, id);
  return id;
}

/** The caller's own job of `kind` (another user's, or another company's, is not found). */
export async function readJob(
  db: Db,
  tenant: Tenant,
  kind: string | ((kind: string) => boolean),
  id: string,
): Promise<JobRow> {
  const [row] = await db
    .select()
    .from(backgroundJobs)
    .where(
      and(
        eq(backgroundJobs.id, id),
        eq(backgroundJobs.companyId, tenant.companyId),
        eq(backgroundJobs.userId, tenant.userId),
        typeof kind === "string" ? eq(backgroundJobs.kind, kind) : undefined,
      ),
    );
  if (!row || (typeof kind === "function" && !kind(row.kind))) throw new AppError("http.not_found");
  return row;
}

/** A failed job's refusal, as the request would have been refused (in the reader's language). */
export function refusalOf(job: JobRow): AppError {
  const key = job.error?.key;
  return new AppError(key && isMessageKey(key) ? key : "http.server_error", 2, job.error?.params ?? {});
}

/** Runs of a job before it counts as failed (pg-boss hands a job on at most this many times). */
export const JOB_ATTEMPTS = 3;

/**
 * The worker of a kind: one run of job `id`, from wherever the runner hands it. A refusal
 * (AppError) fails the job with its message; any other fault is thrown for the queue to hand the
 * job on, and fails it (a server error) at its last attempt or where nobody would try again.
 */
export function jobWorker(
  db: Db,
  work: JobWork,
  retried: boolean,
  /** Told after each change of the job's row (progress, done, failed): events/event-bus.ts. */
  changed: (id: string) => Promise<void> = async () => {},
) {
  const tell = (id: string) =>
    changed(id).catch(() => {
      // a client that misses an event reads the row on its own timer
    });
  return async (id: string) => {
    const [job] = await db
      .update(backgroundJobs)
      .set({ state: "running", attempts: sql`${backgroundJobs.attempts} + 1`, updatedAt: sql`now()` })
      .where(and(eq(backgroundJobs.id, id), inArray(backgroundJobs.state, ["queued", "running"])))
      .returning();
    if (!job) return; // done or failed already: a repeated hand-over changes nothing
    let last = 0;
    const progress = async (share: number) => {
      if (share - last < 0.05 && share < 1) return;
      last = share;
      await db
        .update(backgroundJobs)
        .set({ progress: share, updatedAt: sql`now()` })
        .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.state, "running")));
      await tell(id);
    };
    try {
      const { result, effect } = await work.run(job, progress);
      await db.transaction(async (tx) => {
        const done = await tx
          .update(backgroundJobs)
          .set({ state: "done", progress: 1, result, finishedAt: sql`now()`, updatedAt: sql`now()` })
          .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.state, "running")))
          .returning({ id: backgroundJobs.id });
        if (done.length === 1) await effect?.(tx as unknown as Db);
      });
      await tell(id);
    } catch (error) {
      if (error instanceof AppError) await fail(db, id, error.key, error.params);
      else if (!retried || job.attempts >= JOB_ATTEMPTS) await fail(db, id, "http.server_error", {});
      await tell(id);
      if (!(error instanceof AppError)) throw error; // the runner logs it (and pg-boss hands the job on)
    }
  };
}

async function fail(db: Db, id: string, key: MessageKey, params: Record<string, string>) {
  await db
    .update(backgroundJobs)
    .set({ state: "failed", error: { key, params }, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.state, "running")));
}

/**
 * On a runner whose queue lives in memory (one process, PGlite), the jobs a stopped process left
 * queued or running are handed over again at start.
 */
export async function resumeJobs(app: FastifyInstance, db: Db, kind: string) {
  if (app.jobRunner.durable) return;
  const left = await db
    .select({ id: backgroundJobs.id })
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.kind, kind), inArray(backgroundJobs.state, ["queued", "running"])));
  for (const { id } of left) await app.jobRunner.enqueue(kind, id);
}
