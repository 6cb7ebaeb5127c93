import type { Locator, Page } from "@playwright/test";
import { expect } from "./expect.ts";

/** /measure-management and /measure-management-detail (issue 31). */
export class MeasurementPages {
  readonly orders: Locator;
  readonly openings: Locator;
  readonly form: Locator;

  constructor(private readonly page: Page) {
    this.orders = page.getByTestId("measure-orders");
    this.openings = page.getByTestId("openings");
    this.form = page.getByTestId("opening-form");
  }

  /** Orders a visit for the first customer the picker offers, at `when` (YYYY-MM-DD HH:mm), measured by the first measurer. */
  async orderVisit(address: string, when: string) {
    await this.page.getByTestId("measure-order-new").click();
    const dialog = this.page.getByRole("dialog");
    await dialog.getByTestId("contract-customer-pick").click();
    await this.page.locator(".ant-select-dropdown:visible .ant-select-item-option").first().click();
    await dialog.getByTestId("measure-order-address").fill(address);
    const time = dialog.getByTestId("measure-order-time");
    // the picker's own input: typed as a person would, confirmed with the panel's OK
    await time.click();
    await time.fill(when);
    await this.page.locator(".ant-picker-dropdown:visible .ant-picker-ok button").click();
    await expect(time).toHaveValue(when);
    await dialog.getByTestId("measure-order-measurer").click();
    await this.page.locator(".ant-select-dropdown:visible .ant-select-item-option").first().click();
    await this.page.getByTestId("measure-order-save").click();
    await this.page.waitForURL(/\/measure-management-detail\?id=\d+/);
  }

  field(name: string): Locator {
    return this.form.getByTestId(`opening-${name}`);
  }

  /** Types the values into the opening's fields (numbers and texts). */
  async fill(values: Record<string, string | number>) {
    for (const [name, value] of Object.entries(values)) await this.field(name).fill(String(value));
  }

  /** The message under a field of the opening form. */
  fieldMessage(name: string): Locator {
    return this.form
      .locator(".ant-form-item")
      .filter({ has: this.page.getByTestId(`opening-${name}`) })
      .locator(".ant-form-item-explain");
  }

  async chooseTemplate(label: string) {
    await this.field("template").click();
    await this.page.keyboard.type(label);
    await this.page
      .locator(".ant-select-dropdown:visible .ant-select-item-option")
      .filter({ hasText: label })
      .first()
      .click();
  }

  /** Picks `file` as a photo of the opening `card`, draws a dimension line across it with `value`, saves. */
  async markPhoto(card: Locator, file: string, value: number) {
    await card.getByTestId("photo-file").setInputFiles(file);
    const canvas = this.page.getByTestId("photo-canvas");
    await this.page.getByTestId("photo-tools").getByText("Dimension").click();
    const box = await canvas.boundingBox();
    if (!box) throw new Error("no photo canvas");
    await this.page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.5);
    await this.page.mouse.down();
    await this.page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.5, { steps: 4 });
    await this.page.mouse.up();
    await this.page.getByTestId("mark-value").fill(String(value));
    await this.page.getByTestId("mark-value-ok").click();
  }

  async save() {
    await this.page.getByTestId("opening-save").click();
    await expect(this.form).toBeHidden();
  }
}
