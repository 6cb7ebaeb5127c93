import { expect, type Page, test } from "@playwright/test";
import { DEMO } from "./fixtures/accounts.ts";
import { expectNoSidewaysScroll, PHONE, snap } from "./fixtures/steps.ts";
import { DesignerPage } from "./pages/designer-page.ts";
import { LoginPage } from "./pages/login-page.ts";
import { Shell } from "./pages/shell.ts";

// Product management on the demo factory's seeded TB60 series: the formula editor's live
// validation, the product test with the rows and variables behind each BOM line, and the series
// data page's section preview and DXF size limit.

const SERIES = "TB60 thermal-break casement";
// Heavy screens on a shared 2-core machine with tracing on: generous per-test time.
test.describe.configure({ timeout: 180_000 });

/** The product-management screens, as a user reaches them from the catalogue. */
class ProductManage {
  constructor(private readonly page: Page) {}

  async openCatalogue() {
    await this.page.goto("/product-manage/index");
    await expect(this.page.getByTestId("product-catalogue")).toBeVisible();
  }

  /** Opens a series' formulas from its catalogue row and returns the series id. */
  async openFormulas(name: string): Promise<number> {
    const row = this.page.getByTestId(`series-row-${name}`);
    await row.getByRole("button", { name: "Formulas" }).click();
    await this.page.waitForURL(/\/product-manage\/script\/\d+$/);
    // The editor is the heaviest page of the app (a field per expression); under a loaded
    // machine with tracing on its first render can take well over the default 10 s.
    await expect(this.page.getByTestId("formula-editor")).toBeVisible({ timeout: 45_000 });
    return Number(/script\/(\d+)$/.exec(this.page.url())?.[1]);
  }

  formulaField(rowId: string, field: string) {
    return this.page.getByTestId(`field-${rowId}-${field}`);
  }

  formulaError(rowId: string, field: string) {
    return this.page.getByTestId(`field-${rowId}-${field}-error`);
  }
}

async function signIn(page: Page) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await new Shell(page).expectOnHome();
}

test("a formula made invalid shows its error at the field, fixing it clears it, and product test shows BOM lines with their rows", async ({
  page,
}) => {
  await signIn(page);
  const pm = new ProductManage(page);
  await pm.openCatalogue();
  const seriesId = await pm.openFormulas(SERIES);

  const length = pm.formulaField("frame", "length");
  await expect(length).toHaveValue("L");
  await expect(page.getByTestId("formula-valid")).toBeVisible();

  await length.fill("L * (2 +");
  const error = pm.formulaError("frame", "length");
  await expect(error).toBeVisible();
  await expect(error).toHaveAttribute("data-code", "err_17");
  await expect(error).toContainText("Bad expression: parentheses do not match");
  await expect(error.getByTestId("formula-error-span")).toHaveText("(");
  await expect(page.getByTestId("formula-issues")).toContainText("The calculation formula has errors");
  await expect(page.getByTestId("tab-frame")).toBeVisible();

  await length.fill("L + GAPX");
  await expect(error).toHaveAttribute("data-code", "err_12");
  await expect(error.getByTestId("formula-error-span")).toHaveText("GAPX");

  await length.fill("L");
  await expect(error).toHaveCount(0);
  await expect(page.getByTestId("formula-valid")).toBeVisible();

  // The test panel evaluates the tab's rows with sample variables: the frame tab's rows are per
  // member, the glass tab's pane is per fill at its cut size GW (DW 650 + 2 × 11 by default).
  await page.getByTestId("tab-glass").click();
  const panel = page.getByTestId("formula-test-panel");
  await expect(panel).toContainText("Width (mm): 672");
  await panel.getByTestId("test-var-GW").fill("822");
  await expect(panel).toContainText("Width (mm): 822");

  // Product test: a library template through the real BOM engine on the server.
  await page.goto(`/product-manage/product-test?series=${seriesId}`);
  await expect(page.getByTestId("product-test-page")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("test-series")).toContainText(SERIES);
  // A count out of range is refused at the field, kept as typed, and nothing is calculated.
  const count = page.getByTestId("test-count");
  await count.fill("0");
  await count.blur();
  await expect(page.getByTestId("test-count-error")).toHaveText("Enter a whole number from 1 to 10000");
  await expect(count).toHaveValue("0");
  await page.getByTestId("test-calculate").click();
  await expect(page.getByTestId("bom-profiles")).toHaveCount(0);
  await count.fill("1");
  await expect(page.getByTestId("test-count-error")).toHaveCount(0);
  await page.getByTestId("test-calculate").click();
  const profiles = page.getByTestId("bom-profiles");
  await expect(profiles.locator("tbody tr.ant-table-row").first()).toBeVisible({ timeout: 30_000 });
  expect(await profiles.locator("tbody tr.ant-table-row").count()).toBeGreaterThan(3);
  await expect(profiles).toContainText("F001");
  await expect(profiles).toContainText("45° / 45°");
  await expect(page.getByTestId("bom-totals")).toBeVisible();

  // Each line opens onto the formula rows that produced it and the variables they saw.
  const frameRow = profiles.locator("tbody tr.ant-table-row", { hasText: "F001" }).first();
  await frameRow.locator(".ant-table-row-expand-icon").click();
  const sources = page.getByTestId("bom-line-sources").first();
  // The frame is cut per member: the row saw the member's own length and the frame around it.
  await expect(sources.getByTestId("source-row").first()).toHaveText("frame");
  await expect(sources.getByTestId("source-vars").first()).toContainText("L = ");
  await expect(sources.getByTestId("source-vars").first()).toContainText("W = ");
});

