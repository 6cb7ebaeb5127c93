// Warehouse: 5,000 materials and 1,000,000 ledger lines of one company; the stock status page
// (GET /api/warehouse/stock, count + page through app.inject: auth, module gate, tenancy) and one
// stock-out operation (POST /api/warehouse/operations, type 6 special out: the same locked write
// as a pick-out, without the contract lookup) single-client and with 50 concurrent clients, on
// PGlite and on PostgreSQL. Targets: stock page < 50 ms median; one out < 20 ms median, < 50 ms p95.
//
// Run: npm run warehouse -w @fenestra/bench   (--runs N, default 30)
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a scratch
// database is created and dropped.
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { buildApp } from "@fenestra/server/app";
import { type DatabaseHandle, openDatabase } from "@fenestra/server/db/client";
import { migrationsFolder } from "@fenestra/server/db/migrations-folder";
import { DEMO, seedDemo } from "@fenestra/server/db/seed";
import { sql } from "drizzle-orm";
import pg from "pg";

const MATERIALS = 5_000;
const LINES = 1_000_000;
const { values } = parseArgs({ options: { runs: { type: "string", default: "30" } } });
const runs = Math.max(3, Number(values.runs));
const pgBase = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? Number.NaN;
};

async function seed(db: DatabaseHandle["db"]) {
  const company = sql`(select id from companies where name = ${DEMO.company})`;
  await db.execute(sql`
    insert into warehouse_materials (company_id, category, code, name, colors, cost_fen, warn_threshold, created_at)
    select ${company}, case when g % 5 = 0 then 'profile' else 'hardware' end, 'BM' || lpad(g::text, 5, '0'),
           'Bench ' || g, '[]'::jsonb, 100 + g % 900, g % 50, now()
    from generate_series(1, ${MATERIALS}) g`);
  await db.execute(sql`
    insert into stock_operations (company_id, type, request_id, note, created_at)
    values (${company}, 1, 'bench-seed', 'seed', now())`);
  // Each line adds 3; its balance after is the running count of its material.
  await db.execute(sql`
    insert into stock_lines (company_id, operation_id, type, material_id, color, length, delta, value_fen,
                             unit_cost_fen, balance_after, created_at)
    select ${company}, (select id from stock_operations where request_id = 'bench-seed'), 1, m.id, '',
           case when m.category = 'profile' then 6000 else 0 end, 3, 300, 100,
           3 * (g / ${MATERIALS} + 1), timestamptz '2026-01-01' + make_interval(secs => g)
    from generate_series(0, ${LINES - 1}) g
    join (select id, category, row_number() over (order by id) - 1 as k from warehouse_materials) m
      on m.k = g % ${MATERIALS}`);
  await db.execute(sql`
    insert into stock_balances (company_id, material_id, color, length, quantity, value_fen)
    select company_id, material_id, color, length, sum(delta), sum(value_fen)
    from stock_lines group by company_id, material_id, color, length`);
  await db.execute(sql`analyze`);
}

async function measure(label: string, handle: DatabaseHandle, out: string[], concurrent: boolean) {
  await handle.migrate(migrationsFolder());
  await seedDemo(handle.db);
  const t0 = performance.now();
  await seed(handle.db);
  const app = await buildApp({ db: handle.db });
  await app.ready();
  const login = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { phone: DEMO.phone, password: DEMO.password },
  });
  const token = (login.json() as { data: { userinfo: { api_token: string } } }).data.userinfo.api_token;
  const headers = { authorization: `Bearer ${token}` };
  out.push(
    `${label}: ${MATERIALS} materials, ${LINES} ledger lines (seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s)`,
  );
  const stock: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    const s = performance.now();
    const res = await app.inject({
      method: "GET",
      url: `/api/warehouse/stock?page=${1 + (i % 5)}&pageSize=20`,
      headers,
    });
    const dt = performance.now() - s;
    if ((res.json() as { code: number }).code !== 0) throw new Error(res.body);
    if (i >= 3) stock.push(dt);
  }
  out.push(
    `  stock status page   median ${pct(stock, 0.5).toFixed(1)} ms  p95 ${pct(stock, 0.95).toFixed(1)} ms (target < 50 ms median)`,
  );
  const ids = (await handle.db.execute(
    sql`select id from warehouse_materials where category = 'hardware' order by id limit 20`,
  )) as unknown as { rows?: { id: number }[] } & { id: number }[];
  const materialIds = (ids.rows ?? ids).map((r) => r.id);
  let n = 0;
  const out1 = async () => {
    const body = {
      requestId: `bench-${process.pid}-${++n}`,
      type: 6,
      lines: [{ materialId: materialIds[n % materialIds.length], count: 1 }],
    };
    const s = performance.now();
    const res = await app.inject({
      method: "POST",
      url: "/api/warehouse/operations",
      headers,
      payload: body,
    });
    const dt = performance.now() - s;
    if ((res.json() as { code: number }).code !== 0) throw new Error(res.body);
    return dt;
  };
  const single: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    const dt = await out1();
    if (i >= 3) single.push(dt);
  }
  out.push(
    `  one stock-out, 1 client    median ${pct(single, 0.5).toFixed(1)} ms  p95 ${pct(single, 0.95).toFixed(1)} ms (target < 20 / < 50 ms)`,
  );
  if (concurrent) {
    const all: number[] = [];
    const wall = performance.now();
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        for (let k = 0; k < 10; k++) all.push(await out1());
      }),
    );
    const secs = (performance.now() - wall) / 1000;
    out.push(
      `  one stock-out, 50 clients  median ${pct(all, 0.5).toFixed(1)} ms  p95 ${pct(all, 0.95).toFixed(1)} ms  (${(all.length / secs).toFixed(0)} ops/s)`,
    );
  }
  await app.close();
}

const out: string[] = [
  `machine: ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}, node ${process.version}`,
  "",
];
const name = `fenestra_bench_wh_${process.pid}`;
const admin = new pg.Client({ connectionString: pgBase });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(pgBase);
url.pathname = `/${name}`;
const postgres = await openDatabase({ databaseUrl: url.toString() });
try {
  await measure("PostgreSQL", postgres, out, true);
} finally {
  await postgres.close();
  await admin.query(`drop database if exists ${name}`);
  await admin.end();
}
out.push("");
const pglite = await openDatabase({ pglite: await PGlite.create() });
try {
  await measure("PGlite (one connection: single client only)", pglite, out, false);
} finally {
  await pglite.close();
}
out.push("", "command: npm run warehouse -w @fenestra/bench");
process.stdout.write(`${out.join("\n")}\n`);
