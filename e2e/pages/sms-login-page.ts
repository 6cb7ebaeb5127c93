import type { APIRequestContext, Page } from "@playwright/test";
import { latestSmsCode } from "../fixtures/accounts.ts";
import { expect } from "./expect.ts";

/** /messagelogin then /messagelogin-code. */
export class SmsLoginPage {
  constructor(
    private readonly page: Page,
    private readonly request: APIRequestContext,
  ) {}

  async signIn(phone: string) {
    await expect(this.page.getByTestId("page-title")).toHaveText("Sign in with an SMS code");
    await this.page.getByTestId("phone").fill(phone);
    await this.page.getByTestId("submit").click();
    await this.page.waitForURL(/\/messagelogin-code\?phone=/);
    await this.page.getByTestId("code").fill(await latestSmsCode(this.request, phone));
    await this.page.getByTestId("submit").click();
  }
}
