import type { Page } from "@playwright/test";
import { expect } from "./expect.ts";

/** The signed-in shell: top bar, avatar menu and the global dialogs. */
export class Shell {
  constructor(private readonly page: Page) {}

  async expectOnHome() {
    await this.page.waitForURL(/\/home(\?|$)/);
    await expect(this.page.getByTestId("home-page")).toBeVisible();
    await expect(this.page.getByTestId("top-bar")).toBeVisible();
  }

  /** Opens a page from the main menu by its visible name. */
  async go(name: string) {
    await this.page.getByTestId("main-nav").getByText(name, { exact: true }).click();
  }

  async openAvatarMenu() {
    await this.page.getByTestId("avatar-menu").hover();
  }

  async signOut(label = "Sign out") {
    await this.openAvatarMenu();
    await this.page.getByRole("menuitem", { name: label }).click();
    await this.page.waitForURL(/\/login(\?|$)/);
  }

  lackAuthorityDialog() {
    return this.page.getByTestId("lack-authority-text");
  }
}
