import { expect, type Page, test } from "@playwright/test";
import { DEMO } from "./fixtures/accounts.ts";
import { LoginPage } from "./pages/login-page.ts";
import { Shell } from "./pages/shell.ts";

// Sign-out and the session across tabs, through the interface only (that the server refuses a
// signed-out token is the server suite's).

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

async function signInDemo(page: Page) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await new Shell(page).expectOnHome();
}

test("sign out ends the session, clears what the browser kept and lands on /login without an error", async ({
  page,
}) => {
  await signInDemo(page);
  // The demo company has the Ultimate edition; the brand factory edition includes it, so the
  // avatar menu offers the upgrade (core entitlements: an upgrade goes to an edition that includes
  // the current one).
  await new Shell(page).openAvatarMenu();
  await expect(page.getByRole("menuitem", { name: "Ultimate edition" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Upgrade" })).toHaveCount(1);
  await shot(page, "1-home");
  const token = await page.evaluate(() => localStorage.getItem("api_token"));
  expect(token).toBeTruthy();
  const logout = page.waitForResponse((r) => r.url().endsWith("/api/auth/logout"));
  await new Shell(page).signOut();
  expect((await logout).status()).toBe(200);
  await expect(page.getByTestId("page-title")).toHaveText("Sign in");
  await expect(page.locator(".ant-message-error")).toHaveCount(0);
  // Headings and links use the app's font, not the browser's serif default.
  for (const element of [page.getByTestId("page-title"), page.getByTestId("to-sms-login")]) {
    const family = await element.evaluate((e) => getComputedStyle(e).fontFamily);
    expect(family).toMatch(/sans-serif/);
    expect(family.split(",")[0]).not.toMatch(/serif|Times/i);
  }
  await shot(page, "2-signed-out");
  expect(
    await page.evaluate(() => [localStorage.getItem("api_token"), localStorage.getItem("userinfo")]),
  ).toEqual([null, null]);

  // Signed out for real: the guard sends /home back to /login. (That the server refuses the old
  // token is the server suite's: auth.test.ts "revokes the token on logout".)
  await page.goto("/home");
  await page.waitForURL(/\/login$/);
});

test("a contract opened in a new tab stays signed in; signing out in one tab ends both", async ({
  context,
  page,
}) => {
  await signInDemo(page);
  const second = await context.newPage();
  await second.goto("/orders/group-list");
  await expect(second).toHaveURL(/\/orders\/group-list$/);
  await expect(second.getByTestId("top-bar")).toBeVisible();
  await shot(second, "1-second-tab-signed-in");

  // A page anyone may open (the promotion page) stays where it is when the session ends.
  const publicPage = await context.newPage();
  await publicPage.goto("/Promote");

  await new Shell(second).signOut();
  await shot(second, "2-second-tab-signed-out");
  // The first tab follows without being touched.
  await page.waitForURL(/\/login$/);
  await expect(page.getByTestId("page-title")).toHaveText("Sign in");
  // Ended quietly: no "sign-in expired" from a page that fetched once more on its way out.
  await expect(page.locator(".ant-message-error")).toHaveCount(0);
  await shot(page, "3-first-tab-signed-out");
  await publicPage.waitForTimeout(500);
  expect(new URL(publicPage.url()).pathname).toBe("/Promote");

  // Signing in again in one tab moves a tab left on /login to the workbench.
  const login = new LoginPage(second);
  await login.signIn(DEMO.phone, DEMO.password);
  await new Shell(second).expectOnHome();
  await page.waitForURL(/\/home$/);
  await expect(page.getByTestId("home-page")).toBeVisible();
});
