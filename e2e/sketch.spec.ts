import { fileURLToPath } from "node:url";
import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { DEMO } from "./fixtures/accounts.ts";
import { stepShots } from "./fixtures/steps.ts";
import { DesignerPage } from "./pages/designer-page.ts";
import { LoginPage } from "./pages/login-page.ts";
import { MeasurementPages } from "./pages/measurement-pages.ts";

// Sketch recognition (issue 32) through the drawing page: its button, a photo of the generated
// corpus (seed 4 at 1600 × 1200: a vertical split, the left part cut by a transom and its lower
// part split again; three casements and a hopper), read on the device with its progress, the
// proposal over the straightened paper, the overall width typed, corrections (a cell's kind, a
// part's size — refused at the field where the line would pass a nested one), insert, and one
// undo removes the whole window.
const PHOTO = fileURLToPath(new URL("fixtures/sketch-corpus-4.jpg", import.meta.url));

async function signIn(page: Page) {
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(DEMO.phone, DEMO.password);
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

async function sketchToDrawing(page: Page, info: TestInfo) {
  const shot = stepShots(page, info);
  await signIn(page);
  const designer = new DesignerPage(page);
  await page.goto("/draw");
  await expect(designer.canvas).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(designer.frames()).toHaveCount(0);

  await designer.run("sketch");
  const dialog = page.getByTestId("sketch-dialog");
  await expect(dialog).toContainText("stays on this device");
  await expect(page.getByTestId("sketch-insert")).toBeDisabled();
  await page.getByTestId("sketch-file").setInputFiles(PHOTO);
  // the worker reports its steps until the proposal is shown over the straightened paper
  await expect(page.getByTestId("sketch-proposal")).toBeVisible({ timeout: 60_000 });
  await expect(page.locator("[data-testid^=sketch-cell-]")).toHaveCount(4);
  await expect(page.getByTestId("sketch-cell-1")).toHaveAttribute("data-kind", /"openType":"hopper"/);
  await expect(page.getByTestId("sketch-cell-0.0")).toHaveAttribute("data-kind", /"openType":"casement"/);
  await shot("1-proposal");

  // no size read from this sketch: the overall width is typed, the height follows the drawing
  await page.getByTestId("sketch-width").fill("2400");
  await page.getByTestId("sketch-width").press("Enter");
  await expect(page.getByTestId("sketch-width-label")).toHaveText("2400");

  // correction 1: the hopper on the right becomes fixed glass
  await page.getByTestId("sketch-cell-1").click();
  await page.getByTestId("sketch-kind").click();
  await page.getByTestId("sketch-kind-fixed").click();
  await expect(page.getByTestId("sketch-cell-1")).toHaveAttribute("data-kind", '{"kind":"fixed"}');

  // correction 2: the mullion's left part typed; past the nested line it is refused at the field
  await page.getByTestId("sketch-line-root-0").click();
  const left = page.getByTestId("sketch-part-0");
  await left.fill("500");
  await left.press("Enter");
  await expect(page.getByTestId("sketch-part-0-error")).toContainText("Enter a size above");
  await left.fill("1102");
  await left.press("Enter");
  await expect(page.getByTestId("sketch-part-0-error")).toHaveCount(0);
  await expect(page.getByTestId("sketch-part-1")).toHaveValue("1298");
  await shot("2-corrected");

  await page.getByTestId("sketch-insert").click();
  await expect(dialog).toHaveCount(0);
  await expect(designer.frames()).toHaveCount(1);
  // three casements, the right cell fixed, at the width typed
  await expect(designer.frame()).toHaveAttribute("data-sashes", "3");
  await expect(designer.dimensions("frameWidth")).toHaveText(["2400"]);
  await shot("3-inserted");

  // one undo takes the whole window out
  await designer.run("undo");
  await expect(designer.frames()).toHaveCount(0);
  await shot("4-undone");
}

test("sketch recognition on a desk: photo, proposal, corrections, insert, undo", async ({ page }, info) => {
  await sketchToDrawing(page, info);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test("sketch recognition on a phone: photo, proposal, corrections, insert, undo", async ({
    page,
  }, info) => {
    await sketchToDrawing(page, info);
  });
});

test.describe("from a measurement photo", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test("a photo of a sketch kept with an opening opens the same recognition; cancel leaves the drawing as it was", async ({
    page,
  }, info) => {
    const shot = stepShots(page, info);
    await signIn(page);
    await page.goto("/manage");
    await page.getByTestId("manage-area-measurement").click();
    await page.waitForURL(/\/measure-management$/);
    const m = new MeasurementPages(page);
    const d = new Date();
    const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    await m.orderVisit(`Sketch Street ${Date.now() % 100_000}`, `${day} 23:30`);
    await page.getByTestId("opening-add").click();
    await m.fill({ room: "Hall", position: "East wall", width1: 1500, height1: 1200 });
    await m.chooseTemplate("2-panel casement");
    await m.save();
    // the fitter photographs the sketch drawn on site and keeps it with the opening
    await page.getByTestId("photo-file").setInputFiles(PHOTO);
    await page.getByTestId("photo-save").click();
    await expect(m.openings.getByTestId("photo-thumb")).toHaveCount(1);
    await shot("1-measurement-photo");

    await m.openings.getByTestId("photo-recognise").click();
    await page.waitForURL(/\/draw/);
    await expect(page.getByTestId("sketch-proposal")).toBeVisible({ timeout: 60_000 });
    await expect(page.locator("[data-testid^=sketch-cell-]")).toHaveCount(4);
    await shot("2-read-from-measurement");
    await page.getByTestId("sketch-cancel").click();
    await expect(page.getByTestId("sketch-dialog")).toHaveCount(0);
    await expect(new DesignerPage(page).frames()).toHaveCount(0);
  });
});