test("the series data page previews a join section with a DXF download and refuses a DXF over 3M", async ({
  page,
}) => {
  await signIn(page);
  const pm = new ProductManage(page);
  await pm.openCatalogue();
  await page.getByTestId(`series-row-${SERIES}`).getByRole("button", { name: "Profiles & glass" }).click();
  await expect(page.getByTestId("series-data-page")).toBeVisible();

  // Oversized DXF: refused in the browser with a clear message, nothing sent.
  const big = Buffer.alloc(3 * 1024 * 1024 + 1, 0x20);
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: "F001.dxf", mimeType: "application/dxf", buffer: big });
  await expect(page.getByText("The file is larger than 3M and was not uploaded")).toBeVisible();

  // A small real DXF is stored and can be downloaded back.
  const dxf = "0\nSECTION\n2\nENTITIES\n0\nENDSEC\n0\nEOF\n";
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: "F001.dxf", mimeType: "application/dxf", buffer: Buffer.from(dxf) });
  await expect(page.getByText("Section uploaded")).toBeVisible();

  await page.getByRole("tab", { name: "Cross-section joins" }).click();
  await page.getByTestId("preview-S001-F001").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Section S001 → F001");
  await expect(dialog.getByTestId("section-svg")).toBeVisible();
  expect(
    (await dialog.locator(".ant-modal-content, .ant-modal-container").first().boundingBox())?.width,
  ).toBeLessThanOrEqual(800);
  const download = page.waitForEvent("download");
  await dialog.getByTestId("section-download-dxf").click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("S001-F001.dxf");
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString()).toContain("SECTION");
});

