// Runs every bench of the bench workspace (each script of bench/package.json but typecheck) in
// quick mode (BENCH_QUICK=1, bench/quick.ts): few iterations on small data, figures printed, no
// target asserted. A bench that no longer runs against today's code fails this, and so CI.
// Needs the build (npm run build) and PostgreSQL; prints each bench's time, exits 1 if one failed.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";

const { scripts } = JSON.parse(readFileSync(new URL("../bench/package.json", import.meta.url), "utf8"));
const benches = Object.keys(scripts).filter((name) => name !== "typecheck");
const results = [];
for (const name of benches) {
  console.log(`\n== bench ${name} (quick)`);
  const started = performance.now();
  const run = spawnSync("npm", ["run", "--silent", name, "-w", "@fenestra/bench"], {
    stdio: "inherit",
    env: { ...process.env, BENCH_QUICK: "1" },
  });
  results.push({ name, ok: run.status === 0, seconds: (performance.now() - started) / 1000 });
}
console.log("\nbenches (quick):");
for (const r of results)
  console.log(`  ${r.ok ? "ok    " : "FAILED"} ${r.name.padEnd(10)} ${r.seconds.toFixed(1)} s`);
// Counted with the tests by scripts/summarize-tests.mjs: each bench one test that passed or failed.
mkdirSync("test-results", { recursive: true });
writeFileSync("test-results/bench-quick.json", JSON.stringify(results, null, 2));
process.exit(results.every((r) => r.ok) ? 0 : 1);
