// Runs one benchmark on PGlite and then on a fresh PostgreSQL database, and prints the machine,
// each run's figures and the command that reproduces them. In quick mode (bench/quick.ts) on
// PostgreSQL only: the quick run shows that the bench still runs, and a fresh PGlite's creation and
// migration were most of its time.
import { cpus, loadavg } from "node:os";
import { PGlite } from "@electric-sql/pglite";
import { type DatabaseHandle, openDatabase } from "@fenestra/server/db/client";
import pg from "pg";
import { QUICK } from "./quick.ts";
import { percentile } from "./stats.ts";

export const pgBase = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export type Measure = (label: string, handle: DatabaseHandle, out: string[]) => Promise<void>;

export async function runOnBothDatabases(name: string, measure: Measure, command: string): Promise<void> {
  const out: string[] = [
    `machine: ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}, node ${process.version}`,
    "",
  ];
  if (QUICK) out.push("quick mode: PostgreSQL only (the full run measures PGlite too)");
  else {
    const pglite = await openDatabase({ pglite: await PGlite.create() });
    try {
      await measure("PGlite", pglite, out);
    } finally {
      await pglite.close();
    }
  }
  out.push("");
  const database = `fenestra_bench_${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgBase });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(pgBase);
  url.pathname = `/${database}`;
  const postgres = await openDatabase({ databaseUrl: url.toString() });
  try {
    await measure("PostgreSQL", postgres, out);
  } finally {
    await postgres.close();
    await admin.query(`drop database if exists ${database}`);
    await admin.end();
  }
  out.push("", `command: ${command}`);
  process.stdout.write(`${out.join("\n")}\n`);
}

// --- measuring through real HTTP ---------------------------------------------------------

/** The machine's load average now (1, 5, 15 min): printed beside every figure. */
export const loadLine = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" / ")}`;

export { percentile };

export type Answer = { status: number; code: number; body: string; ms: number };
export type HttpCall = (
  method: "GET" | "POST",
  path: string,
  options?: { token?: string; body?: unknown; headers?: Record<string, string> },
) => Promise<Answer>;

/** What the benches say about how they measure (printed with the figures). */
export const TRANSPORT =
  "real HTTP over 127.0.0.1 (node:http keep-alive client in the same process as the server)";

/**
 * Starts the app on a free port of 127.0.0.1 and answers a client that calls it over real HTTP
 * (a keep-alive agent, one socket per concurrent caller, as browsers and phones do), timing each
 * call from sending to the last byte of the parsed answer.
 */
export async function serveOverHttp(app: {
  listen(o: { port: number; host: string }): Promise<string>;
}): Promise<{ call: HttpCall; close(): void }> {
  const { Agent, request } = await import("node:http");
  const address = new URL(await app.listen({ port: 0, host: "127.0.0.1" }));
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const call: HttpCall = (method, path, options = {}) =>
    new Promise((resolve, reject) => {
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
      const t0 = performance.now();
      const req = request(
        {
          agent,
          host: address.hostname,
          port: address.port,
          method,
          path,
          headers: {
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
            ...(payload ? { "content-type": "application/json" } : {}),
            ...options.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            const body = Buffer.concat(chunks).toString("utf8");
            let code = Number.NaN;
            try {
              code = (JSON.parse(body) as { code: number }).code;
            } catch {}
            resolve({ status: res.statusCode ?? 0, code, body, ms: performance.now() - t0 });
          });
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(payload);
    });
  return { call, close: () => agent.destroy() };
}

/**
 * `clients` callers each running `op` back to back `each` times (a closed loop: a caller sends
 * its next request when the last one answered), after one warm-up call each. Answers every
 * call's time and the throughput. With zero think time the median is bound by Little's law:
 * about clients / throughput, whatever the single-request time.
 */
export async function closedLoop(
  clients: number,
  each: number,
  op: (client: number, i: number) => Promise<number>,
): Promise<{ times: number[]; perSecond: number }> {
  await Promise.all(Array.from({ length: clients }, (_, c) => op(c, -1)));
  const times: number[] = [];
  const wall = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = 0; i < each; i++) times.push(await op(c, i));
    }),
  );
  return { times, perSecond: times.length / ((performance.now() - wall) / 1000) };
}

export const figures = (xs: readonly number[]) =>
  `median ${percentile(xs, 50).toFixed(1)} ms  p95 ${percentile(xs, 95).toFixed(1)} ms`;

/**
 * `clients` callers each sending one request every `everyMs` (each at its own random offset) for
 * `forMs`: the load of that many people working at a human pace (an open load of
 * clients * 1000 / everyMs requests per second), rather than as fast as the server answers.
 */
export async function paced(
  clients: number,
  everyMs: number,
  forMs: number,
  op: (client: number, i: number) => Promise<number>,
): Promise<number[]> {
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
  const times: number[] = [];
  const start = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      let next = start + Math.random() * everyMs;
      for (let i = 0; next < start + forMs; i++) {
        await sleep(next - performance.now());
        times.push(await op(c, i));
        next += everyMs;
      }
    }),
  );
  return times;
}

/**
 * CPU time spent, whatever the machine's load: this process (the server, and the bench's own
 * HTTP client) and, on PostgreSQL, the backends serving this database (from /proc; PGlite runs
 * inside this process). On a shared machine wall-clock figures mostly measure the wait for a
 * core; CPU per request says what a request costs.
 */
export async function cpuMeter(handle: DatabaseHandle) {
  const { readFileSync } = await import("node:fs");
  const { sql } = await import("drizzle-orm");
  const tickMs = 10; // USER_HZ is 100 on Linux
  const backends = async (): Promise<Map<number, number>> => {
    if (handle.driver !== "postgres") return new Map();
    const result = (await handle.db.execute(
      sql`select pid from pg_stat_activity where datname = current_database()`,
    )) as unknown as { rows: { pid: number }[] };
    const out = new Map<number, number>();
    for (const { pid } of result.rows) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
        out.set(pid, (Number(fields[11]) + Number(fields[12])) * tickMs);
      } catch {}
    }
    return out;
  };
  const node0 = process.cpuUsage();
  const db0 = await backends();
  return {
    /** CPU ms since the meter started: this process, and the database backends. */
    async read(): Promise<{ nodeMs: number; dbMs: number }> {
      const node = process.cpuUsage(node0);
      const db1 = await backends();
      let dbMs = 0;
      for (const [pid, ms] of db1) dbMs += ms - (db0.get(pid) ?? 0);
      return { nodeMs: (node.user + node.system) / 1000, dbMs };
    },
  };
}

/** "CPU per request: node … ms + PostgreSQL … ms" for `n` requests measured by `meter`. */
export async function cpuPer(meter: Awaited<ReturnType<typeof cpuMeter>>, n: number, driver: string) {
  const { nodeMs, dbMs } = await meter.read();
  return driver === "postgres"
    ? `CPU per request ${((nodeMs + dbMs) / n).toFixed(2)} ms (node ${(nodeMs / n).toFixed(2)} + PostgreSQL ${(dbMs / n).toFixed(2)})`
    : `CPU per request ${(nodeMs / n).toFixed(2)} ms (node with PGlite)`;
}
