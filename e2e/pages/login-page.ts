import type { Page } from "@playwright/test";
import { expect } from "./expect.ts";

export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(query = "") {
    await this.page.goto(`/login${query}`);
    await expect(this.page.getByTestId("page-title")).toBeVisible();
  }

  async signIn(phone: string, password: string) {
    // The address changes before the previous page has gone; the SMS link is only on this one.
    await expect(this.page.getByTestId("to-sms-login")).toBeVisible();
    await this.page.getByTestId("phone").fill(phone);
    await this.page.getByTestId("password").fill(password);
    await this.page.getByTestId("submit").click();
  }

  // Each sign-in page has a "phone" field: wait for the new page before anyone fills it.
  async openSmsLogin() {
    await this.page.getByTestId("to-sms-login").click();
    await this.page.waitForURL(/\/messagelogin(\?|$)/);
  }

  async openRegister() {
    await this.page.getByTestId("to-register").click();
    await this.page.waitForURL(/\/register(\?|$)/);
  }

  async openForgotPassword() {
    await this.page.getByTestId("to-forgot-password").click();
    await this.page.waitForURL(/\/forgot-password(\?|$)/);
  }

  async chooseLanguage(name: string) {
    await this.page.getByTestId("language-switch").getByText(name, { exact: true }).click();
  }
}
