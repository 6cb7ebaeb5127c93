import type { Locator, Page } from "@playwright/test";
import { expect } from "./expect.ts";

/** A section of the personal centre, /personal-center/{path}. */
async function openSection(page: Page, path: string) {
  await page.goto(`/personal-center/${path}`);
}

/** /personal-center/feedback: the feedback form with its screenshots, and the user's own feedback. */
export class FeedbackPage {
  readonly form: Locator;
  readonly area: Locator;
  readonly userName: Locator;
  readonly content: Locator;
  readonly shotFile: Locator;
  readonly shots: Locator;
  readonly myItems: Locator;
  readonly operatorReply: Locator;
  readonly editButton: Locator;

  constructor(private readonly page: Page) {
    this.form = page.getByTestId("feedback-page-feedback");
    this.area = page.getByTestId("feedback-area");
    this.userName = page.getByTestId("feedback-user-name");
    this.content = page.getByTestId("feedback-content");
    this.shotFile = page.getByTestId("feedback-shot-file");
    this.shots = page.getByTestId("feedback-shot");
    this.myItems = page.getByTestId("my-feedback-item");
    this.operatorReply = page.getByTestId("feedback-operator-reply");
    this.editButton = page.getByTestId("feedback-edit");
  }

  /** Takes one of "my feedback" into the form to change it. */
  async edit(item: Locator) {
    await item.getByTestId("feedback-edit").click();
    await expect(this.page.getByTestId("feedback-editing")).toBeVisible();
  }

  async goto() {
    await openSection(this.page, "feedback");
    await expect(this.form).toBeVisible();
  }

  async attach(name: string, buffer: Buffer) {
    await this.shotFile.setInputFiles({ name, mimeType: "image/png", buffer });
  }

  async submit() {
    await this.page.getByTestId("feedback-submit").click();
  }

  /** A message said under a field of the form. */
  fieldMessage(text: string): Locator {
    return this.form.getByText(text);
  }
}

/** /personal-center/account-setting: nickname, email, avatar and the WeChat binding. */
export class AccountSettingPage {
  readonly nickname: Locator;
  readonly email: Locator;
  readonly avatarImage: Locator;
  readonly wechatStatus: Locator;

  constructor(private readonly page: Page) {
    this.nickname = page.getByTestId("profile-nickname");
    this.email = page.getByTestId("profile-email");
    this.avatarImage = page.getByTestId("profile-avatar").locator("img");
    this.wechatStatus = page.getByTestId("wechat-status");
  }

  async goto() {
    await openSection(this.page, "account-setting");
  }

  async save() {
    await this.page.getByTestId("profile-save").click();
  }

  async uploadAvatar(name: string, buffer: Buffer) {
    await this.page.getByTestId("profile-avatar-file").setInputFiles({ name, mimeType: "image/png", buffer });
  }

  async bindWechat(code: string) {
    await this.page.getByTestId("wechat-bind").click();
    await this.page.getByTestId("wechat-code").fill(code);
    await this.page.getByTestId("wechat-bind-ok").click();
  }

  /** "Unbind", then the dialog's choice: confirm it, or postpone it. */
  async unbindWechat(choice: "confirm" | "postpone") {
    await this.page.getByTestId("wechat-unbind").click();
    await this.page.getByTestId(`wechat-unbind-${choice}`).click();
  }
}

/** /personal-center/be-agent (the application) and /personal-center/track-business (its status). */
export class BusinessPages {
  readonly status: Locator;
  readonly tracked: Locator;

  constructor(private readonly page: Page) {
    this.status = page.getByTestId("business-status");
    this.tracked = page.getByTestId("track-business");
  }

  async applyToBeAgent(region: string) {
    await openSection(this.page, "be-agent");
    await this.page.getByTestId("business-region").fill(region);
    await this.page.getByTestId("business-submit").click();
    await this.page.waitForURL(/\/personal-center\/track-business$/);
  }

  async gotoTracking() {
    await openSection(this.page, "track-business");
  }
}

/** /personal-center/logout: the account deletion request, pending until its due day. */
export class DeletionPage {
  readonly form: Locator;
  readonly request: Locator;
  readonly pending: Locator;
  readonly reason: Locator;

  constructor(private readonly page: Page) {
    this.form = page.getByTestId("deletion-page");
    this.request = page.getByTestId("deletion-request");
    this.pending = page.getByTestId("deletion-pending");
    this.reason = page.getByTestId("deletion-reason");
  }

  async goto() {
    await openSection(this.page, "logout");
  }

  /** Ticks the agreement, asks for the deletion and confirms it; the request is then pending. */
  async requestDeletion() {
    await this.page.getByTestId("deletion-agree").click();
    await this.request.click();
    await this.page.getByTestId("deletion-confirm").click();
    await expect(this.pending).toBeVisible();
  }

  async cancel() {
    await this.page.getByTestId("deletion-cancel").click();
  }

  /** The day the pending deletion completes (YYYY-MM-DD), as the page says it. */
  async dueDay(): Promise<string | undefined> {
    return (await this.pending.textContent())?.match(/\d{4}-\d{2}-\d{2}/)?.[0];
  }
}
