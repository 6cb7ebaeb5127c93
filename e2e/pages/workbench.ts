import type { Page } from "@playwright/test";
import { expect } from "./expect.ts";

/** /home, the workbench: what waits, recent contracts, this month against last, quick actions. */
export class Workbench {
  constructor(private readonly page: Page) {}

  /** Opens /home by its address and waits for its own content (what waits, recent contracts). */
  async goto() {
    await this.page.goto("/home");
    await this.expectShown();
  }

  async expectShown() {
    await this.page.waitForURL(/\/home$/);
    await expect(this.page.getByTestId("home-page")).toBeVisible();
    await expect(this.waitingCard()).toBeVisible();
    await expect(this.recentContracts()).toBeVisible();
  }

  async open() {
    await this.page.getByTestId("main-nav").getByRole("menuitem", { name: "Workbench" }).click();
    await this.page.waitForURL(/\/home$/);
    await expect(this.page.getByTestId("home-page")).toBeVisible();
  }

  waitingItem(
    key:
      | "sharesConfirmed"
      | "toReview"
      | "depositsToConfirm"
      | "productionDue"
      | "toCut"
      | "toDeliver"
      | "balancesDue",
  ) {
    return this.page.getByTestId(`waiting-${key}`);
  }

  waitingCard() {
    return this.page.getByTestId("waiting-card");
  }

  /** The follow-ups due today, each a link to its customer. */
  dueFollowUps() {
    return this.page.getByTestId("home-due-follow-ups");
  }

  recentContracts() {
    return this.page.getByTestId("recent-contracts");
  }

  async quickAction(key: "newContract" | "draw" | "optimize") {
    await this.page.getByTestId(`quick-${key}`).click();
  }
}
