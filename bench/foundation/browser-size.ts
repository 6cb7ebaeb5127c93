// What a real browser fetches: Chromium (playwright-core, /usr/bin/chromium) opens /login signed
// out and /home signed in, each in a fresh context (cold cache), and every script response is
// gzipped and summed. From the DevTools protocol it also counts what crossed the wire (every
// response, as sent: compressed or not) against what it unpacked to, and the first contentful
// paint; then the same tab opens the page again (a repeat visit: its HTTP cache warm) and counts
// the hashed assets it fetched once more. Pages are found by the browser tests' page objects (e2e/pages), so a page
// that changes breaks the tests and this bench together, and both are mended in one place.
import { existsSync } from "node:fs";
import type { Browser, Page, Response } from "@playwright/test";
import { LoginPage } from "../../e2e/pages/login-page.ts";
import { Workbench } from "../../e2e/pages/workbench.ts";
import { CHROMIUM_ARGS } from "../../e2e/support/chromium.ts";
import { gzipKB } from "./manifest-size.ts";

export type BrowserRow = {
  route: string;
  scripts: number;
  gzipKB: number;
  largest: string;
  first: Visit;
  repeat: Visit;
};

/** One load of a page: bytes on the wire and unpacked, first contentful paint, assets fetched. */
export type Visit = { wireKB: number; unpackedKB: number; fcpMs: number; assetsFetched: number };

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
      const wire = await wireCounter(page);
      const scripts: Promise<{ url: string; kb: number }>[] = [];
      const collect = (response: Response) => {
        if (response.request().resourceType() !== "script") return;
        scripts.push(response.body().then((bytes) => ({ url: response.url(), kb: gzipKB(bytes) })));
      };
      page.on("response", collect);
      // The page has rendered its own content (its catalogue and data loaded), then idles again.
      await open(page);
      await page.waitForLoadState("networkidle");
      const landed = new URL(page.url()).pathname;
      if (landed !== route) throw new Error(`${route} landed on ${landed}`);
      const loaded = await Promise.all(scripts);
      loaded.sort((a, b) => b.kb - a.kb);
      const top = loaded[0];
      const first = await wire.visit(page);
      // The scripts of the first visit only (a repeat's revalidations answer 304, without a body).
      page.off("response", collect);
      // The repeat visit: the same tab, its cache as the first visit left it.
      await open(page);
      await page.waitForLoadState("networkidle");
      const repeat = await wire.visit(page);
      rows.push({
        route,
        scripts: loaded.length,
        gzipKB: loaded.reduce((sum, s) => sum + s.kb, 0),
        largest: top ? `${new URL(top.url).pathname} ${top.kb.toFixed(1)} KB` : "-",
        first,
        repeat,
      });
      await context.close();
    }
    return rows;
  } finally {
    await browser.close();
  }
}

/**
 * Counts, through the DevTools protocol, the bytes each response from the server took on the wire
 * (headers and body as sent) and unpacked, and the hashed assets (/assets/) among them; what the
 * browser's cache answered is left out. `visit` answers the figures since the last call.
 */
async function wireCounter(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  let wire = 0;
  let unpacked = 0;
  let assetsFetched = 0;
  const urls = new Map<string, string>();
  const cached = new Set<string>();
  const unpackedOf = new Map<string, number>();
  cdp.on("Network.requestWillBeSent", (e) => {
    urls.set(e.requestId, e.request.url);
  });
  cdp.on("Network.requestServedFromCache", (e) => {
    cached.add(e.requestId);
  });
  cdp.on("Network.responseReceived", (e) => {
    if (e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker)
      cached.add(e.requestId);
  });
  cdp.on("Network.dataReceived", (e) => {
    unpackedOf.set(e.requestId, (unpackedOf.get(e.requestId) ?? 0) + e.dataLength);
  });
  cdp.on("Network.loadingFinished", (e) => {
    const url = urls.get(e.requestId);
    if (cached.has(e.requestId) || url === undefined) return;
    wire += e.encodedDataLength;
    unpacked += unpackedOf.get(e.requestId) ?? 0;
    if (new URL(url).pathname.startsWith("/assets/")) assetsFetched += 1;
  });
  return {
    async visit(p: Page): Promise<Visit> {
      const fcpMs = await p.evaluate(
        () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      );
      const figures = { wireKB: wire / 1024, unpackedKB: unpacked / 1024, fcpMs, assetsFetched };
      wire = 0;
      unpacked = 0;
      assetsFetched = 0;
      return figures;
    },
  };
}
