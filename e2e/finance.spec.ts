import { expect, test } from "@playwright/test";
import { DEMO, freshPhone } from "./fixtures/accounts.ts";
import { expectNoSidewaysScroll, stepShots } from "./fixtures/steps.ts";
import { signInAsNewSubAccount } from "./fixtures/sub-account.ts";
import { ContractPage } from "./pages/contract-page.ts";
import { CustomersPage } from "./pages/customers-page.ts";
import { FinancePage, OrderProfitPage, StatisticsPage } from "./pages/finance-pages.ts";
import { LoginPage } from "./pages/login-page.ts";
import { Shell } from "./pages/shell.ts";
import { Workbench } from "./pages/workbench.ts";

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
      const due = new Workbench(page).dueFollowUps();
      await expect(due.getByText(customerName)).toBeVisible();
      await shot("0-home-due-today");
      await due.getByText(customerName).click();
      await page.waitForURL(/\/manage\/customerManagement\/\d+$/);

      // A receipt account, made the default.
      const finance = new FinancePage(page);
      await finance.goto("accounts");
      await finance.addAccount(accountName, { makeDefault: true });
      await expect(finance.accounts.getByText(accountName)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot("1-account");

      // A contract for the customer, of 1,000.00 (a quote line), receives a deposit of 300.00 into
      // the default account.
      const contracts = new ContractPage(page);
      await page.goBack();
      await page.waitForURL(/\/manage\/customerManagement\/\d+$/);
      const contractId = await customers.makeContract(customerName);
      await expect(contracts.customer()).toHaveText(customerName);
      await contracts.addQuoteLine("Installation", "1000");
      await expect(contracts.amount()).toContainText("1000.00");
      await expect(contracts.collectAccount()).toContainText(accountName);
      await contracts.collect("300");
      await expect(contracts.balance()).toContainText("700.00");
      await expectNoSidewaysScroll(page);
      await shot("2-deposit");
      const contractNo = await contracts.contractNo();
      expect(contractNo).not.toBe("");

      // Its repayment schedule: the deposit (paid by the 300.00), a progress payment of 200.00 due
      // a week ago (overdue) and the balance of 500.00 next month.
      await finance.goto();
      await finance.openTab("Repayments");
      await finance.pickScheduleContract(contractNo);
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const plan = [
        ["300", day(-30)],
        ["200", day(-7)],
        ["500", day(30)],
      ] as const;
      await finance.writeSchedule(plan, "1000.00");
      await expect(finance.instalments("paid")).toHaveCount(1);
      await expect(finance.instalments("unpaid")).toHaveCount(2);
      await expect(finance.instalments("overdue")).toHaveText("7 days overdue");
      await expect(finance.scheduleCollected()).toHaveText("300.00");
      await expectNoSidewaysScroll(page);
      await shot("2b-schedule");
      // The overdue list names the progress payment and leads back to the schedule.
      await finance.openTab("Overdue");
      const late = finance.overdueRow(contractNo);
      await expect(late.getByText("200.00")).toBeVisible();
      await shot("2c-overdue");
      await late.getByRole("link", { name: contractNo }).click();
      await expect(finance.scheduleCard()).toContainText(contractNo);

      // An expenditure of 120.00 for the contract, with its receipt image, paid from the same account.
      await finance.goto();
      await expect(finance.entries.getByText("300.00").first()).toBeVisible();
      await finance.addExpenditure({
        amount: "120",
        payee: `Glass supplier ${tag}`,
        contractNo,
        receipt: PNG,
      });
      await expect(finance.entries.getByText(`Glass supplier ${tag}`)).toBeVisible();
      await expect(finance.entries.getByText("-120.00").first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot("3-ledger");

      // The account's balance is the sum of its two entries: 300.00 − 120.00.
      await finance.openTab("Receipt accounts");
      await expect(finance.accountRow(accountName).getByText("180.00")).toBeVisible();
      await shot("4-balance");

      // The statistics: the chart draws (a canvas), the month counts the contract and the money.
      await finance.toStatistics.click();
      const statistics = new StatisticsPage(page);
      await statistics.expectOpen();
      await expect(statistics.chart.locator("canvas")).toBeVisible();
      await expect(statistics.periods).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot("5-statistics");

      // The order profit lists the contract: quoted 1,000.00 (a quote line, no windows: no
      // materials), the 120.00 spent for it counted as an actual from the ledger: profit 880.00.
      const profit = new OrderProfitPage(page);
      await profit.goto();
      await expect(customers.contractLink(contractId, profit.rows)).toBeVisible();
      const profitRow = profit.row(contractNo);
      const spent = profit.cell(profitRow, "expenditures");
      await expect(spent).toHaveAttribute("data-basis", "actual");
      await expect(spent).toContainText("120.00");
      await expect(spent).toContainText("Actual (ledger)");
      await expect(profit.cell(profitRow, "materials")).toHaveText("None recorded");
      await expect(profit.cell(profitRow, "margin")).toHaveText("88.00%");
      await expectNoSidewaysScroll(page);
      await shot("6-order-profit");
    });
  });
}

test("a sub-account holding hide report keeps the ledger but not the statistics", async ({ page }, info) => {
  const shot = stepShots(page, info);
  await signInAsNewSubAccount(page, "Cashier", ["Finance (all)", "Hide reports"]);
  await page.waitForURL(/\/home$/);
  const finance = new FinancePage(page);
  await finance.goto();
  await expect(finance.entries).toBeVisible();
  // No link to what the server would refuse: the statistics (hide report), the profit (no get cost).
  await expect(finance.toStatistics).toHaveCount(0);
  await expect(finance.toProfit).toHaveCount(0);
  await shot("1-ledger-without-reports");
  const statistics = new StatisticsPage(page);
  await statistics.goto();
  await expect(statistics.hidden).toContainText("The reports are hidden from this account");
  await expect(statistics.chart).toHaveCount(0);
  await shot("2-statistics-hidden");
});

test("a sub-account holding finance and get cost opens the order profit from the finance page", async ({
  page,
}, info) => {
  const shot = stepShots(page, info);
  await signInAsNewSubAccount(page, "Accountant", ["Finance (all)", "See costs"]);
  await page.waitForURL(/\/home$/);
  const finance = new FinancePage(page);
  await finance.goto();
  await finance.toProfit.click();
  // The personal centre is closed to sub-accounts (SPEC §6 rule 4) except for this page.
  const profit = new OrderProfitPage(page);
  await profit.expectOpen();
  await expect(profit.rows).toBeVisible();
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
  const finance = new FinancePage(page);
  await finance.goto("accounts");
  await finance.addAccount(`Reversal cash ${tag}`, { makeDefault: true });
  await expect(finance.accounts.getByText(`Reversal cash ${tag}`)).toBeVisible();

  await finance.goto();
  await finance.addExpenditure({ amount: "47.25", payee });
  const rows = finance.entryRows(payee);
  await expect(rows).toHaveCount(1);
  await finance.reverse(rows);
  await expect(rows).toHaveCount(2);
  const reversal = rows.filter({ has: finance.reversalLabel() });
  await expect(finance.reversalLabel(reversal)).toHaveText("Reverses an expenditure of 47.25");
  await expect(reversal).toContainText("47.25");
  await expect(rows.filter({ hasText: "-47.25" })).toContainText("Reversed");
  await expect(finance.entries).not.toContainText("#");
  await shot("1-reversal-label");
});
