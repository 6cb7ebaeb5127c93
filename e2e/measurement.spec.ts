import { expect, test } from "@playwright/test";
import { DEMO } from "./fixtures/accounts.ts";
import { HEIC_PATH, HEIC_SIZE } from "./fixtures/heic-photo.ts";
import { expectNoSidewaysScroll, PHONE, pageErrors, snap } from "./fixtures/steps.ts";
import { DesignerPage } from "./pages/designer-page.ts";
import { LoginPage } from "./pages/login-page.ts";
import { MeasurementPages } from "./pages/measurement-pages.ts";

// Field measurement (issue 31), online, through the interface only: on a phone the office orders a
// visit from /manage, the measurer records an opening (an impossible width refused at its field,
// the smallest of three used, the diagonals flagged out of square) and completes the visit; a
// photo of the opening (an iPhone's HEIC, converted on the phone) gets a dimension line; the visit is converted and its window opens in the
// designer at the measured size. A desktop then finds the visit in the day's list.
const today = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

test.describe("phone", () => {
  test.use(PHONE);

  test("a visit ordered from /manage, an opening measured with the rules at the field, the visit completed", async ({
    page,
  }, info) => {
    const errors = pageErrors(page);
    const address = `12 Willow Lane ${Date.now() % 100_000}`;
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEMO.phone, DEMO.password);
    await page.waitForURL(/\/home/);

    await page.goto("/manage");
    await page.getByTestId("manage-area-measurement").click();
    await page.waitForURL(/\/measure-management$/);
    const m = new MeasurementPages(page);
    await m.orderVisit(address, `${today()} 23:30`);
    await expect(page.getByTestId("measure-status")).toHaveText("Scheduled");
    await snap(page, info, "visit-ordered");

    await page.getByTestId("opening-add").click();
    await m.fill({ room: "Kitchen", position: "North wall", width1: 50 });
    await page.getByTestId("opening-save").click();
    await expect(m.fieldMessage("width1")).toHaveText("Enter 100 to 10000 mm");
    await snap(page, info, "impossible-width-refused");
    await m.fill({ width1: 1500, width2: 1496, width3: 1502, height1: 1200, height2: 1204, height3: 1199 });
    await expect(page.getByTestId("opening-used-width")).toHaveText("Used: 1496 mm (the smallest)");
    await expect(page.getByTestId("opening-used-height")).toHaveText("Used: 1199 mm (the smallest)");
    await m.fill({ diagonal1: 1925, diagonal2: 1921 });
    await expect(page.getByTestId("opening-squareness")).toContainText(
      "Out of square: the diagonals differ by 4 mm (more than 3 mm)",
    );
    await m.fill({ wallThickness: 250, revealDepth: 260 });
    await page.getByTestId("opening-save").click();
    await expect(m.fieldMessage("revealDepth")).toHaveText(
      "The reveal cannot be deeper than the wall (250 mm)",
    );
    await m.fill({ revealDepth: 120, sillHeight: 900 });
    await m.chooseTemplate("2-panel casement");
    await snap(page, info, "opening-form");
    await m.save();
    await expect(m.openings.getByTestId("opening-size")).toHaveText("1496 × 1199 mm");
    await expectNoSidewaysScroll(page);

    await page.getByTestId("measure-complete").click();
    await expect(page.getByTestId("measure-status")).toHaveText("Measured");
    await snap(page, info, "measured");

    // an iPhone's HEIC photo of the opening: converted on the phone (heic-to), it opens at its
    // own size for marking; a dimension line drawn across it and its value typed
    await m.markPhoto(m.openings.getByTestId("opening-card").first(), HEIC_PATH, 1496);
    await expect(page.getByTestId("photo-canvas")).toHaveAttribute("width", String(HEIC_SIZE.width));
    await expect(page.getByTestId("photo-canvas")).toHaveAttribute("height", String(HEIC_SIZE.height));
    await snap(page, info, "photo-marked");
    await page.getByTestId("photo-save").click();
    await expect(m.openings.getByTestId("photo-thumb")).toHaveCount(1);

    // converted in one step: the intention order opens, its window in the designer at the measured size
    await page.getByTestId("measure-convert").click();
    await page.getByTestId("measure-convert-ok").click();
    await page.waitForURL(/\/orders\/detail\/\d+/);
    await page.locator('[data-testid^="window-link-"]').first().click();
    const designer = new DesignerPage(page);
    await expect(designer.dimensions("frameWidth")).toHaveText(["1496"]);
    await expect(designer.dimensions("frameHeight")).toHaveText(["1199"]);
    expect(errors).toEqual([]);
  });
});

test("the office's desktop list shows today's visits and their status", async ({ page }, info) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await page.waitForURL(/\/home/);
  await page.goto("/measure-management");
  const m = new MeasurementPages(page);
  const address = `3 Oak Court ${Date.now() % 100_000}`;
  await m.orderVisit(address, `${today()} 23:45`);
  await page.getByRole("link", { name: /Back to the list/ }).click();
  const card = m.orders.getByTestId("measure-order-link").filter({ hasText: address });
  await expect(card).toContainText("Scheduled");
  await expect(card).toContainText("Openings: 0");
  await snap(page, info, "office-day-list");
});
