// A factory's day as a load test (issue 35, "Load and faults"). On a scratch PostgreSQL database:
// 1,000 companies and 1,000,000 contracts (seeded with generate_series, not through the API), and
// the demo factory as the active company, its 50 users (sessions of its owner, one token each)
// browsing contracts, opening a contract, reading stock, opening a window in the designer, saving
// it, scanning units in the workshop, picking material out for production and recording payments,
// through nginx in front of the cluster (`npm run start:cluster`'s launcher, the built server) —
// autocannon drives the requests, one instance per kind of request, all at once, loopback only,
// for a bounded time.
//
// Reported per route: requests, throughput, p50/p95/p99 and errors (a status other than 200, an
// envelope code other than 0, or no answer). Targets: p95 < 100 ms for reads, < 200 ms for writes,
// no error. With --kill-every S one server process is killed with SIGKILL every S seconds (the
// launcher starts it again): then every write that was answered 200 must be in the database, each
// write that failed is sent once more with its key (as a client retries) and must not take effect
// twice, and the errors must stay under 0.1 % and fall on requests in flight at a kill.
//
// Run (needs the build and Debian's nginx):
//   npm run build -w @fenestra/server && npm run factory-day -w @fenestra/bench -- [options]
// Options: --minutes 5  --processes 2  --users 50  --rate 1 (requests per second per user; 0: as fast
// as the server answers, for throughput)  --kill-every 0 (seconds)  --companies 1000
// --contracts 1000000  --port 3670 (nginx; the processes take the ports after it).
// BENCH_QUICK=1: 10 s, 20 companies, 20,000 contracts, 10 users. BENCH_DATABASE_URL as the other
// benches (default postgres://postgres@127.0.0.1:5432/postgres); the database is dropped after.
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { encodeScanToken, formatScanCode } from "@fenestra/core/scanning/scan-code";
import { DEFAULT_LINK_SETUP } from "@fenestra/core/workshop/index";
import { startCluster, waitFor } from "@fenestra/server/cluster/cluster";
import { openDatabase } from "@fenestra/server/db/client";
import { migrationsFolder } from "@fenestra/server/db/migrations-folder";
import { productionUnits, workshopStaffLinks } from "@fenestra/server/db/schema/index";
import { DEMO, seedDemo } from "@fenestra/server/db/seed";
import { hashToken } from "@fenestra/server/shared/tokens";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { repoRoot } from "../built-server.ts";
import { loadLine, percentile, pgBase } from "../on-both-databases.ts";
import { QUICK, scaled } from "../quick.ts";

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: String(QUICK ? 10 / 60 : 5) },
    processes: { type: "string", default: "2" },
    users: { type: "string", default: String(scaled(50, 10)) },
    rate: { type: "string", default: "1" },
    "kill-every": { type: "string", default: "0" },
    companies: { type: "string", default: String(scaled(1_000, 20)) },
    contracts: { type: "string", default: String(scaled(1_000_000, 20_000)) },
    port: { type: "string", default: process.env.E2E_PORT ?? "3670" },
  },
});
const SECONDS = Math.max(5, Math.round(Number(values.minutes) * 60));
const PROCESSES = Number(values.processes);
const USERS = Number(values.users);
const RATE = Number(values.rate);
const KILL_EVERY = Number(values["kill-every"]);
const COMPANIES = Number(values.companies);
const CONTRACTS = Number(values.contracts);
const PORT = Number(values.port);
const design = JSON.parse(
  readFileSync(join(repoRoot(), "docs/examples/casement-1500x1400.design.json"), "utf8"),
) as unknown;

type Rows<T> = { rows?: T[] } & T[];
const rowsOf = <T>(r: unknown) => ((r as Rows<T>).rows ?? (r as T[])) as T[];
const log = (line: string) => process.stderr.write(`${line}\n`);

