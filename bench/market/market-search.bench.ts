// Market search (issue 34): 10,000 published series of 100 companies on PostgreSQL, searched
// through the HTTP API (auth, tenancy, count + page) by a word of a title, a Chinese word, the
// start of a series code, a publisher and a text nothing matches — target under 50 ms median.
// The search is a substring match (ILIKE) that a trigram index (pg_trgm, migration 0055) answers.
//
// Run: npm run market -w @fenestra/bench
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a
// scratch database is created and dropped. --runs N repeats each request (default 30).
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { DEMO_SERIES } from "@fenestra/core/series/demo/index";
import { writeSeriesFile } from "@fenestra/core/series/file-version";
import { buildApp } from "@fenestra/server/app";
import { openDatabase } from "@fenestra/server/db/client";
import { migrationsFolder } from "@fenestra/server/db/migrations-folder";
import { DEMO, seedDemo } from "@fenestra/server/db/seed";
import { sql } from "drizzle-orm";
import pg from "pg";
import { pgBase } from "../on-both-databases.ts";
import { scaled } from "../quick.ts";
import { percentile } from "../stats.ts";

const TARGET_MS = 50;
const LISTINGS = scaled(10_000, 500);
const COMPANIES = 100;

const { values } = parseArgs({ options: { runs: { type: "string", default: String(scaled(30, 3)) } } });
const runs = Math.max(3, Number(values.runs));

const QUERIES: [string, string][] = [
  ["word casement", "casement"],
  ["chinese 推拉", "推拉"],
  ["code tb6", "tb6"],
  ["publisher", "profiles 17"],
  ["hyphenated", "tilt-turn"],
  ["no match", "xyzzy"],
  ["everything", ""],
];

async function seed(db: Awaited<ReturnType<typeof openDatabase>>["db"]) {
  const series = Object.values(DEMO_SERIES)[0];
  if (!series) throw new Error("no demo series");
  // the published snapshot as the server writes it, without the section drawings (as most are)
  const file = writeSeriesFile({ ...series, profiles: series.profiles.map(({ sectionDxf: _, ...p }) => p) });
  await db.execute(sql`
    insert into companies (name, role, invitation_code)
    select 'Bench Profiles ' || g, 'factory', 'BENCHMKT' || g from generate_series(1, ${COMPANIES}) g`);
  const words = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x}'`).join(",")}]`);
  const brands = words(["TB", "PVC", "SL", "Alu", "Therm", "Casa", "Nord", "Sino", "Vista", "Aero"]);
  const kinds = words([
    "casement",
    "sliding window",
    "tilt-turn",
    "folding door",
    "thermal casement",
    "断桥铝平开窗",
    "推拉窗",
    "塑钢平开窗",
    "lift-and-slide",
    "fixed light",
  ]);
  const notes = words([
    "tested on site",
    "high wind load",
    "coastal projects",
    "passive house",
    "低能耗",
    "economy line",
  ]);
  await db.execute(sql`
    insert into market_listings (company_id, kind, title, material, description, payload, search_text, published,
                                 clone_count, published_at, created_at, updated_at)
    select c.id, 'series', l.title, ${series.material}, l.description, ${JSON.stringify(file)}::jsonb,
           lower(l.title || ' ' || l.description || ' ' || c.name),
           g % 11 <> 0, g % 7, timestamptz '2026-01-01' + make_interval(mins => g), now(), now()
    from generate_series(1, ${LISTINGS}) g
    cross join lateral (select
      (${brands})[1 + g % 10] || (50 + g % 50)::text || ' ' || (${kinds})[1 + (g / 10) % 10] as title,
      (${notes})[1 + (g / 100) % 6] as description) l
    join companies c on c.invitation_code = 'BENCHMKT' || (1 + g % ${COMPANIES})::text`);
  await db.execute(sql`analyze`);
}

const database = `fenestra_bench_market_${process.pid}`;
const admin = new pg.Client({ connectionString: pgBase });
await admin.connect();
await admin.query(`create database ${database}`);
const url = new URL(pgBase);
url.pathname = `/${database}`;
const handle = await openDatabase({ databaseUrl: url.toString() });
const out: string[] = [
  `machine: ${cpus().length} cores, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" / ")}, node ${process.version}`,
];
try {
  await handle.migrate(migrationsFolder());
  await seedDemo(handle.db);
  await seed(handle.db);
  const published = (await handle.db.execute(
    sql`select count(*)::int as n from market_listings where published`,
  )) as { rows: { n: number }[] };
  const plan = (await handle.db.execute(
    sql.raw(
      `explain select count(*) from market_listings where published = true and search_text like '%xyzzy%'`,
    ),
  )) as { rows: { "QUERY PLAN": string }[] };
  const planText = plan.rows.map((r) => r["QUERY PLAN"]).join("\n");
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
    `PostgreSQL: ${LISTINGS} listings of ${COMPANIES} companies (${published.rows[0]?.n} published), GET /api/market?q=…&pageSize=20 through app.inject`,
    `  trigram index in the plan of the count of '%xyzzy%': ${planText.includes("market_listings_search_trgm_idx") ? "yes" : "no"}`,
  );
  const all: number[] = [];
  for (const [name, q] of QUERIES) {
    const path = `/api/market?q=${encodeURIComponent(q)}&pageSize=20`;
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < runs + 3; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: "GET", url: path, headers });
      const dt = performance.now() - t0;
      const body = res.json() as { code: number; data: { total: number } };
      if (body.code !== 0) throw new Error(`${path}: ${JSON.stringify(body)}`);
      total = body.data.total;
      if (i >= 3) times.push(dt);
    }
    all.push(...times);
    out.push(
      `  ${name.padEnd(16)} total ${String(total).padStart(5)}  median ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms`,
    );
  }
  const m = percentile(all, 50);
  out.push(
    `  overall median ${m.toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms (target median < ${TARGET_MS} ms: ${m < TARGET_MS ? "met" : "NOT met"})`,
  );
  await app.close();
} finally {
  await handle.close();
  await admin.query(`drop database if exists ${database}`);
  await admin.end();
}
out.push("", "command: npm run market -w @fenestra/bench");
process.stdout.write(`${out.join("\n")}\n`);
