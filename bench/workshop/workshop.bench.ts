// Workshop on PostgreSQL, measured through real HTTP (the server listening on 127.0.0.1): the scan
// endpoint with 50 workers scanning at once (each its own unit: auth, module gate, idempotency
// key, the unit lock) — target under 30 ms p95; and the production board of a company with
// 10,000 units in progress — target under 100 ms median. Beside them the floor: 50 workers
// calling an authenticated route that does nothing (GET /api/permissions) at once.
//
// Run: npm run workshop -w @fenestra/bench
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a scratch database
// is created and dropped. --rounds N: rounds of 50 parallel scans (default 20).
import { randomBytes, randomUUID } from "node:crypto";
import { cpus } from "node:os";
import { parseArgs } from "node:util";
import { encodeScanToken, formatScanCode } from "@fenestra/core/scanning/scan-code";
import { DEFAULT_LINK_SETUP } from "@fenestra/core/workshop/index";
import { buildApp } from "@fenestra/server/app";
import { openDatabase } from "@fenestra/server/db/client";
import { migrationsFolder } from "@fenestra/server/db/migrations-folder";
import { contracts, productionUnits, users, workshopStaffLinks } from "@fenestra/server/db/schema/index";
import { DEMO, seedDemo } from "@fenestra/server/db/seed";
import { eq } from "drizzle-orm";
import pg from "pg";
import {
  cpuMeter,
  cpuPer,
  figures,
  loadLine,
  paced,
  percentile,
  serveOverHttp,
  TRANSPORT,
} from "../on-both-databases.ts";
import { scaled } from "../quick.ts";

