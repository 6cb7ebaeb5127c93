import type { Locator, Page } from "@playwright/test";
import { expect } from "./expect.ts";

/** /orders/cutOptimizer and its result page. */
export class CutOptimizerPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/orders/cutOptimizer");
    await expect(this.page.getByTestId("cut-optimizer-page")).toBeVisible();
  }

  /** Ticks the order's row in the orders table (rows are keyed by order id). */
  async chooseOrder(orderId: number) {
    await this.page.locator(`tr[data-row-key="${orderId}"]`).getByRole("checkbox").check();
  }

  field(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  /** The error shown under the form field holding `input`. */
  fieldError(input: Locator): Locator {
    return this.page
      .locator(".ant-form-item")
      .filter({ has: input })
      .locator(".ant-form-item-explain-error:not(.ant-form-show-help-item-leave)");
  }

  /** Types into a field and leaves it, as a person does before pressing a button. */
  async type(input: Locator, value: string) {
    await input.fill(value);
    await input.blur();
  }

  async optimize() {
    await this.page.getByTestId("cut-optimize").click();
  }
}
