import { expect, type Locator, type Page, test } from "@playwright/test";
import { freshPhone, GOOD_PASSWORD, OPERATOR } from "./fixtures/accounts.ts";
import { registerFactoryInUi } from "./fixtures/register-in-ui.ts";
import { expectNoSidewaysScroll, PHONE, pageErrors, snap } from "./fixtures/steps.ts";
import { CompactShell } from "./pages/compact-shell.ts";
import { LoginPage } from "./pages/login-page.ts";
import { readQrOf } from "./support/read-qr.ts";

// A trial factory upgrades by scanning the pay dialog's QR code (the sandbox's pay page, as a
// phone would open it), the upgrade shows at once and its seats read as the main account alone;
// the upgrade page, where the normal bar hides, has its own way back.
for (const device of ["desktop", "phone"] as const) {
  test.describe(device, () => {
    if (device === "phone") test.use(PHONE);

    test("a trial factory upgrades to Pro by the pay dialog's QR code and the upgrade shows at once", async ({
      page,
      request,
      browser,
      baseURL,
    }, info) => {
      await registerFactoryInUi(page, request, {
        phone: freshPhone(),
        password: GOOD_PASSWORD,
        company: "Upgrade Windows",
        nickname: "Wu",
      });
      await page.goto("/home");
      await page.goto("/purchase/upgrade");
      // The normal bar hides here (SPEC §2): the page has its own way back; a phone its compact bar.
      if (device === "desktop") {
        await page.getByTestId("upgrade-back").click();
        await page.waitForURL(/\/home$/);
        await page.goto("/purchase/upgrade");
        await expect(page.getByTestId("upgrade-home")).toBeVisible();
      } else {
        await new CompactShell(page).expectShown();
        await expect(page.getByTestId("upgrade-leave")).toHaveCount(0);
      }
      await page.getByTestId("edition-pro").click();
      await expect(page.getByTestId("pay-amount")).toHaveText("To pay: 1980.00 yuan");
      await expect(page.getByTestId("pay")).toBeDisabled();
      await page.getByTestId("agreement").click();
      await page.getByTestId("pay").click();
      // The dialog shows the provider's code URL as a QR code, as WeChat Pay and Alipay answer one:
      // here the sandbox's pay page, a whole address a phone scanning it can open.
      const qr = page.getByTestId("pay-qr");
      await expect(qr).toBeVisible();
      await page.screenshot({ path: info.outputPath("pay-dialog.png") });
      const codeUrl = await readQrOf(qr);
      expect(codeUrl).toMatch(new RegExp(`^${baseURL}/sandbox-pay/alipay/FEN\\d+[0-9A-F]+$`));
      // The payer's phone scans it and pays there.
      const phone = await browser.newPage();
      await phone.goto(codeUrl);
      await expect(phone.getByTestId("sandbox-amount")).toHaveText("¥ 1980.00");
      await phone.getByTestId("sandbox-pay").click();
      await expect(phone.getByTestId("sandbox-paid")).toBeVisible();
      await phone.close();
      await expect(page.getByTestId("pay-done")).toBeVisible();
      await page.screenshot({ path: info.outputPath("paid.png") });
      const session = await page.evaluate(() =>
        JSON.parse(sessionStorage.getItem("userinfo") ?? localStorage.getItem("userinfo") ?? "{}"),
      );
      expect(session.version_type ?? session.userinfo?.version_type).toBe(3);
      // The paid edition's seats: the main account, no sub-account seat yet — never "0 / 0".
      await page.goto("/personal-center/purchase");
      const summary = page.getByTestId("account-summary");
      await expect(summary).toContainText("Pro (calculation)");
      await expect(summary.getByTestId("seats-none")).toHaveText(
        "Main account only: no sub-account seats yet Add seats",
      );
      await expect(summary).not.toContainText("used of 0");
      await summary.getByRole("link", { name: "Add seats" }).click();
      await page.waitForURL(/\/purchase\/team-upgrade$/);
      await expect(page.getByTestId("team-page").getByTestId("pay-panel")).toBeVisible();
    });
  });
}

