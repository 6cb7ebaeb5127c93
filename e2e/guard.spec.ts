import { expect, test } from "@playwright/test";
import { DEMO, freshPhone, GOOD_PASSWORD } from "./fixtures/accounts.ts";
import { registerFactoryInUi } from "./fixtures/register-in-ui.ts";
import { LoginPage } from "./pages/login-page.ts";
import { ChangePasswordForm } from "./pages/password-pages.ts";
import { Shell } from "./pages/shell.ts";

test("opening /home signed out lands on /login with the query kept", async ({ page }) => {
  await page.goto("/home?invitation_code=AB12&tab=2");
  await page.waitForURL(/\/login\?/);
  expect(new URL(page.url()).search).toBe("?invitation_code=AB12&tab=2");
  await expect(page.getByTestId("page-title")).toHaveText("Sign in");
});

test("/ goes to /home, and the page title is Fenestra in English", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await new Shell(page).expectOnHome();
  await page.goto("/");
  await page.waitForURL(/\/home$/);
  await expect(page).toHaveTitle("Fenestra");
});

test("debug=1 in the query shows the debug console", async ({ page }) => {
  await page.goto("/login?debug=1");
  await expect(page.getByText("Debug console")).toBeVisible();
});

test("eight quick taps on the logo toggle the debug console", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  const shell = new Shell(page);
  await shell.expectOnHome();
  const logo = page.getByTestId("logo");
  await logo.click({ clickCount: 7, delay: 50 });
  await expect(page.getByText("Debug console")).toBeHidden();
  // Taps more than a second apart start a new count.
  await page.waitForTimeout(1200);
  await logo.click({ clickCount: 8, delay: 50 });
  await expect(page.getByText("Debug console")).toBeVisible();
  await logo.click({ clickCount: 8, delay: 50 });
  await expect(page.getByText("Debug console")).toBeHidden();
});

test("a page chunk that fails to load shows the system-refresh snackbar", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await new Shell(page).expectOnHome();
  await page.route(/\/assets\/SystemSettingPage-[^/]*\.js$/, (route) => route.abort());
  await new Shell(page).openAvatarMenu();
  await page.getByRole("menuitem", { name: "System settings" }).click();
  await expect(page.getByTestId("refresh-snackbar")).toContainText(
    "The system has been updated, please refresh",
  );
});

test.describe("with service workers allowed (blocked elsewhere: playwright.config.ts)", () => {
  test.use({ serviceWorkers: "allow" });
  test("the service worker /sw.js is registered", async ({ page }) => {
    await new LoginPage(page).goto();
    const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(new URL(script ?? "", page.url()).pathname).toBe("/sw.js");
  });
});

test("signed out elsewhere (-998): the next page says the sign-in is no longer valid and goes to /login", async ({
  page,
  browser,
  request,
}) => {
  const phone = freshPhone();
  await registerFactoryInUi(page, request, {
    phone,
    password: GOOD_PASSWORD,
    company: "Elsewhere Windows",
    nickname: "Gao",
  });
  // On another device the same person changes the password, which signs out every other session.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  const login = new LoginPage(other);
  await login.goto();
  await login.signIn(phone, GOOD_PASSWORD);
  await new Shell(other).expectOnHome();
  await new Shell(other).openAvatarMenu();
  await other.getByRole("menuitem", { name: "Change password" }).click();
  await new ChangePasswordForm(other).change(GOOD_PASSWORD, "Sash#Window42");
  await expect(other.getByText("Password changed")).toBeVisible();
  await elsewhere.close();

  await page.reload();
  await expect(
    page.getByText(
      "Your sign-in is no longer valid: it was ended here or on another device. Please sign in again.",
    ),
  ).toBeVisible();
  await page.waitForURL(/\/login$/);
});
