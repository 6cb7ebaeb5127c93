import { expect, test } from "@playwright/test";
import { freshPhone, GOOD_PASSWORD } from "./fixtures/accounts.ts";
import { registerFactoryInUi } from "./fixtures/register-in-ui.ts";
import { PHONE, stepShots } from "./fixtures/steps.ts";
import { DesignerPage } from "./pages/designer-page.ts";

// The drawing fills a phone's screen: a new window is fitted as it is placed, again when the phone
// turns (390 × 844 → 844 × 390 → back), and when a saved window opens. A finger has no pointer
// position, so the footer shows none on a touch screen; a desk shows it.

/** The page's own Save and no other (the action bar has none): its icon reads "save". */
const SAVE = /^(save )?Save$/;

/** The window's box and the canvas's box on screen, once the view has settled. */
async function boxes(designer: DesignerPage) {
  // the fit follows the canvas's new size on the next frame: wait until two reads agree
  let last = "";
  await expect
    .poll(async () => {
      const now = JSON.stringify([await designer.frame().boundingBox(), await designer.canvas.boundingBox()]);
      const settled = now === last;
      last = now;
      return settled;
    })
    .toBe(true);
  const [frame, canvas] = JSON.parse(last) as [Box, Box];
  return { frame, canvas };
}
type Box = { x: number; y: number; width: number; height: number };

/** The window lies wholly on the canvas. */
function expectInside(frame: Box, canvas: Box) {
  expect(frame.x).toBeGreaterThanOrEqual(canvas.x);
  expect(frame.y).toBeGreaterThanOrEqual(canvas.y);
  expect(frame.x + frame.width).toBeLessThanOrEqual(canvas.x + canvas.width + 0.5);
  expect(frame.y + frame.height).toBeLessThanOrEqual(canvas.y + canvas.height + 0.5);
}

test.describe("phone", () => {
  test.use(PHONE);

  test("a new window fills the phone's width, is fitted again when the phone turns and when the saved window opens; no mouse readout", async ({
    page,
    request,
  }, info) => {
    const shot = stepShots(page, info);
    await registerFactoryInUi(page, request, {
      phone: freshPhone(),
      password: GOOD_PASSWORD,
      company: "Fit Windows",
      nickname: "Ma",
    });
    await page.goto("/draw");
    const designer = new DesignerPage(page);
    await expect(designer.canvas).toBeVisible();
    await page.waitForLoadState("networkidle");
    // a finger does not hover: the footer has the saved state and the tool, no pointer position
    await expect(page.getByTestId("current-tool")).toBeVisible();
    await expect(page.getByTestId("mouse-position")).toHaveCount(0);
    // one Save, the page's own
    await expect(page.getByRole("button", { name: SAVE })).toHaveCount(1);

    const empty = (await designer.canvas.boundingBox())!;
    await designer.placeWithTap("rectangle", { x: empty.x + 40, y: empty.y + 120 });
    await expect(designer.dimensions("frameWidth")).toHaveText(["1500"]);
    // the 1500 × 1400 window and its dimension lines across the screen, not half of it
    let { frame, canvas } = await boxes(designer);
    expect(frame.width).toBeGreaterThan(0.7 * 390);
    expectInside(frame, canvas);
    await shot("1-placed-390x844");

    // turned on its side: the phone keeps its phone layout, and the height limits the window
    await page.setViewportSize({ width: 844, height: 390 });
    await expect(page.getByTestId("designer-compact-bar")).toBeVisible();
    await expect(page.getByTestId("toolbox")).toBeHidden();
    ({ frame, canvas } = await boxes(designer));
    expect(canvas.width).toBeGreaterThan(800);
    expect(frame.height).toBeGreaterThan(0.7 * canvas.height);
    expectInside(frame, canvas);
    await expect(page.getByTestId("mouse-position")).toHaveCount(0);
    await shot("2-turned-844x390");

    await page.setViewportSize({ width: 390, height: 844 });
    ({ frame, canvas } = await boxes(designer));
    expect(frame.width).toBeGreaterThan(0.7 * 390);
    expectInside(frame, canvas);

    // saved, then opened again: the window opens fitted
    await designer.saveToNewOrder();
    await page.reload();
    await expect(designer.dimensions("frameWidth")).toHaveText(["1500"]);
    ({ frame, canvas } = await boxes(designer));
    expect(frame.width).toBeGreaterThan(0.7 * 390);
    expectInside(frame, canvas);
    await shot("3-reopened");
  });
});

test("on a desk the footer follows the mouse over the drawing, and the page has one Save", async ({
  page,
  request,
}) => {
  await registerFactoryInUi(page, request, {
    phone: freshPhone(),
    password: GOOD_PASSWORD,
    company: "Desk Windows",
    nickname: "Qin",
  });
  const designer = new DesignerPage(page);
  await designer.goto();
  await expect(page.getByRole("button", { name: SAVE })).toHaveCount(1);
  await expect(page.getByTestId("action-bar").getByRole("button", { name: SAVE })).toHaveCount(0);
  await designer.drawFirstFrame();
  const frame = (await designer.frame().boundingBox())!;
  await page.mouse.move(frame.x + 5, frame.y + frame.height / 2);
  await expect(page.getByTestId("mouse-position")).toHaveText(/^Mouse: -?\d+, \d+ mm$/);
});
