import type { APIRequestContext, Page } from "@playwright/test";
import { latestSmsCode, pictureAnswer } from "../fixtures/accounts.ts";
import { expect } from "./expect.ts";

export interface Registration {
  phone: string;
  password: string;
  company: string;
  nickname: string;
  role?: "Factory" | "Dealer" | "Software vendor";
  /** Default: "u" and the phone. */
  username?: string;
  /** Default: the company and the phone (a space name is unique). */
  spaceName?: string;
  /** A dealer's: its factory's registration code. */
  registrationCode?: string;
}

export class RegisterPage {
  constructor(
    private readonly page: Page,
    private readonly request: APIRequestContext,
  ) {}

  /** The picture's id (a new picture has a new one). */
  pictureId() {
    return this.page.getByTestId("picture").getAttribute("data-picture-id");
  }

  /** Types the picture code as a person reads it (the development route stands for the eyes). */
  async typePicture() {
    await this.page
      .getByTestId("picture-code")
      .fill(await pictureAnswer(this.request, (await this.pictureId()) ?? ""));
  }

  async register(form: Registration) {
    const p = this.page;
    await expect(p.getByTestId("page-title")).toHaveText("Register");
    if (form.role) await p.getByText(form.role, { exact: true }).click();
    await p.getByTestId("phone").fill(form.phone);
    await p.getByTestId("phone-again").fill(form.phone);
    await this.typePicture();
    await p.getByTestId("send-code").click();
    await p.getByTestId("code").fill(await latestSmsCode(this.request, form.phone));
    await p.getByTestId("password").fill(form.password);
    await p.getByTestId("confirm-password").fill(form.password);
    await p.getByTestId("company").fill(form.company);
    await p.getByTestId("space-name").fill(form.spaceName ?? `${form.company} ${form.phone}`.slice(-30));
    await p.getByTestId("username").fill(form.username ?? `u${form.phone}`);
    await p.getByTestId("nickname").fill(form.nickname);
    if (form.registrationCode) await p.getByTestId("registration-code").fill(form.registrationCode);
    await p.getByTestId("agree").check();
    await p.getByTestId("submit").click();
  }
}
