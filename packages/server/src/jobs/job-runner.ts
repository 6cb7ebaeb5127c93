import type { FastifyInstance } from "fastify";

// The server's scheduled jobs: each runs on a timer while the server is up (server.ts starts
// them), one run at a time, and the same function can be triggered directly (a dev route
// outside production, tests). A failed run is logged and tried again on the next tick.

export type Job = {
  name: string;
  everyMs: number;
  /** Does the work as on `at`; answers what it did (for the log and the trigger's answer). */
  run(at: Date): Promise<number>;
};

export function schedule(app: FastifyInstance, job: Job, clock: () => Date) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const done = await job.run(clock());
      if (done > 0) app.log.info({ job: job.name, done }, "job ran");
    } catch (error) {
      app.log.error({ job: job.name, err: error }, "job failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), job.everyMs);
  timer.unref();
  app.addHook("onReady", async () => void tick());
  app.addHook("onClose", async () => clearInterval(timer));
}

/** The moment a triggered run works as of: noon UTC of the day `on` names, else now. */
export function runMoment(on: string | undefined, clock: () => Date): Date {
  return on ? new Date(`${on}T12:00:00Z`) : clock();
}
