import type { Page } from "@playwright/test";
import { pickByTyping } from "./ant-select.ts";
import { expect } from "./expect.ts";
import { ASKING_EVENTS, Question } from "./question.ts";

/** /orders/group-list and /orders/group-detail/{id}. */
export class ContractPage {
  constructor(private readonly page: Page) {}

  async createFromList(customer: string): Promise<number> {
    await this.page.goto("/orders/group-list");
    await this.page.getByTestId("contract-new").click();
    await this.page.getByTestId("contract-customer").fill(customer);
    await this.page.getByRole("button", { name: "Save" }).click();
    return this.openedAsTyped();
  }

  /**
   * After a new contract's form is sent: a customer of that name among the company's customers is
   * asked about, and the contract is made as typed (linking is the CRM tests' business); answers
   * the contract opened.
   */
  async openedAsTyped(): Promise<number> {
    const detail = /\/orders\/group-detail\/\d+/;
    const skip = this.page.getByTestId("customer-link-skip");
    await Promise.race([this.page.waitForURL(detail), skip.waitFor()]);
    if (!detail.test(this.page.url())) await skip.click();
    await this.page.waitForURL(detail);
    return Number(/group-detail\/(\d+)/.exec(this.page.url())?.[1]);
  }

  /**
   * A new contract with its customer's name and phone typed, and the question about the company's
   * customers answered: add the customer, link the one named, or save the contract only.
   */
  async createTyped(
    typed: { customer: string; phone: string },
    answer: { add: true } | { linkTo: string } | { skip: true },
  ): Promise<number> {
    await this.page.goto("/orders/group-list");
    await this.page.getByTestId("contract-new").click();
    await this.page.getByTestId("contract-customer").fill(typed.customer);
    await this.page.getByTestId("contract-phone").fill(typed.phone);
    await this.page.getByRole("button", { name: "Save" }).click();
    const question = this.page.getByTestId("customer-link-question");
    await expect(question).toBeVisible();
    if ("add" in answer) await question.getByTestId("customer-link-add").click();
    else if ("linkTo" in answer)
      await question.getByRole("button", { name: `Link to ${answer.linkTo}` }).click();
    else await this.page.getByTestId("customer-link-skip").click();
    await this.page.waitForURL(/\/orders\/group-detail\/\d+/);
    return Number(/group-detail\/(\d+)/.exec(this.page.url())?.[1]);
  }

  /** "Add a window order": a new order of this contract opens in the designer. */
  async addWindowOrder(): Promise<{ orderId: number }> {
    await this.page.getByTestId("contract-new-order").click();
    await this.page.waitForURL(/\/draw\?order_id=\d+&contract_id=\d+/);
    return { orderId: Number(new URL(this.page.url()).searchParams.get("order_id")) };
  }

  async expectOpen(contractId: number) {
    await this.page.waitForURL(new RegExp(`/orders/group-detail/${contractId}(\\?|$)`));
    await expect(this.page.getByTestId("contract-detail-page")).toBeVisible();
  }

  amount() {
    return this.page.getByTestId("contract-amount");
  }

  /** The title, with the contract's number (HT…). */
  title() {
    return this.page.getByTestId("contract-title");
  }

  async contractNo(): Promise<string> {
    return /HT\d+/.exec((await this.title().textContent()) ?? "")?.[0] ?? "";
  }

  /** The account a collection goes into (the default one first). */
  collectAccount() {
    return this.page.getByTestId("collect-account");
  }

  status() {
    return this.page.getByTestId("contract-status");
  }

  /** The contract's customer: a link to the customer's page when it has a record. */
  customer() {
    return this.page.getByTestId("contract-customer-value");
  }

  /** "Sign", confirmed in its dialog. */
  async sign() {
    await this.fire("sign");
  }

  /** Links the contract to a customer's record from the edit dialog, picked by typing its name. */
  async linkCustomer(name: string) {
    await this.page.getByTestId("contract-edit").click();
    const dialog = this.page.getByRole("dialog");
    await pickByTyping(this.page, dialog.getByTestId("contract-customer-pick"), name);
    await expect(dialog.getByTestId("contract-customer")).toHaveValue(name);
    await dialog.getByTestId("party-save").click();
    await expect(dialog).toBeHidden();
  }

