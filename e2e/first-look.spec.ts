import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { freshPhone, GOOD_PASSWORD } from "./fixtures/accounts.ts";
import { registerFactoryInUi } from "./fixtures/register-in-ui.ts";
import { expectNoSidewaysScroll, PHONE, stepShots } from "./fixtures/steps.ts";

// What a new factory sees first, through the interface: a guided start from a customer to a cut
// list (put away for good with one click), the product's own mark and colour, an icon on every
// main area, and lists that say what would be in them and how to start — and that
// say "nothing matches" (not "nothing yet") once a filter is set.

const BRAND_PRIMARY = "rgb(14, 116, 144)";

const registerClearview = (page: Page, request: APIRequestContext) =>
  registerFactoryInUi(page, request, {
    phone: freshPhone(),
    password: GOOD_PASSWORD,
    company: `Clearview Windows ${Date.now() % 100_000}`,
    nickname: "Lin",
  });

test("a new factory meets the guided start, the brand, the areas with their icons, and empty lists that show the first step", async ({
  page,
  request,
}, info) => {
  const shot = stepShots(page, info);
  await registerClearview(page, request);
  await expect(page.getByTestId("logo").locator("svg")).toBeVisible();
  await expect(page.getByTestId("logo")).toContainText("Fenestra");
  const nav = page.getByTestId("main-nav");
  const entries = nav.getByRole("menuitem");
  expect(await entries.count()).toBeGreaterThan(5);
  for (const entry of await entries.all()) {
    if (await entry.isVisible()) await expect(entry.locator(".anticon")).toBeVisible();
  }
  // The guided start: five steps, each opening its screen; put away, it stays away.
  const guide = page.getByTestId("guided-start");
  await expect(guide).toContainText("Get started: from a customer to a cut list");
  await expect(guide.locator(".ant-steps-item")).toHaveCount(5);
  await guide.getByTestId("guide-cut").click();
  await page.waitForURL(/\/orders\/cutOptimizer/);
  await page.goBack();
  await expect(guide).toBeVisible();
  await shot("0-guided-start");
  await guide.getByTestId("guide-dismiss").click();
  await expect(guide).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("home-page")).toBeVisible();
  await expect(page.getByTestId("guided-start")).toHaveCount(0);
  // The primary action wears the brand colour.
  const newContract = page.getByTestId("quick-newContract");
  await expect(newContract).toHaveCSS("background-color", BRAND_PRIMARY);
  await shot("1-workbench");

  await nav.getByRole("menuitem", { name: "Contracts" }).click();
  await page.waitForURL(/\/orders\/group-list/);
  const empty = page.getByTestId("contract-rows").getByTestId("empty-state");
  await expect(empty).toContainText("No contracts yet. Start the first one");
  await shot("2-contracts-first-use");
  await empty.getByRole("button", { name: "New contract" }).click();
  await expect(page.getByTestId("contract-customer")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByPlaceholder("Order no., customer, phone").fill("no such contract");
  await page.keyboard.press("Enter");
  await expect(empty).toContainText("Nothing matches these filters");
  await expect(empty.getByRole("button")).toHaveCount(0);
  await shot("3-contracts-no-match");
});

test.describe("on a phone", () => {
  test.use(PHONE);

  test("the compact bar carries the mark, and the drawer an icon on every area", async ({
    page,
    request,
  }, info) => {
    const shot = stepShots(page, info);
    await registerClearview(page, request);
    await expect(page.getByTestId("compact-bar").getByTestId("logo").locator("svg")).toBeVisible();
    await page.getByTestId("compact-menu-button").click();
    const drawerNav = page.getByTestId("compact-nav");
    await expect(drawerNav.getByRole("menuitem", { name: "Customers" }).locator(".anticon")).toBeVisible();
    await expect(drawerNav.getByRole("menuitem", { name: "Warehouse" }).locator(".anticon")).toBeVisible();
    await shot("1-drawer");
    await drawerNav.getByRole("menuitem", { name: "Orders" }).click();
    const empty = page.getByTestId("order-rows").getByTestId("empty-state");
    await expect(empty).toContainText("No orders yet.");
    await expectNoSidewaysScroll(page);
    await shot("2-orders-first-use");
    await empty.getByRole("button", { name: "Draw a window" }).click();
    await page.waitForURL(/\/draw/);
  });
});
