import { readFile } from "node:fs/promises";
import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { DEMO } from "./fixtures/accounts.ts";
import { PHONE, snap } from "./fixtures/steps.ts";
import { DesignerPage } from "./pages/designer-page.ts";
import { LoginPage } from "./pages/login-page.ts";
import { background, drawn, ThreeView, unlike } from "./pages/threed-view.ts";
import { CHROMIUM_PATH, CHROMIUM_WEBGL_ARGS } from "./support/chromium.ts";

// The 3D view of a saved window (the drawing page's dialog, then its /threed page), drawn by
// Chromium's software WebGL (SwiftShader).
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_WEBGL_ARGS } });

test.beforeEach(async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await page.waitForURL(/\/home(\?|$)/);
});

/** Share of pixels that differ (by more than a little on any channel) between two frames. */
function changed(a: { data: number[] }, b: { data: number[] }): number {
  let n = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    if ([0, 1, 2].some((c) => Math.abs(a.data[i + c]! - b.data[i + c]!) > 24)) n++;
  }
  return n / (a.data.length / 4);
}

const pngWidth = (png: Buffer) => png.readUInt32BE(16);

/**
 * A saved two-panel casement in 3D on its own page: drawn with the toolbox at a desk (opened from
 * the window library's template on a phone), saved, its 3D view opened from the drawing page, then
 * its full page.
 */
async function saveAndOpenThreedPage(page: Page, { phone = false } = {}): Promise<ThreeView> {
  const designer = new DesignerPage(page);
  if (phone) {
    // the library's two-panel casement, as /draw?template= opens it (in the series' own colours)
    await page.goto("/draw?template=casement-2");
    await expect(designer.frame()).toBeVisible();
  } else {
    await designer.goto();
    await designer.drawTwoPanelCasement();
  }
  await designer.save();
  await designer.run("view3d");
  const view = new ThreeView(page);
  await view.expectShown();
  await view.openFullPage();
  // the window is drawn (not a blank canvas): a good part of the picture is not background
  // (software WebGL's first frames are slow on a busy machine)
  await expect.poll(async () => drawn(await view.pixels()), { timeout: 60_000 }).toBeGreaterThan(0.05);
  return view;
}

/** Share of pixels of the picked window's outline colour (the interface's blue: far bluer than the backdrop). */
function outlined(p: { data: number[] }): number {
  let n = 0;
  for (let i = 0; i < p.data.length; i += 4) if (p.data[i + 2]! - p.data[i]! > 90) n++;
  return n / (p.data.length / 4);
}

/** The picture on the clipboard: its types and size (read in the page, as a paste would). */
const clipboardPicture = (page: Page) =>
  page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    if (!item) return null;
    const bitmap = await createImageBitmap(await item.getType("image/png"));
    return { types: item.types, width: bitmap.width, height: bitmap.height };
  });

/**
 * SPEC §5: a window must be picked before copying a plan in 3D. A drawing of two windows (the
 * casement and its clone beside it) on its 3D page: copy plan is refused with the SPEC's message
 * until a window is picked by a click (a tap on a phone), which outlines it; then the picked
 * window's plan alone is on the clipboard as a picture (about as wide as high, as one 1500 × 1400
 * window is, not twice as wide as the two side by side are).
 */
