import type { Page } from "@playwright/test";
import { expect } from "./expect.ts";

/** /manage/customerManagement and a customer's page /manage/customerManagement/{id}. */
export class CustomersPage {
  constructor(private readonly page: Page) {}

  /** Adds a customer from the list; its page opens. Answers its id. */
  async add(name: string, phone: string): Promise<number> {
    await this.page.goto("/manage/customerManagement");
    await this.page.getByTestId("customer-new").click();
    await this.page.getByTestId("customer-name").fill(name);
    await this.page.getByTestId("customer-phone").fill(phone);
    await this.page.getByTestId("customer-save").click();
    await this.page.waitForURL(/\/manage\/customerManagement\/\d+/);
    await expect(this.page.getByTestId("customer-title")).toContainText(name);
    return Number(/customerManagement\/(\d+)/.exec(this.page.url())?.[1]);
  }

  /** Logs a follow-up whose next date is today, picked from the date picker's "Today". */
  async logFollowUpDueToday(content: string) {
    await this.page.getByTestId("follow-up-new").click();
    await this.page.getByTestId("follow-up-content").fill(content);
    await this.page.getByTestId("follow-up-next").click();
    await this.page
      .locator(
        ".ant-picker-dropdown:visible .ant-picker-now-btn, .ant-picker-dropdown:visible .ant-picker-today-btn",
      )
      .first()
      .click();
    await this.page.getByTestId("follow-up-save").click();
    await expect(this.page.getByTestId("timeline-follow_up").first()).toContainText(content);
  }

  /** "New contract" on the customer's page: the new-contract form opens with the customer picked. */
  async makeContract(name: string): Promise<number> {
    await this.page.getByTestId("customer-contract").click();
    await this.page.waitForURL(/\/orders\/group-list\?new=1&customer=\d+/);
    await expect(this.page.getByTestId("contract-customer-pick")).toContainText(name);
    await expect(this.page.getByTestId("contract-customer")).toHaveValue(name);
    await this.page.getByRole("button", { name: "Save" }).click();
    await this.page.waitForURL(/\/orders\/group-detail\/\d+/);
    return Number(/group-detail\/(\d+)/.exec(this.page.url())?.[1]);
  }
}
