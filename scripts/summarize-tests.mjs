// Prints the ten slowest tests (vitest and Playwright together), then "N passed, N failed" from
// the JSON reports that `npm test` writes (vitest: test-results/vitest.json, Playwright:
// test-results/e2e.json; each bench run in quick mode counts as one test when
// test-results/bench-quick.json is there). That count stays the last line. Exits 1 when a report is missing or
// anything failed.
import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";

let passed = 0;
let failed = 0;
let missing = false;
/** @type {{ ms: number; name: string }[]} */
const timings = [];

const vitestFile = "test-results/vitest.json";
if (existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, "utf8"));
  passed += report.numPassedTests ?? 0;
  // A file that fails before any test runs (an import error) counts as one failure.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === "failed" && (file.assertionResults ?? []).length === 0,
  ).length;
  failed += (report.numFailedTests ?? 0) + brokenFiles;
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (typeof test.duration !== "number") continue;
      timings.push({
        ms: test.duration,
        name: `vitest ${relative(process.cwd(), file.name)} > ${test.fullName}`,
      });
    }
  }
} else missing = true;

const e2eFile = "test-results/e2e.json";
if (existsSync(e2eFile)) {
  const report = JSON.parse(readFileSync(e2eFile, "utf8"));
  passed += report.stats?.expected ?? 0;
  failed += (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0);
  const walk = (suite, titles) => {
    const path = suite.title && !suite.title.endsWith(".ts") ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        timings.push({ ms, name: `e2e ${spec.file} > ${[...path, spec.title].join(" > ")}` });
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
} else missing = true;

const benchFile = "test-results/bench-quick.json";
if (existsSync(benchFile)) {
  for (const bench of JSON.parse(readFileSync(benchFile, "utf8"))) {
    if (bench.ok) passed += 1;
    else {
      failed += 1;
      console.error(`bench ${bench.name} failed in quick mode`);
    }
  }
}

if (timings.length > 0) {
  console.log("\nslowest tests:");
  for (const { ms, name } of timings.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    console.log(`${`${(ms / 1000).toFixed(1)} s`.padStart(9)}  ${name}`);
  }
}
if (missing) console.error("a test report is missing: some suite did not run");
console.log(`${passed} passed, ${failed} failed`);
process.exit(missing || failed > 0 ? 1 : 0);
