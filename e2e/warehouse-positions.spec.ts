// Storage positions chosen from the company's list and their QR labels, through the interface
// only, at a desk and on a 390 × 844 phone: two materials stored at two positions (each added
// from the material form's position field), the position labels printed from the stock status
// screen, the first label held in front of Chromium's fake camera at the screen's scan box, and
// the stock filtered to what is stored at that position.
import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { DEMO } from "./fixtures/accounts.ts";
import { expectNoSidewaysScroll, PHONE, pageErrors, snap } from "./fixtures/steps.ts";
import { LoginPage } from "./pages/login-page.ts";
import { WarehousePage } from "./pages/warehouse-page.ts";
import { A4_FIRST_LABEL, fakeCamera, pdfPagePng } from "./support/fake-camera.ts";

const camera = fakeCamera("positions");
test.use({ launchOptions: camera.launchOptions, permissions: ["camera"] });
test.describe.configure({ timeout: 240_000 });

async function signIn(page: Page) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await page.waitForURL(/\/home(\?|$)/);
}

/**
 * `here` sorts before every other position name in use (the sheet's first label is its), `there`
 * after; a material is stored at each; scanning the first label shows only the material at `here`.
 */
async function scanPositionPath(
  page: Page,
  info: TestInfo,
  o: { here: string; there: string; code: string; touch: boolean },
) {
  const step = async (name: string) => {
    await expectNoSidewaysScroll(page);
    await snap(page, info, name);
  };
  const w = new WarehousePage(page, o.touch);
  await w.addHardware(`${o.code}-1`, "Hinge at the first shelf", o.here);
  await w.addHardware(`${o.code}-2`, "Handle elsewhere", o.there);
  await step("materials-with-positions");

  // The position labels, printed from the stock status screen.
  await w.open("stockStatus");
  const download = page.waitForEvent("download");
  const print = page.getByTestId("stock-position-labels");
  await (o.touch ? print.tap() : print.click());
  const file = await download;
  expect(file.suggestedFilename()).toBe("position-labels.pdf");
  const sheet = Buffer.concat(await (await file.createReadStream()).toArray());
  camera.show(pdfPagePng(sheet, { crop: A4_FIRST_LABEL }));

  // Before the scan both materials are listed; the label filters the stock to its position.
  const rows = page.getByTestId("stock-rows");
  await expect(rows).toContainText(`${o.code}-2`);
  await step("stock-before-scan");
  const scan = page.getByTestId("stock-position-scan-camera-button");
  await (o.touch ? scan.tap() : scan.click());
  await expect(page.getByText(`Stock at position ${o.here}`)).toBeVisible();
  await expect(page.getByTestId("stock-position")).toContainText(o.here);
  await expect(rows).toContainText(`${o.code}-1`);
  await expect(rows).not.toContainText(`${o.code}-2`);
  await expect(rows.getByTestId("stock-quantity")).toHaveCount(1);
  await step("stock-filtered-by-scan");

  // The filter is the company's position list: the other position shows the other material.
  await w.choose(page.getByTestId("stock-position"), o.there, new RegExp(`^${o.there}$`));
  await expect(rows).toContainText(`${o.code}-2`);
  await expect(rows).not.toContainText(`${o.code}-1`);
  await step("stock-filtered-by-choice");
}

test("at a desk: a position label scanned on the stock status screen shows the stock stored there", async ({
  page,
}, info) => {
  const errors = pageErrors(page);
  await signIn(page);
  await scanPositionPath(page, info, {
    here: "0-B desk shelf",
    there: "Y desk rack",
    code: "PD",
    touch: false,
  });
  expect(errors).toEqual([]);
});

test.describe("on a phone", () => {
  test.use(PHONE);

  test("the same on a 390 × 844 phone", async ({ page }, info) => {
    const errors = pageErrors(page);
    await signIn(page);
    await scanPositionPath(page, info, {
      here: "0-A phone shelf",
      there: "Y phone rack",
      code: "PP",
      touch: true,
    });
    expect(errors).toEqual([]);
  });
});
