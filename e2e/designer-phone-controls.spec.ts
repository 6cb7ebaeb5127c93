import { expect, type Page, test } from "@playwright/test";
import { DEMO } from "./fixtures/accounts.ts";
import { stepShots } from "./fixtures/steps.ts";
import { DesignerPage, Touch } from "./pages/designer-page.ts";
import { LoginPage } from "./pages/login-page.ts";

// The designer's newer controls on a phone (390 × 844, touch), through the interface only: a
// tilt-turn sash drawn with its tilt triangle, a glazing bar across it moved off centre and
// turned decorative and back in the properties sheet (it stays where the finger put it), the
// frame colour picked from the series' colours, a free dimension typed to a length.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.beforeEach(async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  // a phone has the phone bar, not the top bar
  await page.waitForURL(/\/home(\?|$)/);
  await expect(page.getByTestId("home-page")).toBeVisible();
});

/** Opens the properties sheet on a tab; `close` shuts it so the canvas takes taps again. */
async function properties(page: Page, tab: string) {
  await page.getByTestId("btn-properties").tap();
  await page.getByRole("tab", { name: tab }).tap();
  return {
    close: async () => {
      await page.getByRole("dialog").getByRole("button", { name: "Close" }).tap();
      await expect(page.locator(".ant-drawer-mask:visible")).toHaveCount(0);
    },
  };
}

const centreX = async (page: Page, selector: string) => {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} not drawn`);
  return b.x + b.width / 2;
};

test("on a phone: tilt-turn drawn with its tilt triangle, a glazing bar turned decorative and back where it was put, the frame colour", async ({
  page,
}, info) => {
  const shot = stepShots(page, info);
  await page.goto("/draw");
  const designer = new DesignerPage(page);
  const canvas = designer.canvas;
  await expect(canvas).toBeVisible();
  const box = (await canvas.boundingBox())!;
  await designer.placeWithTap("rectangle", { x: box.x + 40, y: box.y + 120 });
  await expect(designer.dimensions("frameWidth")).toHaveText(["1500"]);
  const frame = (await designer.frame().boundingBox())!;
  const at = (fx: number, fy: number) => ({ x: frame.x + frame.width * fx, y: frame.y + frame.height * fy });

  // a tilt-turn sash: the canvas draws its tilt triangle as the printed drawing does
  await designer.placeWithTap("tiltTurn", at(0.5, 0.5));
  await expect.poll(() => designer.memberCount("sash")).toBe(4);
  await expect(canvas.locator("[data-opening-symbols]")).toHaveAttribute("data-opening-symbols", "tiltTurn");
  await shot("1-tilt-turn");

  // a vertical bar across the sash's glass divides it; a finger moves it off centre
  await designer.placeWithTap("mullionV", at(0.5, 0.5));
  await expect.poll(() => designer.memberCount("mullion")).toBe(1);
  await expect(designer.dimensions("cell")).toHaveCount(2);
  const even = await designer.dimensions("cell").allTextContents();
  expect(even[0]).toBe(even[1]);
  const bar = (await canvas.locator('path[data-role="mullion"]').boundingBox())!;
  const onBar = { x: bar.x + bar.width / 2, y: bar.y + bar.height / 2 };
  await new Touch(page).drag(onBar, { x: onBar.x - frame.width / 8, y: onBar.y });
  await expect(designer.dimensions("cell")).not.toHaveText(even);
  const lites = await designer.dimensions("cell").allTextContents();
  expect(Number(lites[0])).toBeLessThan(Number(lites[1]));
  await page.touchscreen.tap(onBar.x - frame.width / 8, frame.y + frame.height * 0.3);
  await expect(designer.selected("mullion")).toHaveCount(1);
  const barX = await centreX(page, '[data-selected-role="mullion"]');
  await shot("2-bar-moved");

  // decorative: one pane with the bar laid on it, at the same place
  let sheet = await properties(page, "Mullion");
  const kind = page.getByTestId("glazing-bar-kind");
  await expect(kind.getByRole("radio", { name: "Dividing (one pane per lite)" })).toBeChecked();
  await kind.getByText("Decorative (on one pane)").tap();
  // the sheet stays on the bar, now decorative (the bar is still the selection)
  await expect(kind.getByRole("radio", { name: "Decorative (on one pane)" })).toBeChecked();
  await shot("3-decorative-in-sheet");
  await sheet.close();
  await expect.poll(() => designer.memberCount("mullion")).toBe(0);
  await expect.poll(() => designer.memberCount("decoration")).toBe(1);
  await expect(designer.dimensions("cell")).toHaveCount(0);
  await expect(designer.selected("decoration")).toHaveCount(1);
  expect(Math.abs((await centreX(page, '[data-selected-role="decoration"]')) - barX)).toBeLessThan(1.5);
  await shot("4-decorative-kept-its-place");

  // dividing again: the lites are the ones the finger made, not two equal halves
  sheet = await properties(page, "Mullion");
  await expect(kind.getByRole("radio", { name: "Decorative (on one pane)" })).toBeChecked();
  await kind.getByText("Dividing (one pane per lite)").tap();
  await expect(kind.getByRole("radio", { name: "Dividing (one pane per lite)" })).toBeChecked();
  await sheet.close();
  await expect.poll(() => designer.memberCount("mullion")).toBe(1);
  await expect(designer.dimensions("cell")).toHaveText(lites);

  // the frame colour: one of the series' colours, picked in the sheet
  await page.touchscreen.tap(frame.x + 4, frame.y + frame.height * 0.5);
  await expect(designer.selected("frame")).toHaveCount(1);
  sheet = await properties(page, "Colour");
  await page.getByTestId("frame-colour-a").tap();
  const options = page.locator(".ant-select-dropdown:visible .ant-select-item-option");
  await expect(options).toHaveText([...DEMO.tb60Colours]);
  await options.filter({ hasText: DEMO.tb60Colours[1] }).tap();
  await expect(page.getByTestId("frame-colour-a")).toContainText(DEMO.tb60Colours[1]);
  await shot("5-colour");
  await sheet.close();
  // nothing sticks out sideways
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("on a phone: a free dimension drawn with a tap is typed to a length with a double tap", async ({
  page,
}, info) => {
  const shot = stepShots(page, info);
  await page.goto("/draw");
  const designer = new DesignerPage(page);
  const box = (await designer.canvas.boundingBox())!;
  await designer.placeWithTap("rectangle", { x: box.x + 40, y: box.y + 120 });
  const frame = (await designer.frame().boundingBox())!;
  // dropped on the glass, it measures the daylight: 1500 − 2 × 60 frame faces
  await designer.placeWithTap("dimensionH", { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 });
  const free = designer.canvas.getByTestId("free-dimension");
  await expect(free.locator("text")).toHaveText("1380");
  const label = (await free.locator("text").boundingBox())!;
  const centre = { x: label.x + label.width / 2, y: label.y + label.height / 2 };
  await page.touchscreen.tap(centre.x, centre.y);
  await page.touchscreen.tap(centre.x, centre.y);
  const input = page.getByTestId("dimension-input");
  await expect(input).toBeVisible();
  await input.fill("1000");
  await shot("1-typing");
  await input.press("Enter");
  await expect(input).toBeHidden();
  await expect(free.locator("text")).toHaveText("1000");
  await shot("2-typed");
});
