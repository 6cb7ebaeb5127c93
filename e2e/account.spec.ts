import { expect, test } from "@playwright/test";
import { freshPhone, GOOD_PASSWORD, registerFactoryByApi } from "./fixtures/accounts.ts";
import { LoginPage } from "./pages/login-page.ts";
import { ChangePasswordForm, ForgotPasswordPage } from "./pages/password-pages.ts";
import { Shell } from "./pages/shell.ts";

const NEW_PASSWORD = "Casement#Sill42";

test("a forgotten password is reset with an SMS code, and only the new one signs in", async ({
  page,
  request,
}) => {
  // A sub-account of a new factory: its phone has had no SMS yet (one code per minute per phone).
  const token = await registerFactoryByApi(request, {
    phone: freshPhone(),
    password: GOOD_PASSWORD,
    company: "Reset Glass",
    nickname: "Sun",
  });
  const phone = freshPhone();
  const created = await request.post("/api/sub-accounts", {
    headers: { Authorization: `Bearer ${token}` },
    data: { phone, nickname: "Qian", password: GOOD_PASSWORD, permanents: { finance_all: "1" } },
  });
  expect((await created.json()).code).toBe(0);

  const login = new LoginPage(page);
  await login.goto();
  await login.openForgotPassword();
  await new ForgotPasswordPage(page, request).reset(phone, NEW_PASSWORD);
  await expect(page.getByText("Password reset, please sign in")).toBeVisible();
  await page.waitForURL(/\/login$/);

  await login.signIn(phone, GOOD_PASSWORD);
  await expect(page.getByText("Wrong phone number or password")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await login.signIn(phone, NEW_PASSWORD);
  await new Shell(page).expectOnHome();
});

test("change password from the avatar menu; the old password stops working", async ({ page, request }) => {
  const phone = freshPhone();
  await registerFactoryByApi(request, {
    phone,
    password: GOOD_PASSWORD,
    company: "Pane Works",
    nickname: "Zhou",
  });
  const login = new LoginPage(page);
  const shell = new Shell(page);
  await login.goto();
  await login.signIn(phone, GOOD_PASSWORD);
  await shell.expectOnHome();

  await shell.openAvatarMenu();
  await page.getByRole("menuitem", { name: "Change password" }).click();
  await page.waitForURL(/\/personal-center\/account-setting\?action=changePassword$/);
  const form = new ChangePasswordForm(page);
  // The strength check (the lazily loaded dictionary) refuses a too-simple password in the form.
  await page.getByTestId("password").fill("password1");
  await page.getByTestId("password").blur();
  await expect(page.getByText("The password is too simple")).toBeVisible();
  await form.change(GOOD_PASSWORD, NEW_PASSWORD);
  await expect(page.getByText("Password changed")).toBeVisible();

  await shell.signOut();
  await login.signIn(phone, GOOD_PASSWORD);
  await expect(page.getByText("Wrong phone number or password")).toBeVisible();
  await login.signIn(phone, NEW_PASSWORD);
  await shell.expectOnHome();
});
