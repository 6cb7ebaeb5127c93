import type { Locator, Page } from "@playwright/test";
import { expect } from "./expect.ts";
import { Question } from "./question.ts";

/** The company's renders (/rendering): a card per saved render, each shared by link or deleted from it. */
export class RendersList {
  readonly page: Locator;
  readonly shareDialog: Locator;

  constructor(private readonly browserPage: Page) {
    this.page = browserPage.getByTestId("renders-page");
    this.shareDialog = browserPage.getByTestId("render-share-dialog");
  }

  async goto() {
    await this.browserPage.goto("/rendering");
    await expect(this.page).toBeVisible();
  }

  card(title: string): Locator {
    return this.browserPage.getByTestId("render-card").filter({ hasText: title });
  }

  /** The mark a shared render's card wears. */
  sharedMark(title: string): Locator {
    return this.card(title).getByText("Shared", { exact: true });
  }

  /** Opens the share dialog of the render `title`. */
  async openShare(title: string) {
    await this.card(title).getByTestId("render-share").click();
    // the dialog's test id is on antd's modal root, which has no box of its own: its form shows it
    await expect(this.shareDialog.getByTestId("render-share-make")).toBeVisible();
  }

  /** Makes a share link in the open dialog (its default life); answers the address. */
  async makeLink(): Promise<string> {
    await this.shareDialog.getByTestId("render-share-make").click();
    const url = this.shareDialog.getByTestId("render-share-url");
    await expect(url).toHaveText(/\/share-render\/\S+$/);
    return ((await url.textContent()) ?? "").trim();
  }

  /** Revokes the link shown in the open dialog. */
  async revokeLink() {
    await this.shareDialog.getByTestId("render-share-revoke").click();
    await expect(this.shareDialog.getByTestId("render-share-link")).toHaveCount(0);
  }

  async closeShare() {
    await this.shareDialog.locator(".ant-modal-footer").getByRole("button", { name: "Close" }).click();
    await expect(this.shareDialog.getByTestId("render-share-make")).toBeHidden();
  }

  /** Deletes the render `title`, answering the question it asks first. */
  async remove(title: string) {
    await this.card(title).getByTestId("render-delete").click();
    await new Question(this.browserPage, "render-delete").ok();
  }
}
