// Orders figures: listing 10,000 contracts with filters and paging through the HTTP
// API (auth, tenancy, count + page), on PGlite and on PostgreSQL — target under 50 ms median —
// and the PDF of a 200-item contract — target under 3 s.
//
// Run: npm run bench:orders   (= npm run orders -w @fenestra/bench)
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a
// scratch database is created and dropped. --runs N repeats each request (default 30).
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { buildApp } from "@fenestra/server/app";
import type { DatabaseHandle } from "@fenestra/server/db/client";
import { migrationsFolder } from "@fenestra/server/db/migrations-folder";
import { DEMO, seedDemo } from "@fenestra/server/db/seed";
import { sql } from "drizzle-orm";
import { runOnBothDatabases } from "../on-both-databases.ts";
import { scaled } from "../quick.ts";

const LIST_TARGET_MS = 50;
const PDF_TARGET_MS = 3000;
const CONTRACTS = scaled(10_000, 200);
const PDF_ITEMS = scaled(200, 10);

const { values } = parseArgs({ options: { runs: { type: "string", default: String(scaled(30, 3)) } } });
const runs = Math.max(3, Number(values.runs));
const design = readFileSync(
  new URL("../../docs/examples/casement-1500x1400.design.json", import.meta.url),
  "utf8",
);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

/** 10,000 contracts of the demo company (and 2,000 of another) spread over a year. */
async function seedContracts(db: DatabaseHandle["db"]) {
  await db.execute(sql`
    insert into companies (name, role, invitation_code) values ('Noise Windows', 'factory', 'BENCHNOISE')`);
  await db.execute(sql`
    insert into contracts (company_id, contract_no, customer, phone, address, type, status, amount, area,
                           order_date, salesperson_id, created_at)
    select c.id, 'HT' || lpad(g::text, 6, '0'), 'Customer ' || (g % 500), '139' || lpad(g::text, 8, '0'),
           'Street ' || g, case when g % 7 = 0 then 'sunnyhouse' else 'webcc' end,
           (array['intent','agreement','review','deposit','production','finished','delivered','settled'])[1 + g % 8],
           100000 + (g * 37) % 900000, 1 + (g % 40), date '2026-01-01' + (g % 330),
           (select id from users where company_id = c.id order by id limit 1),
           timestamptz '2026-01-01' + make_interval(mins => g * 47)
    from generate_series(1, ${CONTRACTS}) g
    cross join (select id from companies where name = ${DEMO.company}) c`);
  await db.execute(sql`
    insert into contracts (company_id, contract_no, customer, status, created_at)
    select c.id, 'N' || g, 'Customer ' || (g % 500), 'intent', now()
    from generate_series(1, ${CONTRACTS / 5}) g cross join (select id from companies where invitation_code = 'BENCHNOISE') c`);
  await db.execute(sql`analyze`);
}

const QUERIES: [string, string][] = [
  ["first page", "/api/contracts?page=1&pageSize=20"],
  ["status", "/api/contracts?status=production&pageSize=20"],
  ["customer", "/api/contracts?customer=Customer%20123&pageSize=20"],
  ["date range", "/api/contracts?from=2026-03-01&to=2026-04-30&pageSize=20"],
  ["search", "/api/contracts?q=HT0042&pageSize=20"],
  ["deep page", "/api/contracts?page=250&pageSize=20"],
  ["all filters", "/api/contracts?status=settled&customer=Customer&from=2026-02-01&to=2026-09-30&page=3"],
];

async function measure(label: string, handle: DatabaseHandle, out: string[]) {
  await handle.migrate(migrationsFolder());
  await seedDemo(handle.db);
  await seedContracts(handle.db);
  const app = await buildApp({ db: handle.db });
  await app.ready();
  const login = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { phone: DEMO.phone, password: DEMO.password },
  });
  const token = (login.json() as { data: { userinfo: { api_token: string } } }).data.userinfo.api_token;
  const headers = { authorization: `Bearer ${token}` };
  out.push(`${label}: ${CONTRACTS} contracts of the company (+2,000 of another), GET through app.inject`);
  const all: number[] = [];
  for (const [name, url] of QUERIES) {
    const times: number[] = [];
    for (let i = 0; i < runs + 3; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: "GET", url, headers });
      const dt = performance.now() - t0;
      const body = res.json() as { code: number; data: { total: number } };
      if (body.code !== 0) throw new Error(`${url}: ${JSON.stringify(body)}`);
      if (i >= 3) times.push(dt);
      if (i === 0) out.push(`  ${name.padEnd(12)} total ${String(body.data.total).padStart(5)}`);
    }
    all.push(...times);
    out[out.length - 1] += `  median ${median(times).toFixed(1)} ms  max ${Math.max(...times).toFixed(1)} ms`;
  }
  const m = median(all);
  out.push(
    `  overall median ${m.toFixed(1)} ms (target < ${LIST_TARGET_MS} ms: ${m < LIST_TARGET_MS ? "met" : "NOT met"})`,
  );

  if (label === "PGlite") {
    // A 200-item contract as PDF (drawings rendered per item, CJK font embedded).
    const created = await app.inject({
      method: "POST",
      url: "/api/contracts",
      headers,
      payload: { customer: "王先生" },
    });
    const contractId = (created.json() as { data: { id: number } }).data.id;
    const order = await app.inject({ method: "POST", url: "/api/orders", headers, payload: { contractId } });
    const orderId = (order.json() as { data: { id: number } }).data.id;
    await handle.db.execute(sql`
      insert into order_items (company_id, order_id, design, window_no, count, width, height, area, price, amount)
      select o.company_id, o.id, ${design}::jsonb, 'C' || g, 1 + g % 3, 1500, 1400, 2.1, 157800, 157800 * (1 + g % 3)
      from generate_series(1, ${PDF_ITEMS}) g cross join (select * from orders where id = ${orderId}) o`);
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 4; i++) {
      const t0 = performance.now();
      const res = await app.inject({
        method: "GET",
        url: `/api/contracts/${contractId}/export?format=pdf`,
        headers,
      });
      const dt = performance.now() - t0;
      if (res.statusCode !== 200 || !String(res.headers["content-type"]).includes("pdf"))
        throw new Error(`pdf export failed: ${res.body.slice(0, 200)}`);
      bytes = res.rawPayload.length;
      if (i > 0) times.push(dt);
    }
    const m2 = median(times);
    out.push(
      `PDF of a ${PDF_ITEMS}-item contract: median ${Math.round(m2)} ms over ${times.length} runs, ${(bytes / 1024).toFixed(0)} KB (target < ${PDF_TARGET_MS} ms: ${m2 < PDF_TARGET_MS ? "met" : "NOT met"})`,
    );
  }
  await app.close();
}

await runOnBothDatabases("orders", measure, "npm run bench:orders");
