import { execFileSync } from "node:child_process";
import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { DEMO } from "./fixtures/accounts.ts";
import { expectNoSidewaysScroll, PHONE, pageErrors, snap } from "./fixtures/steps.ts";
import { CompactShell } from "./pages/compact-shell.ts";
import { ContractPage } from "./pages/contract-page.ts";
import { CutOptimizerPage } from "./pages/cut-optimizer-page.ts";
import { DesignerPage } from "./pages/designer-page.ts";
import { LoginPage } from "./pages/login-page.ts";

// Issue 11: the whole path a factory takes, on a 390 × 844 phone with touch, through the
// interface only: sign in → a contract → a window drawn into it (with taps) → quote → sign →
// collect → BOM → optimize → PDF. A screenshot of each step is kept in the test output. The second
// test walks the same path with the window drawn at a desk (an order often is).

test.use(PHONE);
test.describe.configure({ timeout: 240_000 });

const money = async (page: Page, testId: string) =>
  Number(((await page.getByTestId(testId).textContent()) ?? "").replace(/[^\d.]/g, ""));

/** Steps 4 to 9 on the phone, from the contract whose order `orderId` holds the drawn window. */
async function quoteSignCollectBomOptimizePdf(
  page: Page,
  step: (name: string) => Promise<void>,
  contractId: number,
  orderId: number,
) {
  const shell = new CompactShell(page);
  const contracts = new ContractPage(page);
  await contracts.expectOpen(contractId);
  await expect(contracts.amount()).not.toHaveText(/^\D*0\.00$/);
  await step("contract-priced");

  // 4. Quote: an installation line on the contract's quotation.
  const before = await money(page, "contract-amount");
  await contracts.addQuoteLine("Installation", "200");
  await expect.poll(() => money(page, "contract-amount")).toBeCloseTo(before + 200, 2);
  await step("quoted");

  // 5. Sign: the question, then the contract and its orders are formal.
  const ask = await contracts.ask("sign", true);
  await expect(ask.does()).toContainText(
    "Signing makes the intention orders of this contract (1) formal orders",
  );
  await step("sign-question");
  await ask.ok();
  await expect(page.getByTestId("contract-status")).toHaveText("Contract");
  await step("signed");

  // 6. Collect the whole balance; settling is then offered.
  const balance = await money(page, "contract-balance");
  await contracts.collect(balance.toFixed(2));
  const prompt = page.getByRole("dialog");
  await expect(prompt).toContainText("Everything is paid. Mark the contract as settled?");
  await step("collected");
  await prompt.getByTestId("settle-ok").tap();
  await expect(page.getByTestId("contract-status")).toHaveText("Settled");
  await step("settled");

  // 7. The order's BOM, from the contract's order.
  await page.locator(`a[href="/orders/detail/${orderId}"]`).first().tap();
  await page.waitForURL(new RegExp(`/orders/detail/${orderId}$`));
  await page.getByRole("button", { name: "Bill of materials" }).tap();
  await page.waitForURL(new RegExp(`/orders/calcbomOrderList/${orderId}$`));
  await expect(page.getByTestId("bom-windows")).toContainText("1500 × 1400");
  await step("bom-by-window");
  await page.getByTestId("bom-open-detail").tap();
  await expect(page.getByTestId("bom-profiles")).toContainText("F001");
  await step("bom");

  // 8. Optimize the order's profiles, from the menu.
  await shell.go("Cutting optimizer");
  await page.waitForURL(/\/orders\/cutOptimizer$/);
  const cut = new CutOptimizerPage(page);
  await expect(page.getByTestId("cut-optimizer-page")).toBeVisible();
  await cut.chooseOrder(orderId);
  await step("optimizer");
  await cut.optimize();
  await page.waitForURL(/\/orders\/cutOptimizerResult$/);
  await expect(page.getByTestId("cut-group").first()).toBeVisible();
  await expect(page.getByTestId("bar-strip").first()).toContainText("C1");
  await step("cutting-plan");

  // 9. The contract as a PDF.
  await shell.go("Contracts");
  await page.waitForURL(/\/orders\/group-list$/);
  await page.locator(`a[href="/orders/group-detail/${contractId}"]`).first().tap();
  await contracts.expectOpen(contractId);
  await page.getByTestId("contract-outputs").tap();
  const download = page.waitForEvent("download");
  await page.getByText("Contract as PDF").tap();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = Buffer.concat(await (await file.createReadStream()).toArray());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  await step("pdf-exported");
  // The PDF's first page as an image beside the screenshots, to look at.
  const pdf = test.info().outputPath("contract.pdf");
  await file.saveAs(pdf);
  execFileSync("pdftoppm", [
    "-png",
    "-r",
    "60",
    "-f",
    "1",
    "-l",
    "1",
    "-singlefile",
    pdf,
    pdf.replace(/\.pdf$/, "-page1"),
  ]);
  await test
    .info()
    .attach("contract-pdf-page-1", { path: pdf.replace(/\.pdf$/, "-page1.png"), contentType: "image/png" });
}

