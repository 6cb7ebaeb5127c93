import { expect, type Page, test } from "@playwright/test";
import { DEMO } from "./fixtures/accounts.ts";
import { expectNoSidewaysScroll, PHONE, snap } from "./fixtures/steps.ts";
import { DesignerPage } from "./pages/designer-page.ts";
import { LoginPage } from "./pages/login-page.ts";
import {
  FormulaEditor,
  OrderBomPages,
  ProductCatalogue,
  ProductTestPage,
  SeriesDataPage,
} from "./pages/product-manage-pages.ts";
import { Shell } from "./pages/shell.ts";

// Product management on the demo factory's seeded TB60 series: the formula editor's live
// validation, the product test with the rows and variables behind each BOM line, and the series
// data page's section preview and DXF size limit.

const SERIES = DEMO.series.tb60;

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
  const catalogue = new ProductCatalogue(page);
  await catalogue.goto();
  const seriesId = await catalogue.openFormulas(SERIES);
  const formulas = new FormulaEditor(page);

  const length = formulas.field("frame", "length");
  await expect(length).toHaveValue("L");
  await expect(formulas.valid).toBeVisible();

  await length.fill("L * (2 +");
  const error = formulas.error("frame", "length");
  await expect(error).toBeVisible();
  await expect(error).toHaveAttribute("data-code", "err_17");
  await expect(error).toContainText("Bad expression: parentheses do not match");
  await expect(formulas.errorSpan(error)).toHaveText("(");
  await expect(formulas.issues).toContainText("The calculation formula has errors");
  await expect(formulas.tab("frame")).toBeVisible();

  await length.fill("L + GAPX");
  await expect(error).toHaveAttribute("data-code", "err_12");
  await expect(formulas.errorSpan(error)).toHaveText("GAPX");

  await length.fill("L");
  await expect(error).toHaveCount(0);
  await expect(formulas.valid).toBeVisible();

  // The test panel evaluates the tab's rows with sample variables: the frame tab's rows are per
  // member, the glass tab's pane is per fill at its cut size GW (DW 650 + 2 × 11 by default).
  await formulas.tab("glass").click();
  await expect(formulas.testPanel).toContainText("Width (mm): 672");
  await formulas.testVariable("GW").fill("822");
  await expect(formulas.testPanel).toContainText("Width (mm): 822");

  // Product test: a library template through the real BOM engine on the server.
  const productTest = new ProductTestPage(page);
  await productTest.goto(seriesId);
  await expect(productTest.series).toContainText(SERIES);
  // A count out of range is refused at the field, kept as typed, and nothing is calculated.
  const count = productTest.count;
  await count.fill("0");
  await count.blur();
  await expect(productTest.countError).toHaveText("Enter a whole number from 1 to 10000");
  await expect(count).toHaveValue("0");
  await productTest.calculate();
  await expect(productTest.profiles).toHaveCount(0);
  await count.fill("1");
  await expect(productTest.countError).toHaveCount(0);
  await productTest.calculate();
  const profiles = productTest.profiles;
  await expect(productTest.profileRows().first()).toBeVisible({ timeout: 30_000 });
  expect(await productTest.profileRows().count()).toBeGreaterThan(3);
  await expect(profiles).toContainText("F001");
  await expect(profiles).toContainText("45° / 45°");
  await expect(productTest.totals).toBeVisible();

  // Each line opens onto the formula rows that produced it and the variables they saw.
  const sources = await productTest.expandLine(productTest.profileRows("F001").first());
  // The frame is cut per member: the row saw the member's own length and the frame around it.
  await expect(sources.rows.first()).toHaveText("frame");
  await expect(sources.variables.first()).toContainText("L = ");
  await expect(sources.variables.first()).toContainText("W = ");
});

/** A DXF section of closed LWPOLYLINE rectangles [x0, y0, x1, y1]: the first the outline, the others chambers. */
const boxesDxf = (boxes: readonly (readonly [number, number, number, number])[]) =>
  [
    "0\nSECTION\n2\nENTITIES",
    ...boxes.map(
      ([x0, y0, x1, y1]) =>
        `0\nLWPOLYLINE\n8\n0\n90\n4\n70\n1\n10\n${x0}\n20\n${y0}\n10\n${x1}\n20\n${y0}\n10\n${x1}\n20\n${y1}\n10\n${x0}\n20\n${y1}`,
    ),
    "0\nENDSEC\n0\nEOF\n",
  ].join("\n");