test("a cloned series gets its own name; a window drawn with it has a BOM that says when the series changed, recalculates and exports .xlsx", async ({
  page,
}, testInfo) => {
  await signIn(page);
  const pm = new ProductManage(page);
  await pm.openCatalogue();
  const dialog = page.getByRole("dialog");

  // Clone the demo series: the dialog offers "<name> copy", not the same name again.
  await page.getByTestId(`series-row-${SERIES}`).locator(".ant-radio-input").check();
  await page.getByTestId("clone-series").click();
  const name = dialog.getByTestId("catalogue-name");
  await expect(name).toHaveValue(`${SERIES} copy`);
  // Names have a maximum length, said at the field; nothing is created.
  await name.fill("x".repeat(61));
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toContainText("The name can be at most 60 characters");
  await expect(page.getByTestId(`series-row-${"x".repeat(61)}`)).toHaveCount(0);
  const copyName = `${SERIES} copy`;
  await name.fill(copyName);
  await dialog.getByRole("button", { name: "OK" }).click();
  const copyRow = page.getByTestId(`series-row-${copyName}`);
  await expect(copyRow).toBeVisible();
  // The copy becomes the default series, so a new drawing uses it.
  await copyRow.getByRole("button", { name: "Make default" }).click();
  await expect(copyRow).toContainText("Default");
  await snap(page, testInfo, "series-cloned");

  try {
    const designer = new DesignerPage(page);
    await designer.goto();
    await designer.drawTwoPanelCasement();
    const orderId = await designer.saveToNewOrder();

    await page.goto(`/orders/detail/${orderId}`);
    await page.getByRole("button", { name: "Bill of materials" }).click();
    await page.waitForURL(new RegExp(`/orders/calcbomOrderList/${orderId}$`));
    await expect(page.getByTestId("bom-windows")).toContainText("C1");
    await expect(page.getByTestId("bom-windows")).toContainText("1500 × 1400");
    await expect(page.getByTestId("bom-windows")).toContainText(copyName);
    await expect(page.getByTestId("bom-stale")).toHaveCount(0);

    await page.getByTestId("bom-open-detail").click();
    await page.waitForURL(new RegExp(`/orders/calcbomOrder/${orderId}$`));
    const profiles = page.getByTestId("bom-profiles");
    // The 1500 × 1400 frame (two bars of each length) and the butt-jointed mullion 1280.
    await expect(profiles.locator("tbody tr", { hasText: "1500" }).filter({ hasText: "F001" })).toContainText(
      "2",
    );
    await expect(profiles.locator("tbody tr", { hasText: "Z001" })).toContainText("1280");
    const material = Number(await page.getByTestId("total-material").textContent());
    await page.getByRole("tab", { name: /Glass/ }).click();
    await expect(page.getByTestId("bom-glass")).toContainText(" × ");
    await snap(page, testInfo, "bom");

    const download = page.waitForEvent("download");
    await page.getByTestId("bom-export").click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const bytes = Buffer.concat(await (await file.createReadStream()).toArray());
    expect(bytes.subarray(0, 2).toString()).toBe("PK");

    // The factory changes the copy's frame price on its data page: a negative price is refused
    // at the cell (kept as typed, the series unchanged), a real one saved.
    await pm.openCatalogue();
    await copyRow.getByRole("button", { name: "Profiles & glass" }).click();
    await expect(page.getByTestId("series-data-page")).toBeVisible();
    const price = page.getByTestId("price-F001");
    const before = Number(await price.inputValue());
    await price.fill("-5");
    await price.blur();
    const cellError = page.getByTestId("profiles-table").getByTestId("cell-error");
    await expect(cellError).toHaveText("Enter an amount of 0 or more with at most 2 decimals");
    await expect(price).toHaveValue(/^-5(\.00)?$/);
    await expect(page.getByTestId("series-data-refused")).toBeVisible();
    await expect(page.getByTestId("save-series-data")).toBeDisabled();
    await price.fill(String(before + 100));
    await price.blur();
    await expect(cellError).toHaveCount(0);
    await expect(page.getByTestId("series-data-refused")).toHaveCount(0);
    await page.getByTestId("save-series-data").click();
    await expect(page.getByTestId("save-series-data")).toBeDisabled();

    await page.goto(`/orders/calcbomOrder/${orderId}`);
    await expect(page.getByTestId("bom-stale")).toHaveText(/Profile modified, recalculate/);
    await page.getByTestId("bom-recalculate").click();
    await expect(page.getByTestId("bom-stale")).toHaveCount(0);
    // Two frame bars of 1.5 m and two of 1.4 m at 100.00 more a metre: 580.00 more material.
    await expect(page.getByTestId("total-material")).toHaveText((material + 580).toFixed(2));
    await snap(page, testInfo, "bom-recalculated");
  } finally {
    // The demo series is the default again for the other tests.
    await pm.openCatalogue();
    await page.getByTestId(`series-row-${SERIES}`).getByRole("button", { name: "Make default" }).click();
    await expect(page.getByTestId(`series-row-${SERIES}`)).toContainText("Default");
  }
});