// --- the database -------------------------------------------------------------------------
const database = `fenestra_bench_day_${process.pid}`;
const admin = new pg.Client({ connectionString: pgBase });
await admin.connect();
await admin.query(`create database ${database}`);
const url = new URL(pgBase);
url.pathname = `/${database}`;
const databaseUrl = url.toString();
const handle = await openDatabase({ databaseUrl });
const out: string[] = [
  `machine: ${cpus().length} cores (shared with other work: the load average is printed beside the figures), node ${process.version}`,
];
let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
try {
  const t0 = performance.now();
  log(`seeding ${COMPANIES} companies and ${CONTRACTS} contracts in ${database}…`);
  await handle.migrate(migrationsFolder());
  await seedDemo(handle.db, "en-US");
  const db = handle.db;
  const [demo] = rowsOf<{ company: number; owner: number }>(
    await db.execute(sql`select company_id as company, id as owner from users where phone = ${DEMO.phone}`),
  );
  if (!demo) throw new Error("the demo company was not seeded");
  // The other companies, and a million contracts spread over all of them.
  await db.execute(sql`
    insert into companies (name, role, invitation_code)
    select 'Load ' || g, 'factory', 'LOAD' || lpad(g::text, 6, '0') from generate_series(1, ${COMPANIES - 1}) g`);
  await db.execute(sql`
    insert into contracts (company_id, contract_no, customer, phone, address, type, status, amount, area, order_date, created_at)
    select c.id, 'D' || lpad(g::text, 7, '0'), 'Customer ' || (g % 5000), '139' || lpad((g % 100000000)::text, 8, '0'),
           'Street ' || g, 'webcc',
           (array['intent','agreement','review','deposit','production','finished','delivered','settled'])[1 + g % 8],
           100000 + (g * 37) % 900000, 1 + (g % 40), date '2026-01-01' + (g % 330),
           timestamptz '2026-01-01' + make_interval(mins => g % 480000)
    from generate_series(1, ${CONTRACTS}) g
    join (select id, row_number() over (order by id) - 1 as k from companies) c on c.k = g % ${COMPANIES}`);
  // The active company's stock: 200 materials, plenty of each.
  await db.execute(sql`
    insert into warehouse_materials (company_id, category, code, name, colors, cost_fen, warn_threshold, created_at)
    select ${demo.company}, 'hardware', 'LD' || lpad(g::text, 4, '0'), 'Load ' || g, '[]'::jsonb, 100, 0, now()
    from generate_series(1, 200) g`);
  await db.execute(sql`
    insert into stock_operations (company_id, type, request_id, note, created_at)
    values (${demo.company}, 1, 'load-seed', 'seed', now())`);
  await db.execute(sql`
    insert into stock_lines (company_id, operation_id, type, material_id, color, length, delta, value_fen,
                             unit_cost_fen, balance_after, created_at)
    select ${demo.company}, (select id from stock_operations where request_id = 'load-seed'), 1, m.id, '', 0,
           100000000, 100000000, 1, 100000000, now()
    from warehouse_materials m where m.code like 'LD%'`);
  await db.execute(sql`
    insert into stock_balances (company_id, material_id, color, length, quantity, value_fen)
    select company_id, material_id, color, length, sum(delta), sum(value_fen)
    from stock_lines where operation_id = (select id from stock_operations where request_id = 'load-seed')
    group by company_id, material_id, color, length`);
  const materials = rowsOf<{ id: number }>(
    await db.execute(sql`select id from warehouse_materials where code like 'LD%' order by id`),
  ).map((r) => r.id);
  // A contract in production with units enough for every scan of the run.
  const [production] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into contracts (company_id, contract_no, customer, status, created_at)
      values (${demo.company}, 'LOAD-PRODUCTION', 'Load', 'production', now()) returning id`),
  );
  const productionId = production?.id as number;
  await db
    .insert(workshopStaffLinks)
    .values(DEFAULT_LINK_SETUP.map((s) => ({ companyId: demo.company, userId: demo.owner, link: s.link })));
  const UNITS = scaled(60_000, 2_000);
  const codes: string[] = [];
  const arrangedAt = new Date();
  for (let start = 0; start < UNITS; start += 1000) {
    await db.insert(productionUnits).values(
      Array.from({ length: Math.min(1000, UNITS - start) }, (_, j) => {
        const token = encodeScanToken(randomBytes(16));
        codes.push(formatScanCode("unit", token));
        return {
          companyId: demo.company,
          contractId: productionId,
          seq: start + j + 1,
          copy: 1,
          serial: `LOAD-${String(start + j + 1).padStart(6, "0")}`,
          windowNo: `C${j % 40}`,
          token,
          links: [...DEFAULT_LINK_SETUP],
          wages: {},
          arrangedAt,
          currentLink: DEFAULT_LINK_SETUP[0]?.link ?? "cutting",
          dueAt: arrangedAt,
        };
      }),
    );
  }
  // One session per user (as each person signs in on their own phone or computer).
  const tokens = Array.from({ length: USERS }, () => randomBytes(24).toString("base64url"));
  for (const token of tokens)
    await db.execute(
      sql`insert into api_tokens (user_id, token_hash, created_at, last_used_at) values (${demo.owner}, ${hashToken(token)}, now(), now())`,
    );
  await db.execute(sql`analyze`);
  out.push(
    `data: ${COMPANIES} companies, ${CONTRACTS} contracts, the active company's 200 materials and ${UNITS} units in production; seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );

  log(
    `seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s; starting ${PROCESSES} processes behind nginx…`,
  );
  // --- the cluster --------------------------------------------------------------------------
  const serverLog: string[] = [];
  cluster = await startCluster({
    databaseUrl,
    processes: PROCESSES,
    listen: { host: "127.0.0.1", port: PORT },
    basePort: PORT + 1,
    serverArgs: [join(repoRoot(), "packages/server/dist/server.js")],
    env: { NODE_ENV: "test" },
    output: (line) => serverLog.push(line),
  });
  const base = `http://127.0.0.1:${PORT}`;
  await Promise.all(cluster.ports.map((p) => waitFor(`http://127.0.0.1:${p}/api/ready`, 300_000)));
  await waitFor(`${base}/api/ready`, 60_000);
  const api = async (method: string, path: string, token: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await res.json()) as { code: number; data: { id: number } };
    if (answer.code !== 0) throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`);
    return answer.data;
  };
  const owner = tokens[0] as string;
  await api("POST", "/api/finance/accounts", owner, {
    type: "bank_card",
    name: "Load bank",
    isDefault: true,
  });
  // Each user's own contract, order and window (the window they design and save; their payments).
  const mine: { contract: number; order: number; item: number }[] = [];
  for (let u = 0; u < USERS; u++) {
    const contract = (await api("POST", "/api/contracts", owner, { customer: `Load user ${u}` })).id;
    const order = (await api("POST", "/api/orders", owner, { contractId: contract })).id;
    const item = (
      await api("POST", `/api/orders/${order}/items`, owner, {
        design,
        windowNo: "C1",
        width: 1500,
        height: 1400,
      })
    ).id;
    mine.push({ contract, order, item });
  }
  const demoContracts = rowsOf<{ id: number }>(
    await db.execute(
      sql`select id from contracts where company_id = ${demo.company} order by id desc limit 500`,
    ),
  ).map((r) => r.id);

  // --- the day ------------------------------------------------------------------------------
  type Kind = {
    name: string;
    write: boolean;
    /** Share of the users doing this. */
    share: number;
    method: "GET" | "POST" | "PUT";
    path: (n: number) => string;
    body?: (n: number, key: string) => unknown;
    /** Sent as Idempotency-Key (payments, scans). */
    keyed?: boolean;
  };
  let scanned = 0;
  const kinds: Kind[] = [
    {
      name: "GET /api/contracts (list, page)",
      write: false,
      share: 0.16,
      method: "GET",
      path: (n) => `/api/contracts?page=${1 + (n % 10)}&pageSize=20`,
    },
    {
      name: "GET /api/contracts/:id",
      write: false,
      share: 0.12,
      method: "GET",
      path: (n) => `/api/contracts/${demoContracts[n % demoContracts.length]}`,
    },
    {
      name: "GET /api/warehouse/stock",
      write: false,
      share: 0.1,
      method: "GET",
      path: (n) => `/api/warehouse/stock?page=${1 + (n % 5)}&pageSize=20`,
    },
    {
      name: "GET /api/orders/:id/items/:itemId (designer)",
      write: false,
      share: 0.14,
      method: "GET",
      path: (n) => {
        const m = mine[n % USERS] as (typeof mine)[number];
        return `/api/orders/${m.order}/items/${m.item}`;
      },
    },
    {
      name: "PUT /api/orders/:id/items/:itemId (save)",
      write: true,
      share: 0.12,
      method: "PUT",
      path: (n) => {
        const m = mine[n % USERS] as (typeof mine)[number];
        return `/api/orders/${m.order}/items/${m.item}`;
      },
      body: (_n, key) => ({ design, windowNo: "C1", width: 1500, height: 1400, note: key, overwrite: true }),
    },
    {
      name: "POST /api/workshop/scans",
      write: true,
      share: 0.16,
      method: "POST",
      keyed: true,
      path: () => "/api/workshop/scans",
      body: (_n, key) => ({ scanId: key, code: codes[scanned++ % codes.length], contractId: productionId }),
    },
    {
      name: "POST /api/warehouse/picking/:contract",
      write: true,
      share: 0.1,
      method: "POST",
      path: () => `/api/warehouse/picking/${productionId}`,
      body: (n, key) => ({
        requestId: key,
        type: 4,
        lines: [{ materialId: materials[n % materials.length], count: 1 }],
      }),
    },
    {
      name: "POST /api/contracts/:id/collections (payment)",
      write: true,
      share: 0.1,
      method: "POST",
      keyed: true,
      path: (n) => `/api/contracts/${(mine[n % USERS] as (typeof mine)[number]).contract}/collections`,
      // The key in the note: the database then tells which request each collection came from.
      body: (_n, key) => ({ amount: 100, method: "bank_card", note: key }),
    },
  ];
  type Sent = { kind: Kind; n: number; key: string; path: string; body: unknown; token: string; at: number };
  const acknowledged: Sent[] = [];
  const failed: (Sent & { why: string; failedAt: number })[] = [];
  const kills: number[] = [];
  const paymentKeys: string[] = [];
  const runStart = performance.now();
  const results = new Map<Kind, { times: number[]; errors: number; result?: autocannon.Result }>();

  const runKind = (kind: Kind, connections: number) => {
    const stats = { times: [] as number[], errors: 0 } as {
      times: number[];
      errors: number;
      result?: autocannon.Result;
    };
    results.set(kind, stats);
    let n = 0;
    return new Promise<void>((resolve, reject) => {
      const instance = autocannon(
        {
          url: base,
          connections,
          duration: SECONDS,
          timeout: 30,
          ...(RATE > 0 ? { connectionRate: RATE } : {}),
          requests: [
            {
              method: kind.method,
              setupRequest: (req: autocannon.Request, context: { sent?: Sent }) => {
                const i = n++;
                const key = randomUUID();
                const token = tokens[i % tokens.length] as string;
                const body = kind.body?.(i, key);
                const path = kind.path(i);
                const sent: Sent = { kind, n: i, key, path, body, token, at: performance.now() - runStart };
                context.sent = sent;
                if (kind.name.includes("collections")) paymentKeys.push(key);
                return {
                  ...req,
                  path,
                  headers: {
                    authorization: `Bearer ${token}`,
                    ...(body === undefined ? {} : { "content-type": "application/json" }),
                    ...(kind.keyed ? { "idempotency-key": key } : {}),
                  },
                  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
                };
              },
              onResponse: (status: number, body: string, context: { sent?: Sent }) => {
                const sent = context.sent;
                let code = Number.NaN;
                try {
                  code = (JSON.parse(body) as { code: number }).code;
                } catch {}
                if (status !== 200 || code !== 0) {
                  stats.errors++;
                  if (sent)
                    failed.push({
                      ...sent,
                      why: `HTTP ${status}${code === 0 || Number.isNaN(code) ? "" : ` ${body.slice(0, 120)}`}`,
                      failedAt: performance.now() - runStart,
                    });
                } else if (sent && kind.write) acknowledged.push(sent);
              },
            },
          ],
        },
        (error, result) => {
          if (error) reject(error);
          else {
            stats.result = result;
            resolve();
          }
        },
      );
      instance.on("response", (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
        stats.times.push(responseTime);
      });
      instance.on("reqError", (error: Error) => {
        stats.errors++;
        failed.push({
          kind,
          n: -1,
          key: "",
          path: "",
          body: undefined,
          token: "",
          at: Number.NaN,
          why: error.message,
          failedAt: performance.now() - runStart,
        });
      });
    });
  };
  // Connections per kind: the users split by share, at least one each.
  const split = kinds.map((k) => Math.max(1, Math.round(k.share * USERS)));
  let killer: NodeJS.Timeout | undefined;
  if (KILL_EVERY > 0) {
    let victim = 0;
    killer = setInterval(() => {
      const child = cluster?.process(victim % PROCESSES);
      victim++;
      kills.push(performance.now() - runStart);
      child?.kill("SIGKILL");
    }, KILL_EVERY * 1000);
  }
  const loadBefore = loadLine();
  log(`running for ${SECONDS} s…`);
  await Promise.all(kinds.map((k, i) => runKind(k, split[i] as number)));
  if (killer) clearInterval(killer);
  const loadAfter = loadLine();

  out.push(
    `run: ${SECONDS} s, ${PROCESSES} server processes behind nginx, ${split.reduce((a, b) => a + b, 0)} users (${RATE > 0 ? `each ${RATE} request/s` : "each sending its next request as soon as the last is answered"})${KILL_EVERY > 0 ? `, one process killed with SIGKILL every ${KILL_EVERY} s (${kills.length} kills)` : ""}`,
    `  (${loadBefore} at the start, ${loadAfter} at the end)`,
    "",
    `  ${"route".padEnd(48)} ${"users".padStart(5)} ${"requests".padStart(8)} ${"req/s".padStart(7)} ${"p50".padStart(7)} ${"p95".padStart(7)} ${"p99".padStart(7)} ${"errors".padStart(6)}  target`,
  );
  let total = 0;
  let errors = 0;
  for (const [i, kind] of kinds.entries()) {
    const s = results.get(kind);
    if (!s) continue;
    const count = s.times.length;
    total += s.times.length;
    errors += s.errors;
    const p95 = percentile(s.times, 95);
    const limit = kind.write ? 200 : 100;
    out.push(
      `  ${kind.name.padEnd(48)} ${String(split[i]).padStart(5)} ${String(count).padStart(8)} ${(s.times.length / SECONDS).toFixed(1).padStart(7)} ${percentile(s.times, 50).toFixed(0).padStart(5)}ms ${p95.toFixed(0).padStart(5)}ms ${percentile(s.times, 99).toFixed(0).padStart(5)}ms ${String(s.errors).padStart(6)}  p95 < ${limit} ms: ${p95 < limit ? "met" : "NOT met"}`,
    );
  }
  out.push(
    `  all: ${total} answers in ${SECONDS} s = ${(total / SECONDS).toFixed(1)} req/s; ${errors} errors (${((100 * errors) / Math.max(1, total)).toFixed(3)} %)`,
  );
  if (failed.length > 0) {
    const byWhy = new Map<string, number>();
    for (const f of failed) byWhy.set(f.why, (byWhy.get(f.why) ?? 0) + 1);
    out.push(`  errors by cause: ${[...byWhy].map(([w, c]) => `${w} × ${c}`).join("; ")}`);
  }
  if (KILL_EVERY > 0) {
    // An error "at a kill": its request failed within the request timeout after a kill and had
    // been sent before it (or, for a connection error, it came within 2 s of a kill).
    const atKill = failed.filter((f) =>
      kills.some(
        (k) =>
          f.failedAt >= k &&
          f.failedAt - k < 30_000 &&
          (Number.isNaN(f.at) ? f.failedAt - k < 2_000 : f.at <= k),
      ),
    );
    const since = (t: number) => {
      const k = kills.filter((x) => x <= t).pop();
      return k === undefined
        ? "before any kill"
        : `${((t - k) / 1000).toFixed(1)} s after kill ${kills.indexOf(k) + 1}`;
    };
    for (const f of failed)
      out.push(
        `    ${f.why} on ${f.kind.name.split(" (")[0]}: made ${Number.isNaN(f.at) ? "?" : since(f.at)}, failed ${since(f.failedAt)}`,
      );
    out.push(
      `  errors on requests in flight at a kill: ${atKill.length} of ${failed.length}; error rate ${((100 * errors) / Math.max(1, total + errors)).toFixed(3)} % (target < 0.1 %: ${(100 * errors) / Math.max(1, total + errors) < 0.1 ? "met" : "NOT met"})`,
    );
  }

  // --- what was written ---------------------------------------------------------------------
  // Every acknowledged write is in the database.
  const picks = new Set(
    rowsOf<{ request_id: string }>(
      await db.execute(sql`select request_id from stock_operations where type = 4`),
    ).map((r) => r.request_id),
  );
  const scans = new Set(
    rowsOf<{ scan_id: string }>(
      await db.execute(sql`select scan_id from unit_links where scan_id is not null`),
    ).map((r) => r.scan_id),
  );
  const payKeys = new Set(
    rowsOf<{ note: string }>(await db.execute(sql`select note from collections where kind = 'receipt'`)).map(
      (r) => r.note,
    ),
  );
  const history = new Set(
    rowsOf<{ note: string }>(
      await db.execute(
        sql`select changes->'note'->>'to' as note from edit_history where entity = 'order_item' and action = 'update'`,
      ),
    ).map((r) => r.note),
  );
  const lost = acknowledged.filter((a) => {
    if (a.kind.name.includes("picking")) return !picks.has(a.key);
    if (a.kind.name.includes("scans")) return !scans.has(a.key);
    if (a.kind.name.includes("collections")) return !payKeys.has(a.key);
    return !history.has(a.key);
  });
  out.push("", `acknowledged writes: ${acknowledged.length}; missing from the database: ${lost.length}`);
  // The writes that failed are sent once more with the same key, as a client does; then no key
  // may have taken effect twice.
  const retried = failed.filter((f) => f.kind.write && f.key);
  let retriedOk = 0;
  for (const f of retried) {
    const res = await fetch(`${base}${f.path}`, {
      method: f.kind.method,
      headers: {
        authorization: `Bearer ${f.token}`,
        "content-type": "application/json",
        ...(f.kind.keyed ? { "idempotency-key": f.key } : {}),
      },
      body: JSON.stringify(f.body),
    });
    if (res.ok && ((await res.json()) as { code: number }).code === 0) retriedOk++;
  }
  const [dupPicks] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (select request_id from stock_operations
      where type = 4 group by request_id having count(*) > 1) d`),
  );
  const [dupScans] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (select scan_id from unit_links where scan_id is not null
      group by scan_id having count(*) > 1) d`),
  );
  // Payments: no two collections from one request (the key is in each one's note).
  const [dupPays] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (select note from collections where kind = 'receipt'
      group by note having count(*) > 1) d`),
  );
  const [collected] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from collections where kind = 'receipt'`),
  );
  const payDone = acknowledged.filter((a) => a.kind.name.includes("collections")).length;
  out.push(
    `writes that failed, sent again with their key: ${retried.length} (${retriedOk} answered 200)`,
    `duplicate effects: pick-outs with one request id twice ${dupPicks?.n ?? "?"}, scans with one scan id twice ${dupScans?.n ?? "?"}; payments with one key twice ${dupPays?.n ?? "?"} (${collected?.n} collections for ${paymentKeys.length} payment requests sent, ${payDone} acknowledged in the run)`,
    "",
    `command: npm run build -w @fenestra/server && npm run factory-day -w @fenestra/bench -- --minutes ${(SECONDS / 60).toFixed(2).replace(/\.?0+$/, "")} --processes ${PROCESSES} --users ${USERS} --rate ${RATE} --kill-every ${KILL_EVERY}`,
  );
  if (process.env.LOAD_SERVER_LOG) out.push("", ...serverLog.slice(-40));
  process.stdout.write(`${out.join("\n")}\n`);
} catch (error) {
  process.stderr.write(`factory-day failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await cluster?.stop();
  await handle.close();
  // The pool's connections end a moment after it resolves: wait for them, or the forced drop
  // below would end one under it.
  for (let i = 0; i < 50; i++) {
    const left = await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1", [
      database,
    ]);
    if (left.rows[0]?.n === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
}
