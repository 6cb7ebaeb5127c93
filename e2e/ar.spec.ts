import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { DEMO, freshPhone, GOOD_PASSWORD } from "./fixtures/accounts.ts";
import { registerFactoryInUi } from "./fixtures/register-in-ui.ts";
import { PHONE, snap } from "./fixtures/steps.ts";
import { ArDialog } from "./pages/ar-dialog.ts";
import { DesignerPage } from "./pages/designer-page.ts";
import { LoginPage } from "./pages/login-page.ts";
import { ThreeView } from "./pages/threed-view.ts";
import { CHROMIUM_PATH, CHROMIUM_WEBGL_ARGS } from "./support/chromium.ts";
import { readQrOf } from "./support/read-qr.ts";

// AR of a saved window (the demo factory has the rendering module): <model-viewer> with the GLB
// and USDZ the server serves by a short-lived AR link (Android's Scene Viewer, another app,
// downloads them itself); Chromium here can place nothing in a room (no WebXR AR, no Quick Look),
// so the AR photo path is offered, and at a desk a QR code opens the window on a phone.
// A trial account without the rendering trial gets the buy prompt instead.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_WEBGL_ARGS } });

async function signInDemo(page: Page) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await page.waitForURL(/\/home(\?|$)/);
}

/** A saved two-panel casement on its 3D page, as threed.spec.ts reaches it. */
async function savedCasementInThreed(page: Page, { phone = false } = {}) {
  const designer = new DesignerPage(page);
  if (phone) {
    await page.goto("/draw?template=casement-2");
    await expect(designer.frame()).toBeVisible();
  } else {
    await designer.goto();
    await designer.drawTwoPanelCasement();
  }
  const saved = await designer.save();
  await designer.run("view3d");
  const view = new ThreeView(page);
  await view.expectShown();
  await view.openFullPage();
  return { saved, view };
}

/** A stored zip entry: its name and where its data starts. */
function firstZipEntry(zip: Buffer) {
  const nameLength = zip.readUInt16LE(26);
  return {
    signature: zip.readUInt32LE(0),
    method: zip.readUInt16LE(8),
    name: zip.subarray(30, 30 + nameLength).toString(),
    dataAt: 30 + nameLength + zip.readUInt16LE(28),
  };
}

test("AR at a desk: the window's model in model-viewer from its AR link, which opens without sign-in; the AR photo link and a QR code for the phone; USDZ and GLB downloads", async ({
  page,
  playwright,
}, info) => {
  await signInDemo(page);
  const { saved } = await savedCasementInThreed(page);
  const query = `order_id=${saved.orderId}&item_id=${saved.itemId}`;

  await page.getByTestId("threed-ar").click();
  const ar = new ArDialog(page);
  const { canActivateAR } = await ar.expectLoaded();
  expect(canActivateAR).toBe(false);
  await expect(ar.model).toHaveAttribute("data-can-ar", "0");
  // the server's files by their whole address (what Scene Viewer is handed), Scene Viewer offered
  const { glb, usdz } = await ar.modelUrls();
  expect(new URL(glb).origin).toBe(new URL(page.url()).origin);
  expect(new URL(glb).pathname).toMatch(/^\/api\/ar\/[\w-]{43}\.glb$/);
  expect(usdz).toBe(glb.replace(/\.glb$/, ".usdz"));
  await expect(ar.model).toHaveAttribute("ar-modes", "webxr scene-viewer quick-look");
  // as a phone's AR app fetches them: another client, signed in nowhere
  const stranger = await playwright.request.newContext();
  const glbFile = await stranger.get(glb);
  expect(glbFile.status()).toBe(200);
  expect(glbFile.headers()["content-type"]).toBe("model/gltf-binary");
  expect((await glbFile.body()).subarray(0, 4).toString()).toBe("glTF");
  const usdzFile = await stranger.get(usdz);
  expect(usdzFile.headers()["content-type"]).toBe("model/vnd.usdz+zip");
  expect(firstZipEntry(await usdzFile.body()).name).toMatch(/\.usda$/);
  await stranger.dispose();
  // the model is drawn (software WebGL): a good part of the viewer is not its backdrop
  await expect.poll(() => ar.drawnShare(), { timeout: 60_000 }).toBeGreaterThan(0.05);
  expect(await ar.photoHref()).toBe(`/renderV2?${query}`);
  await expect(ar.qr).toBeVisible();
  expect(await readQrOf(ar.qr)).toBe(new URL(`/threed?${query}`, page.url()).href);
  await snap(page, info, "ar-desk");
  await ar.close();

  // the files AR is fed with, downloaded: a USDZ (a zip whose first file, stored and 64-byte
  // aligned, is the .usda stage) and a GLB
  const [usdzDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("threed-download-usdz").click(),
  ]);
  expect(usdzDownload.suggestedFilename()).toMatch(/\.usdz$/);
  const usdzBytes = await readFile(await usdzDownload.path());
  const entry = firstZipEntry(usdzBytes);
  expect(entry.signature).toBe(0x04034b50);
  expect(entry.name).toMatch(/\.usda$/);
  expect(entry.method).toBe(0);
  expect(entry.dataAt % 64).toBe(0);
  expect(usdzBytes.subarray(entry.dataAt, entry.dataAt + 9).toString()).toBe("#usda 1.0");
  const [glbDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("threed-download-glb").click(),
  ]);
  expect(glbDownload.suggestedFilename()).toMatch(/\.glb$/);
  expect((await readFile(await glbDownload.path())).subarray(0, 4).toString()).toBe("glTF");

  // the drawing page's "AR rendering" button opens the same
  await page.getByTestId("threed-back").click();
  const designer = new DesignerPage(page);
  await expect(designer.frame()).toBeVisible();
  await designer.run("arView");
  await ar.expectLoaded();
  expect(await ar.photoHref()).toBe(`/renderV2?${query}`);
  await ar.close();
});

test.describe("on a phone", () => {
  test.use(PHONE);

  test("at 390 × 844 without AR on the device, the AR control offers the AR photo", async ({
    page,
  }, info) => {
    await signInDemo(page);
    const { saved } = await savedCasementInThreed(page, { phone: true });
    await page.getByTestId("threed-ar").click();
    const ar = new ArDialog(page);
    const { canActivateAR } = await ar.expectLoaded();
    expect(canActivateAR).toBe(false);
    await expect(ar.photoLink).toBeVisible();
    expect(await ar.photoHref()).toBe(`/renderV2?order_id=${saved.orderId}&item_id=${saved.itemId}`);
    // no QR code on the phone itself, and no "view in your room" where the room cannot be used
    await expect(page.getByTestId("ar-qr")).toHaveCount(0);
    await expect(page.getByTestId("ar-in-room")).toBeHidden();
    const box = (await ar.model.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    await snap(page, info, "ar-phone");
  });
});

test("a trial account without the rendering trial gets the buy prompt instead of AR", async ({
  page,
  request,
}, info) => {
  await registerFactoryInUi(page, request, {
    phone: freshPhone(),
    password: GOOD_PASSWORD,
    company: "Trial Windows",
    nickname: "Tia",
  });
  const designer = new DesignerPage(page);
  await designer.goto();
  await designer.run("arView");
  await expect(page.getByTestId("buy-dialog-text")).toContainText("Real-scene rendering");
  await expect(page.getByTestId("ar-dialog")).toHaveCount(0);
  await snap(page, info, "ar-trial-buy-prompt");
});
