import { writeFileSync } from "node:fs";
import { chromium } from "playwright-core";
import type { Browser } from "@playwright/test";
import { CHROMIUM_ARGS } from "../../e2e/support/chromium.ts";
import { signIn, startServer } from "../built-server.ts";
import { client, orderVisit, syncAfterAnHour } from "./sync-changes.ts";

const port = 3683;
const base = `http://localhost:${port}`;
const stop = await startServer(port, "fenestra-probe-");
const browser = (await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS })) as Browser;
try {
  const api = client(base);
  const { DEMO } = await import("../../e2e/fixtures/accounts.ts");
  await api.signIn(DEMO.phone, DEMO.password);
  const id = await orderVisit(api, "Probe");
  await syncAfterAnHour(api, id);
  const session = await signIn(browser, base);
  const ctx = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "en-US", storageState: session });
  const p = await ctx.newPage();
  await p.goto(`/measure-management-detail?id=${id}`);
  await p.getByTestId("opening-add").waitFor();
  await p.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await p.waitForLoadState("networkidle");
  await p.close();
  await ctx.setOffline(true);
  await ctx.addInitScript(() => {
    const w = window as unknown as { __usable?: number; __marks: [string, number][] };
    w.__marks = [];
    const seen = new Set<string>();
    new MutationObserver((_, o) => {
      for (const sel of ['#root > *', '.ant-spin', 'header, [class*="bar"]', '[data-testid="sync-status"]', '[data-testid="openings"]', '[data-testid="measure-detail-page"]']) {
        if (!seen.has(sel) && document.querySelector(sel)) { seen.add(sel); w.__marks.push([sel, Math.round(performance.now())]); }
      }
      if (document.querySelector('[data-testid="opening-add"]')) { w.__usable = performance.now(); o.disconnect(); }
    }).observe(document, { childList: true, subtree: true });
  });
  for (let run = 0; run < 3; run++) {
    const q = await ctx.newPage();
    const cdp = await ctx.newCDPSession(q);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    if (run === 9) await browser.startTracing(q, { path: "/tmp/offperf-trace.json", categories: ["devtools.timeline", "v8", "disabled-by-default-devtools.timeline"] });
    await q.goto(`/measure-management-detail?id=${id}`);
    await q.waitForFunction(() => (window as any).__usable !== undefined, null, { timeout: 60000 });
    if (run === 9) await browser.stopTracing();
    const info = await q.evaluate(() => {
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const res = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const scripts = res.filter((r) => r.initiatorType === "script" || r.name.endsWith(".js"));
      return {
        usable: (window as any).__usable,
        marks: (window as any).__marks,
        dcl: nav.domContentLoadedEventEnd,
        load: nav.loadEventEnd,
        resources: res.length,
        lastScriptEnd: Math.max(...scripts.map((r) => r.responseEnd)),
        firstScriptStart: Math.min(...scripts.map((r) => r.startTime)),
        json: res.filter((r) => !r.name.endsWith(".js")).map((r) => [r.name.replace(location.origin, ""), Math.round(r.startTime), Math.round(r.responseEnd)]),
        waves: scripts.map((r) => [r.name.split("/").pop(), Math.round(r.startTime), Math.round(r.responseEnd)]).sort((a: any, b: any) => a[1] - b[1]),
      };
    });
    writeFileSync(`/tmp/offperf-probe-${run}.json`, JSON.stringify(info, null, 1));
    console.log(run, JSON.stringify({ marks: info.marks, usable: info.usable, dcl: info.dcl, lastScriptEnd: info.lastScriptEnd, resources: info.resources, json: info.json }));
    await q.close();
  }
  await ctx.close();
} finally {
  await browser.close();
  await stop();
}
