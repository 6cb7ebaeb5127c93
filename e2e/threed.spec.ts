import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { DEMO } from "./fixtures/accounts.ts";
import { PHONE, snap } from "./fixtures/steps.ts";
import { DesignerPage } from "./pages/designer-page.ts";
import { LoginPage } from "./pages/login-page.ts";
import { ThreeView } from "./pages/threed-view.ts";
import { CHROMIUM_PATH, CHROMIUM_WEBGL_ARGS } from "./support/chromium.ts";

// The drawing's 3D view, drawn by Chromium's software WebGL (SwiftShader).
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

/** Share of pixels unlike the top-left corner's (the background). */
function drawn(p: { data: number[] }): number {
  const bg = p.data.slice(0, 3);
  let n = 0;
  for (let i = 0; i < p.data.length; i += 4) {
    if ([0, 1, 2].some((c) => Math.abs(p.data[i + c]! - bg[c]!) > 24)) n++;
  }
  return n / (p.data.length / 4);
}

const pngWidth = (png: Buffer) => png.readUInt32BE(16);

async function drawAndOpen3d(page: Page): Promise<ThreeView> {
  const designer = new DesignerPage(page);
  await designer.goto();
  await designer.drawTwoPanelCasement();
  await designer.run("view3d");
  const view = new ThreeView(page);
  await view.expectShown();
  return view;
}

test("a two-panel casement seen in 3D: drawn, its sashes open, exploded, photographed, and exported as GLB", async ({
  page,
}, info) => {
  const view = await drawAndOpen3d(page);
  // the window is drawn (not a blank canvas): a good part of the picture is not background
  await expect.poll(async () => drawn(await view.pixels())).toBeGreaterThan(0.05);
  const closed = await view.pixels();
  await snap(page, info, "3d-closed");

  await view.toggleSashes(true);
  const open = await view.pixels();
  // the two sashes swing out toward the viewer: the picture changes
  expect(changed(closed, open)).toBeGreaterThan(0.02);
  await snap(page, info, "3d-open");

  await view.explode(true);
  await expect.poll(async () => changed(open, await view.pixels())).toBeGreaterThan(0.02);
  await view.quality("High");
  await snap(page, info, "3d-exploded-high");

  // a photo at twice the canvas's resolution
  const width = await view.canvas.evaluate((c: HTMLCanvasElement) => c.width);
  const photo = await view.photo();
  expect(photo.subarray(1, 4).toString()).toBe("PNG");
  expect(pngWidth(photo)).toBe(width * 2);

  await view.toggleSashes(false);
  await view.close();
  // the 3D model of the drawing, from the export menu
  const designer = new DesignerPage(page);
  const [file] = await Promise.all([page.waitForEvent("download"), designer.run("exportGlb")]);
  expect(file.suggestedFilename()).toMatch(/\.glb$/);
  const glb = await readFile(await file.path());
  expect(glb.subarray(0, 4).toString()).toBe("glTF");
});

test.describe("on a phone", () => {
  test.use(PHONE);

  test("the 3D view fills a 390 × 844 phone, the window whole in view, its sashes open by a tap", async ({
    page,
  }, info) => {
    const view = await drawAndOpen3d(page);
    await expect.poll(async () => drawn(await view.pixels())).toBeGreaterThan(0.05);
    const box = (await view.canvas.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    // the whole window is in view: nothing drawn touches the canvas's left or right edge
    const p = await view.pixels();
    const bg = p.data.slice(0, 3);
    const edgeDrawn = (x: number) =>
      Array.from({ length: p.height }, (_, y) => (y * p.width + x) * 4).some((i) =>
        [0, 1, 2].some((c) => Math.abs(p.data[i + c]! - bg[c]!) > 24),
      );
    expect(edgeDrawn(0) || edgeDrawn(p.width - 1)).toBe(false);
    await view.toggleSashes(true);
    await snap(page, info, "3d-phone-open");
  });
});