test("the series data page gives a profile its own DXF section, refusing one without an outline at the profile, and previews a join section with a DXF download", async ({
  page,
}) => {
  await signIn(page);
  const catalogue = new ProductCatalogue(page);
  await catalogue.goto();
  await catalogue.openSeriesData(SERIES);
  const data = new SeriesDataPage(page);

  // Oversized DXF: refused in the browser with a clear message, nothing sent.
  await data.uploadSection("F001.dxf", Buffer.alloc(3 * 1024 * 1024 + 1, 0x20));
  await expect(page.getByText("The file is larger than 3M and was not uploaded")).toBeVisible();

  // A DXF with nothing drawn in it is refused at the profile, in the page's language, and F001
  // keeps the demo's section.
  const holesBefore = await data.sectionThumb("F001").getAttribute("data-holes");
  await data.uploadSection("F001.dxf", Buffer.from("0\nSECTION\n2\nENTITIES\n0\nENDSEC\n0\nEOF\n"));
  await expect(data.sectionRefused("F001")).toHaveText(
    "The section is not a DXF drawing with outlines (LWPOLYLINE, POLYLINE, LINE, ARC or CIRCLE)",
  );
  await expect(data.sectionThumb("F001")).toHaveAttribute("data-holes", holesBefore ?? "");

  // A real section of three chambers becomes F001's: its small drawing shows them, and it stays.
  const ours = boxesDxf([
    [0, 0, 60, 70],
    [5, 5, 55, 20],
    [5, 25, 55, 45],
    [5, 50, 55, 65],
  ]);
  await data.uploadSection("F001-ours.dxf", Buffer.from(ours));
  await expect(page.getByText("Section uploaded")).toBeVisible();
  await expect(data.sectionRefused("F001")).toHaveCount(0);
  await expect(data.sectionThumb("F001")).toHaveAttribute("data-holes", "3");
  await page.reload();
  await expect(data.sectionThumb("F001")).toHaveAttribute("data-holes", "3");

  await data.openJoins();
  await data.previewJoin("S001-F001");
  await expect(data.dialog).toContainText("Section S001 → F001");
  await expect(data.sectionSvg()).toBeVisible();
  expect((await data.dialogBox().boundingBox())?.width).toBeLessThanOrEqual(800);
  const download = page.waitForEvent("download");
  await data.downloadDxf().click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("S001-F001.dxf");
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString()).toContain("SECTION");
});

