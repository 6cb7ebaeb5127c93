import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { freshPhone, GOOD_PASSWORD } from "./fixtures/accounts.ts";
import { registerFactoryInUi } from "./fixtures/register-in-ui.ts";
import { expectNoSidewaysScroll, PHONE, stepShots } from "./fixtures/steps.ts";
import { ContractPage } from "./pages/contract-page.ts";
import { DesignerPage } from "./pages/designer-page.ts";

// A factory's main path through the interface only: a contract, a window order drawn from it,
// the window priced in the contract. Prices follow from the TB60 casement starter series (a new
// factory's default; packages/core/src/series/demo/alu-casement.ts): max(AREA, 1.5) m² × 680.00
// yuan + 150.00 yuan per opening sash.
// 1500 × 1400 = 2.10 m², two casements: 2.10 × 680 + 300 = 1728.00
const PRICE_1500 = "1728.00";
// 1800 × 1400 = 2.52 m², two casements: 2.52 × 680 + 300 = 2013.60
const PRICE_1800 = "2013.60";
// a plain 1500 × 1400 frame: 2.10 × 680 = 1428.00
const PRICE_PLAIN = "1428.00";

test.beforeEach(async ({ page, request }) => {
  // a new factory, registered through the register page
  const phone = freshPhone();
  await registerFactoryInUi(page, request, {
    phone,
    password: GOOD_PASSWORD,
    company: "Draw E2E",
    nickname: "Li",
  });
});

