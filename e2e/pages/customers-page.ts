import type { Locator, Page } from "@playwright/test";
import { pickByTyping } from "./ant-select.ts";
import { expect } from "./expect.ts";

/** /manage/customerManagement and a customer's page /manage/customerManagement/{id}. */
export class CustomersPage {
  /** The list's rows (a table at desktop, cards on a phone). */
  readonly rows: Locator;
  /** The customer's page: its title (name and stage), its error when it cannot be shown. */
  readonly title: Locator;
  readonly error: Locator;
  /** The customer's page: its return visits. */
  readonly visits: Locator;
  /** The customer form (new or edit) and its fields. */
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.rows = page.getByTestId("customer-rows");
    this.title = page.getByTestId("customer-title");
    this.error = page.getByTestId("customer-error");
    this.visits = page.getByTestId("customer-visits");
    this.dialog = page.getByRole("dialog");
  }

  async gotoList() {
    await this.page.goto("/manage/customerManagement");
  }

  async goto(id: number) {
    await this.page.goto(`/manage/customerManagement/${id}`);
  }

  async expectOpen(id: number) {
    await this.page.waitForURL(new RegExp(`/manage/customerManagement/${id}$`));
  }

  /** Searches the list (a name's start, its pinyin initials or a phone). */
  async search(text: string) {
    const input = this.page.getByTestId("customer-search").locator("input");
    await input.fill(text);
    await input.press("Enter");
  }

  /** The list's row holding the text. */
  row(text: string): Locator {
    return this.rows.locator("tr, .ant-card").filter({ hasText: text });
  }

  /** The customers' links in the list, one per customer shown. */
  links(): Locator {
    return this.rows.getByTestId("customer-link");
  }

  /** The entries of one kind on the customer's timeline (follow_up, contract, return_visit). */
  timeline(kind: string): Locator {
    return this.page.getByTestId(`timeline-${kind}`);
  }

  /** A link to a contract's page. */
  contractLink(contractId: number, scope: Locator | Page = this.page): Locator {
    return scope.locator(`a[href="/orders/group-detail/${contractId}"]`);
  }

  /** "New customer" on the list: its form opens. */
  async openNew() {
    await this.page.getByTestId("customer-new").click();
  }

  /** "Edit" on the customer's page: its form opens. */
  async openEdit() {
    await this.page.getByTestId("customer-edit").click();
  }

  async fillForm(form: { name?: string; phone?: string }) {
    if (form.name !== undefined) await this.dialog.getByTestId("customer-name").fill(form.name);
    if (form.phone !== undefined) await this.dialog.getByTestId("customer-phone").fill(form.phone);
  }

  async saveForm() {
    await this.dialog.getByTestId("customer-save").click();
  }

  async cancelForm() {
    await this.dialog.getByRole("button", { name: "Cancel" }).click();
  }

  /** The message said under a field of the form. */
  formMessage(field: "name" | "phone"): Locator {
    return this.dialog
      .locator(".ant-form-item")
      .filter({ has: this.page.getByTestId(`customer-${field}`) })
      .locator(".ant-form-item-explain");
  }

  /** "New follow-up" on the customer's page: its dialog opens. */
  async openFollowUp() {
    await this.page.getByTestId("follow-up-new").click();
  }

  followUpTracker(): Locator {
    return this.dialog.getByTestId("follow-up-tracker");
  }

  /** Picks the follow-up's tracker among the company's accounts by typing their name. */
  async chooseTracker(name: string) {
    await pickByTyping(this.page, this.followUpTracker(), name);
  }

  async writeFollowUp(content: string) {
    await this.dialog.getByTestId("follow-up-content").fill(content);
  }

  async saveFollowUp() {
    await this.dialog.getByTestId("follow-up-save").click();
    await expect(this.dialog).toBeHidden();
  }

  /** A return visit's status, in a scope (the customer's visits, or a row of the visit list). */
  visitStatus(scope: Locator = this.visits): Locator {
    return scope.getByTestId("visit-status");
  }

  visitSatisfaction(scope: Locator = this.visits): Locator {
    return scope.getByTestId("visit-satisfaction");
  }

  visitFeedback(scope: Locator = this.visits): Locator {
    return scope.getByTestId("visit-feedback");
  }

  visitReopen(scope: Locator = this.visits): Locator {
    return scope.getByTestId("visit-reopen");
  }

  async startVisit() {
    await this.visits.getByTestId("visit-start").click();
  }

  /** "End the visit": its dialog opens. */
  async openFinishVisit() {
    await this.visits.getByTestId("visit-finish").click();
  }

  async writeVisitFeedback(text: string) {
    await this.dialog.getByTestId("visit-feedback-input").fill(text);
  }

  async chooseSatisfaction(label: string) {
    await this.dialog.getByTestId("visit-satisfaction-input").getByText(label, { exact: true }).click();
  }

  async saveVisit() {
    await this.dialog.getByTestId("visit-save").click();
  }

  /** The list of every customer's return visits, filtered to one status. */
  async gotoVisitList(status: string) {
    await this.page.goto("/manage/customerManagement?tab=visits");
    await this.page.getByTestId("visit-status-filter").click();
    await this.page.locator(".ant-select-item-option").filter({ hasText: status }).click();
  }

  /** The visit list's row of a contract. */
  visitRow(contractId: number): Locator {
    return this.page
      .getByTestId("visit-rows")
      .locator("tr, .ant-card")
      .filter({ has: this.contractLink(contractId) });
  }

  /** Adds a customer from the list; its page opens. Answers its id. */
  async add(name: string, phone: string): Promise<number> {
    await this.page.goto("/manage/customerManagement");
    await this.page.getByTestId("customer-new").click();
    await this.page.getByTestId("customer-name").fill(name);
    await this.page.getByTestId("customer-phone").fill(phone);
    await this.page.getByTestId("customer-save").click();
    await this.page.waitForURL(/\/manage\/customerManagement\/\d+/);
    await expect(this.page.getByTestId("customer-title")).toContainText(name);
    return Number(/customerManagement\/(\d+)/.exec(this.page.url())?.[1]);
  }

  /** Logs a follow-up whose next date is today, picked from the date picker's "Today". */
  async logFollowUpDueToday(content: string) {
    await this.page.getByTestId("follow-up-new").click();
    await this.page.getByTestId("follow-up-content").fill(content);
    await this.page.getByTestId("follow-up-next").click();
    await this.page
      .locator(
        ".ant-picker-dropdown:visible .ant-picker-now-btn, .ant-picker-dropdown:visible .ant-picker-today-btn",
      )
      .first()
      .click();
    await this.page.getByTestId("follow-up-save").click();
    await expect(this.page.getByTestId("timeline-follow_up").first()).toContainText(content);
  }

  /** "New contract" on the customer's page: the new-contract form opens with the customer picked. */
  async makeContract(name: string): Promise<number> {
    await this.page.getByTestId("customer-contract").click();
    await this.page.waitForURL(/\/orders\/group-list\?new=1&customer=\d+/);
    await expect(this.page.getByTestId("contract-customer-pick")).toContainText(name);
    await expect(this.page.getByTestId("contract-customer")).toHaveValue(name);
    await this.page.getByRole("button", { name: "Save" }).click();
    await this.page.waitForURL(/\/orders\/group-detail\/\d+/);
    return Number(/group-detail\/(\d+)/.exec(this.page.url())?.[1]);
  }
}

/** /manage/customerManageAdvertise: what the CRM module does, for a company without it. */
export class CrmAdvertisePage {
  readonly advertise: Locator;
  readonly buy: Locator;

  constructor(private readonly page: Page) {
    this.advertise = page.getByTestId("crm-advertise");
    this.buy = page.getByTestId("crm-buy");
  }

  async expectOpen() {
    await this.page.waitForURL(/\/manage\/customerManageAdvertise$/);
    await expect(this.advertise).toBeVisible();
  }
}
