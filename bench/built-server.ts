// The built server and a signed-in browser session, for the benches that drive Chromium
// (designer, threed). Needs `npm run build` first.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Browser, BrowserContextOptions } from "@playwright/test";
import { DEMO } from "../e2e/fixtures/accounts.ts";
import { LoginPage } from "../e2e/pages/login-page.ts";

/** BENCH_PORT, or a random port below Linux's ephemeral range (32768–60999), so no outgoing connection can hold it. */
export const benchPort = () => Number(process.env.BENCH_PORT ?? 20_000 + Math.floor(Math.random() * 10_000));

/**
 * Stops the bench's server: SIGTERM, then SIGKILL if it has not exited within 5 s (its data folder
 * is thrown away). Here it has been seen to stay up a minute after the browser closed, which the
 * bench's quick run in CI paid in full.
 */
async function stopServer(child: ReturnType<typeof spawn>): Promise<void> {
  const exited = new Promise<boolean>((resolve) => child.once("exit", () => resolve(true)));
  child.kill();
  const inTime = await Promise.race([exited, new Promise<boolean>((r) => setTimeout(() => r(false), 5000))]);
  if (!inTime) {
    console.log("(the server had not stopped 5 s after SIGTERM: killed)");
    child.kill("SIGKILL");
    await exited;
  }
}

/** The repository's root: the working folder or the nearest one above it that holds packages/server. */
export function repoRoot(): string {
  let root = process.cwd();
  while (!existsSync(join(root, "packages/server")) && dirname(root) !== root) root = dirname(root);
  return root;
}

/**
 * Starts packages/server/dist/server.js on `port` with a fresh database in a new folder named
 * `prefix`… under the system's temporary folder; answers how to stop it.
 */
export async function startServer(port: number, prefix: string): Promise<() => Promise<void>> {
  const child = spawn("node", [join(repoRoot(), "packages/server/dist/server.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), prefix)),
      NODE_ENV: "test",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 360; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/api/openapi.json`)).ok) return () => stopServer(child);
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error("the built server did not start (run npm run build first)");
}

export type StorageState = BrowserContextOptions["storageState"];

/** Signs in through the sign-in page as a person does; answers the session the browser keeps. */
export async function signIn(browser: Browser, baseURL: string): Promise<StorageState> {
  const context = await browser.newContext({ baseURL, locale: "en-US", serviceWorkers: "block" });
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await page.waitForURL((url) => url.pathname !== "/login");
  const state = await context.storageState();
  await context.close();
  return state;
}
