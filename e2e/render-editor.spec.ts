import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { freshPhone, GOOD_PASSWORD } from "./fixtures/accounts.ts";
import { FACADE_OPENING, FACADE_PATH, FACADE_SIZE, insideQuad } from "./fixtures/facade-photo.ts";
import { registerFactoryInUi } from "./fixtures/register-in-ui.ts";
import { openEditorOfSavedCasement, placeCorners } from "./fixtures/saved-render.ts";
import { PHONE, snap } from "./fixtures/steps.ts";
import { RendersList } from "./pages/renders-list.ts";
import { CHROMIUM_PATH, CHROMIUM_WEBGL_ARGS } from "./support/chromium.ts";

// The effect rendering editor: a saved two-panel casement drawn into a photo of a facade (the
// committed test photo, whose opening's corners are known), in Chromium's software WebGL.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_WEBGL_ARGS } });

// A factory of its own, new (a trial account): real-scene rendering is a module (SPEC §6), which a
// trial account has during its one-day rendering trial, taken from the buy prompt.
test.beforeEach(async ({ page, request }) => {
  await registerFactoryInUi(page, request, {
    phone: freshPhone(),
    password: GOOD_PASSWORD,
    company: "Facade Windows",
    nickname: "Lin",
  });
});

/**
 * Where the result differs from the photo: the share of changed pixels inside the marked opening,
 * and the share outside it (a margin of 4 px round the quadrilateral counts as neither).
 */
async function changedInAndOut(result: { width: number; height: number; data: Buffer }) {
  const { PNG } = await import("pngjs");
  const photo = PNG.sync.read(await readFile(FACADE_PATH));
  expect([result.width, result.height]).toEqual([photo.width, photo.height]);
  const grown = FACADE_OPENING.map((p, i) => ({
    x: p.x + (i === 0 || i === 3 ? -4 : 4),
    y: p.y + (i < 2 ? -4 : 4),
  }));
  const shrunk = FACADE_OPENING.map((p, i) => ({
    x: p.x + (i === 0 || i === 3 ? 4 : -4),
    y: p.y + (i < 2 ? 4 : -4),
  }));
  let inside = 0;
  let insideChanged = 0;
  let outside = 0;
  let outsideChanged = 0;
  for (let y = 0; y < photo.height; y += 2) {
    for (let x = 0; x < photo.width; x += 2) {
      const i = (y * photo.width + x) * 4;
      const changed = [0, 1, 2].some((c) => Math.abs(photo.data[i + c]! - result.data[i + c]!) > 24);
      if (insideQuad(shrunk, x, y)) {
        inside++;
        if (changed) insideChanged++;
      } else if (!insideQuad(grown, x, y)) {
        outside++;
        if (changed) outsideChanged++;
      }
    }
  }
  return { inside: insideChanged / inside, outside: outsideChanged / outside };
}

test("a saved casement drawn into a facade photo: corners placed, a wrong quadrilateral refused, rendered in three steps, downloaded, saved, shared", async ({
  page,
  browser,
}, info) => {
  // a new factory, a drawing, three render steps in software WebGL and a share: slow on a busy machine
  test.setTimeout(600_000);
  const editor = await openEditorOfSavedCasement(page);
  await editor.uploadPhoto(FACADE_PATH);
  await snap(page, info, "render-photo");

  // the top-left corner dragged past the top-right one: the sides cross, refused at the handles
  const topRight = await editor.handleAt(1);
  await editor.dragWithMouse(0, { x: topRight.x + 60, y: topRight.y + 10 });
  await expect(page.getByTestId("render-corners-problem")).toHaveText(
    "Two sides cross: each corner must go to its own corner of the opening",
  );
  await expect(page.getByTestId("render-run")).toBeDisabled();
  await snap(page, info, "render-corners-refused");

  await placeCorners(editor, (i, to) => editor.dragWithMouse(i, to));
  await expect(page.getByTestId("render-corners-problem")).toBeHidden();
  await expect(page.getByTestId("render-quad")).toHaveAttribute("data-valid", "1");
  await snap(page, info, "render-corners-placed");

  await editor.quality("High");
  const seconds = await editor.render(["low", "middle", "high"]);
  info.annotations.push({ type: "step seconds", description: JSON.stringify(seconds) });
  await snap(page, info, "render-result-high");

  // the window is drawn into the opening and nowhere else: inside the marked quadrilateral most
  // pixels changed, outside it none did
  const result = await editor.resultPixels();
  const changed = await changedInAndOut(result);
  expect(changed.inside).toBeGreaterThan(0.3);
  expect(changed.outside).toBeLessThan(0.001);

  // a PNG at the photo's resolution
  const png = await editor.download();
  expect(png.subarray(1, 4).toString()).toBe("PNG");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([FACADE_SIZE.width, FACADE_SIZE.height]);

  await editor.save("Facade, living room");
  await snap(page, info, "render-saved");

  // in the company's renders, shared by link: the link opens without signing in
  await page.getByTestId("render-open-list").click();
  await page.waitForURL(/\/rendering$/);
  const renders = new RendersList(page);
  await expect(renders.card("Facade, living room")).toBeVisible();
  await renders.openShare("Facade, living room");
  const address = await renders.makeLink();
  const fresh = await browser.newContext();
  try {
    const visitor = await fresh.newPage();
    await visitor.goto(address);
    await expect(visitor.getByTestId("shared-render-title")).toHaveText("Facade, living room");
    // antd's Image: the test id is on its wrapper or on the picture itself
    const image = visitor
      .locator('[data-testid="shared-render-image"] img, img[data-testid="shared-render-image"]')
      .first();
    await expect(image).toBeVisible();
    // the picture is the render, at the photo's size
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
      .toEqual([FACADE_SIZE.width, FACADE_SIZE.height]);
  } finally {
    await fresh.close();
  }
});

test.describe("on a phone", () => {
  test.use(PHONE);

  test("corners placed with a finger under a loupe, rendered at low on a 390 × 844 phone", async ({
    page,
  }, info) => {
    const editor = await openEditorOfSavedCasement(page, { phone: true });
    // "AR photo": the camera's picture where the phone has one
    await expect(page.getByTestId("render-photo-camera")).toBeVisible();
    await expect(page.getByTestId("render-photo-camera-file")).toHaveAttribute("capture", "environment");
    await editor.uploadPhoto(FACADE_PATH);
    const stage = (await editor.stage.boundingBox())!;
    expect(stage.width).toBeGreaterThan(350);

    let loupeSeen = false;
    await placeCorners(editor, (i, to) =>
      editor.dragWithFinger(i, to, async () => {
        loupeSeen ||= await page.getByTestId("render-loupe").isVisible();
        if (i === 0) await snap(page, info, "render-phone-loupe");
      }),
    );
    expect(loupeSeen).toBe(true);
    await expect(page.getByTestId("render-loupe")).toBeHidden();

    await editor.quality("Low");
    await editor.render(["low"]);
    const changed = await changedInAndOut(await editor.resultPixels());
    expect(changed.inside).toBeGreaterThan(0.3);
    expect(changed.outside).toBeLessThan(0.001);
    await snap(page, info, "render-phone-result");
  });
});
