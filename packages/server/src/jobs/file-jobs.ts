import {
  type BodyOf,
  type FileJob,
  type FileJobRoute,
  type ParamsOf,
  type QueryOf,
  type RawAnswer,
  type RouteDef,
  routes,
} from "@fenestra/api";
import type { Language } from "@fenestra/core";
import { and, eq, inArray, like, lt } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Db } from "../db/client.ts";
import { backgroundJobs } from "../db/schema/index.ts";
import { tenantOf } from "../plugins/auth.ts";
import { type HandlerOf, register, type ServerOptions } from "../plugins/register-route.ts";
import { contentDisposition, downloadLink } from "../storage/file-links.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { type Tenant, type TenantSource, tenantOfAuth } from "../tenancy/tenant.ts";
import {
  callerOf,
  type JobRow,
  jobChanged,
  jobWorker,
  readJob,
  refusalOf,
  resumeJobs,
  startJob,
} from "./background-jobs.ts";
import { jobEventsRoute } from "./job-events.ts";
import { schedule } from "./job-runner.ts";

// Files written by a background job (docs/scaling.md "Jobs"): a big export, a label sheet. The
// request answers the job's id at once; a worker of any process writes the file into the file
// storage under a key named by the job, so a run handed on because its process died writes the
// same object again and the job still ends with one file; the page reads the job back and
// downloads the file by a signed link that expires (storage/file-links.ts).

/** Every file job's kind starts so (the status route reads any of them, its starter's alone). */
const PREFIX = "file.";

export type FileMade = { bytes: Buffer; fileName: string; contentType: string };

/** What a kind of file job does: the file for `params`, made as the caller, in their language. */
export type FileWork<P> = (
  tenant: Tenant,
  params: P,
  language: Language,
  progress: (share: number) => Promise<void>,
) => Promise<FileMade>;

type FileInput<P> = { caller: TenantSource; params: P; language: Language };
type FileResult = { key: string; fileName: string };

/** The storage key of a job's file: the job's own, so each run of it writes the same object. */
export const fileKeyOf = (jobId: string) => `export-${jobId}`;

export type FileJobDeps = { db: Db; storage: FileStorage; clock: () => Date };

/**
 * Names a kind of file job on the app's runner (its worker; jobs a stopped single process left
 * are resumed) and answers how a route starts one.
 */
export function fileJobKind<P>(app: FastifyInstance, deps: FileJobDeps, name: string, work: FileWork<P>) {
  const kind = PREFIX + name;
  const run = async (job: JobRow, progress: (share: number) => Promise<void>) => {
    const { caller, params, language } = job.input as FileInput<P>;
    const made = await work(tenantOfAuth(caller), params, language, progress);
    const key = fileKeyOf(job.id);
    await deps.storage.put(key, made.bytes, made.contentType);
    const result: FileResult = { key, fileName: made.fileName };
    return { result };
  };
  app.jobRunner.handle(kind, jobWorker(deps.db, { run }, app.jobRunner.durable, jobChanged(app)));
  app.addHook("onReady", async () => {
    resumeJobs(app, deps.db, kind).catch((error: unknown) =>
      app.log.error({ err: error, kind }, "file jobs left by a stopped process could not be resumed"),
    );
  });
  return {
    async start(tenant: Tenant, params: P, language: Language) {
      const input: FileInput<P> = { caller: callerOf(tenant), params, language };
      return { jobId: await startJob(app, deps.db, tenant, kind, input) };
    },
  };
}

/** What an export's file is made from: its route's parameters, and its query (or body). */
export type ExportInput<R> = {
  params: ParamsOf<R>;
  args: R extends { query: unknown } ? QueryOf<R> : BodyOf<R>;
};

/** A file as a download named by its file name. */
export function sendFile(reply: FastifyReply, made: FileMade) {
  return reply
    .header("content-type", made.contentType)
    .header("content-disposition", contentDisposition(made.fileName))
    .send(made.bytes);
}

