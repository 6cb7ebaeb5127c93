import { PassThrough } from "node:stream";
import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";
import { tenantOf } from "../plugins/auth.ts";
import { register } from "../plugins/register-route.ts";
import { readJob } from "./background-jobs.ts";

// A background job's progress as server-sent events (GET /api/jobs/:id/events): the stream says
// where the job stands at once and again each time its worker — in this process or another —
// tells the event bus it changed (events/event-bus.ts), and ends when the job is over.

/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;

export function jobEventsRoute(app: FastifyInstance, db: Db) {
  const open = new Set<PassThrough>();
  // a stream still open when the server closes is ended, so the close does not wait on it
  app.addHook("preClose", async () => {
    for (const stream of open) stream.end();
  });
  register(app, routes.fileJobs.events, async (req, reply) => {
    const tenant = tenantOf(req);
    const id = req.params.id;
    await readJob(db, tenant, () => true, id); // not theirs: not found, as an envelope
    const stream = new PassThrough();
    open.add(stream);
    let last = "";
    let reading = Promise.resolve();
    const send = () => {
      reading = reading.then(async () => {
        if (stream.writableEnded) return;
        const job = await readJob(db, tenant, () => true, id);
        const now = JSON.stringify({ state: job.state, progress: job.progress });
        if (now !== last) stream.write(`event: job\ndata: ${now}\n\n`);
        last = now;
        if (job.state === "done" || job.state === "failed") stream.end();
      });
      reading.catch((error: unknown) => {
        req.log.error({ err: error }, "a job's events could not be read");
        stream.end();
      });
    };
    const stop = app.events.subscribe({ topic: "job", id }, send);
    const alive = setInterval(() => stream.write(": alive\n\n"), KEEP_ALIVE_MS);
    const finish = () => {
      stop();
      clearInterval(alive);
      open.delete(stream);
      if (!stream.writableEnded) stream.end();
    };
    stream.on("close", finish);
    stream.on("finish", finish);
    req.raw.on("close", finish);
    send();
    return reply
      .header("content-type", "text/event-stream; charset=utf-8")
      .header("cache-control", "no-cache, no-transform")
      .header("x-accel-buffering", "no") // nginx passes each event on at once
      .send(stream);
  });
}