/** Steps 1 and 2: signed in on the phone, a new contract made from the menu; answers its id. */
async function signInAndCreateContract(page: Page, step: (name: string) => Promise<void>, customer: string) {
  const shell = new CompactShell(page);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await page.waitForURL(/\/home$/);
  await shell.expectShown();
  await step("signed-in");
  await shell.go("Contracts");
  await page.waitForURL(/\/orders\/group-list$/);
  await page.getByTestId("contract-new").tap();
  await page.getByTestId("contract-customer").fill(customer);
  await page.getByRole("button", { name: "Save" }).tap();
  await page.waitForURL(/\/orders\/group-detail\/\d+/);
  await expect(new ContractPage(page).amount()).toContainText("0.00");
  await step("contract-created");
  return Number(/group-detail\/(\d+)/.exec(page.url())?.[1]);
}

const stepper = (page: Page, testInfo: TestInfo) => async (name: string) => {
  await expectNoSidewaysScroll(page);
  await snap(page, testInfo, name);
};

test("on a phone: sign in, draw a window into a new contract, quote, sign, collect, BOM, optimize and export the PDF", async ({
  page,
}, testInfo) => {
  const errors = pageErrors(page);
  const step = stepper(page, testInfo);
  const contractId = await signInAndCreateContract(page, step, "Phone Path Customer");

  // 3. A window drawn into it, on the phone.
  await page.getByTestId("contract-new-order").tap();
  await page.waitForURL(/\/draw\?order_id=\d+&contract_id=\d+/);
  const orderId = Number(new URL(page.url()).searchParams.get("order_id"));
  const designer = new DesignerPage(page);
  await page.waitForLoadState("networkidle");
  await snap(page, testInfo, "designer-open");
  // Drawn with taps: pick a toolbox item in its drawer, tap where it goes.
  const box = await designer.canvas.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(300);
  if (!box) throw new Error("no canvas");
  await designer.placeWithTap("rectangle", { x: box.x + 40, y: box.y + 120 });
  await expect(designer.dimensions("frameWidth")).toHaveText(["1500"]);
  const frame = await designer.frame().boundingBox();
  if (!frame) throw new Error("no frame");
  const at = (fx: number, fy: number) => ({ x: frame.x + frame.width * fx, y: frame.y + frame.height * fy });
  await designer.placeWithTap("mullionV", at(0.5, 0.5));
  await expect(designer.dimensions("cell")).toHaveText(["650", "650"]);
  await designer.placeWithTap("casementLeft", at(0.25, 0.5));
  await designer.placeWithTap("casementRight", at(0.75, 0.5));
  await expect.poll(() => designer.memberCount("sash")).toBe(8);
  await step("window-drawn");
  const saved = await designer.save();
  expect(saved.orderId).toBe(orderId);
  await step("window-saved");
  // The phone's bar: back to the contract the designer was opened from.
  await page.getByTestId("btn-back").tap();
  await quoteSignCollectBomOptimizePdf(page, step, contractId, orderId);
  expect(errors).toEqual([]);
});

test("on a phone, with the window drawn at a desk: quote, sign, collect, BOM, optimize and export the PDF", async ({
  page,
  browser,
}, testInfo) => {
  const errors = pageErrors(page);
  const step = stepper(page, testInfo);
  const contractId = await signInAndCreateContract(page, step, "Desk Drawn Customer");

  // 3. The window is drawn into the contract's new order on a desktop screen (same account).
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "en-US" });
  let orderId = 0;
  try {
    const dp = await desk.newPage();
    const login = new LoginPage(dp);
    await login.goto();
    await login.signIn(DEMO.phone, DEMO.password);
    await dp.waitForURL(/\/home$/);
    await dp.goto(`/orders/group-detail/${contractId}`);
    const deskContracts = new ContractPage(dp);
    await deskContracts.expectOpen(contractId);
    orderId = (await deskContracts.addWindowOrder()).orderId;
    const designer = new DesignerPage(dp);
    await expect(designer.canvas).toBeVisible();
    await dp.waitForLoadState("networkidle");
    await designer.drawTwoPanelCasement();
    await designer.save();
    await snap(dp, testInfo, "window-drawn-at-desk");
  } finally {
    await desk.close();
  }

  // Back on the phone: the contract shows the window.
  await page.reload();
  await quoteSignCollectBomOptimizePdf(page, step, contractId, orderId);
  expect(errors).toEqual([]);
});