/**
 * An export offered both ways, made by one `make`: its file route answers the file in the request
 * (for API clients), and its job route (`fileJobOf` of it: the same access, parameters and input)
 * starts kind `name` as a file job and answers its id at once (the page). The job does the work as
 * its starter, through the same queries and visibility rules as the file route; `check` (the
 * file's subject the caller may read) refuses at the start, and no job is made.
 */
export function fileExport<R extends RouteDef & { response: RawAnswer }>(
  app: FastifyInstance,
  deps: FileJobDeps,
  name: string,
  route: { file: R; job: FileJobRoute<R> },
  make: FileWork<ExportInput<R>>,
  options: ServerOptions & { check?: (tenant: Tenant, input: ExportInput<R>) => Promise<void> } = {},
) {
  const { check, ...serverOptions } = options;
  const kind = fileJobKind<ExportInput<R>>(app, deps, name, make);
  const fileHandler = async (
    req: { params: unknown; query: unknown; body: unknown; language: Language },
    reply: FastifyReply,
  ) => {
    const input = { params: req.params, args: route.file.query ? req.query : req.body } as ExportInput<R>;
    return sendFile(reply, await make(tenantOf(req as never), input, req.language, async () => {}));
  };
  register(app, route.file, fileHandler as unknown as HandlerOf<R>, serverOptions);
  const jobHandler = async (req: { params: unknown; body: unknown; language: Language }) => {
    const input = { params: req.params ?? {}, args: req.body ?? {} } as ExportInput<R>;
    const tenant = tenantOf(req as never);
    await check?.(tenant, input);
    return kind.start(tenant, input, req.language);
  };
  register(
    app,
    route.job as unknown as RouteDef,
    jobHandler as unknown as HandlerOf<RouteDef>,
    serverOptions,
  );
}

/** Where the caller's file job stands; done, with a signed link to its file. */
export async function fileJobStatus(deps: FileJobDeps, tenant: Tenant, id: string): Promise<FileJob> {
  const job = await readJob(deps.db, tenant, (kind) => kind.startsWith(PREFIX), id);
  if (job.state === "failed") throw refusalOf(job);
  const state = job.state as FileJob["state"];
  if (state !== "done") return { state, progress: job.progress, file: null };
  const { key, fileName } = job.result as FileResult;
  const link = await downloadLink(deps, key, fileName, deps.clock());
  return { state, progress: 1, file: { fileName, ...link } };
}

/** How long a file job's file is kept after it is written (its links live LINK_SECONDS). */
export const FILE_JOB_KEPT_MS = 24 * 3_600_000;

/**
 * Removes the files of file jobs finished more than FILE_JOB_KEPT_MS before `at`, and the jobs
 * (read again, they are not found); answers how many. Run by any process, once per tick across
 * them (pg-boss), and harmless twice: a missing object is no error and a job removed is gone.
 */
export async function removeOldFiles(deps: FileJobDeps, at: Date): Promise<number> {
  const old = await deps.db
    .select({ id: backgroundJobs.id, state: backgroundJobs.state })
    .from(backgroundJobs)
    .where(
      and(
        like(backgroundJobs.kind, `${PREFIX}%`),
        inArray(backgroundJobs.state, ["done", "failed"]),
        lt(backgroundJobs.finishedAt, new Date(at.getTime() - FILE_JOB_KEPT_MS)),
      ),
    );
  for (const job of old) {
    if (job.state === "done") await deps.storage.delete(fileKeyOf(job.id));
    await deps.db.delete(backgroundJobs).where(eq(backgroundJobs.id, job.id));
  }
  return old.length;
}

/** The clean-up of old files on its timer (the server's start passes runJobs). */
export function scheduleFileJobCleanup(app: FastifyInstance, deps: FileJobDeps) {
  schedule(
    app,
    { name: "file-job-cleanup", everyMs: 3_600_000, run: (at) => removeOldFiles(deps, at) },
    deps.clock,
  );
}

/** The status route of every file job. */
export async function fileJobsRoutes(app: FastifyInstance, deps: FileJobDeps) {
  register(app, routes.fileJobs.job, async (req) => fileJobStatus(deps, tenantOf(req), req.params.id));
  jobEventsRoute(app, deps.db);
}
