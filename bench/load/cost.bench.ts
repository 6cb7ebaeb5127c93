// Cost per request as a ratio, measured in one run (issue 35, "Load and faults"): a pick-out
// (warehouse), a scan (workshop), a payment (finance: a collection on a contract) and saving a
// window (the designer's save of an order item), each against the floor — an authenticated request
// that does nothing (GET /api/permissions: the session lookup, the access check and the HTTP
// pipeline only). Target: each at most 3× the floor, in CPU per request (the verdict printed).
//
// Measured through real HTTP (the app listening on 127.0.0.1, one keep-alive client in the same
// process), one request at a time, in rounds: each round sends a block of each kind in turn, so a change of
// the machine's load falls on all of them alike. Two figures per operation: the median wall time
// and the CPU spent per request (node + the PostgreSQL backends, from /proc), since on a machine
// shared with other work the wall time mostly measures the wait for a core.
//
// Run: npm run cost -w @fenestra/bench   (--rounds N, default 300; BENCH_QUICK=1: 10 rounds)
// On PGlite and on a scratch PostgreSQL database (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres), created and dropped.
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { encodeScanToken, formatScanCode } from "@fenestra/core/scanning/scan-code";
import { DEFAULT_LINK_SETUP } from "@fenestra/core/workshop/index";
import { buildApp } from "@fenestra/server/app";
import type { DatabaseHandle } from "@fenestra/server/db/client";
import { migrationsFolder } from "@fenestra/server/db/migrations-folder";
import { contracts, productionUnits, users, workshopStaffLinks } from "@fenestra/server/db/schema/index";
import { DEMO, seedDemo } from "@fenestra/server/db/seed";
import { eq, sql } from "drizzle-orm";
import {
  type Answer,
  cpuMeter,
  loadLine,
  percentile,
  runOnBothDatabases,
  serveOverHttp,
} from "../on-both-databases.ts";
import { scaled } from "../quick.ts";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: String(scaled(300, 10)) },
    // --only pick-out|scan|payment|save: that one beside the floor (for a profile of it alone).
    only: { type: "string" },
  },
});
const rounds = Math.max(5, Number(values.rounds));
const WARMUP = scaled(20, 2);
const TARGET = 3;
const BLOCK = scaled(10, 2);
const design = JSON.parse(
  readFileSync(new URL("../../docs/examples/casement-1500x1400.design.json", import.meta.url), "utf8"),
) as unknown;

type Rows<T> = { rows?: T[] } & T[];
const rowsOf = <T>(r: unknown) => ((r as Rows<T>).rows ?? (r as T[])) as T[];

type Op = { name: string; run: (i: number) => Promise<Answer> };

