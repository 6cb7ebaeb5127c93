import type { APIRequestContext, Page } from "@playwright/test";
import { latestSmsCode } from "../fixtures/accounts.ts";
import { expect } from "./expect.ts";

export interface Registration {
  phone: string;
  password: string;
  company: string;
  nickname: string;
  role?: "Factory" | "Dealer" | "Software vendor";
}

export class RegisterPage {
  constructor(
    private readonly page: Page,
    private readonly request: APIRequestContext,
  ) {}

  async register(form: Registration) {
    const p = this.page;
    await expect(p.getByTestId("page-title")).toHaveText("Register");
    if (form.role) await p.getByText(form.role, { exact: true }).click();
    await p.getByTestId("phone").fill(form.phone);
    await p.getByTestId("send-code").click();
    await p.getByTestId("code").fill(await latestSmsCode(this.request, form.phone));
    await p.getByTestId("password").fill(form.password);
    await p.getByTestId("confirm-password").fill(form.password);
    await p.getByTestId("company").fill(form.company);
    await p.getByTestId("nickname").fill(form.nickname);
    await p.getByTestId("agree").check();
    await p.getByTestId("submit").click();
  }
}
