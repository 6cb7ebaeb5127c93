// Warehouse: 5,000 materials and 1,000,000 ledger lines of one company. Measured through real
// HTTP (the server listening on 127.0.0.1, as a browser calls it: auth, module gate, tenancy,
// validation, serialisation): the stock status page (GET /api/warehouse/stock) and ONE PICK-OUT
// (POST /api/warehouse/picking/:contract, type 4, one line, for a contract in production: the
// contract check, the material check, the locked balance, the ledger line, the answer) with one
// client and with 50 concurrent clients (each picking its own material), on PGlite (one
// connection: single client only) and on PostgreSQL. Beside them the floor: an authenticated
// route that does nothing (GET /api/permissions: the session lookup and the HTTP pipeline only).
// Targets (issue 15): stock page < 50 ms median; one pick-out < 20 ms median and < 50 ms p95.
//
// Run: npm run warehouse -w @fenestra/bench   (--runs N single-client repeats, default 30)
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a scratch
// database is created and dropped.
import { parseArgs } from "node:util";
import { buildApp } from "@fenestra/server/app";
import type { DatabaseHandle } from "@fenestra/server/db/client";
import { migrationsFolder } from "@fenestra/server/db/migrations-folder";
import { DEMO, seedDemo } from "@fenestra/server/db/seed";
import { sql } from "drizzle-orm";
import {
  closedLoop,
  cpuMeter,
  cpuPer,
  figures,
  loadLine,
  paced,
  percentile,
  runOnBothDatabases,
  serveOverHttp,
  TRANSPORT,
} from "../on-both-databases.ts";
import { scaled } from "../quick.ts";

const MATERIALS = scaled(5_000, 200);
const LINES = scaled(1_000_000, 10_000);
const CLIENTS = scaled(50, 5);
const { values } = parseArgs({ options: { runs: { type: "string", default: String(scaled(30, 3)) } } });
const runs = Math.max(3, Number(values.runs));

type Rows<T> = { rows?: T[] } & T[];
const rowsOf = <T>(r: unknown) => ((r as Rows<T>).rows ?? (r as T[])) as T[];

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
  // The contract the pick-outs are for: in production, as picking requires.
  await db.execute(sql`
    insert into contracts (company_id, contract_no, customer, status, created_at)
    values (${company}, 'BENCH-PICK', 'Bench', 'production', now())`);
  await db.execute(sql`analyze`);
}

async function measure(label: string, handle: DatabaseHandle, out: string[]) {
  const concurrent = handle.driver === "postgres";
  await handle.migrate(migrationsFolder());
  await seedDemo(handle.db);
  const t0 = performance.now();
  await seed(handle.db);
  const app = await buildApp({ db: handle.db });
  const { call, close } = await serveOverHttp(app);
  try {
    const login = await call("POST", "/api/auth/login", {
      body: { phone: DEMO.phone, password: DEMO.password },
    });
    const token = (JSON.parse(login.body) as { data: { userinfo: { api_token: string } } }).data.userinfo
      .api_token;
    const [contract] = rowsOf<{ id: number }>(
      await handle.db.execute(sql`select id from contracts where contract_no = 'BENCH-PICK'`),
    );
    const materialIds = rowsOf<{ id: number }>(
      await handle.db.execute(
        sql`select id from warehouse_materials where category = 'hardware' order by id limit ${CLIENTS}`,
      ),
    ).map((r) => r.id);
    out.push(
      `${label}: ${MATERIALS} materials, ${LINES} ledger lines (seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s); ${TRANSPORT}`,
    );
    const ok = (what: string, a: { code: number; body: string; ms: number }) => {
      if (a.code !== 0) throw new Error(`${what}: ${a.body}`);
      return a.ms;
    };
    let cpu = "";
    const single = async (op: (i: number) => Promise<number>) => {
      const times: number[] = [];
      for (let i = -3; i < 0; i++) await op(i);
      const meter = await cpuMeter(handle);
      for (let i = 0; i < runs; i++) times.push(await op(i));
      cpu = await cpuPer(meter, runs, handle.driver);
      return times;
    };
    const loop = async (op: (client: number) => Promise<number>) => {
      const meter = await cpuMeter(handle);
      const r = await closedLoop(CLIENTS, scaled(10, 2), op);
      cpu = await cpuPer(meter, r.times.length + CLIENTS, handle.driver);
      return r;
    };
    const noop = async () => ok("floor", await call("GET", "/api/permissions", { token }));
    const stockPage = async (i: number) =>
      ok(
        "stock",
        await call("GET", `/api/warehouse/stock?page=${1 + (Math.abs(i) % 5)}&pageSize=20`, { token }),
      );
    let n = 0;
    const pickOut = async (client: number) =>
      ok(
        "pick-out",
        await call("POST", `/api/warehouse/picking/${contract?.id}`, {
          token,
          body: {
            requestId: `bench-${process.pid}-${++n}`,
            type: 4,
            lines: [{ materialId: materialIds[client % materialIds.length], count: 1 }],
          },
        }),
      );

    out.push(`  (${loadLine()})`);
    const floor1 = await single(noop);
    out.push(`  floor: authenticated no-op GET /api/permissions, 1 client   ${figures(floor1)}  ${cpu}`);
    const stock = await single(stockPage);
    out.push(
      `  stock status page, 1 client                ${figures(stock)}  (target < 50 ms median: ${percentile(stock, 50) < 50 ? "met" : "NOT met"})  ${cpu}`,
    );
    const pick1 = await single((i) => pickOut(Math.abs(i)));
    out.push(
      `  one pick-out (type 4), 1 client            ${figures(pick1)}  (target < 20 ms median, < 50 ms p95: ${percentile(pick1, 50) < 20 && percentile(pick1, 95) < 50 ? "met" : "NOT met"})  ${cpu}`,
    );
    if (concurrent) {
      out.push(`  (${loadLine()})`);
      const floor = await loop(() => noop());
      out.push(
        `  floor, ${CLIENTS} clients back to back          ${figures(floor.times)}  (${floor.perSecond.toFixed(0)} req/s)  ${cpu}`,
      );
      const many = await loop((c) => pickOut(c));
      const met = percentile(many.times, 50) < 20 && percentile(many.times, 95) < 50;
      out.push(
        `  one pick-out, ${CLIENTS} clients back to back   ${figures(many.times)}  (${many.perSecond.toFixed(0)} ops/s; target < 20 / < 50 ms: ${met ? "met" : "NOT met"})  ${cpu}`,
        `    (no pause between requests: latency ≈ ${CLIENTS} / throughput; the floor above is the same bound for a request that does nothing)`,
      );
      const human = await paced(CLIENTS, 1000, scaled(10_000, 1_000), (c) => pickOut(c));
      out.push(
        `  one pick-out, ${CLIENTS} clients each picking once a second (${CLIENTS} ops/s offered)  ${figures(human)}  (${human.length} ops)`,
      );
      out.push(`  (${loadLine()})`);
    }
  } finally {
    close();
    await app.close();
  }
}

await runOnBothDatabases("wh", measure, "npm run warehouse -w @fenestra/bench");