const SCANNERS = scaled(50, 5);
const UNITS = scaled(10_000, 500);
const { values } = parseArgs({ options: { rounds: { type: "string", default: String(scaled(20, 2)) } } });
const rounds = Math.max(2, Number(values.rounds));
const pgBase = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const name = `fenestra_bench_workshop_${process.pid}`;
const admin = new pg.Client({ connectionString: pgBase });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(pgBase);
url.pathname = `/${name}`;
const handle = await openDatabase({ databaseUrl: url.toString() });
const out: string[] = [`machine: ${cpus().length} cores, node ${process.version}; ${TRANSPORT}`];
try {
  await handle.migrate(migrationsFolder());
  await seedDemo(handle.db);
  const app = await buildApp({ db: handle.db });
  const http = await serveOverHttp(app);
  const call = async (method: "GET" | "POST", path: string, token: string, body?: unknown, key?: string) => {
    const res = await http.call(method, path, {
      token,
      body,
      headers: key ? { "idempotency-key": key } : {},
    });
    return { ...(JSON.parse(res.body) as { code: number; key?: string; data: unknown }), ms: res.ms };
  };
  const login = async (phone: string, password: string) => {
    const res = await http.call("POST", "/api/auth/login", { body: { phone, password } });
    return (JSON.parse(res.body) as { data: { userinfo: { api_token: string; id: number } } }).data.userinfo;
  };
  const main = await login(DEMO.phone, DEMO.password);
  const [owner] = await handle.db.select().from(users).where(eq(users.id, main.id));
  const companyId = owner?.companyId as number;

  // 50 workshop workers, each bound to every link.
  const workers: string[] = [];
  for (let i = 0; i < SCANNERS; i++) {
    const phone = `1370000${String(i).padStart(4, "0")}`;
    const made = await call("POST", "/api/sub-accounts", main.api_token, {
      phone,
      nickname: `Worker ${i}`,
      password: "Casement#Sash42",
      permanents: {},
      son_account_type: 4,
    });
    if (made.code !== 0) throw new Error(JSON.stringify(made));
    const w = await login(phone, "Casement#Sash42");
    await handle.db
      .insert(workshopStaffLinks)
      .values(DEFAULT_LINK_SETUP.map((s) => ({ companyId, userId: w.id, link: s.link })));
    workers.push(w.api_token);
  }

  // One contract in production with 10,000 units (a big factory's work in progress).
  const [contract] = await handle.db
    .insert(contracts)
    .values({ companyId, contractNo: "BENCH-1", status: "production", customer: "Bench" })
    .returning();
  const arrangedAt = new Date();
  const codes: string[] = [];
  for (let start = 0; start < UNITS; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, UNITS - start) }, (_, j) => {
      const seq = start + j + 1;
      const token = encodeScanToken(randomBytes(16));
      codes.push(formatScanCode("unit", token));
      return {
        companyId,
        contractId: contract?.id as number,
        seq,
        copy: 1,
        serial: `BENCH-1-${String(seq).padStart(5, "0")}`,
        windowNo: `C${seq % 40}`,
        token,
        links: [...DEFAULT_LINK_SETUP],
        wages: {},
        arrangedAt,
        currentLink: "cutting",
        dueAt: new Date(arrangedAt.getTime() + ((seq % 3) - 1) * 86_400_000),
      };
    });
    await handle.db.insert(productionUnits).values(rows);
  }
  await handle.db.execute("analyze" as never);

  const scanOnce = async (worker: string) => {
    const code = codes[unit++ % UNITS] as string;
    const scanId = randomUUID();
    const res = await call(
      "POST",
      "/api/workshop/scans",
      worker,
      { scanId, code, contractId: contract?.id },
      scanId,
    );
    if (res.code !== 0) throw new Error(`scan: ${JSON.stringify(res)}`);
    return res.ms;
  };
  const noop = async (worker: string) => {
    const res = await call("GET", "/api/permissions", worker);
    if (res.code !== 0) throw new Error(`floor: ${JSON.stringify(res)}`);
    return res.ms;
  };
  /** Each round, the 50 workers each send one request at the same moment; the first round warms up. */
  let cpu = "";
  const bursts = async (op: (worker: string) => Promise<number>) => {
    const times: number[] = [];
    const meter = await cpuMeter(handle);
    for (let r = 0; r < rounds + 1; r++) {
      const batch = await Promise.all(workers.map(op));
      if (r > 0) times.push(...batch);
    }
    cpu = await cpuPer(meter, (rounds + 1) * workers.length, handle.driver);
    return times;
  };
  let unit = 0;

  out.push(`(${loadLine()})`);
  const floor = await bursts(noop);
  out.push(
    `floor: GET /api/permissions (authenticated, does nothing), ${SCANNERS} workers at once, ${rounds} rounds`,
    `  ${figures(floor)}  max ${Math.max(...floor).toFixed(1)} ms  ${cpu}`,
  );
  const times = await bursts(scanOnce);
  const p95 = percentile(times, 95);
  out.push(
    `POST /api/workshop/scans, ${SCANNERS} workers scanning at once, ${rounds} rounds (${times.length} scans)`,
    `  ${figures(times)}  max ${Math.max(...times).toFixed(1)} ms (target p95 < 30 ms: ${p95 < 30 ? "met" : "NOT met"})  ${cpu}`,
    `  (a burst of ${SCANNERS} at one instant: the last answer waits for the ${SCANNERS - 1} before it, so p95 ≈ ${SCANNERS} × the server time of one scan; compare the floor)`,
  );
  const human = await paced(SCANNERS, 2000, scaled(10_000, 2_000), (w) => scanOnce(workers[w] as string));
  out.push(
    `  ${SCANNERS} workers each scanning every 2 s (${SCANNERS / 2} scans/s offered): ${figures(human)}  (${human.length} scans)`,
  );

  // For comparison: one worker scanning alone (no one else waiting for the server).
  const alone: number[] = [];
  for (let i = 0; i < scaled(50, 5); i++) alone.push(await scanOnce(workers[0] as string));
  out.push(`  one worker alone: ${figures(alone)}`);

  const board: number[] = [];
  for (let i = 0; i < scaled(33, 6); i++) {
    const res = await call("GET", "/api/workshop/board", main.api_token);
    if (res.code !== 0) throw new Error(JSON.stringify(res));
    if (i === 0)
      out.push(`GET /api/workshop/board: ${(res.data as { units: number }).units} units in progress`);
    if (i >= 3) board.push(res.ms);
  }
  const m = percentile(board, 50);
  out.push(
    `  ${figures(board)}  max ${Math.max(...board).toFixed(1)} ms (target median < 100 ms: ${m < 100 ? "met" : "NOT met"})`,
    `(${loadLine()})`,
  );
  http.close();
  await app.close();
} finally {
  await handle.close();
  await admin.query(`drop database if exists ${name}`);
  await admin.end();
}
out.push("", "command: npm run workshop -w @fenestra/bench");
process.stdout.write(`${out.join("\n")}\n`);
