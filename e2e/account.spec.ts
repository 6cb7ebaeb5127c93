import { expect, test } from "@playwright/test";
import { DEMO, freshPhone, GOOD_PASSWORD, latestSmsCode } from "./fixtures/accounts.ts";
import { registerFactoryInUi } from "./fixtures/register-in-ui.ts";
import { expectNoSidewaysScroll, PHONE, snap } from "./fixtures/steps.ts";
import { CompactShell } from "./pages/compact-shell.ts";
import { LoginPage } from "./pages/login-page.ts";
import { ChangePasswordForm, ForgotPasswordPage } from "./pages/password-pages.ts";
import { AccountManagementPage } from "./pages/personal-center.ts";
import { Shell } from "./pages/shell.ts";

// Passwords as people manage them, all through the interface: a factory adds a sub-account in
// account management (a new, trial one is offered the upgrade instead), and each resets or
// changes a password.

const NEW_PASSWORD = "Casement#Sill42";

test("a forgotten password is reset with an SMS code, and only the new one signs in", async ({
  page,
  request,
}, testInfo) => {
  // A new factory is on trial: it may not create accounts (SPEC §6), and is offered the upgrade.
  await registerFactoryInUi(page, request, {
    phone: freshPhone(),
    password: GOOD_PASSWORD,
    company: "Reset Glass",
    nickname: "Sun",
  });
  const management = new AccountManagementPage(page);
  await management.goto();
  await expect(page.getByTestId("sub-accounts-trial")).toHaveText(
    "A trial account cannot create sub-accounts.Upgrade to add them",
  );
  await expect(page.getByTestId("add-sub-account")).toHaveCount(0);
  await page.getByRole("link", { name: "Upgrade to add them" }).click();
  await page.waitForURL(/\/purchase\/upgrade$/);
  await page.goBack();
  await expect(page.getByTestId("sub-accounts-trial")).toBeVisible();
  const shell = new Shell(page);
  await shell.signOut();

  // The demo factory (paid) adds one: its phone has had no SMS yet (one code per minute per phone).
  const login = new LoginPage(page);
  await login.signIn(DEMO.phone, DEMO.password);
  await shell.expectOnHome();
  const phone = freshPhone();

  await management.goto();
  await management.addSubAccount({
    phone,
    nickname: "Qian",
    password: GOOD_PASSWORD,
    permissions: ["Finance (all)"],
  });
  await snap(page, testInfo, "sub-account-added");
  await shell.signOut();

  await login.openForgotPassword();
  await new ForgotPasswordPage(page, request).reset(phone, NEW_PASSWORD);
  await expect(page.getByText("Password reset, please sign in")).toBeVisible();
  await page.waitForURL(/\/login$/);

  await login.signIn(phone, GOOD_PASSWORD);
  await expect(page.getByText("Wrong phone number or password")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await login.signIn(phone, NEW_PASSWORD);
  await shell.expectOnHome();
  await snap(page, testInfo, "signed-in-with-new-password");
});

test("change password from the avatar menu; the old password stops working", async ({ page, request }) => {
  const phone = freshPhone();
  await registerFactoryInUi(page, request, {
    phone,
    password: GOOD_PASSWORD,
    company: "Pane Works",
    nickname: "Zhou",
  });
  const login = new LoginPage(page);
  const shell = new Shell(page);

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

for (const [device, options] of [
  ["desktop", {}],
  ["phone", PHONE],
] as const) {
  test.describe(device, () => {
    test.use(options);
    test(`change the sign-in phone with the new phone's code and the password (${device})`, async ({
      page,
      request,
    }, testInfo) => {
      const phone = freshPhone();
      await registerFactoryInUi(page, request, {
        phone,
        password: GOOD_PASSWORD,
        company: "Phone Change Windows",
        nickname: "Lin",
      });
      const next = freshPhone();
      await page.goto("/personal-center/account-setting?action=changePhone");
      await expect(page.getByText(`You sign in with ${phone}.`)).toBeVisible();
      // the page's own requests done before the first click (a click on a page still loading was
      // once lost on a busy machine: the send-code button never went busy)
      await page.waitForLoadState("networkidle");
      await page.getByTestId("new-phone").fill(next);
      await page.getByTestId("send-code").click();
      await expect(page.getByTestId("send-code")).toBeDisabled();
      await page.getByTestId("code").fill(await latestSmsCode(request, next));
      // The password is asked again: a wrong one changes nothing.
      await page.getByTestId("password").fill("Not#MyPass1");
      await page.getByTestId("submit").click();
      await expect(page.getByText("The old password is wrong").first()).toBeVisible();
      await page.getByTestId("password").fill(GOOD_PASSWORD);
      await page.getByTestId("submit").click();
      await expect(page.getByText("Phone changed")).toBeVisible();
      await expect(page.getByText(`You sign in with ${next}.`)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await snap(page, testInfo, `phone-changed-${device}`);

      await (device === "phone" ? new CompactShell(page) : new Shell(page)).signOut();
      const login = new LoginPage(page);
      await login.signIn(phone, GOOD_PASSWORD);
      await expect(page.getByText("Wrong phone number or password")).toBeVisible();
      await login.signIn(next, GOOD_PASSWORD);
      await page.waitForURL(/\/home(\?|$)/);
    });
  });
}
