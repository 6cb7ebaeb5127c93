// Prints "N passed, N failed" from the JSON reports that `npm test` writes
// (vitest: test-results/vitest.json, Playwright: test-results/e2e.json).
// Exits 1 when a report is missing or anything failed.
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let missing = false;

const vitestFile = "test-results/vitest.json";
if (existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, "utf8"));
  passed += report.numPassedTests ?? 0;
  // A file that fails before any test runs (an import error) counts as one failure.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === "failed" && (file.assertionResults ?? []).length === 0,
  ).length;
  failed += (report.numFailedTests ?? 0) + brokenFiles;
} else missing = true;

const e2eFile = "test-results/e2e.json";
if (existsSync(e2eFile)) {
  const report = JSON.parse(readFileSync(e2eFile, "utf8"));
  passed += report.stats?.expected ?? 0;
  failed += (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0);
} else missing = true;

if (missing) console.error("a test report is missing: some suite did not run");
console.log(`${passed} passed, ${failed} failed`);
process.exit(missing || failed > 0 ? 1 : 0);
