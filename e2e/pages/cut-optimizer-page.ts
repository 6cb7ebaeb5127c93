import { expect } from "./expect.ts";
import { FormPage } from "./form-field.ts";
import { Question } from "./question.ts";

/** /orders/cutOptimizer and its result page. */
export class CutOptimizerPage extends FormPage {
  async goto() {
    await this.page.goto("/orders/cutOptimizer");
    await expect(this.page.getByTestId("cut-optimizer-page")).toBeVisible();
  }

  /** Ticks the order's row in the orders table (rows are keyed by order id). */
  async chooseOrder(orderId: number) {
    await this.page.locator(`tr[data-row-key="${orderId}"]`).getByRole("checkbox").check();
  }

  async optimize() {
    await this.page.getByTestId("cut-optimize").click();
  }

  /** "Confirm plan" on the result page: its question (issue 27), not yet answered. */
  async askToConfirm(touch = false): Promise<Question> {
    const button = this.page.getByTestId("cut-confirm");
    await (touch ? button.tap() : button.click());
    const question = new Question(this.page, "cut-confirm", touch);
    await expect(question.dialog).toBeVisible();
    return question;
  }
}
