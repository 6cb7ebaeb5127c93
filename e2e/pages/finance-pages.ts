import type { Locator, Page } from "@playwright/test";
import { pickByTyping } from "./ant-select.ts";
import { expect } from "./expect.ts";

/** /manage/financial: the ledger, the receipt accounts, the repayment schedules and the overdue list. */
export class FinancePage {
  /** The ledger's entries. */
  readonly entries: Locator;
  readonly accounts: Locator;
  readonly dialog: Locator;
  /** The links to the statistics and to the order profit (absent for who may not see them). */
  readonly toStatistics: Locator;
  readonly toProfit: Locator;

  constructor(private readonly page: Page) {
    this.entries = page.getByTestId("entry-rows");
    this.accounts = page.getByTestId("account-rows");
    this.dialog = page.getByRole("dialog");
    this.toStatistics = page.getByTestId("to-statistics");
    this.toProfit = page.getByTestId("to-profit");
  }

  async goto(tab?: "accounts") {
    await this.page.goto(tab ? `/manage/financial?tab=${tab}` : "/manage/financial");
  }

  async openTab(name: "Repayments" | "Overdue" | "Receipt accounts") {
    await this.page.getByRole("tab", { name }).click();
  }

  /** Adds a receipt account (on the accounts tab), made the default when asked. */
  async addAccount(name: string, options: { makeDefault: boolean }) {
    await this.page.getByTestId("account-new").click();
    await this.page.getByTestId("account-name").fill(name);
    if (options.makeDefault) await this.dialog.getByRole("switch").click();
    await this.page.getByTestId("account-save").click();
  }

  /** The accounts' row (table at desktop, card on a phone) holding the text. */
  accountRow(text: string): Locator {
    return this.accounts.locator("tr, .ant-card").filter({ hasText: text });
  }

  /** "New expenditure", filled and saved; the contract is picked by its number, the receipt attached. */
  async addExpenditure(form: { amount: string; payee: string; contractNo?: string; receipt?: Buffer }) {
    await this.page.getByTestId("expenditure-new").click();
    await this.page.getByTestId("expenditure-amount").fill(form.amount);
    await this.page.getByTestId("expenditure-payee").fill(form.payee);
    if (form.contractNo)
      await pickByTyping(this.page, this.page.getByTestId("expenditure-contract"), form.contractNo);
    if (form.receipt) {
      await this.dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: "slip.png", mimeType: "image/png", buffer: form.receipt });
      await expect(this.dialog.getByText("slip.png")).toBeVisible();
    }
    await this.page.getByTestId("expenditure-save").click();
    await expect(this.dialog).toBeHidden();
  }

  /** The ledger's rows holding the text (an entry and its reversal both hold the payee). */
  entryRows(text: string): Locator {
    return this.entries.locator("tr").filter({ hasText: text });
  }

  /** The reversal's label ("Reverses an expenditure of …"), in a row, or anywhere (to filter rows by). */
  reversalLabel(scope: Locator | Page = this.page): Locator {
    return scope.getByTestId("entry-reversal");
  }

  /** "Reverse" on an entry's row, confirmed. */
  async reverse(row: Locator) {
    await row.getByRole("button", { name: "Reverse" }).click();
    await this.page.locator(".ant-popconfirm").getByRole("button", { name: "OK" }).click();
  }

  /** On the repayments tab: picks the contract whose schedule to show, by its number. */
  async pickScheduleContract(contractNo: string) {
    await pickByTyping(this.page, this.page.getByTestId("schedule-contract"), contractNo);
  }

  /**
   * Writes the picked contract's schedule in its editor: one instalment per [amount, due day];
   * checks the editor's total, then saves.
   */
  async writeSchedule(plan: readonly (readonly [string, string])[], total: string) {
    await this.page.getByTestId("schedule-edit").click();
    for (const [i, [amount, due]] of plan.entries()) {
      await this.dialog.getByTestId("schedule-add").click();
      await this.dialog.getByTestId("schedule-amount").nth(i).fill(amount);
      const date = this.dialog
        .locator('input[data-testid="schedule-due"], [data-testid="schedule-due"] input')
        .nth(i);
      await date.click();
      await date.fill(due);
      await date.press("Enter");
    }
    await expect(this.dialog.getByTestId("schedule-total")).toContainText(total);
    await this.dialog.getByTestId("schedule-save").click();
    await expect(this.dialog).toBeHidden();
  }

  /** The schedule's instalments shown with a status: paid, unpaid, or overdue (its days late). */
  instalments(status: "paid" | "unpaid" | "overdue"): Locator {
    const id = status === "overdue" ? "schedule-overdue" : `schedule-status-${status}`;
    return this.page.getByTestId("schedule-rows").locator(`[data-testid="${id}"]:visible`);
  }

  scheduleCollected(): Locator {
    return this.page.getByTestId("schedule-collected");
  }

  scheduleCard(): Locator {
    return this.page.getByTestId("schedule-card");
  }

  /** The overdue list's row of a contract. */
  overdueRow(contractNo: string): Locator {
    return this.page.getByTestId("overdue-rows").locator("tr, .ant-card").filter({ hasText: contractNo });
  }
}

/** /manage/order-statistics: the chart and its periods, or why they are hidden. */
export class StatisticsPage {
  readonly chart: Locator;
  readonly periods: Locator;
  readonly hidden: Locator;

  constructor(private readonly page: Page) {
    this.chart = page.getByTestId("statistics-chart");
    this.periods = page.getByTestId("statistics-periods");
    this.hidden = page.getByTestId("statistics-hidden");
  }

  async goto() {
    await this.page.goto("/manage/order-statistics");
  }

  async expectOpen() {
    await this.page.waitForURL(/\/manage\/order-statistics/);
  }
}

/** /personal-center/order-profit: each contract's quoted amount, costs and margin. */
export class OrderProfitPage {
  readonly form: Locator;
  readonly rows: Locator;

  constructor(private readonly page: Page) {
    this.form = page.getByTestId("order-profit-page");
    this.rows = page.getByTestId("profit-rows");
  }

  async goto() {
    await this.page.goto("/personal-center/order-profit");
  }

  async expectOpen() {
    await this.page.waitForURL(/\/personal-center\/order-profit/);
    await expect(this.form).toBeVisible();
  }

  row(contractNo: string): Locator {
    return this.rows.locator("tr, [data-testid=row-card]").filter({ hasText: contractNo });
  }

  cell(row: Locator, column: "expenditures" | "materials" | "margin"): Locator {
    return row.getByTestId(`profit-${column}`);
  }
}
