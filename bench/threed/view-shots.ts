// Screenshots of /threed (the 20-cell window and a demo order's window) at 1280 × 800 and 390 × 844,
// at low (the first frame's simple shading) and middle quality, into SHOTS (a folder). Not a figure:
// for looking at the picture after a change to the view.
import { DEFAULT_SERIES_GEOMETRY } from "@fenestra/core/design/series-geometry";
import type { Browser } from "@playwright/test";
import { chromium } from "playwright-core";
import { DEMO } from "../../e2e/fixtures/accounts.ts";
import { DesignerPage } from "../../e2e/pages/designer-page.ts";
import { ThreeView } from "../../e2e/pages/threed-view.ts";
import { CHROMIUM_PATH, CHROMIUM_WEBGL_ARGS } from "../../e2e/support/chromium.ts";
import { benchPort, signIn, startServer } from "../built-server.ts";
import { twentyCellDesign } from "./window.ts";

const PORT = benchPort();
const BASE = `http://localhost:${PORT}`;
const SHOTS = process.env.SHOTS ?? "/tmp";
const stop = await startServer(PORT, "fenestra-threed-shots-");
try {
  const browser = (await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_WEBGL_ARGS,
  })) as Browser;
  const storageState = await signIn(browser, BASE);
  const setup = await browser.newContext({
    baseURL: BASE,
    locale: "en-US",
    serviceWorkers: "block",
    viewport: { width: 1440, height: 900 },
    storageState,
  });
  setup.setDefaultTimeout(120_000);
  const page = await setup.newPage();
  const designer = new DesignerPage(page);
  await designer.goto();
  await designer.importDesign(
    "twenty-cells.json",
    twentyCellDesign("default", DEMO.tb60Colours[0], DEFAULT_SERIES_GEOMETRY),
  );
  await designer.frame().waitFor();
  await designer.saveToNewOrder();
  const q = new URL(page.url()).searchParams;
  const twenty = `/threed?order_id=${q.get("order_id")}&item_id=${q.get("item_id")}`;
  await page.goto("/orders");
  await page.locator('a[href^="/orders/detail/"]').first().click();
  const link = page.locator('a[data-testid^="window-3d-"]').first();
  await link.waitFor();
  const demo = (await link.getAttribute("href"))!;
  await setup.close();
  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    const context = await browser.newContext({
      baseURL: BASE,
      locale: "en-US",
      serviceWorkers: "block",
      viewport: { width: w, height: h },
      storageState,
      isMobile: w < 500,
      hasTouch: w < 500,
    });
    context.setDefaultTimeout(120_000);
    for (const [name, url] of [
      ["twenty", twenty],
      ["demo", demo],
    ] as const) {
      const p = await context.newPage();
      await p.goto(url);
      await p.waitForFunction(() => performance.getEntriesByName("threed:first-frame").length > 0, null, {
        timeout: 120_000,
        polling: 100,
      });
      await p.waitForTimeout(1500);
      await p.screenshot({ path: `${SHOTS}/threed-${name}-${w}x${h}-low.png` });
      await new ThreeView(p).quality("Middle");
      await p.waitForTimeout(4000);
      await p.screenshot({ path: `${SHOTS}/threed-${name}-${w}x${h}-middle.png` });
      await p.close();
    }
    await context.close();
  }
  await browser.close();
} finally {
  await stop();
}