/** Pays the PayPanel inside `scope` on the sandbox pay page (agreement read first), then closes its dialog. */
async function payInSandbox(page: Page, scope: Locator, amount?: string) {
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

const session = (page: Page) =>
  page.evaluate(() =>
    JSON.parse(localStorage.getItem("userinfo") ?? sessionStorage.getItem("userinfo") ?? "{}"),
  );

const modules = (page: Page) =>
  page.evaluate(() =>
    JSON.parse(localStorage.getItem("company_modules") ?? sessionStorage.getItem("company_modules") ?? "{}"),
  );

// The rest of the purchase screens, as a trial factory meets them: the buy prompt of a module it
// lacks, the trial's extras, a top-up with its receipt, renewing into a paid edition, then seats
// and a module that only a paid account may buy.
for (const device of ["desktop", "phone"] as const) {
  test.describe(device, () => {
    if (device === "phone") test.use(PHONE);

    test("a trial factory meets the buy prompt, takes its trial extras, tops up, renews, then buys a seat and a module", async ({
      page,
      request,
    }, info) => {
      test.setTimeout(180_000);
      const errors = pageErrors(page);
      await registerFactoryInUi(page, request, {
        phone: freshPhone(),
        password: GOOD_PASSWORD,
        company: "Renew Windows",
        nickname: "Ren",
      });

      // A page of a module the trial lacks: the prompt names it and leads to an edition (SPEC §6).
      await page.goto("/manage/financial");
      await expect(page.getByTestId("buy-dialog-text")).toHaveText(
        "The Finance module is not unlocked. Buy it to use it.",
      );
      await snap(page, info, "buy-prompt");
      await page.getByTestId("buy-dialog-go").click();
      await page.waitForURL(/\/purchase\/upgrade$/);

      // Seats are not for a trial: the team upgrade says so instead of offering to pay.
      await page.getByTestId("purchase-nav").getByText("Team upgrade").click();
      await page.waitForURL(/\/purchase\/team-upgrade$/);
      await expect(page.getByTestId("team-refused")).toContainText("Trial accounts cannot buy sub-accounts");
      await expect(page.getByTestId("pay-panel")).toHaveCount(0);

      // The trial's extras: 3 days for sharing, and the one-day real-scene rendering trial (taken
      // from the buy prompt in rendering-list.spec.ts); the rendering module is on sale.
      await page.goto("/personal-center/purchase");
      const trialUntil = (await session(page)).ty_expiration_time as string;
      await expect(page.getByTestId("share-extend")).toBeVisible();
      await expect(page.getByTestId("render-trial")).toBeVisible();
      await expect(page.getByTestId("module-rendering")).toBeVisible();
      await expect(page.getByTestId("module-crm")).toBeVisible();
      expect((await modules(page)).rendering).toBeUndefined();
      await page.getByTestId("share-extend").click();
      await expect(page.getByTestId("trial-shared")).toBeVisible();
      await expect(page.getByTestId("share-link")).toContainText("/Promote?code=");
      const extended = (await session(page)).ty_expiration_time as string;
      expect((Date.parse(extended) - Date.parse(trialUntil)) / 86_400_000).toBe(3);
      await expect(page.getByTestId("modules-card")).toContainText("Trial accounts cannot buy");
      await expect(page.locator("[data-testid^=buy-module-]")).toHaveCount(0);

      // Optimization balance: 10 yuan through the sandbox, then the history with its receipt.
      const topup = page.getByTestId("topup-card");
      await topup.getByText("10.00 yuan", { exact: true }).click();
      await payInSandbox(page, topup, "10.00");
      await expect(page.getByTestId("account-summary")).toContainText("10.00 yuan");
      await snap(page, info, "topped-up");
      await page.getByRole("button", { name: "Purchase history" }).click();
      await page.waitForURL(/purchase-history$/);
      const history = page.getByTestId("purchase-history");
      await expect(history).toContainText("Optimization balance 10.00 yuan");
      const [receipt] = await Promise.all([
        page.waitForEvent("download"),
        history.getByRole("button", { name: "Receipt (PDF)" }).first().click(),
      ]);
      expect(receipt.suggestedFilename()).toMatch(/^receipt-FEN\d+[0-9A-F]+\.pdf$/);
      await snap(page, info, "history");

      // Renew into the Design edition for a month: the trial ends at once.
      await page.goto("/purchase/renew");
      await page.getByTestId("renew-edition-design").click();
      await page.getByTestId("renew-term").getByText("Month").click();
      const renew = page.getByTestId("renew-page");
      await payInSandbox(page, renew, "98.00");
      await expect.poll(async () => (await session(page)).is_ty).toBe(0);
      expect((await session(page)).version_type).toBe(1);
      await expect(page.getByTestId("renew-edition-pro")).toHaveCount(0); // a running account renews its own
      await snap(page, info, "renewed");

      // Now a paid account: a sub-account seat, and the CRM module.
      await page.getByTestId("purchase-nav").getByText("Team upgrade").click();
      const team = page.getByTestId("team-page");
      await payInSandbox(page, team);
      await expect(page.getByTestId("account-summary")).toContainText("0 used of 1");
      await page.goto("/personal-center/purchase?section=modules");
      await page.getByTestId("buy-module-crm").click();
      const moduleDialog = page.getByRole("dialog", { name: "Customers (CRM) module" });
      await payInSandbox(page, moduleDialog);
      await moduleDialog.getByRole("button", { name: "Close" }).click();
      await expect(page.getByTestId("module-crm")).toContainText("Owned");
      await expect.poll(async () => (await modules(page)).crm).toBe(1);
      await snap(page, info, "module-bought");
      await expectNoSidewaysScroll(page);
      expect(errors).toEqual([]);
    });
  });
}

// SPEC §8 "already purchased, redemption failed": the operator generates a code in the console,
// a trial factory redeems it for the Pro edition, and the same code a second time is refused.
for (const device of ["desktop", "phone"] as const) {
  test.describe(device, () => {
    if (device === "phone") test.use(PHONE);

    test("a redemption code from the operator console grants Pro once; redeeming it again fails as already purchased", async ({
      page,
      request,
      browser,
    }, info) => {
      const operatorContext = await browser.newContext({
        locale: "en-US",
        viewport: { width: 1280, height: 800 },
      });
      const operator = await operatorContext.newPage();
      await operator.goto("/login");
      await new LoginPage(operator).signIn(OPERATOR.phone, OPERATOR.password);
      await operator.waitForURL(/\/home/);
      await operator.goto("/operator?tab=codes");
      // The form starts at Pro, a year, one code. The list already holds the codes of earlier
      // tests on this server (the desktop run's, redeemed), so the new code is the one the click
      // created, and the operator sees it listed.
      const created = operator.waitForResponse(
        (r) => r.url().endsWith("/api/operator/redemption-codes") && r.request().method() === "POST",
      );
      await operator.getByTestId("generate-codes").click();
      const answer = (await (await created).json()) as { data: { code: string }[] };
      const text = answer.data[0]?.code ?? "";
      await expect(operator.getByText(text, { exact: true })).toBeVisible();
      await operatorContext.close();

      await registerFactoryInUi(page, request, {
        phone: freshPhone(),
        password: GOOD_PASSWORD,
        company: "Redeem Windows",
        nickname: "Rui",
      });
      await page.goto("/personal-center/purchase");
      await page.getByTestId("redeem-code").fill(text.toLowerCase());
      await page.getByTestId("redeem-submit").click();
      // a trial account that takes an edition is activated (SPEC §8 "account activation")
      await expect(page.getByText("Account activated", { exact: true })).toBeVisible();
      await expect.poll(async () => (await session(page)).version_type).toBe(3);
      expect((await session(page)).is_ty).toBe(0);
      await expect(page.getByTestId("account-summary")).toContainText("Pro (calculation)");

      await page.getByTestId("redeem-code").fill(text);
      await page.getByTestId("redeem-submit").click();
      await expect(page.getByText("Already purchased, redemption failed")).toBeVisible();
      await snap(page, info, "redeemed-twice");
      await page.goto("/personal-center/purchase-history");
      await expect(page.getByTestId("purchase-history")).toContainText("Redemption code");
    });
  });
}
