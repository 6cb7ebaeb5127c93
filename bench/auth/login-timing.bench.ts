// Sign-in timing: a password sign-in for a known phone (wrong password) and for
// an unknown phone must take the same time, so timing does not tell which phones have accounts.
// Before: 37 ms known vs 3 ms unknown. Each address/phone gets a fresh key so the limits never
// answer first.
//
// Run: npm run auth -w @fenestra/bench   [--runs N, default 40]
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { buildApp } from "@fenestra/server/app";
import { openDatabase } from "@fenestra/server/db/client";
import { migrationsFolder } from "@fenestra/server/db/migrations-folder";
import { DEMO, seedDemo } from "@fenestra/server/db/seed";
import { DEFAULT_LIMITS } from "@fenestra/server/shared/auth-limits";
import { scaled } from "../quick.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: String(scaled(40, 5)) } } });
const runs = Math.max(5, Number(values.runs));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

const handle = await openDatabase({ pglite: await PGlite.create() });
await handle.migrate(migrationsFolder());
await seedDemo(handle.db);
const app = await buildApp({
  db: handle.db,
  limits: {
    ...DEFAULT_LIMITS,
    loginPerPhone: { max: 1_000_000, windowMs: 60_000 },
    loginPerAddress: { max: 1_000_000, windowMs: 60_000 },
    smsPerPhone: { max: 1, windowMs: 60_000 },
    smsPerAddress: { max: 1, windowMs: 60_000 },
    picturePerAddress: { max: 1, windowMs: 60_000 },
  },
});
await app.ready();

async function time(phone: string): Promise<number> {
  const started = performance.now();
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { phone, password: "Wrong#Password1" },
  });
  const took = performance.now() - started;
  if (response.json().key !== "access.wrong_credentials") throw new Error(response.body);
  return took;
}

// Warm up both paths (the dummy hash is made on first use).
await time(DEMO.phone);
await time("13900000000");
const known: number[] = [];
const unknown: number[] = [];
for (let i = 0; i < runs; i++) {
  known.push(await time(DEMO.phone));
  unknown.push(await time(`1390000${String(i).padStart(4, "0")}`));
}
const k = median(known);
const u = median(unknown);
process.stdout.write(
  `login, wrong password: known phone median ${k.toFixed(1)} ms, unknown phone median ${u.toFixed(1)} ms ` +
    `(ratio ${(k / u).toFixed(2)}; ${runs} runs each; ${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)})\n`,
);
await app.close();
await handle.close();
