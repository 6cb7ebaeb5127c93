import { expect, test } from "@playwright/test";
import { DEMO, freshPhone } from "./fixtures/accounts.ts";
import { expectNoSidewaysScroll, stepShots } from "./fixtures/steps.ts";
import { signInAsNewSubAccount } from "./fixtures/sub-account.ts";
import { ContractPage } from "./pages/contract-page.ts";
import { CustomersPage } from "./pages/customers-page.ts";
import { LoginPage } from "./pages/login-page.ts";
import { Shell } from "./pages/shell.ts";

// Issue 17's path, through the interface only, on the demo factory (which has the CRM and finance
// modules): a customer with a follow-up due today, seen on /home; a contract made for them; a new
// receipt account made the default and the contract's deposit received into it; the contract's
// repayment schedule with an overdue instalment, found in the overdue list; an expenditure with
// its receipt image; the balance as the sum; the statistics chart and the order profit. Then a
// sub-account holding "hide report" loses the statistics.
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

    test(`a customer due today on /home, their contract's deposit into the default account, its schedule, an expenditure, the chart and the profit (${size.name})`, async ({
      page,
    }, info) => {
      const shot = stepShots(page, info);
      const tag = `${size.name} ${Date.now() % 100_000}`;
      const accountName = `Shop WeChat ${tag}`;
      const login = new LoginPage(page);
      await login.goto();
      await login.signIn(DEMO.phone, DEMO.password);
      await page.waitForURL(/\/home/);

      // A customer with a follow-up due today, on the workbench.
      const customerName = `Finance ${tag}`;
      const customers = new CustomersPage(page);
      await customers.add(customerName, freshPhone());
      await customers.logFollowUpDueToday("Wants a quote");
      await page.goto("/home");
      await expect(page.getByTestId("home-due-follow-ups").getByText(customerName)).toBeVisible();
      await shot("0-home-due-today");
      await page.getByTestId("home-due-follow-ups").getByText(customerName).click();
      await page.waitForURL(/\/manage\/customerManagement\/\d+$/);

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

      // A contract for the customer, of 1,000.00 (a quote line), receives a deposit of 300.00 into
      // the default account.
      const contracts = new ContractPage(page);
      await page.goBack();
      await page.waitForURL(/\/manage\/customerManagement\/\d+$/);
      const contractId = await customers.makeContract(customerName);
      await expect(page.getByTestId("contract-customer-value")).toHaveText(customerName);
      await contracts.addQuoteLine("Installation", "1000");
      await expect(contracts.amount()).toContainText("1000.00");
      await expect(page.getByTestId("collect-account")).toContainText(accountName);
      await contracts.collect("300");
      await expect(contracts.balance()).toContainText("700.00");
      await expectNoSidewaysScroll(page);
      await shot("2-deposit");
      const contractNo =
        /HT\d+/.exec((await page.getByTestId("contract-title").textContent()) ?? "")?.[0] ?? "";
      expect(contractNo).not.toBe("");

      // Its repayment schedule: the deposit (paid by the 300.00), a progress payment of 200.00 due
      // a week ago (overdue) and the balance of 500.00 next month.
      await page.goto("/manage/financial");
      await page.getByRole("tab", { name: "Repayments" }).click();
      await page.getByTestId("schedule-contract").click();
      await page.keyboard.type(contractNo);
      await page.locator(".ant-select-item-option").filter({ hasText: contractNo }).click();
      await page.getByTestId("schedule-edit").click();
      const editor = page.getByRole("dialog");
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const plan = [
        ["300", day(-30)],
        ["200", day(-7)],
        ["500", day(30)],
      ] as const;
      for (const [i, [amount, due]] of plan.entries()) {
        await editor.getByTestId("schedule-add").click();
        await editor.getByTestId("schedule-amount").nth(i).fill(amount);
        const date = editor
          .locator('input[data-testid="schedule-due"], [data-testid="schedule-due"] input')
          .nth(i);
        await date.click();
        await date.fill(due);
        await date.press("Enter");
      }
      await expect(editor.getByTestId("schedule-total")).toContainText("1000.00");
      await editor.getByTestId("schedule-save").click();
      await expect(editor).toBeHidden();
      const rows = page.getByTestId("schedule-rows");
      await expect(rows.locator('[data-testid="schedule-status-paid"]:visible')).toHaveCount(1);
      await expect(rows.locator('[data-testid="schedule-status-unpaid"]:visible')).toHaveCount(2);
      await expect(rows.locator('[data-testid="schedule-overdue"]:visible')).toHaveText("7 days overdue");
      await expect(page.getByTestId("schedule-collected")).toHaveText("300.00");
      await expectNoSidewaysScroll(page);
      await shot("2b-schedule");
      // The overdue list names the progress payment and leads back to the schedule.
      await page.getByRole("tab", { name: "Overdue" }).click();
      const late = page.getByTestId("overdue-rows").locator("tr, .ant-card").filter({ hasText: contractNo });
      await expect(late.getByText("200.00")).toBeVisible();
      await shot("2c-overdue");
      await late.getByRole("link", { name: contractNo }).click();
      await expect(page.getByTestId("schedule-card")).toContainText(contractNo);

      // An expenditure of 120.00 for the contract, with its receipt image, paid from the same account.
      await page.goto("/manage/financial");
      const receipt = page.getByTestId("entry-rows").getByText("300.00").first();
      await expect(receipt).toBeVisible();
      await page.getByTestId("expenditure-new").click();
      const dialog = page.getByRole("dialog");
      await page.getByTestId("expenditure-amount").fill("120");
      await page.getByTestId("expenditure-payee").fill(`Glass supplier ${tag}`);
      await page.getByTestId("expenditure-contract").click();
      await page.keyboard.type(contractNo);
      await page.locator(".ant-select-item-option").filter({ hasText: contractNo }).click();
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

      // The order profit lists the contract: quoted 1,000.00 (a quote line, no windows: no
      // materials), the 120.00 spent for it counted as an actual from the ledger: profit 880.00.
      await page.goto("/personal-center/order-profit");
      const profit = page.getByTestId("profit-rows");
      await expect(profit.locator(`a[href="/orders/group-detail/${contractId}"]`)).toBeVisible();
      const profitRow = profit.locator("tr, [data-testid=row-card]").filter({ hasText: contractNo });
      await expect(profitRow.getByTestId("profit-expenditures")).toHaveAttribute("data-basis", "actual");
      await expect(profitRow.getByTestId("profit-expenditures")).toContainText("120.00");
      await expect(profitRow.getByTestId("profit-expenditures")).toContainText("Actual (ledger)");
      await expect(profitRow.getByTestId("profit-materials")).toHaveText("None recorded");
      await expect(profitRow.getByTestId("profit-margin")).toHaveText("88.00%");
      await expectNoSidewaysScroll(page);
      await shot("6-order-profit");
    });
  });
}

