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
  /** How often an idle worker asks for work (pg-boss's default is 2 s). */
  pollingIntervalSeconds?: number;
};

export function pgBossRunner(options: PgBossOptions): JobRunner {
  const jobs: { job: Job; clock: () => Date }[] = [];
  let boss: PgBoss | undefined;
  return {
    add(job, clock) {
      cronOf(job.everyMs); // refuse a period cron cannot say at start, not at the first tick
      jobs.push({ job, clock });
    },
    async start(log) {
      if (jobs.length === 0) return;
      boss = new PgBoss({
        connectionString: options.connectionString,
        application_name: "fenestra-jobs",
        max: 3,
      });
      boss.on("error", (error) => log.error({ err: error }, "job queue error"));
      await boss.start();
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
