import { expect, test } from "@playwright/test";
import { freshPhone, GOOD_PASSWORD } from "./fixtures/accounts.ts";
import { registerFactoryInUi } from "./fixtures/register-in-ui.ts";
import { stepShots } from "./fixtures/steps.ts";
import { DesignerPage, Touch } from "./pages/designer-page.ts";

// The designer on a phone: 390 × 844 with touch. The action bar is not shown on /draw on small
// screens (SPEC §2): the page's compact bar, the toolbox and panels in drawers, the canvas
// filling the screen; tap to place and select, drag a mullion, pinch to zoom, save.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("on a phone: draw with taps, select a mullion with a tap, drag it, pinch to zoom, save", async ({
  page,
  request,
}, info) => {
  const shot = stepShots(page, info);
  const phone = freshPhone();
  await registerFactoryInUi(page, request, {
    phone,
    password: GOOD_PASSWORD,
    company: "Phone E2E",
    nickname: "Wu",
  });

  await page.goto("/draw");
  const designer = new DesignerPage(page);
  const canvas = designer.canvas;
  await expect(canvas).toBeVisible();
  await expect(page.getByTestId("designer-compact-bar")).toBeVisible();
  await expect(page.getByTestId("action-bar")).toHaveCount(0);
  await expect(page.getByTestId("empty-canvas-hint")).toContainText('Tap "Toolbox"');
  const box = (await canvas.boundingBox())!;
  // the canvas fills the screen's width and most of its height
  expect(box.width).toBeGreaterThanOrEqual(388);
  expect(box.height).toBeGreaterThan(600);
  // nothing sticks out sideways
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot("1-empty");

  await designer.placeWithTap("rectangle", { x: box.x + 40, y: box.y + 120 });
  await expect(designer.frame()).toBeVisible();
  await expect(designer.dimensions("frameWidth")).toHaveText(["1500"]);
  const frame = (await designer.frame().boundingBox())!;
  expect(frame.x).toBeGreaterThanOrEqual(box.x);
  expect(frame.x + frame.width).toBeLessThanOrEqual(box.x + box.width);
  await designer.placeWithTap("mullionV", { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 });
  await expect(designer.dimensions("cell")).toHaveText(["650", "650"]);
  await shot("2-drawn-with-taps");

  // tap the mullion: it is selected, and the properties sheet shows it
  const mullion = (await canvas.locator('path[data-role="mullion"]').boundingBox())!;
  const onMullion = { x: mullion.x + mullion.width / 2, y: mullion.y + mullion.height / 2 };
  await page.touchscreen.tap(onMullion.x, onMullion.y);
  await expect(designer.selected("mullion")).toHaveCount(1);
  await page.getByTestId("btn-properties").tap();
  await page.getByRole("tab", { name: "Mullion" }).tap();
  await expect(page.getByTestId("mullion-position")).toHaveValue("750");
  await shot("3-mullion-selected");
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).tap();
  await expect(page.locator(".ant-drawer-mask:visible")).toHaveCount(0);

  // drag it with a finger: the cells change, one undo step brings them back
  const touch = new Touch(page);
  await touch.drag(onMullion, { x: onMullion.x - frame.width / 5, y: onMullion.y });
  await expect(designer.dimensions("cell")).not.toHaveText(["650", "650"]);
  const moved = await designer.dimensions("cell").allTextContents();
  expect(Number(moved[0])).toBeLessThan(650);
  await shot("4-mullion-dragged");
  await page.getByTestId("btn-undo").tap();
  await expect(designer.dimensions("cell")).toHaveText(["650", "650"]);
  await page.getByTestId("btn-redo").tap();
  await expect(designer.dimensions("cell")).toHaveText(moved);

  // pinch out: the drawing grows on screen, the design does not change
  const before = (await designer.frame().boundingBox())!.width;
  await touch.pinch({ x: box.x + box.width / 2, y: box.y + box.height / 2 }, 80, 240);
  await expect.poll(async () => (await designer.frame().boundingBox())!.width).toBeGreaterThan(before * 1.5);
  await expect(designer.dimensions("frameWidth")).toHaveText(["1500"]);
  await shot("5-pinched");

  await designer.button("save").tap();
  await page.waitForURL(/order_id=\d+.*item_id=\d+/);
  await expect(designer.savedState()).toHaveText("Saved");
  await shot("6-saved");

  // opened from an address, the back button goes to the order the window was saved into, not
  // out of the app
  const orderId = new URL(page.url()).searchParams.get("order_id");
  await page.getByTestId("btn-back").tap();
  await page.waitForURL(new RegExp(`/orders/detail/${orderId}(\\?|$)`));
  await expect(page.locator('[data-testid^="window-link-"]')).toHaveText(["C1"]);
  await shot("7-back-to-order");
});
