import { expect, test } from "@playwright/test";
import { DEMO } from "./fixtures/accounts.ts";
import { LoginPage } from "./pages/login-page.ts";
import { SystemSettingPage } from "./pages/personal-center.ts";
import { Shell } from "./pages/shell.ts";

test("switching to ru-RU in system settings shows Russian, and it sticks after a reload", async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await new Shell(page).expectOnHome();

  const settings = new SystemSettingPage(page);
  await settings.goto();
  await settings.chooseLanguage("Русский");
  await expect(page.getByText("Настройки сохранены")).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Настройки аккаунта" })).toBeVisible();
  await expect(page).toHaveTitle("Fenestra");

  await page.reload();
  await expect(page.getByRole("menuitem", { name: "Субаккаунты" })).toBeVisible();
  // Ant Design's own texts follow the language too (its Russian locale pack).
  await page.getByRole("menuitem", { name: "Субаккаунты" }).click();
  await expect(page.getByTestId("account-management")).toBeVisible();
  await page.getByTestId("add-sub-account").click();
  await expect(page.getByRole("dialog").getByRole("button", { name: "Отмена" })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Отмена" }).click();
  // The server answers in Russian too (TargetLanguage header).
  await new Shell(page).signOut("Выйти");
  await login.signIn(DEMO.phone, "Wrong#Password1");
  await expect(page.getByText("Неверный номер телефона или пароль")).toBeVisible();
});

test("the sign-in page switches language, and zh-CN retitles the page", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.chooseLanguage("Русский");
  await expect(page.getByTestId("page-title")).toHaveText("Вход");
  await login.chooseLanguage("简体中文");
  await expect(page.getByTestId("page-title")).toHaveText("密码登录");
  await expect(page).toHaveTitle("门窗智造");
});

test.describe("with a Chinese browser", () => {
  test.use({ locale: "zh-CN" });

  test("with nothing stored, the app starts in zh-CN with the Chinese title", async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await expect(page.getByTestId("page-title")).toHaveText("密码登录");
    await expect(page).toHaveTitle("门窗智造");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  });
});
