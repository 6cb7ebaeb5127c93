import { expect, type Page, test } from "@playwright/test";
import { DEMO } from "./fixtures/accounts.ts";
import { CompactShell } from "./pages/compact-shell.ts";
import { LoginPage } from "./pages/login-page.ts";

// The shell on a phone: 390 × 844 with touch, through the interface only.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test("the sign-in pages fit a phone", async ({ page }) => {
  const shell = new CompactShell(page);
  for (const [path, title] of [
    ["/login", "Sign in"],
    ["/register", "Register"],
    ["/messagelogin", "Sign in with an SMS code"],
    ["/forgot-password", "Reset password"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId("page-title")).toHaveText(title);
    await shell.expectNoHorizontalOverflow();
    await shot(page, path.slice(1));
  }
});

test("on a phone the workbench has a menu reaching every area, the personal centre and sign out", async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await page.waitForURL(/\/home$/);
  const shell = new CompactShell(page);
  await shell.expectShown();
  await expect(page.getByTestId("home-page")).toBeVisible();
  await shell.expectNoHorizontalOverflow();
  await shot(page, "1-home");

  await shell.openMenu();
  const nav = page.getByTestId("compact-nav");
  for (const area of [
    "Workbench",
    "Draw",
    "Window library",
    "Contracts",
    "Customers",
    "Orders",
    "Cutting optimizer",
    "Warehouse",
    "Workshop",
    "Finance",
  ]) {
    await expect(nav.getByRole("menuitem", { name: area, exact: true })).toBeVisible();
  }
  await expect(page.getByTestId("compact-account")).toContainText(DEMO.phone);
  await expect(page.getByTestId("compact-logout")).toBeVisible();
  await shot(page, "2-menu");
  await page.keyboard.press("Escape");

  // The workshop view keeps the bar, so the menu leads on from it.
  await shell.go("Workshop");
  await page.waitForURL(/\/manage\/workshop$/);
  await shell.expectShown();
  await shell.go("Warehouse");
  await page.waitForURL(/\/manage\/wareHouse(\/stockStatus)?$/);
  await shell.go("Contracts");
  await page.waitForURL(/\/orders\/group-list$/);
  await shot(page, "3-contracts");

  await shell.go("Personal center");
  await page.waitForURL(/\/personal-center\/account-setting$/);
  await shell.expectNoHorizontalOverflow();
  await shot(page, "4-account-setting");
  for (const [section, path] of [
    ["Sub-accounts", /account-management$/],
    ["System settings", /system-setting$/],
  ] as const) {
    await page.getByTestId("personal-menu-select").tap();
    await page.locator(".ant-select-item-option").filter({ hasText: section }).first().tap();
    await page.waitForURL(path);
    await shell.expectNoHorizontalOverflow();
    await shot(page, `5-${section}`);
  }

  await page.goto("/purchase/renew");
  await shell.expectShown();
  await shell.expectNoHorizontalOverflow();
  await page.goto("/purchase/upgrade");
  await shell.expectShown();
  await shell.expectNoHorizontalOverflow();
  await shot(page, "6-upgrade");

  await shell.signOut();
  await expect(page.getByTestId("page-title")).toHaveText("Sign in");
  await shot(page, "7-signed-out");
  // Signed out for real: the guard sends /home back to /login.
  await page.goto("/home");
  await page.waitForURL(/\/login$/);
});
