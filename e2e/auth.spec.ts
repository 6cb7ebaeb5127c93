import { expect, test } from "@playwright/test";
import { DEMO, freshPhone, GOOD_PASSWORD, latestSmsCode } from "./fixtures/accounts.ts";
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
  // the box takes a phone number or a username (SPEC §5): this is neither
  await expect(page.getByText("Enter a phone number or a username")).toBeVisible();
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

test.describe("zh-CN", () => {
  test.use({ locale: "zh-CN" });

  test("issue 30: registration asks the phone twice, a picture code, a space name and a username; the username signs in", async ({
    page,
    request,
  }, info) => {
    const phone = freshPhone();
    const username = `zh${phone}`;
    const login = new LoginPage(page);
    await login.goto();
    await login.openRegister();
    const form = new RegisterPage(page, request);
    // the sign-in page (whose box is also "phone") has gone once the second phone box is there
    await expect(page.getByTestId("phone-again")).toBeVisible();
    await page.getByTestId("phone").fill(phone);
    await page.getByTestId("phone-again").fill(phone);
    // A wrong picture code: refused in the reader's language, and a new picture is drawn.
    const first = await form.pictureId();
    await page.getByTestId("picture-code").fill("0000");
    await page.getByTestId("send-code").click();
    await expect(page.getByText("图形验证码错误或已过期，请输入新的验证码")).toBeVisible();
    await expect.poll(() => form.pictureId()).not.toBe(first);
    await form.typePicture();
    await page.getByTestId("send-code").click();
    await page.getByTestId("code").fill(await latestSmsCode(request, phone));
    await page.getByTestId("password").fill(GOOD_PASSWORD);
    await page.getByTestId("confirm-password").fill(GOOD_PASSWORD);
    await page.getByTestId("company").fill("晨光门窗");
    await page.getByTestId("space-name").fill(`晨光 ${phone}`);
    await page.getByTestId("username").fill(username);
    await page.getByTestId("nickname").fill("陈");
    // The second phone number unlike the first is refused at its field.
    await page.getByTestId("phone-again").fill("13900000000");
    await page.getByTestId("agree").check();
    await page.getByTestId("submit").click();
    await expect(page.getByText("两次输入的手机号不一致")).toBeVisible();
    await page.screenshot({ path: info.outputPath("register-zh.png"), fullPage: true });
    await page.getByTestId("phone-again").fill(phone);
    await page.getByTestId("submit").click();
    const shell = new Shell(page);
    await shell.expectOnHome();
    await expect(page.getByText("欢迎，陈")).toBeVisible();
    await shell.signOut("退出登录");
    await login.signIn(username.toUpperCase(), GOOD_PASSWORD);
    await shell.expectOnHome();
  });
});
