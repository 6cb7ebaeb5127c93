import type { Locator, Page } from "@playwright/test";
import { expect } from "./expect.ts";
import { fieldError } from "./form-field.ts";
import { Question } from "./question.ts";

/** /manage/wareHouse/:tab — the warehouse's screens, on a desk or a phone (clicks are taps there). */
export class WarehousePage {
  constructor(
    private readonly page: Page,
    private readonly touch = false,
  ) {}

  private press(target: Locator, options?: { timeout: number }) {
    return this.touch ? target.tap(options) : target.click(options);
  }

  async open(tab: string) {
    await this.page.goto(`/manage/wareHouse/${tab}`);
    await expect(this.page.getByTestId("warehouse-page")).toBeVisible();
  }

  /** An option of the open select list (antd renders it at the end of the page). */
  private option(text: string | RegExp) {
    return this.page
      .locator(".ant-select-dropdown:visible .ant-select-item-option")
      .filter({ hasText: text });
  }

  /**
   * Types into a searching select (nothing typed when `search` is empty) and picks the option
   * holding `text`, again if a press was lost: each step is bounded, so a lost press is retried
   * rather than waited on until the whole attempt times out.
   */
  async choose(select: Locator, search: string, text: string | RegExp = search) {
    const option = this.option(text).first();
    const step = { timeout: 5_000 };
    await expect(async () => {
      if (!(await option.isVisible())) {
        await this.press(select, step);
        if (search) await select.locator("input").fill(search, step);
      }
      await this.press(option, step);
      await expect(option).toBeHidden({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  }

  /**
   * A new profile material chosen from the series' profiles (code, name, colours, bar length and
   * weight filled in from it), with its cost and position.
   */
  async addProfile(code: string, cost: string) {
    await this.open("material");
    await this.press(this.page.getByTestId("material-new"));
    const dialog = this.page.getByRole("dialog");
    await this.choose(dialog.getByTestId("material-series-profile"), code, new RegExp(`^${code} `));
    await expect(dialog.getByTestId("material-code")).toHaveValue(code);
    await expect(dialog.getByTestId("material-raw-length")).toHaveValue("6000");
    await dialog.getByTestId("material-cost").fill(cost);
    await this.choosePosition(dialog.getByTestId("material-position"), "Rack A1");
    await this.press(dialog.getByTestId("material-save"));
    await expect(dialog).toBeHidden();
  }

  /**
   * A storage position chosen in a position field by its name: the company's position of that
   * name, or the field's offer to add it.
   */
  async choosePosition(select: Locator, name: string) {
    const quoted = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    await this.choose(select, name, new RegExp(`^(${quoted}|Add position “${quoted}”)$`));
    await expect(select).toContainText(name);
  }

  /** A hardware material (no series profile) stored at `position`, a name chosen or added. */
  async addHardware(code: string, name: string, position: string) {
    await this.open("material");
    await this.press(this.page.getByTestId("material-new"));
    const dialog = this.page.getByRole("dialog");
    await this.choose(dialog.getByTestId("material-category"), "", /^Hardware$/);
    await dialog.getByTestId("material-code").fill(code);
    await dialog.getByTestId("material-name").fill(name);
    await this.choosePosition(dialog.getByTestId("material-position"), position);
    await this.press(dialog.getByTestId("material-save"));
    await expect(dialog).toBeHidden();
  }

  /** The material list searched for `search`. */
  async findMaterial(search: string) {
    await this.open("material");
    const box = this.page.getByTestId("material-search").locator("input");
    await box.fill(search);
    await box.press("Enter");
    await expect(this.page.getByTestId("material-rows")).toContainText(search);
  }

  /** The edit form of the material whose code is `code` (the only one the search finds). */
  async editMaterial(code: string): Promise<Locator> {
    await this.findMaterial(code);
    await this.press(this.page.getByTestId("material-rows").getByTestId("material-edit").first());
    const form = this.page.getByRole("dialog").filter({ has: this.page.getByTestId("material-code") });
    await expect(form.getByTestId("material-code")).toHaveValue(code);
    return form;
  }

  /** The QR label sheet (A4 PDF) of the materials whose code or name holds `search`. */
  async printLabels(search: string): Promise<Buffer> {
    await this.findMaterial(search);
    const download = this.page.waitForEvent("download");
    await this.press(this.page.getByTestId("material-labels"));
    const file = await download;
    expect(file.suggestedFilename()).toBe("material-labels.pdf");
    return Buffer.concat(await (await file.createReadStream()).toArray());
  }

  /** A purchase order of one line of `count` bars of one colour, saved with status Ordered. */
  async orderPurchase(supplier: string, code: string, colour: string, count: number, cost: string) {
    await this.open("purchase");
    await this.press(this.page.getByTestId("po-new"));
    const dialog = this.page.getByRole("dialog");
    await dialog.getByTestId("po-supplier").fill(supplier);
    await this.choose(dialog.getByTestId("line-0-material"), code);
    // The material comes in several colours: none is chosen for the person (issue 27).
    await expect(dialog.getByTestId("line-0-color")).toHaveText("");
    await this.choose(dialog.getByTestId("line-0-color"), "", new RegExp(`^${colour}$`));
    await expect(dialog.getByTestId("line-0-length")).toHaveValue("6000");
    await dialog.getByTestId("line-0-count").fill(String(count));
    await dialog.getByTestId("line-0-cost").fill(cost);
    await this.press(dialog.getByTestId("po-save"));
    await expect(dialog).toBeHidden();
    return this.purchaseRow(supplier);
  }

  purchaseRow(supplier: string) {
    return this.page
      .getByTestId("po-rows")
      .locator("tr, [data-testid=row-card]")
      .filter({ hasText: supplier });
  }

  /** Receives `count` of the order's first line (the rest stays open). */
  async receive(supplier: string, count: number) {
    await this.press(this.purchaseRow(supplier).getByTestId("po-receive"));
    const dialog = this.page.getByRole("dialog");
    await dialog.getByTestId("receive-count-0").fill(String(count));
    await this.press(dialog.getByTestId("receive-save"));
    await expect(dialog).toBeHidden();
  }

  /** The leftover maximum saved on the settings screen, the other settings as they are. */
  async setLeftoverMaximum(mm: number) {
    await this.open("wareHouseSettings");
    const field = this.page.getByTestId("settings-leftoverMax");
    await expect(field).not.toHaveValue("");
    await field.fill(String(mm));
    await this.press(this.page.getByTestId("settings-save"));
    await expect(this.page.getByText("Done")).toBeVisible();
  }

  /** The stock operation form (stock in, stock out, inventory), opened from the stock status. */
  async openStockOperation(): Promise<Locator> {
    await this.open("stockStatus");
    await this.press(this.page.getByTestId("stock-operation"));
    const dialog = this.page.getByRole("dialog");
    await expect(dialog.getByTestId("operation-type")).toBeVisible();
    return dialog;
  }

  /** The message a form shows under the field whose input is `testId`. */
  fieldError(testId: string): Locator {
    return fieldError(this.page, this.page.getByTestId(testId));
  }

  /** "Pick all that is left" on the picking screen: its question (issue 27), not yet answered. */
  async askToPickAll(): Promise<Question> {
    await this.press(this.page.getByTestId("pick-all"));
    const question = new Question(this.page, "pick-all", this.touch);
    await expect(question.dialog).toBeVisible();
    return question;
  }

  /** The stock status rows of one code (the count column of each). */
  async stockOf(code: string): Promise<Locator> {
    await this.open("stockStatus");
    const box = this.page.getByTestId("stock-code").locator("input");
    await box.fill(code);
    await box.press("Enter");
    return this.page.getByTestId("stock-rows").getByTestId("stock-quantity");
  }
}