  balance() {
    return this.page.getByTestId("contract-balance");
  }

  /** "Attach an existing order": picks the order by its number in the picker of unattached orders. */
  async attachOrder(orderNo: string) {
    await this.page.getByTestId("contract-attach-order").click();
    const dialog = this.page.getByRole("dialog");
    const option = this.page.locator(".ant-select-item-option").filter({ hasText: orderNo });
    // On a loaded machine a click can land while the list is still opening and be lost; a person
    // would pick again, and so does this (the Attach button stays off until an order is picked).
    await expect(async () => {
      if (!(await option.isVisible())) await dialog.getByTestId("attach-order-select").click();
      await option.click({ timeout: 5_000 });
      await expect(dialog.getByTestId("attach-ok")).toBeEnabled({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await dialog.getByTestId("attach-ok").click();
    await expect(dialog).toBeHidden();
  }

  /** The window rows of the contract (each a link to the designer). */
  windowLinks() {
    return this.page.getByTestId("contract-detail-page").locator('[data-testid^="window-link-"]');
  }

  /** The form item (label, input and its message) holding a field's input. */
  fieldOf(testId: string) {
    return this.page.locator(".ant-form-item").filter({ has: this.page.getByTestId(testId) });
  }

  async addQuoteLine(name: string, price: string, discountPercent?: number) {
    await this.page.getByTestId("quote-name").fill(name);
    await this.page.getByTestId("quote-price").fill(price);
    if (discountPercent !== undefined)
      await this.page.getByTestId("quote-discount").fill(String(discountPercent));
    await this.page.getByTestId("quote-add").click();
  }

  /** The contract's discount and the seller's raise, both in percent, saved together. */
  async setDiscountAndRaise(discount: number, raise: number) {
    await this.page.getByTestId("contract-discount").fill(String(discount));
    await this.page.getByTestId("contract-markup").fill(String(raise));
    await this.page.getByTestId("contract-discount-save").click();
  }

  /** How the total is made: each step's label and amount, in order. */
  priceSteps() {
    return this.page.getByTestId("price-steps");
  }

  priceStep(key: "base" | "extras" | "subtotal" | "discount" | "markup" | "total") {
    return this.page.getByTestId(`price-step-${key}`);
  }

  /** "Print": the /printer view of the contract's orders opens in a new tab. */
  async openPrintView() {
    const popup = this.page.waitForEvent("popup");
    await this.page.getByTestId("contract-print").click();
    const printer = await popup;
    await expect(printer.getByTestId("printer-page")).toBeVisible();
    return printer;
  }

  async collect(amount: string) {
    await this.page.getByTestId("collect-amount").fill(amount);
    await this.page.getByTestId("collect-add").click();
  }

  /** Presses an event's button; when the event asks first (issue 27), the question is answered OK. */
  async fire(event: string) {
    if (ASKING_EVENTS.includes(event)) await (await this.ask(event)).ok();
    else await this.page.getByTestId(`event-${event}`).click();
  }

  /** Presses the button of an event that asks first and answers its question, not yet answered. */
  async ask(event: string, touch = false): Promise<Question> {
    const button = this.page.getByTestId(`event-${event}`);
    await (touch ? button.tap() : button.click());
    const question = new Question(this.page, event, touch);
    await expect(question.dialog).toBeVisible();
    return question;
  }

  async setDiscount(percent: number) {
    await this.page.getByTestId("contract-discount").fill(String(percent));
    await this.page.getByTestId("contract-discount-save").click();
  }

  async exportPdf() {
    await this.page.getByTestId("contract-outputs").click();
    const download = this.page.waitForEvent("download");
    await this.page.getByText("Contract as PDF").click();
    return download;
  }

  async shareLink(): Promise<string> {
    await this.page.getByTestId("contract-share").click();
    await this.page.getByRole("button", { name: "Create link" }).click();
    const link = this.page.getByTestId("share-link");
    await expect(link).toContainText("/group-detail-share/");
    return (await link.textContent())?.trim() ?? "";
  }
}
