import type { Page } from "@playwright/test";
import { expect } from "./expect.ts";

export class SystemSettingPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/personal-center/system-setting");
    await expect(this.page.getByTestId("system-setting")).toBeVisible();
  }

  async chooseLanguage(name: string) {
    await this.page.getByTestId("setting-language").click();
    await this.page.locator(".ant-select-item-option").getByText(name, { exact: true }).click();
    await this.page.getByTestId("save-settings").click();
  }
}

export class AccountManagementPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/personal-center/account-management");
    await expect(this.page.getByTestId("account-management")).toBeVisible();
  }

  /**
   * Creates a sub-account with the given permission labels ticked (none by default); `workshop`
   * makes it a workshop staff account (son_account_type 4).
   */
  async addSubAccount(form: {
    phone: string;
    nickname: string;
    password: string;
    permissions?: string[];
    workshop?: boolean;
  }) {
    await this.page.getByTestId("add-sub-account").click();
    const dialog = this.page.getByRole("dialog");
    await dialog.getByTestId("sub-phone").fill(form.phone);
    await dialog.getByTestId("sub-nickname").fill(form.nickname);
    await dialog.getByTestId("sub-password").fill(form.password);
    if (form.workshop) await dialog.getByTestId("sub-workshop").click();
    for (const label of form.permissions ?? []) await dialog.getByText(label, { exact: true }).click();
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(this.page.getByRole("cell", { name: form.phone })).toBeVisible();
  }
}
