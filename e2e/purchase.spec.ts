import { expect, test } from "@playwright/test";
import { freshPhone, GOOD_PASSWORD } from "./fixtures/accounts.ts";
import { registerFactoryInUi } from "./fixtures/register-in-ui.ts";
import { PHONE } from "./fixtures/steps.ts";

// A trial factory upgrades through the sandbox pay page, and the upgrade shows at once.
for (const device of ["desktop", "phone"] as const) {
  test.describe(device, () => {
    if (device === "phone") test.use(PHONE);

    test("a trial factory upgrades to Pro through the sandbox pay page and the upgrade shows at once", async ({
      page,
      request,
    }, info) => {
      await registerFactoryInUi(page, request, {
        phone: freshPhone(),
        password: GOOD_PASSWORD,
        company: "Upgrade Windows",
        nickname: "Wu",
      });
      await page.goto("/purchase/upgrade");
      await page.getByTestId("edition-pro").click();
      await expect(page.getByTestId("pay-amount")).toHaveText("To pay: 1980.00 yuan");
      await expect(page.getByTestId("pay")).toBeDisabled();
      await page.getByTestId("agreement").click();
      await page.getByTestId("pay").click();
      const [payPage] = await Promise.all([
        page.waitForEvent("popup"),
        page.getByTestId("open-pay-page").click(),
      ]);
      await expect(payPage.getByTestId("sandbox-amount")).toHaveText("¥ 1980.00");
      await payPage.getByTestId("sandbox-pay").click();
      await expect(payPage.getByTestId("sandbox-paid")).toBeVisible();
      await payPage.close();
      await expect(page.getByTestId("pay-done")).toBeVisible();
      await page.screenshot({ path: info.outputPath("paid.png") });
      const session = await page.evaluate(() =>
        JSON.parse(sessionStorage.getItem("userinfo") ?? localStorage.getItem("userinfo") ?? "{}"),
      );
      expect(session.version_type ?? session.userinfo?.version_type).toBe(3);
    });
  });
}
