// The test command (`npm test`, README "Test it"; .ci/run runs it too):
//   1. scripts/ensure-system.sh: installs or starts what the tests need from the system, or
//      stops at once with the one command that fixes it;
//   2. vitest (core, api, cli, web, repo, the server suite on PGlite and on PostgreSQL; it needs
//      no build) with the one build (npm run build) beside it, then Playwright on the build (e2e/:
//      E2E_WORKERS workers, default 1, each with a server of its own, e2e/playwright.config.ts).
//      The benches are not tests and run on their own (`npm run build && npm run bench:quick`):
//      with them this command took 75 min in a clean-clone CI on a slow 2-core machine
//      (2026-12-02: vitest 1,194 s, Playwright 2,594 s, benches 538 s). The browser lane waits for vitest:
//      vitest keeps both cores busy (two files at once beside PostgreSQL), and at load 8-9 a
//      browser click made just after a page loaded was now and then lost when both ran at once.
//      A clean-clone CI on a quiet 2-core machine (.ci/run, 2026-11-30): vitest 302 s, build 9 s,
//      Playwright 691 s, benches 66 s, the test command 1,068 s;
//   3. the time of each phase, the ten slowest tests and, last, "N passed, N failed"
//      (scripts/summarize-tests.mjs).
// Exits 1 if anything failed.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

process.chdir(fileURLToPath(new URL("..", import.meta.url)));
const timings = [];
const since = (t0) => (performance.now() - t0) / 1000;

/** Runs a command in the foreground; answers whether it succeeded. */
function step(name, command, args) {
  console.log(`\n== ${name}`);
  const t0 = performance.now();
  const run = spawnSync(command, args, { stdio: "inherit" });
  timings.push([name, since(t0)]);
  return run.status === 0;
}

/** Runs commands one after another, each line of their output prefixed with the lane's name. */
async function lane(name, commands) {
  const t0 = performance.now();
  let ok = true;
  for (const [label, command, args] of commands) {
    const c0 = performance.now();
    const child = spawn(command, args, {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, NO_COLOR: "1" },
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => console.log(`[${name}] ${line}`));
    }
    const status = await new Promise((resolve) => child.on("close", resolve));
    timings.push([`${name}: ${label}`, since(c0)]);
    if (status !== 0) {
      ok = false;
      console.log(`[${name}] ${label} failed (exit ${status})`);
    }
  }
  timings.push([`lane ${name}`, since(t0)]);
  return ok;
}

const started = performance.now();
rmSync("test-results", { recursive: true, force: true });
if (!step("system (scripts/ensure-system.sh)", "bash", ["scripts/ensure-system.sh"])) process.exit(1);

console.log("\n== tests: vitest beside the build, then Playwright");
// The build starts with vitest (no test of vitest reads a build, and a build drives no browser, so
// no click can be lost to it): its seconds come off the run instead of waiting for vitest's end.
const built = lane("build", [["npm run build", "npm", ["run", "build"]]]);
const results = [await lane("unit", [["vitest run", "npx", ["vitest", "run"]]]), await built];
results.push(await lane("browser", [["playwright test", "npm", ["run", "test", "-w", "@fenestra/e2e"]]]));
timings.push(["total", since(started)]);

console.log("\nphase times:");
for (const [name, seconds] of timings) console.log(`${`${seconds.toFixed(0)} s`.padStart(8)}  ${name}`);
const summary = spawnSync("node", ["scripts/summarize-tests.mjs"], { stdio: "inherit" });
process.exit(summary.status === 0 && results.every(Boolean) ? 0 : 1);
