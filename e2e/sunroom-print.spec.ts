import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import DxfParser from "dxf-parser";
import { expectNoSidewaysScroll, PHONE, snap } from "./fixtures/steps.ts";
import { ContractPage } from "./pages/contract-page.ts";
import { openSunroom } from "./pages/sunroom-page.ts";

// The sunroom's outputs (issue 33) through the page only: a 4 × 3 m lean-to designed on
// /sunnyHouse, its drawings exported as DXF (one sheet a DXF parser reads) and, once saved, as a
// PDF; made into a sunnyhouse contract whose PDF, downloaded from the contract's page, prints the
// sunroom's drawings, bill of materials and cutting plan.

const pdfText = async (path: string) =>
  execFileSync("pdftotext", [path, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");

test("the sunroom's drawings as DXF and PDF, and its sunnyhouse contract's PDF with its BOM", async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSunroom(page);
  await expect(page.getByTestId("sunroom-bom")).toContainText("F001");
  await expect(page.getByTestId("sunroom-drawings").locator("img[data-drawing]")).toHaveCount(5);

  // the DXF: every drawing on one sheet, titled, with the room's sizes among its figures
  const dxfDownload = page.waitForEvent("download");
  await page.getByTestId("sunroom-drawings-dxf").click();
  const dxf = await dxfDownload;
  expect(dxf.suggestedFilename()).toMatch(/\.dxf$/);
  const parsed = new DxfParser().parseSync(await readFile((await dxf.path())!, "utf8"));
  const texts = (parsed?.entities ?? []).flatMap((e) =>
    e.type === "TEXT" ? [(e as unknown as { text: string }).text] : [],
  );
  expect(texts).toEqual(expect.arrayContaining(["Plan", "Front elevation", "Roof plan", "4000", "3000"]));
  expect((parsed?.entities ?? []).filter((e) => e.type === "LWPOLYLINE").length).toBeGreaterThan(20);

  // the PDF is made from the saved sunroom: offered once it is saved
  await expect(page.getByTestId("sunroom-drawings-pdf")).toBeDisabled();
  const name = `Printed room ${Date.now()}`;
  await page.getByTestId("sunroom-name").fill(name);
  await page.getByTestId("sunroom-save").click();
  await expect(page.getByTestId("sunroom-saved-list")).toContainText(name);
  await expect(page.getByTestId("sunroom-drawings-pdf")).toBeEnabled();
  const pdfDownload = page.waitForEvent("download");
  await page.getByTestId("sunroom-drawings-pdf").click();
  const drawingsPdf = await pdfDownload;
  expect(drawingsPdf.suggestedFilename()).toMatch(/\.pdf$/);
  const drawingsText = await pdfText((await drawingsPdf.path())!);
  expect(drawingsText).toContain(`Sunroom ${name}: 4000 × 3000 mm`);
  for (const title of ["Plan", "Front elevation", "Roof plan"]) expect(drawingsText).toContain(title);
  await page.getByTestId("sunroom-drawings").scrollIntoViewIfNeeded();
  await snap(page, info, "drawings-exported");

  // the sunnyhouse contract, and its PDF from the contract's page
  await page.getByTestId("sunroom-contract").click();
  await page.getByTestId("sunroom-contract-customer").fill("Mrs Li");
  await page.getByRole("button", { name: "Make the contract" }).click();
  await expect(page.getByTestId("sunroom-contract-link")).toBeVisible();
  await page.getByTestId("sunroom-contract-link").click();
  await expect(page.getByTestId("contract-detail-page")).toBeVisible();
  const download = await new ContractPage(page).exportPdf();
  expect(download.suggestedFilename()).toMatch(/-contract\.pdf$/);
  // kept with the test's output, for the eye (pdftoppm)
  await download.saveAs(info.outputPath("sunnyhouse-contract.pdf"));
  const text = await pdfText((await download.path())!);
  expect(text).toContain(`Sunroom ${name}: 4000 × 3000 mm`);
  for (const words of [
    "Sunroom drawings (mm)",
    "Left side elevation (seen from outside)",
    "Roof plan",
    "Sunroom bill of materials",
    "Structure profiles (cut length, end angles)",
    // the lines as the company's own sunroom series names them: the demo company's, seeded in Chinese
    "R120 椽条 60×120 银色: 3209.4 mm, ends 75° / 75° × 7",
    "Roof panels 6+12A+6",
    "Wall facets left-1 3000 × 3203.8 front-1 2000 × 2400",
    "Accessories 立柱底座 × 5",
    "Sunroom cutting plan",
  ])
    expect(text).toContain(words);
  expect(text).toMatch(/R120 银色: 7 bars, [\d.]+ % used 6000 mm × 7: 3209.4/);
  await snap(page, info, "contract-pdf-downloaded");
});

test.describe("on a phone", () => {
  test.use(PHONE);
  test("the drawings' exports read at 390 × 844", async ({ page }, info) => {
    await openSunroom(page);
    const drawings = page.getByTestId("sunroom-drawings");
    await expect(drawings.locator("img[data-drawing]")).toHaveCount(5);
    // the card is taller than the phone's screen: its exports at its top
    await page.getByTestId("sunroom-drawings-dxf").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("sunroom-drawings-dxf")).toBeInViewport();
    await expect(page.getByTestId("sunroom-drawings-pdf")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await snap(page, info, "phone-drawings");
    const dxfDownload = page.waitForEvent("download");
    await page.getByTestId("sunroom-drawings-dxf").click();
    expect((await dxfDownload).suggestedFilename()).toMatch(/\.dxf$/);
  });
});
