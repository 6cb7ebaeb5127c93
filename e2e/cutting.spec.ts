import { expect, test } from "@playwright/test";
import { DEMO } from "./fixtures/accounts.ts";
import { expectNoSidewaysScroll, PHONE, pageErrors, snap } from "./fixtures/steps.ts";
import { CutOptimizerPage } from "./pages/cut-optimizer-page.ts";
import { DesignerPage } from "./pages/designer-page.ts";
import { LoginPage } from "./pages/login-page.ts";
import { Shell } from "./pages/shell.ts";
import { WarehousePage } from "./pages/warehouse-page.ts";

// The cutting optimizer as a factory uses it: a window drawn in the designer and saved into an
// order, that order's profiles optimized onto bars; settings out of range are refused at their
// field (never clamped), with what is allowed, and nothing is sent. All through the interface.

test.describe.configure({ timeout: 180_000 });

async function signInAndDraw(page: import("@playwright/test").Page): Promise<number> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await new Shell(page).expectOnHome();
  const designer = new DesignerPage(page);
  await designer.goto();
  await designer.drawTwoPanelCasement();
  return designer.saveToNewOrder();
}

test("a drawn window's profiles are optimized onto bars labelled with its window number; out-of-range settings are refused at the field", async ({
  page,
}, testInfo) => {
  const errors = pageErrors(page);
  const orderId = await signInAndDraw(page);
  await snap(page, testInfo, "window-drawn-and-saved");

  const cut = new CutOptimizerPage(page);
  await cut.goto();
  await cut.optimize();
  await expect(page.getByText("Please choose a contract or order first")).toBeVisible();
  await cut.chooseOrder(orderId);
  // Kerf and trims start empty: the window's series (the demo default, TB60) saws with its own.
  await expect(page.getByTestId("cut-series-saw")).toContainText(/TB60 [^:]*: kerf 4 mm, trims 10 \+ 10 mm/);
  await expect(cut.field("cut-kerf")).toHaveAttribute("placeholder", "4");

  // Each refusal: the typed value stays, the field says what is allowed, nothing is sent.
  let optimizeCalls = 0;
  let reverseCalls = 0;
  page.on("request", (r) => {
    // the optimization starts as a job (POST), then its progress is read (GET)
    if (r.method() === "POST" && r.url().endsWith("/api/cutting/optimize-jobs")) optimizeCalls++;
    if (r.url().endsWith("/api/cutting/reverse")) reverseCalls++;
  });

  const step = cut.field("reverse-step");
  await cut.type(step, "-100");
  await page.getByTestId("reverse-run").click();
  await expect(cut.fieldError(step)).toHaveText("Enter a whole number of millimetres from 1 to 2000");
  await expect(step).toHaveValue("-100");
  await cut.type(step, "3");
  await expect(cut.fieldError(step)).toHaveText(
    "Too many lengths to try (at most 201): choose a step of at least 4 mm",
  );
  await cut.type(cut.field("reverse-max"), "999999999");
  await expect(cut.fieldError(cut.field("reverse-max"))).toHaveText("Enter a length from 50 to 100000 mm");
  await expect(cut.field("reverse-max")).toHaveValue("999999999");
  await page.getByTestId("reverse-run").click();

  const bars = cut.field("bar-lengths");
  await cut.type(bars, "999999999");
  await expect(cut.fieldError(bars)).toHaveText(
    "Enter bar lengths from 50 to 100000 mm, separated by commas",
  );
  const kerf = cut.field("cut-kerf");
  await cut.type(kerf, "-4");
  await expect(cut.fieldError(kerf)).toHaveText("Enter a length from 0 to 50 mm");
  const trim = cut.field("cut-trimStart");
  await cut.type(trim, "5000");
  await expect(cut.fieldError(trim)).toHaveText("Enter a length from 0 to 1000 mm");
  const stock = cut.field("cut-defaultStockLength");
  await cut.type(stock, "10");
  await expect(cut.fieldError(stock)).toHaveText("Enter a length from 50 to 100000 mm");
  const leftover = cut.field("cut-minLeftover");
  await cut.type(leftover, "-1");
  await expect(cut.fieldError(leftover)).toHaveText("Enter a length from 0 to 100000 mm");
  await cut.optimize();
  await snap(page, testInfo, "settings-refused");
  await expect(page).toHaveURL(/\/orders\/cutOptimizer$/);
  for (const [field, value] of [
    [bars, "999999999"],
    [kerf, "-4"],
    [trim, "5000"],
    [stock, "10"],
    [leftover, "-1"],
  ] as const)
    await expect(field).toHaveValue(value);
  expect(optimizeCalls).toBe(0);
  expect(reverseCalls).toBe(0);

  // Corrected, the best length search and then the optimization run.
  await cut.type(cut.field("reverse-max"), "6500");
  await cut.type(step, "100");
  await cut.type(kerf, "4");
  await cut.type(trim, "0");
  await cut.type(stock, "6000");
  await cut.type(leftover, "500");
  await page.getByTestId("reverse-run").click();
  await expect(page.getByTestId("reverse-result")).toContainText("8 lengths tried");
  await cut.type(bars, "6000,6500");
  await cut.optimize();
  await page.waitForURL(/\/orders\/cutOptimizerResult$/);
  expect(optimizeCalls).toBe(1);

  const groups = page.getByTestId("cut-group");
  await expect(groups.first()).toBeVisible();
  await expect(page.getByTestId("bar-strip").first()).toBeVisible();
  // Every piece is drawn inside its bar, and the page does not scroll sideways.
  await expectNoSidewaysScroll(page);
  for (const strip of (await page.getByTestId("bar-strip").all()).slice(0, 3)) {
    const bar = await strip.boundingBox();
    const last = await strip.locator(":scope > div").last().boundingBox();
    expect((last?.x ?? 0) + (last?.width ?? 0)).toBeLessThanOrEqual((bar?.x ?? 0) + (bar?.width ?? 0) + 1);
  }
  // The overall box: four named figures, no stray labels ("%", empty titles).
  const overall = page.getByTestId("cut-overall");
  await expect(overall.locator(".ant-statistic-title")).toHaveText([
    "Bars",
    "Utilization",
    "Warehouse leftovers used",
    "Waste (mm)",
  ]);
  await expect(overall.locator(".ant-statistic-content").nth(1)).toHaveText(/^\d+(\.\d)?%$/);
  // Pieces carry the window's own number (C1), as the order names it.
  const strips = page.getByTestId("bar-strip");
  await expect(strips.first()).toContainText("C1");
  expect((await strips.allTextContents()).join(" ")).not.toMatch(/\bW1\b/);
  // Where the offcuts go: one of the warehouse's positions, chosen (or added) in the field.
  await new WarehousePage(page).choosePosition(page.getByTestId("cut-position-select"), "Rack A3");
  await expect(page.getByTestId("cut-confirm")).toBeEnabled();
  await snap(page, testInfo, "cutting-plan");
  // The .xlsx cutting sheet comes through the API client's download, under the server's name.
  const workbook = page.waitForEvent("download");
  await page.getByTestId("cut-xlsx").click();
  expect((await workbook).suggestedFilename()).toBe("cutting-plan.xlsx");

  // The printable sheet: one QR code per piece, for the workshop scan.
  await page.evaluate(() => {
    window.print = () => {};
  });
  await page.getByTestId("cut-print").click();
  const sheet = page.getByTestId("cutting-sheet");
  await expect(sheet).toBeVisible();
  const rows = sheet.getByTestId("sheet-piece");
  expect(await rows.count()).toBeGreaterThan(0);
  expect(await sheet.locator("tbody tr svg").count()).toBe(await rows.count());
  await expect(rows.first()).toContainText("C1");
  // Every physical piece has its own number, 1…n, though identical pieces share their part.
  const numbers = await sheet.getByTestId("sheet-piece-no").allTextContents();
  expect(numbers).toEqual(numbers.map((_, i) => String(i + 1)));
  const parts = await rows.locator("td:nth-child(2)").allTextContents();
  expect(new Set(parts).size, "identical pieces in the window").toBeLessThan(parts.length);
  // Each piece's end angles as the saw is set to them (the company's 0.5° step): mitred frames.
  const angles = await sheet.getByTestId("sheet-piece-angles").allTextContents();
  expect(angles).toContain("45° / 45°");
  for (const text of angles) expect(text).toMatch(/^(\d+(\.5)?° \/ \d+(\.5)?°)?$/);

  // Printed, only the sheet: no navigation, no buttons, no plan cards.
  await expect(page.getByTestId("top-bar")).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(sheet).toBeVisible();
  await expect(rows.first()).toBeVisible();
  for (const hidden of [
    page.getByTestId("top-bar"),
    page.getByTestId("cut-print"),
    page.getByTestId("cut-confirm"),
    page.getByTestId("cut-overall"),
    page.getByTestId("cut-group").first(),
  ])
    await expect(hidden).toBeHidden();
  expect(
    await page
      .getByRole("button")
      .evaluateAll((all) => all.filter((b) => b.getClientRects().length > 0).length),
  ).toBe(0);
  await snap(page, testInfo, "cutting-sheet-printed");
  await page.emulateMedia({ media: "screen" });
  await expect(page.getByTestId("cut-print")).toBeVisible();

  // Back on the settings: the balance, and what this month's runs left of each profile's free ones.
  await cut.goto();
  await expect(page.getByTestId("cut-balance")).toHaveText(/^Balance: ¥\d+\.\d\d$/);
  await expect(page.getByTestId("cut-free-left").first()).toHaveText(/: ([0-9]|1\d|2[0-9]) free left$/);
  expect(errors).toEqual([]);
});

test.describe("on a phone", () => {
  test.use(PHONE);

  test("the optimizer, its settings and the cutting plan fit a 390 px screen", async ({ page }, testInfo) => {
    const errors = pageErrors(page);
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEMO.phone, DEMO.password);
    await page.waitForURL(/\/home(\?|$)/);
    const cut = new CutOptimizerPage(page);
    await cut.goto();
    await expectNoSidewaysScroll(page);
    // A refused value on a phone too: message at the field, value kept.
    const kerf = cut.field("cut-kerf");
    await cut.type(kerf, "99");
    await expect(cut.fieldError(kerf)).toHaveText("Enter a length from 0 to 50 mm");
    await expect(kerf).toHaveValue("99");
    await cut.type(kerf, "4");
    await snap(page, testInfo, "phone-optimizer");
    // The demo's orders include the one drawn above: optimize the newest.
    await page.locator("tbody tr.ant-table-row").first().getByRole("checkbox").check();
    await cut.optimize();
    await page.waitForURL(/\/orders\/cutOptimizerResult$/);
    await expect(page.getByTestId("cut-group").first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await snap(page, testInfo, "phone-cutting-plan");
    expect(errors).toEqual([]);
  });
});