test("a sub-account holding hide report keeps the ledger but not the statistics", async ({ page }, info) => {
  const shot = stepShots(page, info);
  await signInAsNewSubAccount(page, "Cashier", ["Finance (all)", "Hide reports"]);
  await page.waitForURL(/\/home$/);
  await page.goto("/manage/financial");
  await expect(page.getByTestId("entry-rows")).toBeVisible();
  // No link to what the server would refuse: the statistics (hide report), the profit (no get cost).
  await expect(page.getByTestId("to-statistics")).toHaveCount(0);
  await expect(page.getByTestId("to-profit")).toHaveCount(0);
  await shot("1-ledger-without-reports");
  await page.goto("/manage/order-statistics");
  await expect(page.getByTestId("statistics-hidden")).toContainText(
    "The reports are hidden from this account",
  );
  await expect(page.getByTestId("statistics-chart")).toHaveCount(0);
  await shot("2-statistics-hidden");
});

test("a sub-account holding finance and get cost opens the order profit from the finance page", async ({
  page,
}, info) => {
  const shot = stepShots(page, info);
  await signInAsNewSubAccount(page, "Accountant", ["Finance (all)", "See costs"]);
  await page.waitForURL(/\/home$/);
  await page.goto("/manage/financial");
  await page.getByTestId("to-profit").click();
  // The personal centre is closed to sub-accounts (SPEC §6 rule 4) except for this page.
  await page.waitForURL(/\/personal-center\/order-profit/);
  await expect(page.getByTestId("order-profit-page")).toBeVisible();
  await expect(page.getByTestId("profit-rows")).toBeVisible();
  await shot("1-sub-account-order-profit");
});

// A reversing entry says in the ledger what it reverses (its kind and amount), not an entry's
// internal number.
test("a reversal in the ledger names the kind and the amount it reverses", async ({ page }, info) => {
  const shot = stepShots(page, info);
  const tag = Date.now() % 100_000;
  const payee = `Reversed supplier ${tag}`;
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await new Shell(page).expectOnHome();
  await page.goto("/manage/financial?tab=accounts");
  await page.getByTestId("account-new").click();
  await page.getByTestId("account-name").fill(`Reversal cash ${tag}`);
  await page.getByRole("dialog").getByRole("switch").click();
  await page.getByTestId("account-save").click();
  await expect(page.getByTestId("account-rows").getByText(`Reversal cash ${tag}`)).toBeVisible();

  await page.goto("/manage/financial");
  await page.getByTestId("expenditure-new").click();
  const dialog = page.getByRole("dialog");
  await page.getByTestId("expenditure-amount").fill("47.25");
  await page.getByTestId("expenditure-payee").fill(payee);
  await page.getByTestId("expenditure-save").click();
  await expect(dialog).toBeHidden();
  const rows = page.getByTestId("entry-rows").locator("tr").filter({ hasText: payee });
  await expect(rows).toHaveCount(1);
  await rows.getByRole("button", { name: "Reverse" }).click();
  await page.locator(".ant-popconfirm").getByRole("button", { name: "OK" }).click();
  await expect(rows).toHaveCount(2);
  const reversal = rows.filter({ has: page.getByTestId("entry-reversal") });
  await expect(reversal.getByTestId("entry-reversal")).toHaveText("Reverses an expenditure of 47.25");
  await expect(reversal).toContainText("47.25");
  await expect(rows.filter({ hasText: "-47.25" })).toContainText("Reversed");
  await expect(page.getByTestId("entry-rows")).not.toContainText("#");
  await shot("1-reversal-label");
});
