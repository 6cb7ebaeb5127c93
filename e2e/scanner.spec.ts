// The scan box (packages/web/src/shared/scanner) in the system settings' scanner check: a
// label held in front of Chromium's fake camera is read by the zxing-wasm decoder served from
// our own origin, and a handheld scanner's keys are taken wherever the focus is without its
// Enter pressing the focused button. The same box serves picking, inventory and the workshop.
import { expect, type Page, test } from "@playwright/test";
import QRCode from "qrcode";
import { DEMO } from "./fixtures/accounts.ts";
import { expectNoSidewaysScroll, PHONE, pageErrors, snap } from "./fixtures/steps.ts";
import { LoginPage } from "./pages/login-page.ts";
import { SystemSettingPage } from "./pages/personal-center.ts";
import { fakeCamera } from "./support/fake-camera.ts";
import { scanWithHandheld } from "./support/handheld-scanner.ts";

const camera = fakeCamera("scanner");
test.use({ launchOptions: camera.launchOptions, permissions: ["camera"] });

/** Codes as the app prints them (core scanning/scan-code: FEN1:<kind>:<base32 token>). */
const UNIT = "FEN1:U:N3DKQ7ZB5XWJ4HT2YLM6RCPAEI";
const MATERIAL = "FEN1:M:7Q2KZD4XN5WBMH3TJ6YLRCEPAQ";

/** A label: the code's QR on white, as a phone sees it held up. */
const label = (code: string) => QRCode.toBuffer(code, { errorCorrectionLevel: "M", scale: 8, margin: 4 });

/** A sheet of white paper (a tiny QR-free PNG). */
const blank = async () => {
  const { PNG } = await import("pngjs");
  const png = new PNG({ width: 64, height: 48 });
  png.data.fill(255);
  return PNG.sync.write(png);
};

/** Every request the page makes, to check where the decoder came from. */
function requests(page: Page) {
  const urls: { url: string; method: string }[] = [];
  page.on("request", (r) => urls.push({ url: r.url(), method: r.method() }));
  return urls;
}

async function openSettings(page: Page) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await page.waitForURL(/\/home(\?|$)/);
  await new SystemSettingPage(page).goto();
  await expect(page.getByTestId("scanner-check")).toBeVisible();
}

test("the camera reads a label, with the decoder loaded from our own server", async ({
  page,
  baseURL,
}, info) => {
  const errors = pageErrors(page);
  const seen = requests(page);
  await openSettings(page);
  camera.show(await label(UNIT));

  await page.getByTestId("scanner-check-camera-button").click();
  // The camera and the decoder start together: 15 s was not enough at load 20.
  await expect(page.getByTestId("scanner-check-camera")).toBeVisible({ timeout: 60_000 });
  const result = page.getByTestId("scanner-check-result");
  await expect(result).toContainText("Production unit label: it reads correctly");
  await expect(page.getByTestId("scanner-check-text")).toHaveText(UNIT);
  // one read closes the camera
  await expect(page.getByTestId("scanner-check-camera")).toBeHidden();
  await snap(page, info, "camera-read");

  const wasm = seen.filter((r) => r.url.endsWith(".wasm"));
  expect(wasm.length).toBeGreaterThan(0);
  expect(seen.filter((r) => !r.url.startsWith(`${baseURL}/`) && !r.url.startsWith("data:"))).toEqual([]);
  expect(errors).toEqual([]);
});

test("a handheld scanner's Enter does not press the focused Save button; a person's typing is no scan", async ({
  page,
}) => {
  const seen = requests(page);
  await openSettings(page);
  const save = page.getByTestId("save-settings");
  await save.focus();
  const writesBefore = seen.filter((r) => r.url.includes("/api/") && r.method !== "GET").length;

  // a scanner types a key every few milliseconds and presses Enter
  await scanWithHandheld(page, MATERIAL);
  await expect(page.getByTestId("scanner-check-result")).toContainText("Material label: it reads correctly");
  await expect(page.getByTestId("scanner-check-text")).toHaveText(MATERIAL);
  await expect(save).toBeFocused();
  // the settings were not saved by the scanner's Enter
  await expect(page.getByText("Settings saved")).toBeHidden();
  expect(seen.filter((r) => r.url.includes("/api/") && r.method !== "GET").length).toBe(writesBefore);

  // a person typing on the page with the button focused is no scan: Enter presses the button
  await page.keyboard.type("abc", { delay: 150 });
  await page.keyboard.press("Enter");
  await expect(page.getByText("Settings saved")).toBeVisible();
  await expect(page.getByTestId("scanner-check-text")).toHaveText(MATERIAL);

  // another barcode, typed into the box: read, and said not to be one of ours
  await page.getByTestId("scanner-check-input").fill("6901234567892");
  await page.getByTestId("scanner-check-input").press("Enter");
  await expect(page.getByTestId("scanner-check-result")).toContainText("This is not one of our labels");
  await expect(page.getByTestId("scanner-check-text")).toHaveText("6901234567892");
  await expect(page.getByTestId("scanner-check-input")).toHaveValue("");
});

test.describe("on a phone", () => {
  test.use(PHONE);

  test("the camera opens on the phone's screen and reads the label", async ({ page }, info) => {
    await openSettings(page);
    // blank paper in front of the camera first: the dialog stays open, nothing is read
    camera.show(await blank());
    await page.getByTestId("scanner-check-camera-button").click();
    const dialog = page.getByTestId("scanner-check-camera");
    await expect(page.getByText("Hold the label's QR code inside the frame")).toBeVisible();
    const box = await page.getByTestId("scanner-check-video").boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390 && box.height > 150).toBe(true);
    await snap(page, info, "phone-camera");
    await page.getByTestId("scanner-check-camera-close").click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("scanner-check-result")).toBeHidden();

    camera.show(await label(MATERIAL));
    await page.getByTestId("scanner-check-camera-button").click();
    await expect(page.getByTestId("scanner-check-result")).toContainText(
      "Material label: it reads correctly",
    );
    await expect(dialog).toBeHidden();
    await expectNoSidewaysScroll(page);
    await snap(page, info, "phone-read");
  });

  test("a refused camera says so and the code can still be typed", async ({ page, context }) => {
    await context.clearPermissions();
    await openSettings(page);
    await page.getByTestId("scanner-check-camera-button").click();
    await expect(page.getByTestId("scanner-check-camera-error")).toContainText("The camera is not allowed");
    await page.getByTestId("scanner-check-camera-close").click();
    await page.getByTestId("scanner-check-input").fill(UNIT);
    await page.getByTestId("scanner-check-input").press("Enter");
    await expect(page.getByTestId("scanner-check-result")).toContainText("Production unit label");
  });
});
