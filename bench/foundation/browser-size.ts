// What a real browser fetches: Chromium (playwright-core, /usr/bin/chromium) opens /login signed
// out and /home signed in, each in a fresh context (cold cache), and every script response is
// gzipped and summed. Pages are found by the browser tests' page objects (e2e/pages), so a page
// that changes breaks the tests and this bench together, and both are mended in one place.
import { existsSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { LoginPage } from "../../e2e/pages/login-page.ts";
import { Workbench } from "../../e2e/pages/workbench.ts";
import { CHROMIUM_ARGS } from "../../e2e/support/chromium.ts";
import { gzipKB } from "./manifest-size.ts";

export type BrowserRow = { route: string; scripts: number; gzipKB: number; largest: string };

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

type StorageState = Awaited<ReturnType<Awaited<ReturnType<Browser["newContext"]>>["storageState"]>>;

/** Signs in through the sign-in page as a person does; answers the session the browser keeps. */
async function signedInState(
  browser: Browser,
  base: string,
  locale: string,
  demo: Demo,
): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: base, locale, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(demo.phone, demo.password);
    await new Workbench(page).expectShown();
    return await context.storageState();
  } finally {
    await context.close();
  }
}

type Demo = { phone: string; password: string };

/** Undefined when no Chromium or playwright-core is available. */
export async function browserSizes(
  base: string,
  demo: Demo,
  locale = "zh-CN",
): Promise<BrowserRow[] | undefined> {
  if (!existsSync(CHROMIUM)) return undefined;
  let chromium: typeof import("playwright-core").chromium;
  try {
    ({ chromium } = await import("playwright-core"));
  } catch {
    return undefined;
  }
  const browser = (await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })) as Browser;
  try {
    const session = await signedInState(browser, base, locale, demo);
    const routes: [string, StorageState | undefined, (page: Page) => Promise<void>][] = [
      ["/login", undefined, (page) => new LoginPage(page).goto()],
      ["/home", session, (page) => new Workbench(page).goto()],
    ];
    const rows: BrowserRow[] = [];
    for (const [route, storageState, open] of routes) {
      // A fresh context: an empty HTTP cache, and the session (if any) in its storage already.
      const context = await browser.newContext({
        baseURL: base,
        locale,
        serviceWorkers: "block",
        storageState,
      });
      const page = await context.newPage();
      const scripts: Promise<{ url: string; kb: number }>[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() !== "script") return;
        scripts.push(response.body().then((bytes) => ({ url: response.url(), kb: gzipKB(bytes) })));
      });
      // The page has rendered its own content (its catalogue and data loaded), then idles again.
      await open(page);
      await page.waitForLoadState("networkidle");
      const landed = new URL(page.url()).pathname;
      if (landed !== route) throw new Error(`${route} landed on ${landed}`);
      const loaded = await Promise.all(scripts);
      loaded.sort((a, b) => b.kb - a.kb);
      const top = loaded[0];
      rows.push({
        route,
        scripts: loaded.length,
        gzipKB: loaded.reduce((sum, s) => sum + s.kb, 0),
        largest: top ? `${new URL(top.url).pathname} ${top.kb.toFixed(1)} KB` : "-",
      });
      await context.close();
    }
    return rows;
  } finally {
    await browser.close();
  }
}