async function measure(label: string, handle: DatabaseHandle, out: string[]) {
  await handle.migrate(migrationsFolder());
  // In English: the example design names its colours so (white), as the demo series does in en-US.
  await seedDemo(handle.db, "en-US");
  const app = await buildApp({ db: handle.db });
  const http = await serveOverHttp(app);
  try {
    const login = await http.call("POST", "/api/auth/login", {
      body: { phone: DEMO.phone, password: DEMO.password },
    });
    const me = (JSON.parse(login.body) as { data: { userinfo: { api_token: string; id: number } } }).data
      .userinfo;
    const token = me.api_token;
    const [owner] = await handle.db.select().from(users).where(eq(users.id, me.id));
    const companyId = owner?.companyId as number;
    const call = async (
      what: string,
      method: "GET" | "POST" | "PUT",
      path: string,
      body?: unknown,
      key?: string,
    ): Promise<Answer> => {
      const a = await http.call(method as "GET", path, {
        token,
        body,
        headers: key ? { "idempotency-key": key } : {},
      });
      if (a.code !== 0) throw new Error(`${what}: ${a.status} ${a.body.slice(0, 300)}`);
      return a;
    };
    const total = rounds + WARMUP + 5;

    // Pick-out: materials with stock, a contract in production.
    await handle.db.execute(sql`
      insert into warehouse_materials (company_id, category, code, name, colors, cost_fen, warn_threshold, created_at)
      select ${companyId}, 'hardware', 'CM' || lpad(g::text, 4, '0'), 'Cost ' || g, '[]'::jsonb, 100, 0, now()
      from generate_series(1, 50) g`);
    await handle.db.execute(sql`
      insert into stock_operations (company_id, type, request_id, note, created_at)
      values (${companyId}, 1, 'cost-seed', 'seed', now())`);
    await handle.db.execute(sql`
      insert into stock_lines (company_id, operation_id, type, material_id, color, length, delta, value_fen,
                               unit_cost_fen, balance_after, created_at)
      select ${companyId}, (select id from stock_operations where request_id = 'cost-seed'), 1, m.id, '', 0,
             100000, 10000000, 100, 100000, now()
      from warehouse_materials m where m.code like 'CM%'`);
    await handle.db.execute(sql`
      insert into stock_balances (company_id, material_id, color, length, quantity, value_fen)
      select company_id, material_id, color, length, sum(delta), sum(value_fen)
      from stock_lines group by company_id, material_id, color, length`);
    const materials = rowsOf<{ id: number }>(
      await handle.db.execute(sql`select id from warehouse_materials where code like 'CM%' order by id`),
    ).map((r) => r.id);
    const [picked] = await handle.db
      .insert(contracts)
      .values({ companyId, contractNo: "COST-PICK", status: "production", customer: "Cost" })
      .returning();

    // Scan: units of a contract in production, the owner bound to every link.
    await handle.db
      .insert(workshopStaffLinks)
      .values(DEFAULT_LINK_SETUP.map((s) => ({ companyId, userId: me.id, link: s.link })));
    const codes: string[] = [];
    const arrangedAt = new Date();
    await handle.db.insert(productionUnits).values(
      Array.from({ length: total }, (_, j) => {
        const token = encodeScanToken(randomBytes(16));
        codes.push(formatScanCode("unit", token));
        return {
          companyId,
          contractId: picked?.id as number,
          seq: j + 1,
          copy: 1,
          serial: `COST-${String(j + 1).padStart(5, "0")}`,
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

    // Payment: a receipt account, a contract with an amount to collect.
    await call("account", "POST", "/api/finance/accounts", {
      type: "bank_card",
      name: "Cost bank",
      isDefault: true,
    });
    const paid = JSON.parse(
      (await call("contract", "POST", "/api/contracts", { customer: "Cost payer" })).body,
    ) as { data: { id: number } };

    // Saving a window: an order with one item, saved again and again at the version it read.
    const order = JSON.parse(
      (await call("order", "POST", "/api/orders", { contractId: paid.data.id })).body,
    ) as { data: { id: number } };
    const itemBody = { design, windowNo: "C1", width: 1500, height: 1400 };
    const item = JSON.parse(
      (await call("item", "POST", `/api/orders/${order.data.id}/items`, itemBody)).body,
    ) as { data: { id: number; version: number } };
    let version = item.data.version;
    await handle.db.execute(sql`analyze`);

    const ops: Op[] = [
      { name: "floor: GET /api/permissions", run: () => call("floor", "GET", "/api/permissions") },
      {
        name: "pick-out: POST /api/warehouse/picking/:contract",
        run: (i) =>
          call("pick-out", "POST", `/api/warehouse/picking/${picked?.id}`, {
            requestId: `cost-pick-${i}`,
            type: 4,
            lines: [{ materialId: materials[i % materials.length], count: 1 }],
          }),
      },
      {
        name: "scan: POST /api/workshop/scans",
        run: (i) => {
          const scanId = randomUUID();
          return call(
            "scan",
            "POST",
            "/api/workshop/scans",
            { scanId, code: codes[i], contractId: picked?.id },
            scanId,
          );
        },
      },
      {
        name: "payment: POST /api/contracts/:id/collections",
        run: () =>
          call(
            "payment",
            "POST",
            `/api/contracts/${paid.data.id}/collections`,
            { amount: 100, method: "bank_card" },
            randomUUID(),
          ),
      },
      {
        name: "save a window: PUT /api/orders/:id/items/:itemId",
        run: async (i) => {
          const a = await call("save", "PUT", `/api/orders/${order.data.id}/items/${item.data.id}`, {
            ...itemBody,
            note: `save ${i}`,
            version,
          });
          version = (JSON.parse(a.body) as { data: { version: number } }).data.version;
          return a;
        },
      },
    ];
    if (values.only) ops.splice(1, ops.length, ...ops.filter((o) => o.name.startsWith(`${values.only}`)));
    const times = ops.map(() => [] as number[]);
    const cpu = ops.map(() => 0);
    const dbCpu = ops.map(() => 0);
    const meter = await cpuMeter(handle);
    out.push(
      `${label}: ${rounds} rounds of blocks of ${BLOCK} requests of each kind in turn (after ${WARMUP} warm-up rounds)`,
    );
    out.push(`  (${loadLine()} at the start)`);
    // Each turn sends BLOCK requests of one kind, its CPU read around the block (reading /proc and
    // pg_stat_activity costs about what the floor does: once per block, it stays out of the figures).
    let sent = 0;
    for (let r = 0; r < (rounds + WARMUP) / BLOCK; r++) {
      for (const [k, op] of ops.entries()) {
        const before = await meter.read();
        const block: number[] = [];
        for (let b = 0; b < BLOCK; b++) block.push((await op.run(sent + b)).ms);
        const after = await meter.read();
        if (r < WARMUP / BLOCK) continue;
        times[k]?.push(...block);
        cpu[k] = (cpu[k] ?? 0) + after.nodeMs - before.nodeMs + after.dbMs - before.dbMs;
        dbCpu[k] = (dbCpu[k] ?? 0) + after.dbMs - before.dbMs;
      }
      sent += BLOCK;
    }
    out.push(`  (${loadLine()} at the end)`);
    const floorMs = percentile(times[0] ?? [], 50);
    const measured = times[0]?.length ?? rounds;
    const floorCpu = (cpu[0] ?? 0) / measured;
    for (const [k, op] of ops.entries()) {
      const m = percentile(times[k] ?? [], 50);
      const c = (cpu[k] ?? 0) / measured;
      const d = (dbCpu[k] ?? 0) / measured;
      const ratio = m / floorMs;
      const cpuRatio = c / floorCpu;
      const wall = `median ${m.toFixed(2).padStart(6)} ms  p95 ${percentile(times[k] ?? [], 95)
        .toFixed(2)
        .padStart(6)} ms`;
      const ofDb = handle.driver === "postgres" ? ` (PostgreSQL ${d.toFixed(2)})` : "";
      // The verdict is on the CPU ratio: on a shared machine the wall time mostly measures the wait for a core.
      const verdict =
        k === 0 ? "" : `  (target ≤ ${TARGET}× in CPU: ${cpuRatio <= TARGET ? "met" : "NOT met"})`;
      out.push(
        `  ${op.name.padEnd(50)} ${wall}  ×${ratio.toFixed(2)}  CPU ${c.toFixed(2)} ms${ofDb} ×${cpuRatio.toFixed(2)}${verdict}`,
      );
    }
    out.push(
      `  (CPU: node${handle.driver === "postgres" ? " + the PostgreSQL backends" : " with PGlite"}, read from /proc around each block, 10 ms ticks averaged over the rounds)`,
    );
  } finally {
    http.close();
    await app.close();
  }
}

await runOnBothDatabases("cost", measure, "npm run cost -w @fenestra/bench");
