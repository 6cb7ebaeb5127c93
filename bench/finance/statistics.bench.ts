// Finance statistics: one company with 1,000,000 ledger entries in a year (900,000 receipts on
// 12,000 contracts of 10 salespeople and 100,000 expenditures, on 3 receipt accounts), asked for
// its monthly statistics of the year through the HTTP API (auth, module gate, count per month and
// salesperson: contracts, amount, area, collected, receivable, expenditure), on PGlite and on
// PostgreSQL — target under 100 ms median. The day and contract totals are built from the entries
// the way the migration builds them, and the bench checks the answer against sums of the entries.
//
// Run: npm run finance -w @fenestra/bench
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a
// scratch database is created and dropped. --runs N repeats the request (default 30).
import { parseArgs } from "node:util";
import { buildApp } from "@fenestra/server/app";
import type { DatabaseHandle } from "@fenestra/server/db/client";
import { migrationsFolder } from "@fenestra/server/db/migrations-folder";
import { DEMO, seedDemo } from "@fenestra/server/db/seed";
import { sql } from "drizzle-orm";
import { runOnBothDatabases } from "../on-both-databases.ts";
import { scaled } from "../quick.ts";

const TARGET_MS = 100;
const ENTRIES = scaled(1_000_000, 10_000);
const RECEIPTS = scaled(900_000, 9_000);
const CONTRACTS = scaled(12_000, 120);

const { values } = parseArgs({ options: { runs: { type: "string", default: String(scaled(30, 3)) } } });
const runs = Math.max(3, Number(values.runs));

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

async function seedLedger(db: DatabaseHandle["db"]) {
  const company = sql`(select id from companies where name = ${DEMO.company})`;
  const owner = sql`(select id from users where company_id = ${company} order by id limit 1)`;
  await db.execute(sql`
    insert into receipt_accounts (company_id, type, name, is_default)
    select ${company}, t, t || ' account', false from unnest(array['wechat','alipay','bank_card']) t`);
  // 12,000 contracts through 2026, 1,000 a month, 10 salespeople (the owner and 9 sub-accounts).
  await db.execute(sql`
    insert into users (company_id, fid, phone, nickname, password_hash)
    select ${company}, ${owner}, '1990000000' || g, 'Seller ' || g, 'x' from generate_series(1, 9) g`);
  await db.execute(sql`
    insert into contracts (company_id, contract_no, customer, status, amount, area, salesperson_id, created_at)
    select ${company}, 'B' || lpad(g::text, 6, '0'), 'Customer ' || g, 'agreement', 10000000 + (g % 97) * 1000,
           10 + (g % 13), (select id from users where company_id = ${company} order by id offset (g % 10) limit 1),
           timestamptz '2026-01-01' + make_interval(hours => (g * 8760 / ${CONTRACTS})::int)
    from generate_series(1, ${CONTRACTS}) g`);
  // 900,000 receipts of 100.00 spread over the contracts (75 each), dated through the year.
  await db.execute(sql`
    insert into collections (company_id, contract_id, kind, amount, method, account_id, person_id, entry_date, created_at)
    select ${company}, k.id, 'receipt', 10000, 'wechat',
           (select id from receipt_accounts where company_id = ${company} order by id offset (g % 3) limit 1),
           coalesce(k.salesperson_id, 0), (timestamptz '2026-01-01' + make_interval(mins => (g * 525600::bigint / ${RECEIPTS})::int))::date,
           timestamptz '2026-01-01' + make_interval(mins => (g * 525600::bigint / ${RECEIPTS})::int)
    from generate_series(1, ${RECEIPTS}) g
    join contracts k on k.company_id = ${company} and k.contract_no = 'B' || lpad((1 + g % ${CONTRACTS})::text, 6, '0')`);
  await db.execute(sql`
    insert into collections (company_id, kind, amount, method, account_id, person_id, category, payee, entry_date, created_at)
    select ${company}, 'expenditure', -(1000 + g % 5000), 'manual',
           (select id from receipt_accounts where company_id = ${company} order by id offset (g % 3) limit 1),
           ${owner}, 'material', 'Supplier', (timestamptz '2026-01-01' + make_interval(mins => (g * 5)::int))::date,
           timestamptz '2026-01-01' + make_interval(mins => (g * 5)::int)
    from generate_series(1, ${ENTRIES - RECEIPTS}) g`);
  // The totals, exactly as the migration builds them from entries.
  await db.execute(sql`
    insert into finance_day_totals (company_id, day, person_id, received, spent)
    select company_id, entry_date, person_id,
           coalesce(sum(amount) filter (where kind = 'receipt'), 0),
           coalesce(-sum(amount) filter (where kind = 'expenditure'), 0)
    from collections group by 1, 2, 3`);
  await db.execute(sql`
    insert into finance_contract_totals (contract_id, company_id, received)
    select contract_id, min(company_id), sum(amount) from collections where contract_id is not null group by contract_id`);
  await db.execute(sql`analyze`);
}

async function measure(label: string, handle: DatabaseHandle, out: string[]) {
  await handle.migrate(migrationsFolder());
  await seedDemo(handle.db);
  const t0 = performance.now();
  await seedLedger(handle.db);
  const seeded = (performance.now() - t0) / 1000;
  const app = await buildApp({ db: handle.db });
  await app.ready();
  const login = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { phone: DEMO.phone, password: DEMO.password },
  });
  const token = (login.json() as { data: { userinfo: { api_token: string } } }).data.userinfo.api_token;
  const headers = { authorization: `Bearer ${token}` };
  const url = "/api/finance/statistics?period=month&from=2026-01-01&to=2026-12-31";
  out.push(
    `${label}: ${ENTRIES.toLocaleString("en-US")} entries, ${CONTRACTS.toLocaleString("en-US")} contracts (seeded in ${seeded.toFixed(0)} s); GET ${url}`,
  );
  const times: number[] = [];
  let total: Record<string, number> = {};
  for (let i = 0; i < runs + 3; i++) {
    const s = performance.now();
    const res = await app.inject({ method: "GET", url, headers });
    const dt = performance.now() - s;
    const body = res.json() as { code: number; data: { periods: unknown[]; total: Record<string, number> } };
    if (body.code !== 0) throw new Error(`${url}: ${JSON.stringify(body)}`);
    if (body.data.periods.length !== 12) throw new Error("not twelve months");
    total = body.data.total;
    if (i >= 3) times.push(dt);
  }
  // The answer against sums taken straight from the year's entries.
  const [sums] = (
    (await handle.db.execute(sql`
    select coalesce(sum(amount) filter (where kind = 'receipt'), 0)::bigint as received,
           coalesce(-sum(amount) filter (where kind = 'expenditure'), 0)::bigint as spent
    from collections where entry_date between '2026-01-01' and '2026-12-31'`)) as unknown as {
      rows: { received: string; spent: string }[];
    }
  ).rows;
  const agrees = Number(sums?.received) === total.collected && Number(sums?.spent) === total.expenditure;
  out.push(
    `  totals: ${total.contracts} contracts, collected ${total.collected} fen, expenditure ${total.expenditure} fen, receivable ${total.receivable} fen — ${agrees ? "equal to the sums of the entries" : "DIFFER from the entries"}`,
  );
  const m = median(times);
  out.push(
    `  median ${m.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms over ${runs} runs (target < ${TARGET_MS} ms: ${m < TARGET_MS ? "met" : "NOT met"})`,
  );
  await app.close();
  if (!agrees) process.exitCode = 1;
}

await runOnBothDatabases("finance", measure, "npm run finance -w @fenestra/bench");
