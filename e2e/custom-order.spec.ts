import { type Browser, expect, test } from "@playwright/test";
import { DEMO, freshPhone } from "./fixtures/accounts.ts";
import { expectNoSidewaysScroll, PHONE, pageErrors, stepShots } from "./fixtures/steps.ts";
import { CustomerOrderForm, CustomOrderSettingsPage } from "./pages/custom-order-pages.ts";
import { LoginPage } from "./pages/login-page.ts";

// The customer order link (SPEC §2 /customOrder, issue 34) through the interface: the company
// makes its link on the CRM's page, a customer with no session opens it in a browser of their
// own, picks a window, types its size (a size out of range refused at the field), sees the
// indicative price and sends it; the company finds the order, the lead and the message.

const CASEMENT = "builtin:casement-2";

/** A browser of the customer's own: no session, the language of their system. */
const customerBrowser = (browser: Browser, locale = "en-US", phone = false) =>
  browser.newContext({ locale, ...(phone ? PHONE : { viewport: { width: 1280, height: 800 } }) });

test.describe.configure({ mode: "serial", timeout: 150_000 });

let address = "";

test("the company shares its link; a customer orders through it; the order, lead and message arrive", async ({
  page,
  browser,
}, info) => {
  const shot = stepShots(page, info);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await page.waitForURL(/\/home/);

  const settings = new CustomOrderSettingsPage(page);
  await settings.openFromCustomers();
  await settings.create();
  await settings.addTemplate("2-panel casement");
  await settings.setBound(0, "maxWidth", "2000");
  await settings.setSwitch("show-price", true);
  await settings.save();
  await expect(settings.qr).toBeVisible();
  address = await settings.addressText();
  expect(address).toMatch(/\/customOrder\/[\w-]{10,}$/);
  await shot("1-company-link");

  const context = await customerBrowser(browser);
  const customer = await context.newPage();
  const errors = pageErrors(customer);
  const customerShot = stepShots(customer, info);
  await customer.goto(address);
  const form = new CustomerOrderForm(customer);
  await expect(form.company).not.toBeEmpty();
  await form.add(CASEMENT);
  await form.width(0).fill("2500");
  await form.height(0).fill("1400");
  await form.height(0).blur();
  await expect(form.fieldError(0, "width")).toHaveText(/from 600 to 2000/);
  await expect(form.total).toHaveCount(0);
  await customerShot("2-customer-size-refused");
  await form.width(0).fill("1200");
  await form.width(0).blur();
  await expect(form.fieldError(0, "width")).toHaveCount(0);
  await expect(form.total).toContainText(/Indicative total: ¥\d+\.\d\d/);
  const phone = freshPhone();
  await form.contact("Linh Customer", phone);
  await customerShot("3-customer-priced");
  await form.submit();
  await expect(form.orderNumber).toContainText(/Order number \S+/);
  const orderNo =
    (((await form.orderNumber.textContent()) ?? "").match(/Order number (\S+?)\./) ?? [])[1] ?? "";
  expect(orderNo).not.toBe("");
  await customerShot("4-customer-sent");
  expect(errors).toEqual([]);
  await context.close();

  // the company: the intention order, the lead from the link, the message
  await page.goto("/orders");
  const row = page.getByTestId("orders-page").locator("tr, .ant-card").filter({ hasText: orderNo });
  await expect(row).toContainText("Linh Customer");
  await shot("5-company-order");
  await page.goto("/manage/customerManagement");
  const input = page.getByTestId("customer-search").locator("input");
  await input.fill(phone);
  await input.press("Enter");
  const lead = page
    .getByTestId("customer-rows")
    .locator("tr, .ant-card")
    .filter({ hasText: "Linh Customer" });
  await expect(lead).toContainText("Order link");
  await shot("6-company-lead");
  await page.getByTestId("messages-badge").click();
  await page.waitForURL(/\/xxf$/);
  const message = page.getByTestId("message").filter({ hasText: orderNo });
  await expect(message).toContainText(`A customer's order arrived: Linh Customer, order ${orderNo}`);
  await shot("7-company-message");
  await message.getByRole("link").first().click();
  await page.waitForURL(/\/orders\/detail\/\d+$/);
});

const LANGUAGES = [
  { locale: "zh-CN", name: "简体中文", choose: "窗型", submit: "提交订单" },
  { locale: "en-US", name: "English", choose: "Window types", submit: "Send my order" },
  { locale: "vi-VN", name: "Tiếng Việt", choose: "Kiểu cửa", submit: "Gửi đơn hàng" },
  { locale: "ru-RU", name: "Русский", choose: "Типы окон", submit: "Отправить заказ" },
] as const;

for (const phone of [false, true]) {
  test(`the form in four languages, picked by the customer, ${phone ? "on a phone" : "at 1280 × 800"}`, async ({
    browser,
  }, info) => {
    expect(address).not.toBe("");
    // SPEC §1: a browser that names Chinese starts in Chinese, any other in English
    const chinese = await customerBrowser(browser, "zh-CN", phone);
    const first = await chinese.newPage();
    await first.goto(address);
    await expect(first.getByText("窗型", { exact: true })).toBeVisible();
    await chinese.close();
    const context = await customerBrowser(browser, "vi-VN", phone);
    const customer = await context.newPage();
    await customer.goto(address);
    await expect(customer.getByText("Window types", { exact: true })).toBeVisible();
    const form = new CustomerOrderForm(customer);
    await form.add(CASEMENT);
    for (const language of LANGUAGES) {
      const pick = customer.getByTestId("language-switch").getByText(language.name, { exact: true });
      await (phone ? pick.tap() : pick.click());
      await expect(customer.getByText(language.choose, { exact: true })).toBeVisible();
      await expect(customer.getByTestId("custom-order-submit")).toHaveText(language.submit);
      // what the customer chose stays through the change of language
      await expect(customer.getByTestId("window-0")).toBeVisible();
      await expectNoSidewaysScroll(customer);
      await stepShots(customer, info)(`${phone ? "phone" : "desktop"}-${language.locale}`);
    }
    await context.close();
  });
}

test("a closed link, and a replaced address, tell the customer so", async ({ page, browser }, info) => {
  const shot = stepShots(page, info);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await page.waitForURL(/\/home/);
  const settings = new CustomOrderSettingsPage(page);
  await page.goto("/customOrder");
  await settings.setSwitch("enabled", false);
  await settings.save();

  const context = await customerBrowser(browser);
  const customer = await context.newPage();
  await customer.goto(address);
  const form = new CustomerOrderForm(customer);
  await expect(form.closed).toContainText("This order link is not open");
  await expect(form.closed).toContainText("Please ask the company for its current link");
  await stepShots(customer, info)("closed");

  await settings.setSwitch("enabled", true);
  await settings.save();
  await settings.rotate();
  await expect(settings.address).not.toHaveText(address);
  const fresh = await settings.addressText();
  await shot("rotated");
  await customer.goto(address);
  await expect(form.closed).toBeVisible();
  await customer.goto(fresh);
  await expect(form.company).not.toBeEmpty();
  await context.close();
});
