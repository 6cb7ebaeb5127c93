// Prints the ten slowest tests (vitest and Playwright together), then "N passed, N failed" from
// the JSON reports that `npm test` writes (vitest: test-results/vitest.json, Playwright:
// test-results/e2e.json; each bench run in quick mode counts as one test when
// test-results/bench-quick.json is there); errors outside any test count as one failure each. That
// count stays the last line. Exits 1 when a report is missing or anything failed.
import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";

let passed = 0;
let failed = 0;
let missing = false;
/** @type {{ ms: number; name: string }[]} */
const timings = [];
/** Names of what failed, printed just above the count so a clipped log still shows them. */
const failures = [];
/** The first line of an error message, without terminal colours, at most 200 characters. */
const firstLine = (text) =>
  String(text ?? "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")[0]
    .slice(0, 200);

const vitestFile = "test-results/vitest.json";
if (existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, "utf8"));
  passed += report.numPassedTests ?? 0;
  // A file that fails before any test runs (an import error) counts as one failure.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === "failed" && (file.assertionResults ?? []).length === 0,
  ).length;
  failed += (report.numFailedTests ?? 0) + brokenFiles;
  // Errors outside any test (an unhandled rejection, work scheduled after a file's teardown) fail
  // the run though every test passed: one failure, so the count never says 0 while CI fails.
  if (report.success === false && (report.numFailedTests ?? 0) + brokenFiles === 0) {
    failed += 1;
    failures.push("vitest: errors outside any test (see 'Unhandled Errors' in its output)");
  }
  for (const file of report.testResults ?? []) {
    const fileName = relative(process.cwd(), file.name);
    if (file.status === "failed" && (file.assertionResults ?? []).length === 0) {
      failures.push(`vitest ${fileName} (the file did not load: ${firstLine(file.message)})`);
    }
    for (const test of file.assertionResults ?? []) {
      if (test.status === "failed") failures.push(`vitest ${fileName} > ${test.fullName}`);
      if (typeof test.duration !== "number") continue;
      timings.push({
        ms: test.duration,
        name: `vitest ${fileName} > ${test.fullName}`,
      });
    }
  }
} else missing = true;

const e2eFile = "test-results/e2e.json";
if (existsSync(e2eFile)) {
  const report = JSON.parse(readFileSync(e2eFile, "utf8"));
  passed += report.stats?.expected ?? 0;
  failed += (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0);
  // Errors outside any test (global set-up or teardown, a worker that died) count as failures too.
  for (const error of report.errors ?? []) {
    failed += 1;
    failures.push(`playwright: ${firstLine(error.message ?? "an error outside any test")}`);
  }
  const walk = (suite, titles) => {
    const path = suite.title && !suite.title.endsWith(".ts") ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        const title = [...path, spec.title].join(" > ");
        if (test.status === "unexpected" || test.status === "flaky") {
          const error = test.results?.find((r) => r.error)?.error?.message;
          failures.push(`e2e ${spec.file} > ${title} (${test.status}: ${firstLine(error)})`);
        }
        timings.push({ ms, name: `e2e ${spec.file} > ${title}` });
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
      failures.push(`bench ${bench.name} failed in quick mode`);
    }
  }
}

if (timings.length > 0) {
  console.log("\nslowest tests:");
  for (const { ms, name } of timings.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    console.log(`${`${(ms / 1000).toFixed(1)} s`.padStart(9)}  ${name}`);
  }
}
if (failures.length > 0) {
  console.log("\nfailed:");
  for (const name of failures) console.log(`  ${name}`);
}
if (missing) console.log("a test report is missing: some suite did not run");
console.log(`${passed} passed, ${failed} failed`);
process.exit(missing || failed > 0 ? 1 : 0);
