import { expect, type Page, test } from "@playwright/test";
import { expectNoSidewaysScroll, PHONE, snap } from "./fixtures/steps.ts";
import { DesignerPage } from "./pages/designer-page.ts";
import { openSunroom } from "./pages/sunroom-page.ts";
import { drawn, ThreeView } from "./pages/threed-view.ts";
import { CHROMIUM_PATH, CHROMIUM_WEBGL_ARGS } from "./support/chromium.ts";

// The sunroom designer (issue 33) through its page: a 4 × 3 m lean-to, the rafter spacing warned
// about as the pitch rises and no longer when it comes back, its bill of materials (structure and
// facets in the company's default series), the cutting of its profiles, its price, saving it and
// the sunnyhouse contract made from it with that price; readable on a phone. A flat roof: its fall
// typed and refused at the field, too small a fall for glass warned about, the fall's arrow on the
// roof plan, at the desktop and on a phone. A lean-to in 3D (the window's 3D
// view, drawn by Chromium's software WebGL), at the desktop and on a phone.

// the 3D view needs WebGL: Chromium's software renderer for the whole file (a worker's browser)
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_WEBGL_ARGS } });

const field = (page: Page, id: string) => page.getByTestId(id);

test("a 4 × 3 m lean-to: the warning follows the pitch, the BOM follows the sunroom", async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSunroom(page);
  await expect(field(page, "sunroom-width")).toHaveValue("4000");
  await expect(field(page, "sunroom-depth")).toHaveValue("3000");
  await expect(page.getByTestId("sunroom-facets")).toContainText("Front 2");

  // one door facet: front-1 opened in the designer at its size, a mullion and a 1000 mm door leaf
  // beside a fixed light placed (the TB60 door hardware carries leaves up to 1500 × 2500), applied back
  await expect(page.getByTestId("sunroom-bom")).toContainText("F001");
  await page.getByTestId("sunroom-edit-front-1").click();
  await page.waitForURL(/\/draw$/);
  await expect(page.getByTestId("sunroom-facet-bar")).toContainText("Front 1, 2000 × 2400 mm");
  const designer = new DesignerPage(page);
  await expect(designer.dimensions("frameWidth")).toHaveText(["2000"]);
  await designer.dragTool("mullionV", { fx: 0.5, fy: 0.5 }, designer.frame());
  await expect.poll(() => designer.memberCount("mullion")).toBe(1);
  await designer.dragTool("doorLeft", { fx: 0.25, fy: 0.5 }, designer.frame());
  await expect.poll(() => designer.memberCount("sash")).toBeGreaterThan(0);
  await expect(page.getByText("Cannot be made in this series")).toHaveCount(0);
  await snap(page, info, "facet-in-designer");
  await page.getByTestId("sunroom-facet-apply").click();
  await page.waitForURL(/\/sunnyHouse$/);
  await expect(page.getByText("Facet front-1 drawn")).toBeVisible();
  // the door facet is priced above the plain one beside it
  const priceOf = async (facet: string) =>
    Number(
      (await page
        .getByTestId("sunroom-price")
        .locator("tr", { hasText: `Facet ${facet}` })
        .locator("td")
        .last()
        .textContent()) ?? "0",
    );
  await expect.poll(() => priceOf("front-1")).toBeGreaterThan(await priceOf("front-2"));
  await expect(page.getByText(/rows of the series could not be evaluated/)).toHaveCount(0);

  await field(page, "sunroom-rafterSpacing").fill("1000");
  await expect(page.getByTestId("sunroom-warning")).toHaveCount(0);
  await field(page, "sunroom-pitch").fill("45");
  await expect(page.getByTestId("sunroom-warning")).toContainText("laid 1,000 mm apart");
  await expect(field(page, "sunroom-rafterSpacing")).toHaveValue("1000");
  await snap(page, info, "warning");
  await field(page, "sunroom-pitch").fill("15");
  await expect(page.getByTestId("sunroom-warning")).toHaveCount(0);
  await expect(page.getByTestId("sunroom-bom")).toContainText("R120");
  // the facets' frames through the company's default series (the demo TB60)
  await expect(page.getByTestId("sunroom-bom")).toContainText("F001");
  await expect(page.getByTestId("sunroom-bom-total")).toContainText("Total");
  await page.getByTestId("sunroom-cut").click();
  await expect(page.getByTestId("sunroom-cutting")).toContainText("R120");
  await expect(page.getByTestId("sunroom-cutting")).toContainText("F001");
  // the drawings: plan, an elevation of every side, the roof plan
  await expect(page.getByTestId("sunroom-drawings").locator("img[data-drawing]")).toHaveCount(5);
  await page.getByTestId("sunroom-drawings").scrollIntoViewIfNeeded();
  await snap(page, info, "drawings");
  await snap(page, info, "bom-and-cutting");

  // the price the contract quotes, then saved under a name and made into a sunnyhouse contract
  const price = (await page.getByTestId("sunroom-price-total").textContent()) ?? "";
  const amount = /Price: ([\d.]+) yuan/.exec(price)?.[1];
  expect(amount).toBeTruthy();
  const name = `Garden room ${Date.now()}`;
  await field(page, "sunroom-name").fill(name);
  await page.getByTestId("sunroom-save").click();
  await expect(page.getByTestId("sunroom-saved-list")).toContainText(name);
  await page.getByTestId("sunroom-contract").click();
  await page.getByTestId("sunroom-contract-customer").fill("Mrs Li");
  await page.getByRole("button", { name: "Make the contract" }).click();
  await expect(page.getByTestId("sunroom-contract-link")).toBeVisible();
  await snap(page, info, "saved-and-contract");
  await page.getByTestId("sunroom-contract-link").click();
  await expect(page.getByTestId("contract-detail-page")).toBeVisible();
  await expect(page.getByTestId("quote-items")).toContainText(
    `Sunroom ${name}: lean-to structure and roof, 4000 × 3000 mm`,
  );
  await expect(page.getByTestId("quote-items")).toContainText("Sunroom facet front-2, 2000 × 2400 mm");
  await expect(page.getByTestId("contract-detail-page")).toContainText(amount!);
  await snap(page, info, "contract");
  // the contract links back to the sunroom: its drawings, BOM and cutting
  await page.getByTestId("contract-sunroom").click();
  await page.waitForURL(/\/sunnyHouse\?id=\d+$/);
  await expect(field(page, "sunroom-name")).toHaveValue(name);
  await expect(page.getByTestId("sunroom-contract-link")).toBeVisible();

  // opened again from the saved list: the fields as saved
  await page.goto("/sunnyHouse");
  await page.getByTestId("sunroom-saved-list").getByText(name).waitFor();
  await field(page, "sunroom-pitch").fill("30");
  await page
    .getByTestId("sunroom-saved-list")
    .locator("tr, .ant-card", { hasText: name })
    .last()
    .getByTestId("sunroom-open")
    .click();
  await expect(field(page, "sunroom-pitch")).toHaveValue("15");
  await expect(field(page, "sunroom-name")).toHaveValue(name);
});

