import { expect, type Locator, type Page } from "@playwright/test";

/** /customOrder: the company's customer order link. */
export class CustomOrderSettingsPage {
  readonly address: Locator;
  readonly qr: Locator;

  constructor(private readonly page: Page) {
    this.address = page.getByTestId("link-address");
    this.qr = page.getByTestId("link-qr");
  }

  /** From the CRM's customer list, as a person finds it. */
  async openFromCustomers() {
    await this.page.goto("/manage/customerManagement");
    await this.page.getByTestId("custom-order-entry").click();
    await this.page.waitForURL(/\/customOrder$/);
  }

  async create() {
    await this.page.getByTestId("link-create").click();
    await this.address.waitFor();
  }

  /** Adds a window type from the library by its name, with the range it gets by default. */
  async addTemplate(name: string) {
    await this.page.getByTestId("link-add-template").click();
    await this.page.keyboard.type(name);
    await this.page
      .locator(".ant-select-item-option")
      .and(this.page.getByTitle(name, { exact: true }))
      .click();
  }

  async setBound(index: number, bound: "minWidth" | "maxWidth" | "minHeight" | "maxHeight", mm: string) {
    await this.page.getByTestId(`link-${bound}-${index}`).fill(mm);
  }

  async setSwitch(which: "enabled" | "show-price", on: boolean) {
    const toggle = this.page.getByTestId(`link-${which}`);
    if ((await toggle.getAttribute("aria-checked")) !== String(on)) await toggle.click();
  }

  async save() {
    const saved = this.page.waitForResponse(
      (r) => r.url().endsWith("/api/custom-order/link") && r.request().method() === "PUT",
    );
    await this.page.getByTestId("link-save").click();
    expect((await (await saved).json()).code).toBe(0);
  }

  async rotate() {
    await this.page.getByTestId("link-rotate").click();
    await this.page.getByTestId("link-rotate-ok").click();
  }

  async addressText(): Promise<string> {
    return ((await this.address.textContent()) ?? "").trim();
  }
}

/** /customOrder/{token}: the order form a customer opens from the link, without signing in. */
export class CustomerOrderForm {
  readonly company: Locator;
  readonly total: Locator;
  readonly orderNumber: Locator;
  readonly closed: Locator;

  constructor(private readonly page: Page) {
    this.company = page.getByTestId("custom-order-company");
    this.total = page.getByTestId("custom-order-total");
    this.orderNumber = page.getByTestId("custom-order-number");
    this.closed = page.getByTestId("custom-order-closed");
  }

  async add(templateKey: string) {
    await this.page.getByTestId(`template-add-${templateKey}`).click();
  }

  width(index: number): Locator {
    return this.page.getByTestId(`window-width-${index}`);
  }

  height(index: number): Locator {
    return this.page.getByTestId(`window-height-${index}`);
  }

  /** The error shown under a window's field. */
  fieldError(index: number, field: "width" | "height"): Locator {
    return this.page
      .getByTestId(`window-${index}`)
      .locator(".ant-form-item")
      .filter({ has: this.page.getByTestId(`window-${field}-${index}`) })
      .locator(".ant-form-item-explain-error");
  }

  async contact(name: string, phone: string) {
    await this.page.getByTestId("custom-order-name").fill(name);
    await this.page.getByTestId("custom-order-phone").fill(phone);
  }

  async submit() {
    await this.page.getByTestId("custom-order-submit").click();
  }
}
