import { expect as runnerExpect } from "@playwright/test";

// The page objects' expect. In the test runner (its workers set TEST_WORKER_INDEX) it is the
// runner's own, with playwright.config.ts's timeout; the benches (bench/) drive the same page
// objects outside the runner, where Playwright's default of 5 s is too short on a loaded machine.
export const expect =
  process.env.TEST_WORKER_INDEX === undefined ? runnerExpect.configure({ timeout: 30_000 }) : runnerExpect;
