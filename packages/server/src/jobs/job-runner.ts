import type { FastifyBaseLogger, FastifyInstance } from "fastify";

// The server's jobs: scheduled ones (each module names them with `schedule`) and background work a
// request starts (background-jobs.ts: the request answers with the job's id at once). Where they
// run is the runner's: this process when it is the only one (PGlite, `npm start`, tests), or
// pg-boss on PostgreSQL, whose queue every process shares, so each scheduled run happens once
// across all of them and a background job whose process dies is taken up by another
// (pg-boss-runner.ts). A scheduled job can be triggered directly (a dev route outside production,
// tests).

export type Job = {
  name: string;
  everyMs: number;
  /** Does the work as on `at`; answers what it did (for the log and the trigger's answer). */
  run(at: Date): Promise<number>;
};

export interface JobRunner {
  /** Whether handed-over jobs outlive this process (a queue in the database) or not (in memory). */
  readonly durable: boolean;
  /** Adds a job before the server is ready; it runs once at start and then every `everyMs`. */
  add(job: Job, clock: () => Date): void;
  /** Names the worker of a kind of background job (before the server is ready). */
  handle(kind: string, work: (id: string) => Promise<void>): void;
  /** Hands background job `id` (its row committed) to a worker of its kind. */
  enqueue(kind: string, id: string): Promise<void>;
  start(log: FastifyBaseLogger): Promise<void>;
  /** Stops starting runs and waits (at most 10 s) for those under way. */
  stop(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    jobRunner: JobRunner;
  }
}

/** Runs `runner`'s jobs from the server's ready until its close. */
export function installJobRunner(app: FastifyInstance, runner: JobRunner) {
  app.decorate("jobRunner", runner);
  app.addHook("onReady", async () => runner.start(app.log));
  app.addHook("onClose", async () => runner.stop());
}

export function schedule(app: FastifyInstance, job: Job, clock: () => Date) {
  app.jobRunner.add(job, clock);
}

/** One run of a job, logged; a failure is logged and thrown (a queue retries it). */
export async function runLogged(log: FastifyBaseLogger, job: Job, clock: () => Date) {
  try {
    const done = await job.run(clock());
    if (done > 0) log.info({ job: job.name, done }, "job ran");
  } catch (error) {
    log.error({ job: job.name, err: error }, "job failed");
    throw error;
  }
}

/**
 * The one-process runner: a timer per scheduled job, one run at a time, a failed run tried on the
 * next tick; background jobs run in this process as soon as they are handed over.
 */
export function timerRunner(): JobRunner {
  const jobs: { job: Job; clock: () => Date }[] = [];
  const workers = new Map<string, (id: string) => Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  let log: FastifyBaseLogger | undefined;
  return {
    durable: false,
    add(job, clock) {
      jobs.push({ job, clock });
    },
    handle(kind, work) {
      workers.set(kind, work);
    },
    async enqueue(kind, id) {
      const work = workers.get(kind);
      if (!work) throw new Error(`no worker for background jobs of kind ${kind}`);
      const run: Promise<void> = work(id)
        .catch((error: unknown) => log?.error({ job: kind, id, err: error }, "background job failed"))
        .finally(() => running.delete(run));
      running.add(run);
    },
    async start(logger) {
      log = logger;
      for (const { job, clock } of jobs) {
        let busy = false;
        const tick = () => {
          if (busy) return;
          busy = true;
          const run = runLogged(logger, job, clock)
            .catch(() => undefined)
            .finally(() => {
              busy = false;
              running.delete(run);
            });
          running.add(run);
        };
        const timer = setInterval(tick, job.everyMs);
        timer.unref();
        timers.push(timer);
        tick();
      }
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.race([
        Promise.all(running),
        new Promise((resolve) => setTimeout(resolve, 10_000).unref()),
      ]);
    },
  };
}

/** The moment a triggered run works as of: noon UTC of the day `on` names, else now. */
export function runMoment(on: string | undefined, clock: () => Date): Date {
  return on ? new Date(`${on}T12:00:00Z`) : clock();
}