async function pickAndCopyPlan(page: Page, info: TestInfo, { phone = false } = {}) {
  const designer = new DesignerPage(page);
  if (phone) {
    await page.goto("/draw?template=casement-2");
    await expect(designer.frame()).toBeVisible();
  } else {
    await designer.goto();
    await designer.drawTwoPanelCasement();
  }
  await designer.run("clone");
  await expect(designer.frames()).toHaveCount(2);
  await designer.save();
  await designer.run("view3d");
  const view = new ThreeView(page);
  await view.expectShown();
  await view.openFullPage();
  await expect.poll(async () => drawn(await view.pixels()), { timeout: 60_000 }).toBeGreaterThan(0.05);
  const before = await view.pixels();
  expect(outlined(before)).toBeLessThan(0.001);

  await expect(view.picked()).toHaveText("Click or tap a window to pick it");
  // refused: what the clipboard held before is still there
  await page.evaluate(() => navigator.clipboard.writeText("held before"));
  await view.copyPlan();
  await expect(
    page.getByText("Pick a window first (click or tap it in the 3D view), then copy its plan"),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("held before");
  await snap(page, info, phone ? "3d-phone-refused" : "3d-refused");

  // the left window: a quarter of the way across, half way down
  await view.pointAt(0.27, 0.5, { touch: phone });
  await expect(view.picked()).toHaveText("Picked: window 1 of 2");
  await expect(view.canvas).not.toHaveAttribute("data-picked", "");
  await expect.poll(async () => outlined(await view.pixels())).toBeGreaterThan(0.002);
  await view.copyPlan();
  await expect(
    page.getByText("The picked window's plan is copied to the clipboard as a picture"),
  ).toBeVisible();
  const picture = (await clipboardPicture(page))!;
  expect(picture.types).toContain("image/png");
  const aspect = picture.width / picture.height;
  expect(aspect).toBeGreaterThan(0.8);
  expect(aspect).toBeLessThan(1.4);

  // the other window picked instead; a tap beside both picks none
  const left = await view.canvas.getAttribute("data-picked");
  await view.pointAt(0.73, 0.5, { touch: phone });
  await expect(view.picked()).toHaveText("Picked: window 2 of 2");
  expect(await view.canvas.getAttribute("data-picked")).not.toBe(left);
  return view;
}

test.describe("copying a window's plan", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("a window is picked before its plan is copied (SPEC §5)", async ({ page }, info) => {
    await pickAndCopyPlan(page, info);
    await snap(page, info, "3d-picked");
  });

  test.describe("on a phone", () => {
    test.use(PHONE);

    test("a window is picked by a tap before its plan is copied, at 390 × 844", async ({ page }, info) => {
      const view = await pickAndCopyPlan(page, info, { phone: true });
      await snap(page, info, "3d-phone-picked");
      // a tap on the backdrop, above the windows, picks none
      await view.pointAt(0.5, 0.04, { touch: true });
      await expect(view.picked()).toHaveText("Click or tap a window to pick it");
    });
  });
});

test("a saved two-panel casement on its 3D page: opened, exploded, in high quality, photographed, recorded, with its plans and order", async ({
  page,
}, info) => {
  const view = await saveAndOpenThreedPage(page);
  const closed = await view.pixels();
  await snap(page, info, "3d-page");

  await view.toggleSashes(true);
  // the two sashes swing out toward the viewer: the picture changes (its last frame is drawn a
  // frame after the animation ends)
  await expect.poll(async () => changed(closed, await view.pixels())).toBeGreaterThan(0.02);
  const open = await view.pixels();

  await view.explode(true);
  await expect.poll(async () => changed(open, await view.pixels())).toBeGreaterThan(0.02);
  await view.quality("High");
  await snap(page, info, "3d-exploded-high");
  await view.explode(false);

  // a photo at twice the canvas's resolution
  const width = await view.canvas.evaluate((c: HTMLCanvasElement) => c.width);
  const photo = await view.photo();
  expect(photo.subarray(1, 4).toString()).toBe("PNG");
  expect(pngWidth(photo)).toBe(width * 2);

  // a video of the sashes opening and closing (fast: two seconds): WebM or MP4
  await view.speed("Fast");
  const video = await view.record();
  expect(video.name).toMatch(/\.(webm|mp4)$/);
  const magic = video.name.endsWith(".webm")
    ? video.bytes.subarray(0, 4).toString("hex") === "1a45dfa3"
    : video.bytes.subarray(4, 8).toString() === "ftyp";
  expect(magic).toBe(true);
  expect(video.bytes.length).toBeGreaterThan(1000);

  await view.showPlans();
  const detail = await view.orderDetail();
  expect(detail["Size (mm)"]).toBe("1500 × 1400");
  expect(detail.Series).toBe(DEMO.series.tb60);
  await snap(page, info, "3d-page-plans");

  // back on the drawing page, the window's 3D model from the export menu
  await page.getByTestId("threed-back").click();
  const designer = new DesignerPage(page);
  await expect(designer.frame()).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent("download"), designer.run("exportGlb")]);
  expect(file.suggestedFilename()).toMatch(/\.glb$/);
  const glb = await readFile(await file.path());
  expect(glb.subarray(0, 4).toString()).toBe("glTF");
});

test.describe("on a phone", () => {
  test.use(PHONE);

  test("the 3D page fills a 390 × 844 phone, the window whole in view, its sashes open by a tap", async ({
    page,
  }, info) => {
    const view = await saveAndOpenThreedPage(page, { phone: true });
    const box = (await view.canvas.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    expect(box.height).toBeGreaterThan(400);
    // the whole window is in view: nothing drawn touches the canvas's left or right edge
    const p = await view.pixels();
    const bg = background(p);
    // a column just inside the rounded corners, from top to bottom
    const edgeDrawn = (x: number) =>
      Array.from({ length: p.height - 4 }, (_, y) => ((y + 2) * p.width + x) * 4).some((i) =>
        unlike(p, i, bg),
      );
    expect(edgeDrawn(2) || edgeDrawn(p.width - 3)).toBe(false);
    await view.toggleSashes(true);
    await view.showPlans();
    await snap(page, info, "3d-phone-open");
  });
});
