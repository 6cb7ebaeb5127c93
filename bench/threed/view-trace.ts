// A Chrome trace of /threed's first frame (cold cache) and of an orbit, for finding where the time
// goes (not a figure of its own: view.bench.ts measures). Writes the traces to TRACE_DIR (default
// /tmp) and prints the renderer's main-thread and the GPU process's time by event.
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { DEFAULT_SERIES_GEOMETRY } from "@fenestra/core/design/series-geometry";
import type { Browser, Page } from "@playwright/test";
import { chromium } from "playwright-core";
import { DEMO } from "../../e2e/fixtures/accounts.ts";
import { DesignerPage } from "../../e2e/pages/designer-page.ts";
import { CHROMIUM_PATH, CHROMIUM_WEBGL_ARGS } from "../../e2e/support/chromium.ts";
import { benchPort, signIn, startServer } from "../built-server.ts";
import { twentyCellDesign } from "./window.ts";

const PORT = benchPort();
const BASE = `http://localhost:${PORT}`;
const DIR = process.env.TRACE_DIR ?? "/tmp";
const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "v8",
  "v8.execute",
  "blink.user_timing",
  "toplevel",
  "loading",
  "gpu",
  "viz",
  "benchmark",
  "graphics.pipeline",
  "cc",
  "gpu.angle",
  "gpu.service",
  "disabled-by-default-gpu.service",
  "disabled-by-default-gpu.decoder",
].join(",");

type Ev = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; fileName?: string; data?: { url?: string } };
};

function summarise(trace: Buffer, label: string) {
  const events = (JSON.parse(trace.toString()) as { traceEvents: Ev[] }).traceEvents;
  const threadNames = new Map<string, string>();
  const processNames = new Map<number, string>();
  for (const e of events) {
    if (e.ph === "M" && e.name === "thread_name") threadNames.set(`${e.pid}:${e.tid}`, e.args?.name ?? "");
    if (e.ph === "M" && e.name === "process_name") processNames.set(e.pid, e.args?.name ?? "");
  }
  // per thread: total of top-level (RunTask / ThreadControllerImpl::RunTask) and the self time by event
  const byThread = new Map<string, Map<string, number>>();
  const complete = events.filter((e) => e.ph === "X" && e.dur !== undefined);
  const keys = new Set(complete.map((e) => `${e.pid}:${e.tid}`));
  for (const key of keys) {
    const evs = complete
      .filter((e) => `${e.pid}:${e.tid}` === key)
      .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    const self = new Map<string, number>();
    const stack: { e: Ev; child: number }[] = [];
    const close = (until: number) => {
      while (stack.length && stack.at(-1)!.e.ts + stack.at(-1)!.e.dur! <= until) {
        const top = stack.pop()!;
        const url = top.e.args?.data?.url ?? top.e.args?.fileName ?? "";
        const name = top.e.name + (url ? ` ${String(url).replace(/^.*\//, "").slice(0, 40)}` : "");
        self.set(name, (self.get(name) ?? 0) + top.e.dur! - top.child);
        if (stack.length) stack.at(-1)!.child += top.e.dur!;
      }
    };
    for (const e of evs) {
      close(e.ts);
      stack.push({ e, child: 0 });
    }
    close(Infinity);
    byThread.set(key, self);
  }
  console.log(`\n== ${label} (load ${loadavg()[0]!.toFixed(2)})`);
  const totals = [...byThread.entries()]
    .map(([k, m]) => [k, [...m.values()].reduce((a, b) => a + b, 0)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8);
  for (const [k, total] of totals) {
    const [pid] = k.split(":");
    console.log(
      `  ${processNames.get(Number(pid)) ?? pid} / ${threadNames.get(k) ?? k}: ${(total / 1000).toFixed(0)} ms (self time of traced events)`,
    );
    const top = [...byThread.get(k)!.entries()].sort((a, b) => b[1] - a[1]).slice(0, 14);
    for (const [n, us] of top) console.log(`      ${(us / 1000).toFixed(1).padStart(8)} ms  ${n}`);
  }
  return events;
}

async function tracePage(browser: Browser, page: Page, label: string, body: () => Promise<void>) {
  await browser.startTracing(page, { categories: CATEGORIES.split(",") });
  await body();
  const buffer = await browser.stopTracing();
  const file = `${DIR}/threed-${label}.json`;
  writeFileSync(file, buffer);
  return summarise(buffer, `${label} → ${file}`);
}

const stop = await startServer(PORT, "fenestra-bench-threed-trace-");
try {
  const browser = (await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_WEBGL_ARGS, "--disable-gpu-compositing"],
  })) as Browser;
  const storageState = await signIn(browser, BASE);
  const context = await browser.newContext({
    baseURL: BASE,
    locale: "en-US",
    serviceWorkers: "block",
    viewport: { width: 1440, height: 900 },
    storageState,
  });
  context.setDefaultTimeout(120_000);
  const setup = await context.newPage();
  const designer = new DesignerPage(setup);
  await designer.goto();
  await designer.importDesign(
    "twenty-cells.json",
    twentyCellDesign("default", DEMO.tb60Colours[0], DEFAULT_SERIES_GEOMETRY),
  );
  await designer.frame().waitFor();
  await designer.saveToNewOrder();
  const q = new URL(setup.url()).searchParams;
  const url = `/threed?order_id=${q.get("order_id")}&item_id=${q.get("item_id")}`;
  await setup.close();
  await context.close();
  const cold = await browser.newContext({
    baseURL: BASE,
    locale: "en-US",
    serviceWorkers: "block",
    viewport: { width: 1440, height: 900 },
    storageState,
  });
  const page = await cold.newPage();
  const waitFrame = () =>
    page.waitForFunction(() => performance.getEntriesByName("threed:first-frame").length > 0, null, {
      timeout: 120_000,
      polling: 50,
    });
  await tracePage(browser, page, "cold", async () => {
    await page.goto(url);
    await waitFrame();
    await page.waitForTimeout(300);
  });
  await page.waitForTimeout(1500);
  const box = (await page.getByTestId("threed-canvas").boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const r = Math.min(box.width, box.height) / 4;
  const cdp = await page.context().newCDPSession(page);
  const mouse = (type: "mousePressed" | "mouseMoved" | "mouseReleased", x: number, y: number) =>
    cdp.send("Input.dispatchMouseEvent", {
      type,
      x,
      y,
      button: "left",
      buttons: type === "mouseReleased" ? 0 : 1,
      clickCount: type === "mouseMoved" ? 0 : 1,
    });
  await tracePage(browser, page, "orbit", async () => {
    await mouse("mouseMoved", cx + r, cy);
    await mouse("mousePressed", cx + r, cy);
    const t0 = Date.now();
    const sent: Promise<unknown>[] = [];
    while (Date.now() - t0 < 3000) {
      const a = ((Date.now() - t0) / 2000) * 2 * Math.PI;
      sent.push(mouse("mouseMoved", cx + r * Math.cos(a), cy + r * Math.sin(a)));
      await new Promise((res) => setTimeout(res, 8));
    }
    await Promise.all(sent);
  });
  await mouse("mouseReleased", cx + r, cy);
  await browser.close();
} finally {
  await stop();
}
