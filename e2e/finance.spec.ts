import { expect, test } from "@playwright/test";
import { DEMO } from "./fixtures/accounts.ts";
import { expectNoSidewaysScroll, stepShots } from "./fixtures/steps.ts";
import { ContractPage } from "./pages/contract-page.ts";
import { LoginPage } from "./pages/login-page.ts";

// The finance steps of issue 17's path, through the interface only, on the demo factory (which
// has the finance module): a new receipt account made the default, a contract's deposit received
// into it, an expenditure with its receipt image, the balance as the sum, the statistics chart
// and the order profit.
const SIZES = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

// A 1 × 1 PNG: the receipt image of the expenditure.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test(`deposit into the default account, an expenditure, the chart and the profit (${size.name})`, async ({
      page,
    }, info) => {
      const shot = stepShots(page, info);
      const tag = `${size.name} ${Date.now() % 100_000}`;
      const accountName = `Shop WeChat ${tag}`;
      const login = new LoginPage(page);
      await login.goto();
      await login.signIn(DEMO.phone, DEMO.password);
      await page.waitForURL(/\/home/);

      // A receipt account, made the default.
      await page.goto("/manage/financial?tab=accounts");
      await page.getByTestId("account-new").click();
      await page.getByTestId("account-name").fill(accountName);
      await page.getByRole("dialog").getByRole("switch").click();
      await page.getByTestId("account-save").click();
      const row = page.getByTestId("account-rows").getByText(accountName);
      await expect(row).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot("1-account");

      // A contract of 1,000.00 (a quote line) receives a deposit of 300.00 into the default account.
      const contracts = new ContractPage(page);
      const customer = `Finance ${tag}`;
      const contractId = await contracts.createFromList(customer);
      await contracts.addQuoteLine("Installation", "1000");
      await expect(contracts.amount()).toContainText("1000.00");
      await expect(page.getByTestId("collect-account")).toContainText(accountName);
      await contracts.collect("300");
      await expect(contracts.balance()).toContainText("700.00");
      await expectNoSidewaysScroll(page);
      await shot("2-deposit");

      // An expenditure of 120.00 with its receipt image, paid from the same account.
      await page.goto("/manage/financial");
      const receipt = page.getByTestId("entry-rows").getByText("300.00").first();
      await expect(receipt).toBeVisible();
      await page.getByTestId("expenditure-new").click();
      const dialog = page.getByRole("dialog");
      await page.getByTestId("expenditure-amount").fill("120");
      await page.getByTestId("expenditure-payee").fill(`Glass supplier ${tag}`);
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: "slip.png", mimeType: "image/png", buffer: PNG });
      await expect(dialog.getByText("slip.png")).toBeVisible();
      await page.getByTestId("expenditure-save").click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId("entry-rows").getByText(`Glass supplier ${tag}`)).toBeVisible();
      await expect(page.getByTestId("entry-rows").getByText("-120.00").first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot("3-ledger");

      // The account's balance is the sum of its two entries: 300.00 − 120.00.
      await page.getByRole("tab", { name: "Receipt accounts" }).click();
      const account = page
        .getByTestId("account-rows")
        .locator("tr, .ant-card")
        .filter({ hasText: accountName });
      await expect(account.getByText("180.00")).toBeVisible();
      await shot("4-balance");

      // The statistics: the chart draws (a canvas), the month counts the contract and the money.
      await page.getByTestId("to-statistics").click();
      await page.waitForURL(/\/manage\/order-statistics/);
      await expect(page.getByTestId("statistics-chart").locator("canvas")).toBeVisible();
      await expect(page.getByTestId("statistics-periods")).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot("5-statistics");

      // The order profit lists the contract with its quoted amount.
      await page.goto("/personal-center/order-profit");
      const profit = page.getByTestId("profit-rows");
      await expect(profit.locator(`a[href="/orders/group-detail/${contractId}"]`)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot("6-order-profit");
    });
  });
}
