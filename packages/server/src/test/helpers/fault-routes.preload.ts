// Test only: loaded into the real server process (node --import) by process-faults.test.ts, never
// by the app. Each Fastify instance the process creates gets routes that fail in every way a
// handler can fail outside the request's own promise chain, so the test can check that the server
// start (server.ts) keeps the process serving through each.
import { channel } from "node:diagnostics_channel";
import { EventEmitter } from "node:events";
import type { FastifyInstance } from "fastify";

/** A value a careless rejection might carry: it must never reach the log. */
export const FAULT_SECRET = "fault-secret-Fenestra#2026";

const faults: Record<string, (reply: { send(body: unknown): unknown }) => unknown> = {
  sync: () => {
    throw new Error("fault: thrown synchronously");
  },
  rejected: async () => {
    await Promise.resolve();
    throw new Error("fault: rejected promise");
  },
  timer: (reply) => {
    setTimeout(() => {
      throw new Error("fault: thrown inside a timer");
    }, 1);
    return reply.send({ ok: true });
  },
  unawaited: (reply) => {
    void Promise.reject(new Error("fault: unawaited rejection"));
    return reply.send({ ok: true });
  },
  "unawaited-value": (reply) => {
    // Not an Error: a value holding a secret, as a careless `reject(row)` would.
    void Promise.reject({ password: FAULT_SECRET });
    return reply.send({ ok: true });
  },
  emitted: (reply) => {
    const emitter = new EventEmitter();
    setImmediate(() => emitter.emit("error", new Error("fault: emitted 'error' nobody listens to")));
    return reply.send({ ok: true });
  },
  "emitted-sync": () => {
    new EventEmitter().emit("error", new Error("fault: emitted 'error' in the handler"));
  },
};

export const FAULT_KINDS = Object.keys(faults);

channel("fastify.initialization").subscribe((message) => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.get<{ Params: { kind: string } }>("/test-faults/:kind", (request, reply) => {
    const fault = faults[request.params.kind];
    if (!fault) return reply.code(404).send({ missing: request.params.kind });
    return fault(reply);
  });
});
