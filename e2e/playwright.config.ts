import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./support/chromium.ts";

// Browser tests against the built app served by the built server (npm run build first). Each
// worker has a server of its own on a fresh embedded database of its own (its own demo company,
// outbox and limits), so spec files run side by side without sharing state; within a worker the
// files run one after another as before. Workers inherit the env, so they agree on the folder.
process.env.FENESTRA_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "fenestra-e2e-"));
// No operator is seeded (docs/accounts.md): the run makes one with `fenestra operator` before the
// server starts, with a password of its own that the operator tests read (fixtures/accounts.ts).
process.env.FENESTRA_E2E_OPERATOR_PASSWORD ??= randomBytes(12).toString("base64url");
// E2E_PORT lets several checkouts on one machine run their browser tests side by side: worker i
// talks to the server on E2E_PORT + i. E2E_WORKERS says how many workers and servers: default 1.
// On a quiet 2-core machine (clean-clone CI, 2026-11-30) one ran the suite in 691 s and two in
// 579 s, but with two one test of 115 lost its first click on a page just loaded (the send-code
// button of the phone change): for a sixth of the time, one.
export const PORT = Number(process.env.E2E_PORT ?? 3100);
const WORKERS = Number(process.env.E2E_WORKERS ?? 1);
const serverUrl = (index: number) => `http://localhost:${PORT + index}`;
// Playwright loads this file again in each worker with TEST_PARALLEL_INDEX (0 … workers-1) set,
// so a worker's baseURL (pages, `request`, new contexts) is its own server; a worker restarted
// after a failure keeps its index and so its server. The main process has none: server 0.
const PARALLEL_INDEX = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const BASE_URL = serverUrl(PARALLEL_INDEX);

/** Server i: the operator first (the CLI opens the fresh folder from the build's template), then the server. */
function server(index: number) {
  return {
    command:
      'printf "%s" "$FENESTRA_E2E_OPERATOR_PASSWORD" | PGLITE_TEMPLATE=../packages/server/dist/pgdata-template ' +
      "node ../packages/cli/bin/fenestra.js operator 13800138009 --password-stdin && exec node ../packages/server/dist/server.js",
    url: `${serverUrl(index)}/api/openapi.json`,
    // Every test signs in and asks for codes from one loopback address: the per-address limits
    // (docs/accounts.md "Limits") are raised for the run; the per-phone limits stay as shipped.
    env: {
      PORT: String(PORT + index),
      DATA_DIR: join(process.env.FENESTRA_E2E_DATA_DIR ?? "", `server-${index}`),
      NODE_ENV: "test",
      SMS_LIMIT_PER_ADDRESS: "100000",
      LOGIN_LIMIT_PER_ADDRESS: "100000",
      PICTURE_LIMIT_PER_ADDRESS: "100000",
      CUSTOM_ORDER_LIMIT_PER_ADDRESS: "100000",
    },
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  };
}

export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  // Generous: CI machines are small, a cold server plus a cold browser are slow together, and
  // workers share the cores. A timeout is for a test that hangs, not for one that waits for a
  // core: a 2-core machine shared at load 30 stretched 60 s paths past 120 s.
  timeout: 300_000,
  expect: { timeout: 15_000 },
  globalTeardown: "./global-teardown.ts",
  // Files are shared out between the workers; the tests of one file run in order in one worker.
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  outputDir: "./test-results",
  reporter: [["list"], ["json", { outputFile: "../test-results/e2e.json" }]],
  use: {
    baseURL: BASE_URL,
    locale: "en-US",
    viewport: { width: 1280, height: 800 },
    // No trace: recording one (DOM snapshots and a screencast at every step, kept only on failure)
    // made every test a third slower (7 files, 26 tests: 289 s with, 206 s without, 2 cores). A
    // failure still leaves its screenshot and page snapshot (error-context.md); for a trace run
    // the failing file again with `npx playwright test FILE --trace on`.
    trace: "off",
    // A step that waits this long has hung: the test fails there, naming the step, rather than
    // at the test's timeout with no step named (a redirect that never came took 300 s).
    actionTimeout: 90_000,
    navigationTimeout: 120_000,
    // The app follows the system's "reduce motion" (AppProviders): a dialog's buttons do not move
    // while it opens, so a click on a small, busy machine lands on the button and not on the mask.
    reducedMotion: "reduce",
    // The service worker precaches the shell and the measurement pages (about 270 files) in every
    // new context: on each test that doubled the suite's time (691 s to 1,382 s, quiet 2 cores)
    // and loaded the server beside the test's own clicks. It is blocked here and allowed by the
    // tests of the worker itself (guard.spec's registration, measurement-offline.spec).
    serviceWorkers: "block",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: Array.from({ length: WORKERS }, (_, index) => server(index)),
});