/** Picks an option of one of the page's selects by its label. */
async function choose(page: Page, id: string, label: string) {
  await field(page, id).click();
  await page.locator(".ant-select-item-option").filter({ hasText: label }).click();
}

/** The roof made flat, its fall typed as 3 %: the house end 2400 + 3000 · 3 % = 2490. */
async function flatAtThreePercent(page: Page) {
  await choose(page, "sunroom-roof", "Flat (with a fall)");
  // the slope is given as a fall now (2 % to start with); the pitch is not offered for a flat roof
  await expect(field(page, "sunroom-pitch")).toHaveCount(0);
  await expect(field(page, "sunroom-fall")).toHaveValue("2");
  // 2 % is below the 1 : 40 (2.5 %) a flat glass roof needs: warned about, the fall kept as typed
  await expect(page.getByTestId("sunroom-ponding")).toContainText("needs at least 2.5 %");
  await expect(page.getByTestId("sunroom-fall-shown")).toHaveText("2 %");
  await field(page, "sunroom-fall").fill("3");
  await expect(page.getByTestId("sunroom-fall-shown")).toHaveText("3 %");
  await expect(page.getByTestId("sunroom-ponding")).toHaveCount(0);
  await expect(page.getByTestId("sunroom-summary")).toContainText("2,490 mm");
}

