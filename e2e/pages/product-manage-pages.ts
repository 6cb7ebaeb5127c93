import type { Locator, Page } from "@playwright/test";
import { expect } from "./expect.ts";

/** /product-manage/index: the catalogue of directories and product series, and its dialogs. */
export class ProductCatalogue {
  readonly dialog: Locator;
  /** The dialog's name field (new directory, new series, clone). */
  readonly nameField: Locator;
  readonly shareDescription: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole("dialog");
    this.nameField = this.dialog.getByTestId("catalogue-name");
    this.shareDescription = this.dialog.getByTestId("share-description");
  }

  async goto() {
    await this.page.goto("/product-manage/index");
    await expect(this.page.getByTestId("product-catalogue")).toBeVisible();
  }

  seriesRow(name: string): Locator {
    return this.page.getByTestId(`series-row-${name}`);
  }

  directory(name: string): Locator {
    return this.page.getByTestId(`directory-${name}`);
  }

  /** Opens a series' formulas from its row and answers the series id. */
  async openFormulas(name: string): Promise<number> {
    await this.seriesRow(name).getByRole("button", { name: "Formulas" }).click();
    await this.page.waitForURL(/\/product-manage\/script\/\d+$/);
    // The editor is the heaviest page of the app (a field per expression); under a loaded
    // machine with tracing on its first render can take well over the default 10 s.
    await expect(new FormulaEditor(this.page).editor).toBeVisible({ timeout: 45_000 });
    return Number(/script\/(\d+)$/.exec(this.page.url())?.[1]);
  }

  /** Opens a series' data page ("Profiles & glass") from its row. */
  async openSeriesData(name: string) {
    await this.seriesRow(name).getByRole("button", { name: "Profiles & glass" }).click();
    await this.page.waitForURL(/\/product-manage\/windoorscript\/\d+$/);
    // A table of every profile and glass with their inputs: heavy on a loaded machine, as the formulas.
    await expect(new SeriesDataPage(this.page).form).toBeVisible({ timeout: 45_000 });
  }

  async select(name: string) {
    await this.seriesRow(name).locator(".ant-radio-input").check();
  }

  async makeDefault(name: string) {
    await this.seriesRow(name).getByRole("button", { name: "Make default" }).click();
  }

  /** A toolbar action on the chosen series or directory. */
  async action(
    key:
      | "clone-series"
      | "share-series"
      | "new-directory"
      | "rename-directory"
      | "new-series"
      | "delete-directory"
      | "delete-series"
      | "directory-main",
  ) {
    await this.page.getByTestId(key).click();
  }

  async ok() {
    await this.dialog.getByRole("button", { name: "OK" }).click();
  }

  /**
   * OK of the open pop-up confirmation. It keeps re-positioning while the tree re-renders, so
   * its OK gets the click event directly.
   */
  async confirm() {
    const open = this.page.locator(".ant-popover:not(.ant-popover-hidden)");
    await open.getByRole("button", { name: "OK" }).dispatchEvent("click");
    await expect(open).toHaveCount(0);
  }
}

/** /product-manage/script/{id}: the formula editor with its live validation and test panel. */
export class FormulaEditor {
  readonly editor: Locator;
  readonly valid: Locator;
  readonly issues: Locator;
  readonly testPanel: Locator;

  constructor(private readonly page: Page) {
    this.editor = page.getByTestId("formula-editor");
    this.valid = page.getByTestId("formula-valid");
    this.issues = page.getByTestId("formula-issues");
    this.testPanel = page.getByTestId("formula-test-panel");
  }

  field(rowId: string, field: string): Locator {
    return this.page.getByTestId(`field-${rowId}-${field}`);
  }

  error(rowId: string, field: string): Locator {
    return this.page.getByTestId(`field-${rowId}-${field}-error`);
  }

  /** The part of the expression an error points at. */
  errorSpan(error: Locator): Locator {
    return error.getByTestId("formula-error-span");
  }

  tab(key: string): Locator {
    return this.page.getByTestId(`tab-${key}`);
  }

  testVariable(name: string): Locator {
    return this.testPanel.getByTestId(`test-var-${name}`);
  }
}

/** /product-manage/product-test: a library template through the server's BOM engine. */
export class ProductTestPage {
  readonly form: Locator;
  readonly series: Locator;
  readonly count: Locator;
  readonly countError: Locator;
  readonly profiles: Locator;
  readonly totals: Locator;

  constructor(private readonly page: Page) {
    this.form = page.getByTestId("product-test-page");
    this.series = page.getByTestId("test-series");
    this.count = page.getByTestId("test-count");
    this.countError = page.getByTestId("test-count-error");
    this.profiles = page.getByTestId("bom-profiles");
    this.totals = page.getByTestId("bom-totals");
  }

