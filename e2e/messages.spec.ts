import { expect, test } from "@playwright/test";
import { DEMO } from "./fixtures/accounts.ts";
import { stepShots } from "./fixtures/steps.ts";
import { ContractPage } from "./pages/contract-page.ts";
import { LoginPage } from "./pages/login-page.ts";

// The message centre (/xxf, issue 34) through the interface: a payment recorded on a contract
// rings the top bar's bell with one unread message, which /xxf shows in words and marks read.

test("a payment recorded makes one unread message on the bell; /xxf marks it read and the count goes", async ({
  page,
}, info) => {
  const shot = stepShots(page, info);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await page.waitForURL(/\/home/);
  const bell = page.getByTestId("messages-badge");

  // The demo's month of news, read: nothing unread.
  await bell.click();
  await page.waitForURL(/\/xxf$/);
  await page.getByTestId("messages-read-all").click();
  await expect(bell).toHaveAttribute("data-count", "0");

  const contracts = new ContractPage(page);
  await contracts.createFromList("Messages E2E");
  await contracts.addQuoteLine("Installation", "1000");
  await contracts.collect("300");
  await expect(contracts.balance()).toContainText("700.00");
  await expect(bell).toHaveAttribute("data-count", "1");
  await expect(bell.locator(".ant-badge-count")).toHaveText("1");
  await shot("1-bell-one-unread");

  await bell.click();
  await page.waitForURL(/\/xxf$/);
  const newest = page.getByTestId("message").first();
  await expect(newest).toContainText("Payment of ¥300.00 received on contract");
  await expect(newest).toHaveAttribute("data-unread", "true");
  await newest.getByTestId("message-read").click();
  await expect(newest).toHaveAttribute("data-unread", "false");
  await expect(bell).toHaveAttribute("data-count", "0");
  await expect(bell.locator(".ant-badge-count")).toHaveCount(0);
  await shot("2-read");
});
