/// <reference lib="dom" />
// Designer in a real Chromium:
//  1. frame times while a mullion is dragged on a design of 10 frames, each a 4 × 5 grid with a
//     casement in every cell (target: p95 under 16 ms);
//  2. the gzipped JavaScript a browser downloads to open /draw on a cold cache (target: < 600 KB).
//
// Run:  npm run build && npm run bench:designer   (= npm run designer -w @fenestra/bench)
// It starts the built server on its own port (BENCH_PORT, or a random one) with a fresh database,
// signs in as the demo account through the sign-in page, imports the design through the page's
// "Import JSON" button and drags with the mouse. Pages are found by the browser tests' page
// objects (e2e/pages). BENCH_QUICK=1: a short drag.
//
// Frame time: a Chromium performance trace (Playwright's browser.startTracing) is recorded
// during the drag; the page puts a performance.mark("drag-step") whenever the dragged mullion's
// path changes. For each step, the frame time is the main-thread time of the task that
// applied it (pointer event or the 50 ms throttle's timer → core editor → React commit) plus
// the task that rendered the next frame (style, layout, paint): wall time, and thread CPU time
// (less disturbed when other work shares the machine). Idle waiting for vsync is not counted.
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "@playwright/test";
import { chromium } from "playwright-core";
import { DesignerPage } from "../../e2e/pages/designer-page.ts";
import { CHROMIUM_ARGS } from "../../e2e/support/chromium.ts";
import { benchPort, type StorageState, signIn, startServer } from "../built-server.ts";
import { gridDesign } from "../layout/grid.ts";
import { scaled } from "../quick.ts";
import { percentile } from "../stats.ts";
import { dragStepTimings } from "./frame-trace.ts";

const PORT = benchPort();
const BASE = `http://localhost:${PORT}`;
const DRAG_MS = scaled(4000, 500);
const MOVE_EVERY_MS = 8;
/** How far the mullion goes either way, mm (its cells are 600 mm wide). */
const AMPLITUDE_MM = 200;
const TRACE_CATEGORIES = [
  "toplevel",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "blink.user_timing",
];

const stats = (xs: number[]) =>
  `n ${xs.length}, median ${percentile(xs, 50).toFixed(2)} ms, p95 ${percentile(xs, 95).toFixed(2)} ms, max ${Math.max(...xs).toFixed(2)} ms`;

async function measureDrag(browser: Browser, page: Page): Promise<void> {
  const designer = new DesignerPage(page);
  await designer.goto();
  const design = gridDesign(10);
  await designer.importDesign("ten-frames.json", design);
  await designer.frame(9).waitFor();
  const sashes = await designer
    .frames()
    .evaluateAll((gs) => gs.reduce((n, g) => n + Number(g.getAttribute("data-sashes")), 0));
  // the middle frame's first vertical mullion, found from the design and the frame's box on screen
  const frame = design.frames[5]!;
  const root = frame.root;
  if (root.kind !== "split" || root.direction !== "vertical") throw new Error("unexpected grid design");
  const frameBox = await designer.frameById(frame.id).boundingBox();
  if (!frameBox) throw new Error("middle frame not drawn");
  const pxPerMm = frameBox.width / 2400;
  const target = {
    x: frameBox.x + root.mullions[0]!.position * pxPerMm,
    y: frameBox.y + frameBox.height / 2,
  };
  const amplitude = pxPerMm * AMPLITUDE_MM;
  await page.evaluate((id) => {
    const el = document.querySelector(`g[data-frame-id="${id}"] path[data-role="mullion"]`);
    if (!el) throw new Error("mullions not drawn");
    new MutationObserver(() => performance.mark("drag-step")).observe(el, {
      attributes: true,
      attributeFilter: ["d"],
    });
  }, frame.id);
  // PROFILE=<file>: also write a V8 CPU profile of the drag (for finding what to speed up)
  const cdp = process.env.PROFILE ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
  }
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.mouse.move(target.x, target.y);
  await page.mouse.down();
  const t0 = Date.now();
  let k = 0;
  while (Date.now() - t0 < DRAG_MS) {
    k++;
    // back and forth over ±AMPLITUDE_MM so the cells stay valid the whole time
    const dx = amplitude * Math.sin(k / 6);
    await page.mouse.move(target.x + dx, target.y);
    await new Promise((r) => setTimeout(r, MOVE_EVERY_MS));
  }
  await page.mouse.up();
  const raw = await browser.stopTracing();
  if (cdp && process.env.PROFILE) {
    const { profile } = await cdp.send("Profiler.stop");
    writeFileSync(process.env.PROFILE, JSON.stringify(profile));
  }
  if (process.env.SAVE_TRACE) writeFileSync(process.env.SAVE_TRACE, raw);
  const trace = JSON.parse(raw.toString("utf8"));
  const undo = await designer.button("undo").isEnabled();
  const { steps, frames } = dragStepTimings(trace);
  console.log(
    `design: 10 frames × (4 × 5 cells, a casement in each) = ${sashes} sashes drawn; ${k} mouse moves in ${DRAG_MS} ms (50 ms drag throttle)`,
  );
  console.log(
    `frame time of each drag step (applying task + next frame's render task), wall: ${stats(steps.map((s) => s.wallMs))}   (target p95 < 16 ms)`,
  );
  console.log(
    `  same, main-thread CPU time:                                  ${stats(steps.map((s) => s.cpuMs))}`,
  );
  console.log(`render tasks of every frame during the drag, wall: ${stats(frames.map((f) => f.wallMs))}`);
  console.log(`drag recorded as one undo step: ${undo ? "yes (undo enabled)" : "NO"}`);
}

async function measureJs(browser: Browser, storageState: StorageState): Promise<void> {
  // a fresh context: an empty HTTP cache, signed in already
  const context = await browser.newContext({
    baseURL: BASE,
    locale: "en-US",
    storageState,
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  const scripts = new Map<string, Promise<Buffer>>();
  page.on("response", (r) => {
    if (r.request().resourceType() === "script") scripts.set(r.url(), r.body());
  });
  await new DesignerPage(page).goto();
  await page.waitForLoadState("networkidle");
  let raw = 0;
  let gz = 0;
  const rows: [string, number][] = [];
  for (const [url, body] of scripts) {
    const bytes = await body;
    const g = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gz += g;
    rows.push([new URL(url).pathname, g]);
  }
  rows.sort((a, b) => b[1] - a[1]);
  console.log(
    `/draw JavaScript on a cold cache: ${scripts.size} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzipped (level 9)   (target < 600 KB)`,
  );
  for (const [path, g] of rows.slice(0, 6)) console.log(`  ${(g / 1024).toFixed(1).padStart(7)} KB  ${path}`);
  await context.close();
}

console.log(
  `load average at start: ${loadavg()[0]!.toFixed(2)} (node ${process.version}, /usr/bin/chromium)`,
);
const stop = await startServer(PORT, "fenestra-bench-designer-");
try {
  const browser = (await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  })) as Browser;
  try {
    const storageState = await signIn(browser, BASE);
    await measureJs(browser, storageState);
    const context = await browser.newContext({
      baseURL: BASE,
      locale: "en-US",
      viewport: { width: 1440, height: 900 },
      storageState,
      serviceWorkers: "block",
    });
    await measureDrag(browser, await context.newPage());
  } finally {
    await browser.close();
  }
} finally {
  await stop();
}
console.log("reproduce: npm run build && npm run bench:designer");
