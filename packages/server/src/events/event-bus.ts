import { EventEmitter } from "node:events";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import pg from "pg";

// Server-pushed events (docs/scaling.md "Events"): something changed (a background job's
// progress) in the process that did it, and a client waiting on another process's stream
// (GET /api/jobs/:id/events) hears of it. With one process the news goes round in memory; with
// several on PostgreSQL it goes through LISTEN/NOTIFY, so any process's clients hear any
// process's events. An event names what changed, not what it is now: the listener reads that
// from the database (a NOTIFY payload is small, and the row is the truth).

export type BusEvent = { topic: string; id: string };

export interface EventBus {
  /** Whether events reach other processes (PostgreSQL) or this one only (memory). */
  readonly across: boolean;
  publish(event: BusEvent): Promise<void>;
  /** Hears events of `topic` about `id` (from any process); answers how to stop hearing them. */
  subscribe(event: BusEvent, listener: () => void): () => void;
  start(log: FastifyBaseLogger): Promise<void>;
  stop(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    events: EventBus;
  }
}

const nameOf = (event: BusEvent) => `${event.topic}:${event.id}`;

function listeners() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0); // one a waiting client
  return {
    emit: (event: BusEvent) => emitter.emit(nameOf(event)),
    subscribe(event: BusEvent, listener: () => void) {
      emitter.on(nameOf(event), listener);
      return () => emitter.off(nameOf(event), listener);
    },
  };
}

/** One process: events go round in memory. */
export function memoryBus(): EventBus {
  const local = listeners();
  return {
    across: false,
    async publish(event) {
      local.emit(event);
    },
    subscribe: local.subscribe,
    async start() {},
    async stop() {},
  };
}

/** The NOTIFY channel every process listens on. */
export const EVENTS_CHANNEL = "fenestra_events";

/**
 * Several processes on one PostgreSQL: each holds one connection that LISTENs (and sends its
 * NOTIFYs); a connection lost is made again after a second, and events sent meanwhile are missed
 * (a waiting client reads the row again on its next event or its own timer).
 */
export function postgresBus(connectionString: string): EventBus {
  const local = listeners();
  let client: pg.Client | undefined;
  let stopped = false;
  let log: FastifyBaseLogger | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString, application_name: "fenestra-events" });
    next.on("notification", (message) => {
      if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
      try {
        local.emit(JSON.parse(message.payload) as BusEvent);
      } catch (error) {
        log?.warn({ err: error }, "an event that could not be read");
      }
    });
    const again = () => {
      if (client !== next || stopped) return;
      client = undefined;
      setTimeout(
        () => void connect().catch((error: unknown) => log?.error({ err: error }, "events lost")),
        1000,
      );
    };
    next.on("error", (error) => {
      log?.error({ err: error }, "the events connection failed");
      again();
    });
    next.on("end", again);
    await next.connect();
    await next.query(`LISTEN ${EVENTS_CHANNEL}`);
    client = next;
  };
  return {
    across: true,
    async publish(event) {
      if (client) await client.query("SELECT pg_notify($1, $2)", [EVENTS_CHANNEL, JSON.stringify(event)]);
      else local.emit(event); // between connections: at least this process's clients hear it
    },
    subscribe: local.subscribe,
    async start(logger) {
      log = logger;
      await connect();
    },
    async stop() {
      stopped = true;
      const last = client;
      client = undefined;
      await last?.end();
    },
  };
}

/** Runs `bus` from the server's ready until its close. */
export function installEventBus(app: FastifyInstance, bus: EventBus) {
  app.decorate("events", bus);
  app.addHook("onReady", async () => bus.start(app.log));
  app.addHook("onClose", async () => bus.stop());
}
