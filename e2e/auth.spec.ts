import { expect, test } from "@playwright/test";
import { DEMO, freshPhone, GOOD_PASSWORD } from "./fixtures/accounts.ts";
import { LoginPage } from "./pages/login-page.ts";
import { RegisterPage } from "./pages/register-page.ts";
import { Shell } from "./pages/shell.ts";
import { SmsLoginPage } from "./pages/sms-login-page.ts";

test("a new factory registers with an SMS code, signs out and signs back in with the password", async ({
  page,
  request,
}) => {
  const phone = freshPhone();
  const login = new LoginPage(page);
  const shell = new Shell(page);

  await login.goto();
  await login.openRegister();
  await new RegisterPage(page, request).register({
    phone,
    password: GOOD_PASSWORD,
    company: "Sunrise Windows",
    nickname: "Chen",
  });
  await shell.expectOnHome();
  await expect(page.getByText("Welcome, Chen")).toBeVisible();
  // Real monthly totals, zero for a new company.
  await expect(page.getByTestId("stat-contracts")).toContainText("0");

  await shell.signOut();
  // Signed out for real: the guard sends /home back to /login.
  await page.goto("/home");
  await page.waitForURL(/\/login$/);

  await login.signIn(phone, GOOD_PASSWORD);
  await shell.expectOnHome();
  await expect(page.getByText("Welcome, Chen")).toBeVisible();
});

test("registration refuses 12345678 and too-simple passwords; the dictionary loads only then", async ({
  page,
}) => {
  // The password dictionary (~235 KB gzipped) is not part of the sign-in pages' JavaScript.
  const dictionary: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/password-dictionary-[^/]*\.js$/.test(r.url())) dictionary.push(r.url());
  });
  const login = new LoginPage(page);
  await login.goto();
  await login.openRegister();
  await expect(page.getByTestId("page-title")).toHaveText("Register");
  expect(dictionary).toEqual([]);

  const password = page.getByTestId("password");
  await password.fill("12345678");
  await password.blur();
  await expect(
    page.getByText("The default password 12345678 is not allowed, please change it"),
  ).toBeVisible();
  await password.fill("password1");
  await password.blur();
  await expect(page.getByText("The password is too simple")).toBeVisible();
  expect(dictionary).toHaveLength(1);
});

test("the sign-in form checks its fields with the shared rules, loaded on first check", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn("1380013", "");
  await expect(page.getByText("The phone number is not well-formed")).toBeVisible();
  await expect(page.getByText("Please enter the password")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("a wrong password is refused with the server's message", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, "Wrong#Password1");
  await expect(page.getByText("Wrong phone number or password")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("the demo account signs in with an SMS code", async ({ page, request }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.openSmsLogin();
  await new SmsLoginPage(page, request).signIn(DEMO.phone);
  await new Shell(page).expectOnHome();
});
