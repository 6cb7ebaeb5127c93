import type { APIRequestContext, Page } from "@playwright/test";
import { latestSmsCode } from "../fixtures/accounts.ts";
import { expect } from "./expect.ts";

/** /forgot-password: phone, SMS code from the outbox, the new password twice. */
export class ForgotPasswordPage {
  constructor(
    private readonly page: Page,
    private readonly request: APIRequestContext,
  ) {}

  async reset(phone: string, password: string) {
    const p = this.page;
    await expect(p.getByTestId("page-title")).toHaveText("Reset password");
    await p.getByTestId("phone").fill(phone);
    await p.getByTestId("send-code").click();
    await expect(p.getByText("Code sent, valid for 10 minutes")).toBeVisible();
    await p.getByTestId("code").fill(await latestSmsCode(this.request, phone));
    await p.getByTestId("password").fill(password);
    await p.getByTestId("confirm-password").fill(password);
    await p.getByTestId("submit").click();
  }
}

/** personal-center/account-setting?action=changePassword. */
export class ChangePasswordForm {
  constructor(private readonly page: Page) {}

  async change(oldPassword: string, password: string) {
    const p = this.page;
    await p.getByTestId("old-password").fill(oldPassword);
    await p.getByTestId("password").fill(password);
    await p.getByTestId("confirm-password").fill(password);
    await p.getByTestId("submit").click();
  }
}
