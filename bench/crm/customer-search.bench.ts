// Customer search: 100,000 customers of one company (and 10,000 of another), searched through
// the HTTP API (auth, module gate, tenancy, count + page) by the start of a name, a phone and
// the pinyin initials of a Chinese name, on PGlite and on PostgreSQL — target under 30 ms median.
//
// Run: npm run crm -w @fenestra/bench
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a
// scratch database is created and dropped. --runs N repeats each request (default 30).
import { parseArgs } from "node:util";
import { buildApp } from "@fenestra/server/app";
import type { DatabaseHandle } from "@fenestra/server/db/client";
import { migrationsFolder } from "@fenestra/server/db/migrations-folder";
import { DEMO, seedDemo } from "@fenestra/server/db/seed";
import { sql } from "drizzle-orm";
import { runOnBothDatabases } from "../on-both-databases.ts";
import { scaled } from "../quick.ts";

const TARGET_MS = 30;
const CUSTOMERS = scaled(100_000, 2_000);

const { values } = parseArgs({ options: { runs: { type: "string", default: String(scaled(30, 3)) } } });
const runs = Math.max(3, Number(values.runs));

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

// Names from common surnames and given-name characters, with their pinyin initials side by side
// (张 z, 伟 w …), so the initials column holds what the server's pinyin-pro writes for them.
const SURNAMES = ["张", "王", "李", "赵", "刘", "陈", "杨", "黄", "周", "吴"];
const SURNAME_INITIALS = ["z", "w", "l", "z", "l", "c", "y", "h", "z", "w"];
const GIVEN = [
  "伟",
  "芳",
  "娜",
  "敏",
  "静",
  "丽",
  "强",
  "磊",
  "军",
  "洋",
  "勇",
  "艳",
  "杰",
  "娟",
  "涛",
  "明",
  "超",
  "秀",
  "霞",
  "平",
];
const GIVEN_INITIALS = [
  "w",
  "f",
  "n",
  "m",
  "j",
  "l",
  "q",
  "l",
  "j",
  "y",
  "y",
  "y",
  "j",
  "j",
  "t",
  "m",
  "c",
  "x",
  "x",
  "p",
];

async function seedCustomers(db: DatabaseHandle["db"]) {
  await db.execute(sql`
    insert into companies (name, role, invitation_code) values ('Noise Windows', 'factory', 'BENCHNOISE')`);
  const arr = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x}'`).join(",")}]`);
  const insert = (company: ReturnType<typeof sql>, count: number, phonePrefix: string) => sql`
    insert into customers (company_id, name, phone, phone_key, name_key, initials, type, owner_id, created_at)
    select c.id, n.name, ${phonePrefix} || lpad(g::text, 9, '0'), ${phonePrefix} || lpad(g::text, 9, '0'),
           n.name, n.initials,
           (array['potential','deal','lost'])[1 + g % 3],
           (select id from users where company_id = c.id order by id limit 1),
           timestamptz '2026-01-01' + make_interval(mins => g)
    from generate_series(1, ${count}) g
    cross join lateral (select
      (${arr(SURNAMES)})[1 + g % 10] || (${arr(GIVEN)})[1 + (g / 10) % 20] || (${arr(GIVEN)})[1 + (g / 200) % 20] as name,
      (${arr(SURNAME_INITIALS)})[1 + g % 10] || (${arr(GIVEN_INITIALS)})[1 + (g / 10) % 20] || (${arr(GIVEN_INITIALS)})[1 + (g / 200) % 20] as initials) n
    cross join (${company}) c`;
  await db.execute(insert(sql`select id from companies where name = ${DEMO.company}`, CUSTOMERS, "13"));
  await db.execute(
    insert(sql`select id from companies where invitation_code = 'BENCHNOISE'`, CUSTOMERS / 10, "15"),
  );
  await db.execute(sql`analyze`);
}

const QUERIES: [string, string][] = [
  ["name 张伟", "张伟"],
  ["name 王芳娜", "王芳娜"],
  ["initials zw", "zw"],
  ["initials wfn", "wfn"],
  ["phone 1300004", "1300004"],
  ["phone full", "13000042424"],
  ["no match", "xyz"],
];

async function measure(label: string, handle: DatabaseHandle, out: string[]) {
  await handle.migrate(migrationsFolder());
  await seedDemo(handle.db);
  await seedCustomers(handle.db);
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
    `${label}: ${CUSTOMERS} customers of the company (+10,000 of another), GET /api/customers?q=… through app.inject`,
  );
  const all: number[] = [];
  for (const [name, q] of QUERIES) {
    const url = `/api/customers?q=${encodeURIComponent(q)}&pageSize=20`;
    const times: number[] = [];
    for (let i = 0; i < runs + 3; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: "GET", url, headers });
      const dt = performance.now() - t0;
      const body = res.json() as { code: number; data: { total: number } };
      if (body.code !== 0) throw new Error(`${url}: ${JSON.stringify(body)}`);
      if (i >= 3) times.push(dt);
      if (i === 0) out.push(`  ${name.padEnd(15)} total ${String(body.data.total).padStart(6)}`);
    }
    all.push(...times);
    out[out.length - 1] += `  median ${median(times).toFixed(1)} ms  max ${Math.max(...times).toFixed(1)} ms`;
  }
  const m = median(all);
  out.push(
    `  overall median ${m.toFixed(1)} ms (target < ${TARGET_MS} ms: ${m < TARGET_MS ? "met" : "NOT met"})`,
  );
  await app.close();
}

await runOnBothDatabases("crm", measure, "npm run crm -w @fenestra/bench");
