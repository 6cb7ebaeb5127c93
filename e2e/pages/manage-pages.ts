import type { Locator, Page } from "@playwright/test";
import { expect } from "./expect.ts";

/** /manage: the management areas the account may open, each a link. */
export class ManageIndexPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/manage");
    await expect(this.areas()).toBeVisible();
  }

  areas(): Locator {
    return this.page.getByRole("navigation", { name: /Management|管理/ });
  }

  /** The names of the areas offered, in order. */
  async names(): Promise<string[]> {
    return (await this.areas().locator("a strong").allTextContents()).map((name) => name.trim());
  }

  async open(name: string) {
    await this.areas()
      .getByRole("link", { name: new RegExp(`^${name}`) })
      .click();
  }
}

/** /manage/scan: link scanning under the workshop's own bar. */
export class ManageScanPage {
  constructor(private readonly page: Page) {}

  async expectOpen() {
    await this.page.waitForURL(/\/manage\/scan$/);
    await expect(this.page.getByTestId("workshop-bar")).toBeVisible();
    await expect(this.page.getByTestId("workshop-scan-input")).toBeVisible();
  }

  /** The demo has one contract in production: the picker opens with it chosen. */
  async expectContractChosen() {
    await expect(this.page.getByTestId("scan-contract")).toContainText(/HT\d+/);
  }

  /** Types `text` into the scan box and presses Enter, as with a smudged label. */
  async type(text: string) {
    const box = this.page.getByTestId("workshop-scan-input");
    await box.fill(text);
    await box.press("Enter");
  }

  /** The newest line of the results. */
  latest(): Locator {
    return this.page.getByTestId("scan-results").locator(".ant-list-item").first();
  }
}