  async goto(seriesId: number) {
    await this.page.goto(`/product-manage/product-test?series=${seriesId}`);
    await expect(this.form).toBeVisible({ timeout: 30_000 });
  }

  async calculate() {
    await this.page.getByTestId("test-calculate").click();
  }

  profileRows(hasText?: string): Locator {
    return this.profiles.locator("tbody tr.ant-table-row", hasText ? { hasText } : {});
  }

  /** Opens a BOM line onto the formula rows that produced it; answers the first line's sources. */
  async expandLine(row: Locator): Promise<{ rows: Locator; variables: Locator }> {
    await row.locator(".ant-table-row-expand-icon").click();
    const sources = this.page.getByTestId("bom-line-sources").first();
    return { rows: sources.getByTestId("source-row"), variables: sources.getByTestId("source-vars") };
  }
}

/** /product-manage/windoorscript/{id}: a series' profiles and glass, its sections and prices. */
export class SeriesDataPage {
  readonly form: Locator;
  readonly cellError: Locator;
  readonly refused: Locator;
  readonly save: Locator;
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.form = page.getByTestId("series-data-page");
    this.cellError = page.getByTestId("profiles-table").getByTestId("cell-error");
    this.refused = page.getByTestId("series-data-refused");
    this.save = page.getByTestId("save-series-data");
    this.dialog = page.getByRole("dialog");
  }

  /** Uploads a section drawing (.dxf) for a profile (the first, F001, unless told). */
  async uploadSection(name: string, buffer: Buffer, code = "F001") {
    await this.page
      .locator(".ant-upload", { has: this.page.getByTestId(`dxf-upload-${code}`) })
      .locator('input[type="file"]')
      .setInputFiles({ name, mimeType: "application/dxf", buffer });
  }

  /** The small drawing of a profile's section; `data-holes` counts its chambers. */
  sectionThumb(code: string): Locator {
    return this.page.getByTestId(`section-thumb-${code}`);
  }

  /** Why the profile's uploaded section was refused, at the profile. */
  sectionRefused(code: string): Locator {
    return this.page.getByTestId(`dxf-refused-${code}`);
  }

  async openJoins() {
    await this.page.getByRole("tab", { name: "Cross-section joins" }).click();
  }

  /** Opens the preview of a join (e.g. "S001-F001") in its dialog. */
  async previewJoin(id: string) {
    await this.page.getByTestId(`preview-${id}`).click();
  }

  sectionSvg(): Locator {
    return this.dialog.getByTestId("section-svg");
  }

  dialogBox(): Locator {
    return this.dialog.locator(".ant-modal-content, .ant-modal-container").first();
  }

  downloadDxf(): Locator {
    return this.dialog.getByTestId("section-download-dxf");
  }

  price(code: string): Locator {
    return this.page.getByTestId(`price-${code}`);
  }

  /** The section depth (the profile's thickness front to back) of a profile, mm. */
  depth(code: string): Locator {
    return this.page.getByTestId(`depth-${code}`);
  }
}

/** An order's BOM: the list of its windows (/orders/calcbomOrderList/{id}) and its detail. */
export class OrderBomPages {
  readonly windows: Locator;
  readonly stale: Locator;
  readonly profiles: Locator;
  readonly glass: Locator;
  readonly totalMaterial: Locator;

  constructor(private readonly page: Page) {
    this.windows = page.getByTestId("bom-windows");
    this.stale = page.getByTestId("bom-stale");
    this.profiles = page.getByTestId("bom-profiles");
    this.glass = page.getByTestId("bom-glass");
    this.totalMaterial = page.getByTestId("total-material");
  }

  /** From the order's page, "Bill of materials". */
  async openFromOrder(orderId: number) {
    await this.page.goto(`/orders/detail/${orderId}`);
    await this.page.getByRole("button", { name: "Bill of materials" }).click();
    await this.page.waitForURL(new RegExp(`/orders/calcbomOrderList/${orderId}$`));
  }

  async openDetail(orderId: number) {
    await this.page.getByTestId("bom-open-detail").click();
    await this.page.waitForURL(new RegExp(`/orders/calcbomOrder/${orderId}$`));
  }

  async gotoDetail(orderId: number) {
    await this.page.goto(`/orders/calcbomOrder/${orderId}`);
  }

  profileRows(hasText: string): Locator {
    return this.profiles.locator("tbody tr", { hasText });
  }

  async openGlass() {
    await this.page.getByRole("tab", { name: /Glass/ }).click();
  }

  async export() {
    const download = this.page.waitForEvent("download");
    await this.page.getByTestId("bom-export").click();
    return download;
  }

  async recalculate() {
    await this.page.getByTestId("bom-recalculate").click();
  }
}
