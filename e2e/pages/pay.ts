import type { Locator, Page } from "@playwright/test";
import { expect } from "./expect.ts";

/** Pays the PayPanel inside `scope` on the sandbox pay page (agreement read first), then closes its dialog. */
export async function payInSandbox(page: Page, scope: Locator, amount?: string) {
  await expect(scope.getByTestId("pay")).toBeDisabled();
  await scope.getByTestId("agreement").click();
  if (amount) await expect(scope.getByTestId("pay-amount")).toHaveText(`To pay: ${amount} yuan`);
  await scope.getByTestId("pay").click();
  const [payPage] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByTestId("open-pay-page").click(),
  ]);
  if (amount) await expect(payPage.getByTestId("sandbox-amount")).toHaveText(`¥ ${amount}`);
  await payPage.getByTestId("sandbox-pay").click();
  await expect(payPage.getByTestId("sandbox-paid")).toBeVisible();
  await payPage.close();
  await expect(page.getByTestId("pay-done")).toBeVisible();
  await page
    .getByRole("dialog", { name: /^Pay .* yuan$/ })
    .getByRole("button", { name: "Close" })
    .click();
  await expect(page.getByTestId("pay-done")).toBeHidden();
}

/** Buys the company a module from the personal centre's purchase page (paid in the sandbox), unless it has it. */
export async function ensureModule(page: Page, module: string) {
  await page.goto("/personal-center/purchase?section=modules");
  const card = page.getByTestId(`module-${module}`);
  await expect(card).toBeVisible();
  if ((await card.textContent())?.includes("Owned")) return;
  await page.getByTestId(`buy-module-${module}`).click();
  const dialog = page.getByRole("dialog").filter({ has: page.getByTestId("pay") });
  await payInSandbox(page, dialog);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(card).toContainText("Owned");
}
