import PgBoss from "pg-boss";
import { type Job, type JobRunner, runLogged } from "./job-runner.ts";

// Scheduled jobs on pg-boss (PostgreSQL's job queue): every process starts the same runner on one
// database, and the queue makes each run happen once across them. pg-boss's cron sends one job per
// schedule tick (its clock monitor holds a lock while it sends), the start-up run is sent with a
// singleton key for the job's period, so N processes starting together send it once, and each
// queue is a singleton queue: one run active at a time, wherever it runs. A run whose process dies
// is expired and retried by another process (retryLimit).

const MINUTE = 60_000;

/** A period as cron: whole minutes dividing an hour, or whole hours dividing a day. */
export function cronOf(everyMs: number): string {
  const minutes = everyMs / MINUTE;
  if (Number.isInteger(minutes) && minutes >= 1 && minutes < 60 && 60 % minutes === 0)
    return minutes === 1 ? "* * * * *" : `*/${minutes} * * * *`;
  const hours = minutes / 60;
  if (Number.isInteger(hours) && hours >= 1 && hours <= 24 && 24 % hours === 0)
    return hours === 1 ? "0 * * * *" : hours === 24 ? "0 0 * * *" : `0 */${hours} * * *`;
  throw new Error(
    `a job's period must be whole minutes dividing an hour or hours dividing a day: ${everyMs} ms`,
  );
}

export type PgBossOptions = {
  connectionString: string;
  /** How often an idle worker asks for work. */
  pollingIntervalSeconds?: number;
  /** How often pg-boss looks for jobs whose worker died. */
  maintenanceIntervalSeconds?: number;
  /** How long a background job may run before it counts as dead and is handed on. */
  backgroundExpireSeconds?: number;
};

/** A background job's worker: how long it may take before pg-boss gives it to another process. */
const BACKGROUND_EXPIRE_SECONDS = 120;

export function pgBossRunner(options: PgBossOptions): JobRunner {
  const jobs: { job: Job; clock: () => Date }[] = [];
  const workers = new Map<string, (id: string) => Promise<void>>();
  let boss: PgBoss | undefined;
  return {
    durable: true,
    add(job, clock) {
      cronOf(job.everyMs); // refuse a period cron cannot say at start, not at the first tick
      jobs.push({ job, clock });
    },
    handle(kind, work) {
      workers.set(kind, work);
    },
    async enqueue(kind, id) {
      if (!boss) throw new Error("the job queue is not started");
      await boss.send(kind, { id }, { singletonKey: id });
    },
    async start(log) {
      boss = new PgBoss({
        connectionString: options.connectionString,
        application_name: "fenestra-jobs",
        max: 3,
        // how often a job whose process died is noticed and handed on (pg-boss's default: 2 min)
        maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
      });
      boss.on("error", (error) => log.error({ err: error }, "job queue error"));
      await boss.start();
      for (const [kind, work] of workers) {
        await boss.createQueue(kind, {
          name: kind,
          retryLimit: 3,
          retryDelay: 1,
          expireInSeconds: options.backgroundExpireSeconds ?? BACKGROUND_EXPIRE_SECONDS,
        });
        await boss.work<{ id: string }>(
          kind,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
          async ([job]) => {
            if (job) await work(job.data.id);
          },
        );
      }
      for (const { job, clock } of jobs) {
        const seconds = Math.round(job.everyMs / 1000);
        await boss.createQueue(job.name, {
          name: job.name,
          policy: "singleton",
          retryLimit: 3,
          retryDelay: 30,
          expireInSeconds: Math.max(60, seconds),
        });
        await boss.schedule(job.name, cronOf(job.everyMs), {}, { tz: "UTC" });
        await boss.work(job.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async () =>
          runLogged(log, job, clock),
        );
        await boss.send(job.name, {}, { singletonKey: `${job.name}:start`, singletonSeconds: seconds });
      }
    },
    async stop() {
      await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
      boss = undefined;
    },
  };
}
