import { expect, test } from "@playwright/test";
import { DEMO, GOOD_PASSWORD } from "./fixtures/accounts.ts";
import { snap } from "./fixtures/steps.ts";
import { addSubAccountOfDemo, signInAsNewSubAccount } from "./fixtures/sub-account.ts";
import { LoginPage } from "./pages/login-page.ts";
import { Shell } from "./pages/shell.ts";

// Sub-accounts are created by their main account in account management (the interface), then
// sign in themselves. That the server refuses such a sub-account the money figures is a server
// rule, tested in the server suite (sub-accounts.test.ts "… access.no_permission").

test("a sub-account without the finance permission: its workbench leaves the money figures out, and product management shows the lack-authority dialog", async ({
  page,
}, testInfo) => {
  const login = new LoginPage(page);
  const shell = new Shell(page);
  const subPhone = await addSubAccountOfDemo(page, "Wang");

  await login.signIn(subPhone, GOOD_PASSWORD);
  await page.waitForURL(/\/home$/);
  // The web app does not ask for what the server would refuse.
  await expect(page.getByTestId("waiting-card")).toBeVisible();
  await expect(page.getByTestId("month-card")).toHaveCount(0);
  await expect(shell.lackAuthorityDialog()).toHaveCount(0);
  await snap(page, testInfo, "workbench-without-money");
  await page.goto("/product-manage/index");
  await expect(shell.lackAuthorityDialog()).toHaveText(
    "This sub-account has no permission. Ask the main account to grant it.",
  );
  await snap(page, testInfo, "lack-authority");
});

test("a sub-account of the demo factory (main account id 1) is kept to account-setting in the personal centre (guard rule 4)", async ({
  page,
}, testInfo) => {
  // The demo's main account has id 1, so its sub-accounts carry fid = 1: the guard must still
  // see them as sub-accounts (SPEC §6 rules 3 and 4).
  await signInAsNewSubAccount(page, "Li", ["Finance (all)"]);
  await new Shell(page).expectOnHome();
  await page.goto("/personal-center/system-setting");
  await page.waitForURL(/\/personal-center\/account-setting$/);
  await snap(page, testInfo, "kept-to-account-setting");
});

test("the personal centre offers each account only what it can open: a sub-account sees account settings and why the rest is missing; the main account every section", async ({
  page,
}, testInfo) => {
  const shell = new Shell(page);
  await signInAsNewSubAccount(page, "Zhao", []);
  await shell.expectOnHome();
  // the avatar menu has no "System settings" that would bounce back to account settings
  await shell.openAvatarMenu();
  await expect(page.getByRole("menuitem", { name: "Change password" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "System settings" })).toHaveCount(0);
  await page.goto("/personal-center/account-setting");
  const menu = page.getByTestId("personal-menu");
  await expect(menu.getByRole("menuitem")).toHaveText(["Account settings"]);
  await expect(page.getByTestId("personal-menu-note")).toHaveText(
    "Only your main account can open the other sections of the personal center.",
  );
  await snap(page, testInfo, "sub-account-personal-center");
  await shell.signOut();

  await new LoginPage(page).signIn(DEMO.phone, DEMO.password);
  await shell.expectOnHome();
  await page.goto("/personal-center/account-setting");
  await expect(menu.getByRole("menuitem", { name: "System settings" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Sub-accounts" })).toBeVisible();
  await expect(page.getByTestId("personal-menu-note")).toHaveCount(0);
  await menu.getByRole("menuitem", { name: "System settings" }).click();
  await page.waitForURL(/\/personal-center\/system-setting$/);
  await expect(page.getByTestId("system-setting")).toBeVisible();
});