test("a cloned series gets its own name; a window drawn with it has a BOM that says when the series changed, recalculates and exports .xlsx", async ({
  page,
}, testInfo) => {
  await signIn(page);
  const catalogue = new ProductCatalogue(page);
  await catalogue.goto();
  const dialog = catalogue.dialog;

  // Clone the demo series: the dialog offers "<name> copy", not the same name again.
  await catalogue.select(SERIES);
  await catalogue.action("clone-series");
  const name = catalogue.nameField;
  await expect(name).toHaveValue(`${SERIES} copy`);
  // Names have a maximum length, said at the field; nothing is created.
  await name.fill("x".repeat(61));
  await catalogue.ok();
  await expect(dialog).toContainText("The name can be at most 60 characters");
  await expect(catalogue.seriesRow("x".repeat(61))).toHaveCount(0);
  const copyName = `${SERIES} copy`;
  await name.fill(copyName);
  await catalogue.ok();
  const copyRow = catalogue.seriesRow(copyName);
  await expect(copyRow).toBeVisible();
  // The copy becomes the default series, so a new drawing uses it.
  await catalogue.makeDefault(copyName);
  await expect(copyRow).toContainText("Default");
  await snap(page, testInfo, "series-cloned");

  try {
    const designer = new DesignerPage(page);
    await designer.goto();
    await designer.drawTwoPanelCasement();
    const orderId = await designer.saveToNewOrder();

    const bom = new OrderBomPages(page);
    await bom.openFromOrder(orderId);
    await expect(bom.windows).toContainText("C1");
    await expect(bom.windows).toContainText("1500 × 1400");
    await expect(bom.windows).toContainText(copyName);
    await expect(bom.stale).toHaveCount(0);

    await bom.openDetail(orderId);
    // The 1500 × 1400 frame (two bars of each length) and the butt-jointed mullion 1280.
    await expect(bom.profileRows("1500").filter({ hasText: "F001" })).toContainText("2");
    await expect(bom.profileRows("Z001")).toContainText("1280");
    const material = Number(await bom.totalMaterial.textContent());
    await bom.openGlass();
    await expect(bom.glass).toContainText(" × ");
    await snap(page, testInfo, "bom");

    const file = await bom.export();
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const bytes = Buffer.concat(await (await file.createReadStream()).toArray());
    expect(bytes.subarray(0, 2).toString()).toBe("PK");

    // The factory changes the copy's frame price on its data page: a negative price is refused
    // at the cell (kept as typed, the series unchanged), a real one saved.
    await catalogue.goto();
    await catalogue.openSeriesData(copyName);
    const data = new SeriesDataPage(page);
    const price = data.price("F001");
    const before = Number(await price.inputValue());
    await price.fill("-5");
    await price.blur();
    await expect(data.cellError).toHaveText("Enter an amount of 0 or more with at most 2 decimals");
    await expect(price).toHaveValue(/^-5(\.00)?$/);
    await expect(data.refused).toBeVisible();
    await expect(data.save).toBeDisabled();
    // A profile 99,999,999 mm thick is refused at the cell, saying from what to what.
    const depth = data.depth("F001");
    const depthBefore = await depth.inputValue();
    await depth.fill("99999999");
    await depth.blur();
    await expect(data.cellError.filter({ hasText: "Enter a size from 10 to 200 mm" })).toBeVisible();
    await depth.fill(depthBefore);
    await depth.blur();
    await price.fill(String(before + 100));
    await price.blur();
    await expect(data.cellError).toHaveCount(0);
    await expect(data.refused).toHaveCount(0);
    await data.save.click();
    await expect(data.save).toBeDisabled();

    await bom.gotoDetail(orderId);
    await expect(bom.stale).toHaveText(/Profile modified, recalculate/);
    await bom.recalculate();
    await expect(bom.stale).toHaveCount(0);
    // Two frame bars of 1.5 m and two of 1.4 m at 100.00 more a metre: 580.00 more material.
    await expect(bom.totalMaterial).toHaveText((material + 580).toFixed(2));
    await snap(page, testInfo, "bom-recalculated");
  } finally {
    // The demo series is the default again for the other tests.
    await catalogue.goto();
    await catalogue.makeDefault(SERIES);
    await expect(catalogue.seriesRow(SERIES)).toContainText("Default");
  }
});

test("the catalogue creates a directory and a series, checks the name and the share description, and deletes them", async ({
  page,
}) => {
  await signIn(page);
  const catalogue = new ProductCatalogue(page);
  await catalogue.goto();
  const dialog = catalogue.dialog;

  // SPEC §5: a product series must be chosen before clone/share/move.
  await catalogue.action("share-series");
  await expect(page.getByText("Please choose a product series first")).toBeVisible();

  const directory = `E2E catalogue ${Date.now()}`;
  await catalogue.action("directory-main");
  await catalogue.action("new-directory");
  await catalogue.nameField.fill(directory);
  await catalogue.ok();
  await expect(catalogue.directory(directory)).toBeVisible();
  // The dialog is one component for every form: let it finish closing before it opens again.
  await expect(dialog).toHaveCount(0);

  await catalogue.directory(directory).click();
  await catalogue.action("new-series");
  await expect(catalogue.nameField).toBeEditable();
  await catalogue.ok();
  await expect(dialog).toContainText("The series name is required");
  const series = `E2E series ${Date.now()}`;
  await catalogue.nameField.fill(series);
  await catalogue.ok();
  const row = catalogue.seriesRow(series);
  await expect(row).toBeVisible();

  await catalogue.select(series);
  await catalogue.action("share-series");
  await catalogue.shareDescription.fill("x".repeat(61));
  await catalogue.ok();
  await expect(dialog).toContainText("The share description can be at most 60 characters");
  await catalogue.shareDescription.fill("Thermal-break casement for the north market");
  await catalogue.ok();
  await expect(row).toContainText("Shared");

  // A directory with a series in it cannot be deleted (SPEC §8); empty, it can.
  await catalogue.action("delete-directory");
  await catalogue.confirm();
  await expect(
    page.getByText("The directory has series or subdirectories and cannot be deleted"),
  ).toBeVisible();
  await expect(catalogue.directory(directory)).toBeVisible();
  await catalogue.select(series);
  await catalogue.action("delete-series");
  await catalogue.confirm();
  await expect(row).toHaveCount(0);
  await catalogue.action("delete-directory");
  await catalogue.confirm();
  await expect(catalogue.directory(directory)).toHaveCount(0);
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
    const seriesId = await new ProductCatalogue(p).openFormulas(SERIES);
    await expectNoSidewaysScroll(p);
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
