// Prometheus metrics (issue 35) at GET /api/metrics, loopback callers only: each request's
// latency by route pattern (never the raw URL: one series per route, not per id), method and
// status; requests in flight; the PostgreSQL pool; Node's own process metrics. One registry per
// app, so two apps in one test process do not count each other's requests.
import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { PoolStats } from "../db/client.ts";
import { register } from "./register-route.ts";

/**
 * The request hooks, installed before every other hook so that a request refused early (access,
 * input guard) is counted too; answers the registry metricsRoute serves.
 */
export function installMetrics(app: FastifyInstance, poolStats?: () => PoolStats): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: "fenestra_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by route pattern, method and status",
    labelNames: ["route", "method", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10],
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: "fenestra_http_requests_in_flight",
    help: "Requests being served now",
    registers: [registry],
  });
  if (poolStats)
    new Gauge({
      name: "fenestra_db_pool_connections",
      help: "PostgreSQL pool connections by state (idle, busy, waiting requests)",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: "idle" }, stats.idle);
        this.set({ state: "busy" }, stats.total - stats.idle);
        this.set({ state: "waiting" }, stats.waiting);
      },
    });

  app.addHook("onRequest", async () => {
    inFlight.inc();
  });
  app.addHook("onResponse", async (request, reply) => {
    inFlight.dec();
    // An unmatched URL counts under one series, so a scan of random paths adds no series.
    const route = request.routeOptions.url ?? "unmatched";
    duration.observe(
      { route, method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  return registry;
}

/** The optimizer pool's tasks (bars and glass) by state: the job queue's depth. */
export function watchOptimizerQueue(registry: Registry, depth: () => { running: number; waiting: number }) {
  new Gauge({
    name: "fenestra_optimizer_tasks",
    help: "Cutting and glass optimizer tasks by state (running in a worker, waiting for one)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const now = depth();
      this.set({ state: "running" }, now.running);
      this.set({ state: "waiting" }, now.waiting);
    },
  });
}

/** GET /api/metrics: registered with the other routes, after the access check is installed. */
export function metricsRoute(app: FastifyInstance, registry: Registry) {
  register(app, routes.system.metrics, async (_request, reply) =>
    reply.header("content-type", registry.contentType).send(await registry.metrics()),
  );
}
