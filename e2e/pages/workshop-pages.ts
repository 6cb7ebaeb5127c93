import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { expect } from "./expect.ts";
import { ASKING_EVENTS, Question } from "./question.ts";

/** /manage/workshop: the workshop view of contracts, a contract's units (drawer), board, links, wages. */
export class WorkshopPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/manage/workshop");
    await expect(this.page.getByTestId("workshop-contracts")).toBeVisible();
  }

  /** The contract's row (its card on a phone) in the workshop view, found by its customer. */
  row(customer: string): Locator {
    return this.page
      .getByTestId("workshop-contracts")
      .locator("tr, [data-testid=row-card]", { hasText: customer });
  }

  /** Presses an event's button in the contract's row; a question it asks (issue 27) is answered OK. */
  async act(customer: string, event: string) {
    if (ASKING_EVENTS.includes(event)) await (await this.ask(customer, event)).ok();
    else await this.row(customer).getByTestId(`event-${event}`).click();
  }

  /** Presses the button of an event that asks first: its question, not yet answered. */
  async ask(customer: string, event: string): Promise<Question> {
    await this.row(customer).getByTestId(`event-${event}`).click();
    const question = new Question(this.page, event);
    await expect(question.dialog).toBeVisible();
    return question;
  }

  /** Opens the contract's units (the drawer with labels, packing and withdraw). */
  async openUnits(customer: string): Promise<Locator> {
    const drawer = this.page.getByTestId("workshop-units");
    // a click made while the list is still settling (a busy machine) can land before the button
    // is live: pressed again until the drawer opens
    await expect(async () => {
      if (!(await drawer.isVisible())) await this.row(customer).getByTestId("workshop-open-units").click();
      await expect(drawer).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    return drawer;
  }

  /** Presses a button that downloads a file and answers its bytes. */
  async download(button: Locator): Promise<{ name: string; bytes: Buffer }> {
    const [file] = await Promise.all([this.page.waitForEvent("download"), button.click()]);
    return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
  }
}

/** /manage/staff: workshop staff and the links each is bound to. */
export class StaffPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/manage/staff");
    await this.expectOpen();
  }

  async expectOpen() {
    await this.page.waitForURL(/\/manage\/staff(\?|$)/);
    await expect(this.page.getByTestId("workshop-staff-table")).toBeVisible();
  }

  row(phone: string): Locator {
    return this.page.getByTestId("workshop-staff-table").locator("tr", { hasText: phone });
  }

  /** Ticks (or unticks) one link for a worker and waits until the server's answer shows it. */
  async bind(phone: string, link: string, on = true) {
    const box = this.row(phone).getByRole("checkbox", { name: link, exact: true });
    await expect(box).toBeVisible();
    if ((await box.isChecked()) !== on) await box.click();
    await expect(box).toBeChecked({ checked: on });
  }
}

/** manage.workshop.staff: where a workshop worker lands; choose the contract, scan, see results. */
export class WorkerScanPage {
  constructor(private readonly page: Page) {}

  async expectLanded() {
    await this.page.waitForURL(/\/manage\/workshop\/staff(\?|$)/);
    await expect(this.page.getByTestId("workshop-staff")).toBeVisible();
  }

  async chooseContract(text: string) {
    await this.page.getByTestId("scan-contract").click();
    await this.page.locator(".ant-select-item-option").filter({ hasText: text }).click();
    await expect(this.page.getByTestId("scan-contract")).toContainText(text);
  }

  /** Types `text` into the scan box and presses Enter, as a worker does with a smudged label. */
  async type(text: string) {
    const box = this.page.getByTestId("workshop-scan-input");
    await box.fill(text);
    await box.press("Enter");
    await expect(box).toHaveValue("");
  }

  /** Opens the camera: the fake camera's label is read once and the camera closes. */
  async scanWithCamera() {
    await this.page.getByTestId("workshop-scan-camera-button").click();
    await expect(this.page.getByTestId("workshop-scan-camera")).toBeVisible();
    await expect(this.page.getByTestId("workshop-scan-camera")).toBeHidden();
  }

  results(): Locator {
    return this.page.getByTestId("scan-results");
  }

  /** The newest line of the results list. */
  latest(): Locator {
    return this.results().locator(".ant-list-item").first();
  }

  waiting(): Locator {
    return this.page.getByTestId("scan-waiting");
  }

  today(): Locator {
    return this.page.getByTestId("staff-today");
  }
}
