import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { freshPhone, GOOD_PASSWORD, registerFactoryByApi } from "./fixtures/accounts.ts";
import { ContractPage } from "./pages/contract-page.ts";
import { DesignerPage } from "./pages/designer-page.ts";
import { LoginPage } from "./pages/login-page.ts";
import { Shell } from "./pages/shell.ts";

// The expected amounts follow from the quote tab of the TB60 casement starter series (a new
// factory's default series; packages/core/src/series/demo/alu-casement.ts, docs/series.md):
// max(AREA, 1.5) m² × 680.00 yuan + 150.00 yuan per opening sash. The window drawn below is
// 1500 × 1400 = 2.1 m² with two casements, saved with count 1:
// 2.1 × 680.00 + 2 × 150.00 = 1428.00 + 300.00 = 1728.00 yuan; a 90 % discount makes 1555.20.
const WINDOW_PRICE = "1728.00";
const DISCOUNTED = "1555.20";

test("a drawn window goes into a new contract, gets a discount, a PDF, and the customer confirms it through a link", async ({
  page,
  request,
  browser,
}) => {
  const phone = freshPhone();
  const token = await registerFactoryByApi(request, {
    phone,
    password: GOOD_PASSWORD,
    company: "Orders E2E",
    nickname: "Seller",
  });

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(phone, GOOD_PASSWORD);
  await new Shell(page).expectOnHome();

  // The new factory draws its first window; saving puts it into a new intention order.
  const designer = new DesignerPage(page);
  await designer.goto();
  await designer.drawTwoPanelCasement();
  const orderId = await designer.saveToNewOrder();

  const contracts = new ContractPage(page);
  const contractId = await contracts.createFromList("Zhao Lei");
  // The contract screen has no picker for an existing order: attach it the way the client does.
  const attach = await request.post(`/api/contracts/${contractId}/orders`, {
    headers: { authorization: `Bearer ${token}` },
    data: { orderId },
  });
  const attached = (await attach.json()) as { code: number; key?: string };
  expect(attached.code, attached.key).toBe(0);
  await page.reload();
  await expect(contracts.amount()).toContainText(WINDOW_PRICE);

  await contracts.setDiscount(90);
  await expect(contracts.amount()).toContainText(DISCOUNTED);

  const download = await contracts.exportPdf();
  const file = await download.path();
  const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
  expect(text).toContain("Zhao Lei");
  expect(text).toContain(DISCOUNTED);

  const link = await contracts.shareLink();
  const customer = await browser.newContext({ locale: "en-US" });
  const shared = await customer.newPage();
  await shared.goto(link);
  await expect(shared.getByTestId("share-amount")).toHaveText(DISCOUNTED);
  await expect(shared.getByTestId("share-state")).toHaveText("Not confirmed by the customer");
  await shared.getByTestId("share-confirm").click();
  await expect(shared.getByTestId("share-state")).toHaveText("Confirmed by the customer");
  await customer.close();

  await page.reload();
  await expect(page.getByText("Confirmed by the customer")).toBeVisible();
});