test("the catalogue creates a directory and a series, checks the name and the share description, and deletes them", async ({
  page,
}) => {
  await signIn(page);
  const pm = new ProductManage(page);
  await pm.openCatalogue();
  const dialog = page.getByRole("dialog");
  const ok = dialog.getByRole("button", { name: "OK" });

  // SPEC §5: a product series must be chosen before clone/share/move.
  await page.getByTestId("share-series").click();
  await expect(page.getByText("Please choose a product series first")).toBeVisible();

  const directory = `E2E catalogue ${Date.now()}`;
  await page.getByTestId("directory-main").click();
  await page.getByTestId("new-directory").click();
  await dialog.getByTestId("catalogue-name").fill(directory);
  await ok.click();
  await expect(page.getByTestId(`directory-${directory}`)).toBeVisible();
  // The dialog is one component for every form: let it finish closing before it opens again.
  await expect(dialog).toHaveCount(0);

  await page.getByTestId(`directory-${directory}`).click();
  await page.getByTestId("new-series").click();
  await expect(dialog.getByTestId("catalogue-name")).toBeEditable();
  await ok.click();
  await expect(dialog).toContainText("The series name is required");
  const series = `E2E series ${Date.now()}`;
  await dialog.getByTestId("catalogue-name").fill(series);
  await ok.click();
  const row = page.getByTestId(`series-row-${series}`);
  await expect(row).toBeVisible();

  await row.locator(".ant-radio-input").check();
  await page.getByTestId("share-series").click();
  await dialog.getByTestId("share-description").fill("x".repeat(61));
  await ok.click();
  await expect(dialog).toContainText("The share description can be at most 60 characters");
  await dialog.getByTestId("share-description").fill("Thermal-break casement for the north market");
  await ok.click();
  await expect(row).toContainText("Shared");

  // A directory with a series in it cannot be deleted (SPEC §8); empty, it can. The popconfirm
  // keeps re-positioning while the tree re-renders, so its OK gets the click event directly.
  const openConfirm = page.locator(".ant-popover:not(.ant-popover-hidden)");
  const confirmOk = async () => {
    await openConfirm.getByRole("button", { name: "OK" }).dispatchEvent("click");
    await expect(openConfirm).toHaveCount(0);
  };
  await page.getByTestId("delete-directory").click();
  await confirmOk();
  await expect(
    page.getByText("The directory has series or subdirectories and cannot be deleted"),
  ).toBeVisible();
  await expect(page.getByTestId(`directory-${directory}`)).toBeVisible();
  await row.locator(".ant-radio-input").check();
  await page.getByTestId("delete-series").click();
  await confirmOk();
  await expect(row).toHaveCount(0);
  await page.getByTestId("delete-directory").click();
  await confirmOk();
  await expect(page.getByTestId(`directory-${directory}`)).toHaveCount(0);
});

test("every product, BOM and library page fits a 390 × 844 phone without sideways scrolling", async ({
  page,
  browser,
}, testInfo) => {
  // The window is drawn at a desk; the pages are then read on a phone.
  await signIn(page);
  const designer = new DesignerPage(page);
  await designer.goto();
  await designer.drawTwoPanelCasement();
  const orderId = await designer.saveToNewOrder();

  const phone = await browser.newContext({ ...PHONE, locale: "en-US" });
  const p = await phone.newPage();
  try {
    const login = new LoginPage(p);
    await login.goto();
    await login.signIn(DEMO.phone, DEMO.password);
    await p.waitForURL(/\/home(\?|$)/);
    const visit = async (path: string, testId: string, shot: string) => {
      await p.goto(path);
      await expect(p.getByTestId(testId)).toBeVisible({ timeout: 45_000 });
      await expectNoSidewaysScroll(p);
      await snap(p, testInfo, shot);
    };
    await visit("/product-manage/index", "product-catalogue", "phone-catalogue");
    await p.getByTestId(`series-row-${SERIES}`).getByRole("button", { name: "Formulas" }).click();
    await expect(p.getByTestId("formula-editor")).toBeVisible({ timeout: 45_000 });
    await expectNoSidewaysScroll(p);
    const seriesId = Number(/script\/(\d+)$/.exec(p.url())?.[1]);
    await snap(p, testInfo, "phone-formulas");
    await visit(`/product-manage/windoorscript/${seriesId}`, "series-data-page", "phone-series-data");
    await visit(`/product-manage/product-test?series=${seriesId}`, "product-test-page", "phone-product-test");
    await visit("/product-manage/sub-bar", "sub-bar-page", "phone-sub-bars");
    await visit("/windoor-library/index", "window-library", "phone-window-library");
    await visit(`/orders/calcbomOrderList/${orderId}`, "order-bom-list-page", "phone-bom-list");
    await visit(`/orders/calcbomOrder/${orderId}`, "order-bom-page", "phone-bom");
  } finally {
    await phone.close();
  }
});
