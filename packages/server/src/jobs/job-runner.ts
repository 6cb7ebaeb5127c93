import type { FastifyBaseLogger, FastifyInstance } from "fastify";

// The server's scheduled jobs. Each module names its jobs with `schedule`; where they run is the
// runner's: timers in this process when it is the only one (PGlite, `npm start`), or pg-boss on
// PostgreSQL, whose queue every process shares, so each run happens once across all of them
// (pg-boss-runner.ts). The same function can be triggered directly (a dev route outside
// production, tests).

export type Job = {
  name: string;
  everyMs: number;
  /** Does the work as on `at`; answers what it did (for the log and the trigger's answer). */
  run(at: Date): Promise<number>;
};

export interface JobRunner {
  /** Adds a job before the server is ready; it runs once at start and then every `everyMs`. */
  add(job: Job, clock: () => Date): void;
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

/** The one-process runner: a timer per job, one run at a time, a failed run tried on the next tick. */
export function timerRunner(): JobRunner {
  const jobs: { job: Job; clock: () => Date }[] = [];
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  return {
    add(job, clock) {
      jobs.push({ job, clock });
    },
    async start(log) {
      for (const { job, clock } of jobs) {
        let busy = false;
        const tick = () => {
          if (busy) return;
          busy = true;
          const run = runLogged(log, job, clock)
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
