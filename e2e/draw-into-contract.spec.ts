import { expect, test } from "@playwright/test";
import { freshPhone, GOOD_PASSWORD } from "./fixtures/accounts.ts";
import { registerFactoryInUi } from "./fixtures/register-in-ui.ts";
import { stepShots } from "./fixtures/steps.ts";
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