test("a flat roof: its fall typed, refused outside 1–10 % as typed, the side facets following it", async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSunroom(page);
  await flatAtThreePercent(page);
  // the side facets are trapezoids from 2490 at the house to 2400 at the front
  await expect(page.getByTestId("sunroom-facets")).toContainText("2,490");
  await expect(page.getByTestId("sunroom-bom")).toContainText("RB120");
  // the roof plan: 100 + 4000 + 100 wide (the roof overhangs its sides too), its fall an arrow marked 3 %
  const roofPlan = decodeURIComponent(
    (await page.locator('img[data-drawing="roof"]').getAttribute("src")) ?? "",
  );
  expect(roofPlan).toContain(">4200</tspan>");
  expect(roofPlan).toContain(">3 %</text>");
  expect(roofPlan).toContain('data-id="fall-arrow-head"');
  await snap(page, info, "flat-roof");
  await field(page, "sunroom-fall").fill("12");
  await expect(page.getByText("Allowed: 1 to 10.")).toBeVisible();
  await expect(page.getByTestId("sunroom-refused")).toBeVisible();
  await expect(field(page, "sunroom-fall")).toHaveValue("12");
  // the same fall given as the drop from the house wall: 30 to 300 mm over the 3000 depth
  await choose(page, "sunroom-slope-by", "Drop");
  await field(page, "sunroom-drop").fill("400");
  await expect(page.getByText("Allowed: 30 to 300 mm (a fall of 1 % to 10 % over the depth).")).toBeVisible();
  await field(page, "sunroom-drop").fill("90");
  await expect(page.getByTestId("sunroom-fall-shown")).toHaveText("3 %");
  await expect(page.getByTestId("sunroom-refused")).toHaveCount(0);
});

test.describe("phone", () => {
  test.use(PHONE);
  test("opens and reads at 390 × 844", async ({ page }, info) => {
    await openSunroom(page);
    await expect(page.getByTestId("sunroom-summary")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await snap(page, info, "phone");
  });

  test("makes the roof flat at 390 × 844", async ({ page }, info) => {
    await openSunroom(page);
    await flatAtThreePercent(page);
    await expectNoSidewaysScroll(page);
    await snap(page, info, "phone-flat");
  });
});

/**
 * A lean-to designed on the page (5 × 3.5 m, 20°, three bays in front) and opened in 3D: the
 * window's 3D view draws it (a good part of the canvas is not background), with its photo and GLB.
 */
async function leanToIn3d(page: Page) {
  await openSunroom(page);
  await choose(page, "sunroom-roof", "Lean-to");
  await field(page, "sunroom-width").fill("5000");
  await field(page, "sunroom-depth").fill("3500");
  await field(page, "sunroom-pitch").fill("20");
  await field(page, "sunroom-bays-front").fill("3");
  await expect(page.getByTestId("sunroom-facets")).toContainText("Front 3");
  await page.getByTestId("sunroom-threed").click();
  const view = new ThreeView(page);
  await view.expectShown();
  // the sunroom's own dialog holds it
  await expect(page.getByTestId("sunroom-threed-dialog").getByTestId("threed-canvas")).toBeVisible();
  // software WebGL's first frames are slow on a busy machine
  await expect.poll(async () => drawn(await view.pixels()), { timeout: 60_000 }).toBeGreaterThan(0.05);
  await expect(page.getByTestId("threed-download-glb")).toBeEnabled();
  return view;
}

test.describe("3D", () => {
  test("a lean-to in 3D at the desktop", async ({ page }, info) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await leanToIn3d(page);
    await snap(page, info, "lean-to-3d");
    // its model downloads as a GLB (glTF's binary: "glTF" first)
    const [file] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("threed-download-glb").click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/\.glb$/);
    const { readFile } = await import("node:fs/promises");
    expect((await readFile(await file.path())).subarray(0, 4).toString("latin1")).toBe("glTF");
  });

  test.describe("phone", () => {
    test.use(PHONE);
    test("a lean-to in 3D at 390 × 844", async ({ page }, info) => {
      await leanToIn3d(page);
      await expectNoSidewaysScroll(page);
      await snap(page, info, "phone-lean-to-3d");
    });
  });
});
