// Refreshes the app's screenshots: the workbench, the drawing page, a contract, a cutting result
// and the workshop board, the series catalogue and the warehouse of the demo factory, at a desk
// (1366 × 850) and on a phone (390 × 844), in each of the four languages (chosen on the sign-in
// page, as a person does): as WebP in packages/web/public/pictures/LANGUAGE/ for /official and
// /userGuide (960 and 390 px wide), and in Chinese (the demo company's language) as PNG in
// docs/screenshots/ for the docs. It starts the built server on a fresh data folder (the demo
// company as a new install has it) and goes through the interface as a person does: signs in on
// the sign-in page, reopens a contract's window, ticks the orders and optimizes. The pages are found by
// the browser tests' page objects (e2e/pages), so a page that changes breaks both together.
//
// Run: npm run screenshots   (builds first; Debian's Chromium, e2e/support/chromium.ts; SCREENSHOTS_PORT
// picks the port)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "@playwright/test";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { timeUntilReady } from "../../bench/foundation/cold-start.ts";
import { DEMO } from "../fixtures/accounts.ts";
import { LANGUAGE_CHOICES } from "../fixtures/languages.ts";
import { CutOptimizerPage } from "../pages/cut-optimizer-page.ts";
import { DesignerPage } from "../pages/designer-page.ts";
import { expect } from "../pages/expect.ts";
import { LoginPage } from "../pages/login-page.ts";
import { ProductCatalogue } from "../pages/product-manage-pages.ts";
import { WarehousePage } from "../pages/warehouse-page.ts";
import { Workbench } from "../pages/workbench.ts";
import { WorkshopPage } from "../pages/workshop-pages.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../support/chromium.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const docs = join(root, "docs/screenshots");
const pictures = join(root, "packages/web/public/pictures");
const DOCS_LANGUAGE = "zh-CN";
const SIZES = [
  { name: "desktop", width: 960, device: { viewport: { width: 1366, height: 850 } } },
  {
    name: "phone",
    width: 390,
    device: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
] as const;

async function openFirstContract(page: Page) {
  await page.goto("/orders/group-list");
  await page.getByTestId("contract-rows").locator("a").first().click();
  await expect(page.getByTestId("contract-detail-page")).toBeVisible();
}

/** Each screen: how to reach it from the workbench, as a person does. */
const SCREENS: [string, (page: Page) => Promise<void>][] = [
  ["home", (page) => new Workbench(page).expectShown()],
  [
    "draw",
    async (page) => {
      // A window of the demo's newest contract, opened from its row as a person reopens one.
      await openFirstContract(page);
      await page.locator('a[href^="/draw?"][href*="item_id="]').first().click();
      await expect(new DesignerPage(page).frame()).toBeVisible();
    },
  ],
  ["contract", openFirstContract],
  [
    "cutting-result",
    async (page) => {
      const cutting = new CutOptimizerPage(page);
      await cutting.goto();
      // Every order of the list: the demo's month, cut together.
      await page.getByTestId("cut-optimizer-page").getByRole("checkbox").first().check();
      await cutting.optimize();
      await page.waitForURL(/\/orders\/cutOptimizerResult/);
    },
  ],
  ["workshop", (page) => new WorkshopPage(page).goto()],
  // the user guide's series-formulas and warehouse guides
  ["series", (page) => new ProductCatalogue(page).goto()],
  ["warehouse", (page) => new WarehousePage(page).open("stockStatus")],
];

const dataDir = mkdtempSync(join(tmpdir(), "fenestra-screens-"));
const port = Number(process.env.SCREENSHOTS_PORT) || 20_000 + Math.floor(Math.random() * 10_000);
const { server } = await timeUntilReady(join(root, "packages/server/dist/server.js"), dataDir, port);
const browser = (await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })) as Browser;
try {
  mkdirSync(docs, { recursive: true });
  for (const [language, languageName] of LANGUAGE_CHOICES) {
    mkdirSync(join(pictures, language), { recursive: true });
    for (const size of SIZES) {
      const context = await browser.newContext({
        ...size.device,
        baseURL: `http://127.0.0.1:${port}`,
        locale: language,
        serviceWorkers: "block",
      });
      const page = await context.newPage();
      const login = new LoginPage(page);
      await login.goto();
      await login.chooseLanguage(languageName);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await login.signIn(DEMO.phone, DEMO.password);
      await page.waitForURL(/\/home/);
      // the "signed in" message gone, so no picture shows it
      await expect(page.locator(".ant-message-notice")).toHaveCount(0);
      for (const [screen, reach] of SCREENS) {
        await reach(page);
        await page.waitForLoadState("networkidle");
        const png = await page.screenshot();
        const name = `${screen}-${size.name}`;
        if (language === DOCS_LANGUAGE) writeFileSync(join(docs, `${name}.png`), png);
        const webp = join(pictures, language, `${name}.webp`);
        const info = await sharp(png)
          .resize({ width: size.width, withoutEnlargement: true })
          .webp({ quality: 72 })
          .toFile(webp);
        process.stdout.write(`${webp} ${info.width}×${info.height} ${(info.size / 1024).toFixed(1)} KB\n`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
