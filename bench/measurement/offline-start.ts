// A cold start of the installed app with no network, on a mid-range phone profile: the phone has
// opened the visit once online (the service worker installed, the visit kept on the device); then
// offline, a new tab with Chromium's CPU throttled ×4 opens the visit. Usable = the moment the
// "Add opening" button is in the page (it renders with the openings, from the device store),
// measured in the page from the navigation's start. The scripts it ran (all from the service
// worker) are gzipped and summed: the measurement routes' JavaScript as a phone loads it. The CPU
// time Chromium's processes spent until then is read from /proc: on a busy machine it stays nearer
// than wall time to what the start costs on an idle one.
import { gzipSync } from "node:zlib";
import type { Browser, Response } from "@playwright/test";
import type { StorageState } from "../built-server.ts";
import { cpuMsSince, readCpu } from "../process-cpu.ts";

export type OfflineStart = {
  cpuRate: number;
  usableMs: number;
  /** CPU time of Chromium's processes from the navigation until usable was seen (NaN without /proc). */
  cpuMs: number;
  scripts: number;
  gzipKB: number;
  /** Each script's path and gzipped size, largest first: where the KB go. */
  files: { path: string; gzipKB: number }[];
  fromServiceWorker: boolean;
};

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

export async function offlineStarts(
  browser: Browser,
  base: string,
  session: StorageState,
  orderId: number,
  runs: number,
): Promise<OfflineStart[]> {
  // `runs` starts at ×4 (the first the coldest), then one without
  // throttling, for comparison
  const context = await browser.newContext({
    ...PHONE,
    baseURL: base,
    locale: "en-US",
    storageState: session,
  });
  try {
    const url = `/measure-management-detail?id=${orderId}`;
    const first = await context.newPage();
    await first.goto(url);
    await first.getByTestId("opening-add").waitFor();
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await first.waitForLoadState("networkidle");
    await first.close();
    await context.setOffline(true);
    await context.addInitScript(() => {
      const w = window as unknown as { __usable?: number };
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-testid="opening-add"]')) {
          w.__usable = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const starts: OfflineStart[] = [];
    for (const cpuRate of [...Array.from({ length: runs }, () => 4), 1]) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
      const bodies: Promise<{ path: string; gzipKB: number }>[] = [];
      let fromServiceWorker = true;
      const onResponse = (response: Response) => {
        if (response.request().resourceType() !== "script") return;
        if (!response.fromServiceWorker()) fromServiceWorker = false;
        const path = new URL(response.url()).pathname;
        bodies.push(response.body().then((b) => ({ path, gzipKB: gzipSync(b, { level: 9 }).length / 1024 })));
      };
      page.on("response", onResponse);
      const cpuBefore = readCpu("chrom");
      await page.goto(url);
      await page.waitForFunction(
        () => (window as unknown as { __usable?: number }).__usable !== undefined,
        null,
        {
          timeout: 60_000,
        },
      );
      const cpuMs = cpuMsSince(cpuBefore, "chrom");
      const usableMs = await page.evaluate(() => (window as unknown as { __usable: number }).__usable);
      await page.waitForLoadState("networkidle");
      // a script fetched later (a part loaded on use) is not the start's: its body is not read
      // once the page closes
      page.off("response", onResponse);
      const sizes = await Promise.all(bodies);
      starts.push({
        cpuRate,
        usableMs,
        cpuMs,
        scripts: sizes.length,
        gzipKB: sizes.reduce((a, b) => a + b.gzipKB, 0),
        files: sizes.sort((a, b) => b.gzipKB - a.gzipKB),
        fromServiceWorker,
      });
      await page.close();
    }
    return starts;
  } finally {
    await context.close();
  }
}
