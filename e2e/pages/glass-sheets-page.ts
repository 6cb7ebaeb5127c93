import { expect } from "./expect.ts";
import { FormPage } from "./form-field.ts";

/** /orders/glassSheets: the glass panes of chosen orders on stock sheets. */
export class GlassSheetsPage extends FormPage {
  /** From the cutting optimizer, as a person gets there. */
  async openFromOptimizer() {
    await this.page.goto("/orders/cutOptimizer");
    await this.page.getByTestId("glass-sheets-link").click();
    await expect(this.page.getByTestId("glass-sheets-page")).toBeVisible();
  }

  /** Ticks the oldest order of the list (the demo's first contract, its plan confirmed). */
  async chooseOldestOrder() {
    const rows = this.page.locator("tr[data-row-key]");
    await expect(rows.first()).toBeVisible();
    await rows.last().getByRole("checkbox").check();
  }

  async plan() {
    await this.page.getByTestId("glass-plan").click();
  }
}
