import type { Page } from "@playwright/test";
import { expect } from "./expect.ts";

/** The phone's shell: the compact bar and its menu drawer (the normal top bar hides on phones). */
export class CompactShell {
  constructor(private readonly page: Page) {}

  async expectShown() {
    await expect(this.page.getByTestId("compact-bar")).toBeVisible();
    await expect(this.page.getByTestId("top-bar")).toHaveCount(0);
  }

  async openMenu() {
    await this.page.getByTestId("compact-menu-button").tap();
    const nav = this.page.getByTestId("compact-nav");
    await expect(nav).toBeVisible();
    // The drawer slides in from the left: wait until it has arrived.
    await expect.poll(async () => (await nav.boundingBox())?.x ?? -1).toBe(0);
  }

  /** Opens the menu and taps one entry by its visible name. */
  async go(name: string) {
    await this.openMenu();
    await this.page.getByTestId("compact-nav").getByRole("menuitem", { name, exact: true }).tap();
    await expect(this.page.getByTestId("compact-nav")).toBeHidden();
  }

  async signOut() {
    await this.openMenu();
    await this.page.getByTestId("compact-logout").tap();
    await this.page.waitForURL(/\/login(\?|$)/);
  }

  /** Nothing wider than the screen: no sideways scrolling of the page. */
  async expectNoHorizontalOverflow(width = 390) {
    const scrollWidth = await this.page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    expect(scrollWidth, `page ${this.page.url()} is ${scrollWidth} px wide`).toBeLessThanOrEqual(width);
  }
}