test("a window drawn from a contract's new order is saved into that order and priced in the contract", async ({
  page,
}, info) => {
  const shot = stepShots(page, info);
  const contracts = new ContractPage(page);
  const contractId = await contracts.createFromList("Wang Fang");
  await expect(contracts.amount()).toContainText("0.00");
  await shot("1-new-contract");

  const { orderId } = await contracts.addWindowOrder();
  const designer = new DesignerPage(page);
  await expect(designer.canvas).toBeVisible();
  await expect(page.getByTestId("action-bar")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await shot("2-designer-from-contract");

  await designer.drawTwoPanelCasement();
  // one Save, the page's own, which writes into the order in the query; the action bar has none
  await expect(page.getByRole("button", { name: /^(save )?Save$/ })).toHaveCount(1);
  await expect(page.getByTestId("action-save")).toHaveCount(0);
  const saved = await designer.save();
  expect(saved.orderId).toBe(orderId);
  await expect(page.getByText(`Saved to the order, price ${PRICE_1500}`)).toBeVisible();
  expect(new URL(page.url()).searchParams.get("contract_id")).toBe(String(contractId));
  await shot("3-saved-into-order");

  await designer.close();
  await contracts.expectOpen(contractId);
  await expect(contracts.amount()).toContainText(PRICE_1500);
  const row = page.getByTestId("contract-detail-page").getByRole("row").filter({ hasText: PRICE_1500 });
  await expect(row.first()).toBeVisible();
  await shot("4-contract-priced");

  // the window's row opens it in the designer, into the same item
  await expect(contracts.windowLinks()).toHaveCount(1);
  await page.getByTestId(`window-link-${saved.itemId}`).click();
  await page.waitForURL(
    new RegExp(
      `/draw\\?(?=.*order_id=${orderId})(?=.*item_id=${saved.itemId})(?=.*contract_id=${contractId})`,
    ),
  );
  await expect(designer.dimensions("frameWidth")).toHaveText(["1500"]);
  await expect.poll(() => designer.memberCount("sash")).toBe(8);
  await expect(designer.savedState()).toHaveText("Saved");
  // its series is the company's default, picked from the company's series
  await page.getByRole("tab", { name: "Frame" }).click();
  await expect(page.getByTestId("frame-series")).toContainText("TB60 thermal-break casement");
  await shot("5-reopened");

  await designer.typeDimension(designer.dimensions("frameWidth").first(), "1800");
  await expect(designer.dimensions("frameWidth")).toHaveText(["1800"]);
  const resaved = await designer.save();
  expect(resaved).toEqual(saved);
  await expect(page.getByText(`Saved to the order, price ${PRICE_1800}`)).toBeVisible();
  await designer.close();
  await contracts.expectOpen(contractId);
  await expect(contracts.amount()).toContainText(PRICE_1800);
  await expect(contracts.windowLinks()).toHaveCount(1);
  await expect(page.getByTestId("contract-detail-page")).toContainText("1800 × 1400");
  await shot("6-contract-repriced");

  // the order's own page: "Draw a window" adds a second window (C2) to the same order
  await page
    .getByRole("link", { name: /^DD\d+/ })
    .first()
    .click();
  await page.waitForURL(new RegExp(`/orders/detail/${orderId}(\\?|$)`));
  await page.getByTestId("order-draw").click();
  await page.waitForURL(new RegExp(`/draw\\?order_id=${orderId}`));
  await expect(designer.canvas).toBeVisible();
  await page.waitForLoadState("networkidle");
  await designer.drawFirstFrame();
  await page.getByRole("tab", { name: "Order" }).click();
  await expect(page.getByTestId("order-window-no")).toHaveValue("C2");
  const second = await designer.save();
  expect(second.orderId).toBe(orderId);
  expect(second.itemId).not.toBe(saved.itemId);
  await designer.close();
  await page.waitForURL(new RegExp(`/orders/detail/${orderId}(\\?|$)`));
  // 2013.60 + 1428.00
  await expect(page.getByTestId("order-amount")).toHaveText("3441.60");
  await expect(page.locator('[data-testid^="window-link-"]')).toHaveText(["C1", "C2"]);
  await shot("7-order-two-windows");
});

test("the series is picked from the company's series, and the window is priced by the one picked", async ({
  page,
}, info) => {
  const shot = stepShots(page, info);
  const contracts = new ContractPage(page);
  const contractId = await contracts.createFromList("Sun Li");
  await contracts.addWindowOrder();
  const designer = new DesignerPage(page);
  await expect(designer.canvas).toBeVisible();
  await page.waitForLoadState("networkidle");
  await designer.drawFirstFrame();
  await page.getByRole("tab", { name: "Frame" }).click();
  const series = page.getByTestId("frame-series");
  await expect(series).toContainText("TB60 thermal-break casement");
  await series.click();
  // the company's three starter series, nothing typed by hand
  const options = page.locator(".ant-select-item-option");
  await expect(options).toHaveCount(3);
  for (const name of ["TB60 thermal-break casement", "SL90 sliding window", "PVC60 casement with steel"])
    await expect(options.filter({ hasText: name })).toBeVisible();
  await shot("1-series-list");
  await options.filter({ hasText: "PVC60 casement with steel" }).click();
  // the PVC series has no silver: it asks first, naming the colour the frame will be made in
  const asked = page.getByRole("dialog");
  await expect(asked).toContainText("PVC60 casement with steel has no “silver”");
  await expect(asked).toContainText("“white”");
  await shot("2-asked-about-colour");
  await asked.getByRole("button", { name: "Change series and colour" }).click();
  await expect(series).toContainText("PVC60 casement with steel");
  await designer.save();
  await designer.close();
  await contracts.expectOpen(contractId);
  const detail = page.getByTestId("contract-detail-page");
  await expect(detail).toContainText("PVC60 casement with steel");
  // priced by the PVC series: not the TB60 price, and not nothing
  const total = Number(/[\d.]+$/.exec((await contracts.amount().textContent())?.trim() ?? "")?.[0]);
  expect(total).toBeGreaterThan(0);
  expect(total.toFixed(2)).not.toBe(PRICE_PLAIN);
  await shot("3-priced-by-pvc");
});

test("leaving the designer with unsaved changes asks first; after a save it does not", async ({
  page,
}, info) => {
  const shot = stepShots(page, info);
  const contracts = new ContractPage(page);
  const contractId = await contracts.createFromList("Chen Jie");
  await contracts.addWindowOrder();
  const designer = new DesignerPage(page);
  await expect(designer.canvas).toBeVisible();
  await page.waitForLoadState("networkidle");

  // nothing drawn yet: closing asks nothing
  await designer.close();
  await contracts.expectOpen(contractId);
  await contracts.addWindowOrder();
  await expect(designer.canvas).toBeVisible();
  await page.waitForLoadState("networkidle");
  await designer.drawFirstFrame();

  // the close button asks; "stay" keeps the drawing
  await designer.close();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("The drawing has unsaved changes");
  await shot("1-asked-on-close");
  await dialog.getByRole("button", { name: "Stay" }).click();
  await expect(dialog).toBeHidden();
  await expect(designer.frame()).toBeVisible();
  await expect(page).toHaveURL(/\/draw\?/);

  // the browser's back button asks too
  await page.goBack();
  await expect(dialog).toContainText("The drawing has unsaved changes");
  await dialog.getByRole("button", { name: "Stay" }).click();
  await expect(page).toHaveURL(/\/draw\?/);

  // closing the tab gets the browser's question (dismissed: the tab stays)
  const asked = new Promise<string>((resolve) =>
    page.once("dialog", (d) => {
      resolve(d.type());
      void d.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe("beforeunload");
  await expect(designer.frame()).toBeVisible();

  // "save and leave" saves into the contract's order and goes back to the contract
  await designer.close();
  await dialog.getByRole("button", { name: "Save and leave" }).click();
  await contracts.expectOpen(contractId);
  await expect(contracts.amount()).toContainText(PRICE_PLAIN);
  await shot("2-saved-and-left");

  // with nothing unsaved, the designer closes without a question
  await page.goForward();
  await expect(designer.savedState()).toHaveText("Saved");
  await designer.close();
  await contracts.expectOpen(contractId);
});

const pdfText = (path: string) => execFileSync("pdftotext", ["-layout", path, "-"], { encoding: "utf8" });
const pdfPages = (path: string) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [path], { encoding: "utf8" }))?.[1]);

test("a window drawn on its own: printed at scale, its quote as a PDF, a contract made of it, its simple picture on the order item", async ({
  page,
  context,
}, info) => {
  const shot = stepShots(page, info);
  const designer = new DesignerPage(page);
  await designer.goto();
  await designer.drawTwoPanelCasement();

  // print: the drawing with its dimensions at 1:20 on one A4 landscape sheet, the scale under it
  const printed = await designer.printedPage();
  expect(printed).toContain('data-scale="20"');
  // the drawing's millimetres on paper are its real millimetres over 20
  const [, viewWidth] = /viewBox="[-\d.]+ [-\d.]+ ([\d.]+) /.exec(printed) ?? [];
  const [, paperWidth] = /width="([\d.]+)mm"/.exec(printed) ?? [];
  expect(Number(paperWidth)).toBeCloseTo(Number(viewWidth) / 20, 1);
  expect(printed).toContain("Scale 1:20 · A4 Landscape");
  const sheet = await context.newPage();
  await sheet.setContent(printed);
  const printPdf = info.outputPath("print.pdf");
  writeFileSync(printPdf, await sheet.pdf({ preferCSSPageSize: true, printBackground: true }));
  await sheet.close();
  expect(pdfPages(printPdf)).toBe(1);
  expect(execFileSync("pdfinfo", [printPdf], { encoding: "utf8" })).toMatch(
    /Page size:\s+841\.\d+ x 59[45]\.\d+ pts \(A4\)/,
  );
  expect(pdfText(printPdf)).toMatch(/1500[\s\S]*Scale 1:20/);
  execFileSync("pdftoppm", ["-png", "-r", "50", printPdf, info.outputPath("1-printed")]);

  // the window's quote as a PDF: the drawing is in no order yet, so it asks and saves first
  const pdf = await designer.downloaded(() =>
    designer.runSavingFirst(
      "exportPdf",
      "This drawing is not in an order yet: it is saved into a new order first.",
    ),
  );
  expect(pdf.name).toMatch(/^DD\d+\.pdf$/);
  await expect(designer.savedState()).toHaveText("Saved");
  const quote = pdfText(pdf.path);
  for (const expected of ["Quotation", "C1", "1500 × 1400", PRICE_1500, "Profiles (one window)"])
    expect(quote, expected).toContain(expected);
  const item = Number(new URL(page.url()).searchParams.get("item_id"));
  await shot("2-saved-and-exported");

  // create contract: the customer asked, the contract made with the window's order, opened
  const contracts = new ContractPage(page);
  const contractId = await designer.createContract(
    "Zhou Min",
    "The contract is made with this window's order in it.",
  );
  await contracts.expectOpen(contractId);
  await expect(contracts.amount()).toContainText(PRICE_1500);
  await expect(page.getByTestId(`window-link-${item}`)).toHaveText("C1");
  await shot("3-contract-made");

  // the window's simple picture: drawn on drawRender, kept on the order item, shown in its row
  await page.getByTestId(`window-make-picture-${item}`).click();
  await page.waitForURL(/\/drawRender\?/);
  await expect(designer.dimensions("frameWidth")).toHaveText(["1500"]);
  await expect(designer.savedState()).toHaveText("Saved");
  await page.getByTestId("action-saveSimplePicture").click();
  await expect(page.getByText("Simple picture saved to window C1")).toBeVisible();
  await shot("4-picture-saved");
  await designer.close();
  await contracts.expectOpen(contractId);
  const picture = page.getByTestId(`window-picture-${item}`).locator("img");
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await shot("5-picture-on-the-window");
});

test.describe("on a phone, in Chinese", () => {
  test.use(PHONE);

  test("创建合同 from a drawing in no order saves it first and opens the contract with it", async ({
    page,
  }, info) => {
    const shot = stepShots(page, info);
    const designer = new DesignerPage(page);
    await page.goto("/draw");
    await expect(designer.canvas).toBeVisible();
    await page.getByTestId("menu-more").tap();
    await page.getByRole("menuitem", { name: "Language" }).tap();
    await page.getByRole("menuitem", { name: "简体中文" }).tap();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await page.waitForLoadState("networkidle");
    const box = (await designer.canvas.boundingBox())!;
    await designer.placeWithTap("rectangle", { x: box.x + 40, y: box.y + 120 });
    await expect(designer.frame()).toBeVisible();
    await shot("1-drawn");
    const contractId = await designer.createContract("周敏", "门窗先保存到订单，再用该订单创建合同。");
    const contracts = new ContractPage(page);
    await contracts.expectOpen(contractId);
    await expect(contracts.amount()).toContainText(PRICE_PLAIN);
    await expect(page.getByTestId("contract-detail-page")).toContainText("周敏");
    await expectNoSidewaysScroll(page);
    await shot("2-contract");
  });
});
