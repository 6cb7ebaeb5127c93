import { deflateSync } from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { freshPhone, GOOD_PASSWORD, OPERATOR } from "./fixtures/accounts.ts";
import { registerFactoryInUi } from "./fixtures/register-in-ui.ts";
import { expectNoSidewaysScroll, PHONE, snap } from "./fixtures/steps.ts";
import { CompactShell } from "./pages/compact-shell.ts";
import { LoginPage } from "./pages/login-page.ts";
import { Shell } from "./pages/shell.ts";

// The account area through the interface: feedback with a screenshot, applications, and an
// account deletion that the scheduled job completes. Desktop and a 390 × 844 phone.

/** A small real PNG (the "screenshot" a user attaches). */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, "ascii");
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x55)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function openSection(page: Page, path: string) {
  await page.goto(`/personal-center/${path}`);
}

for (const device of ["desktop", "phone"] as const) {
  test.describe(device, () => {
    if (device === "phone") test.use(PHONE);

    test("a feedback with a screenshot reaches the operator console and the reply reaches the user; a text file named .png is refused", async ({
      page,
      request,
    }, info) => {
      const phone = freshPhone();
      await registerFactoryInUi(page, request, {
        phone,
        password: GOOD_PASSWORD,
        company: "Feedback Windows",
        nickname: "Lin",
      });
      await openSection(page, "feedback");
      await expect(page.getByTestId("feedback-page-feedback")).toBeVisible();
      // Too short, and no screenshot: refused at the fields.
      await page.getByTestId("feedback-area").fill("X");
      await page.getByTestId("feedback-user-name").fill("Lin Gong");
      await page.getByTestId("feedback-content").fill("Too short");
      await page.getByTestId("feedback-submit").click();
      await expect(page.getByText("The area must be 2 to 20 characters")).toBeVisible();
      await expect(page.getByText("The content must be 10 to 200 characters")).toBeVisible();
      // A text file is not an image, whatever its name says.
      await page
        .getByTestId("feedback-shot-file")
        .setInputFiles({ name: "shot.png", mimeType: "image/png", buffer: Buffer.from("not a picture") });
      // Said under the field (the client also toasts it).
      await expect(
        page.getByTestId("feedback-page-feedback").getByText("The image must be a PNG or JPEG of at most 3M"),
      ).toBeVisible();
      await page.getByTestId("feedback-area").fill("Shanghai");
      await page.getByTestId("feedback-content").fill("The sash handle is drawn on the wrong side");
      await page.getByTestId("feedback-submit").click();
      await expect(
        page.getByTestId("feedback-page-feedback").getByText("Please upload at least one screenshot"),
      ).toBeVisible();
      await page
        .getByTestId("feedback-shot-file")
        .setInputFiles({ name: "shot.png", mimeType: "image/png", buffer: png(120, 80) });
      await expect(page.getByTestId("feedback-shot")).toHaveCount(1);
      await snap(page, info, `${device}-feedback-form`);
      await page.getByTestId("feedback-submit").click();
      await expect(page.getByText("Thank you, your feedback was sent")).toBeVisible();
      const item = page.getByTestId("my-feedback-item");
      await expect(item).toHaveCount(1);
      await expect(item).toContainText("The sash handle is drawn on the wrong side");
      await expect(item.locator("img")).toHaveCount(1);
      await expectNoSidewaysScroll(page);
      await snap(page, info, `${device}-feedback-sent`);

      // The operator console shows it with its screenshot; the operator's reply reaches the user.
      const signOut = () =>
        device === "phone" ? new CompactShell(page).signOut() : new Shell(page).signOut();
      await signOut();
      const login = new LoginPage(page);
      await login.signIn(OPERATOR.phone, OPERATOR.password);
      await page.waitForURL(/\/home/);
      await page.goto("/operator?tab=account-feedback");
      const inConsole = page
        .getByTestId("operator-feedback-item")
        .filter({ hasText: "The sash handle is drawn on the wrong side" })
        .filter({ hasText: phone });
      await expect(inConsole).toHaveCount(1);
      await expect(inConsole.locator("img")).toHaveCount(1);
      await inConsole
        .getByTestId("operator-feedback-reply-input")
        .fill("Fixed in the next update, thank you");
      await inConsole.getByTestId("operator-feedback-reply-send").click();
      await expect(inConsole.getByText("Fixed in the next update, thank you")).toBeVisible();
      await snap(page, info, `${device}-operator-console-feedback`);
      await signOut();
      await login.signIn(phone, GOOD_PASSWORD);
      await page.waitForURL(/\/home/);
      await openSection(page, "feedback");
      await expect(page.getByTestId("feedback-operator-reply")).toContainText(
        "Fixed in the next update, thank you",
      );
      await snap(page, info, `${device}-reply-seen`);
    });

    test("account setting: nickname, email and avatar change; WeChat binds, and unbinding asks confirm or postpone", async ({
      page,
      request,
    }, info) => {
      await registerFactoryInUi(page, request, {
        phone: freshPhone(),
        password: GOOD_PASSWORD,
        company: "Profile Windows",
        nickname: "Wu",
      });
      await openSection(page, "account-setting");
      await page.getByTestId("profile-nickname").fill("Wu Gong");
      await page.getByTestId("profile-email").fill("wu@example");
      await page.getByTestId("profile-save").click();
      await expect(page.getByText("The email is not well-formed")).toBeVisible();
      await page.getByTestId("profile-email").fill("wu@example.com");
      await page.getByTestId("profile-save").click();
      await expect(page.getByText("Account information saved")).toBeVisible();
      await page
        .getByTestId("profile-avatar-file")
        .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png(64, 64) });
      await expect(page.getByTestId("profile-avatar").locator("img")).toHaveAttribute(
        "src",
        /\/api\/files\//,
      );
      await page.getByTestId("wechat-bind").click();
      await page.getByTestId("wechat-code").fill("standin-wu");
      await page.getByTestId("wechat-bind-ok").click();
      await expect(page.getByTestId("wechat-status")).toHaveText("Bound");
      await page.getByTestId("wechat-unbind").click();
      await page.getByTestId("wechat-unbind-postpone").click();
      await expect(page.getByTestId("wechat-status")).toHaveText("Bound");
      await page.getByTestId("wechat-unbind").click();
      await page.getByTestId("wechat-unbind-confirm").click();
      await expect(page.getByTestId("wechat-status")).toHaveText("Not bound");
      await page.reload();
      await expect(page.getByTestId("profile-nickname")).toHaveValue("Wu Gong");
      await expectNoSidewaysScroll(page);
      await snap(page, info, `${device}-account-setting`);
    });

    test("an application to become an agent is approved in the operator console and tracked with its status", async ({
      page,
      request,
    }, info) => {
      const phone = freshPhone();
      const company = `Agent Windows ${device}`;
      await registerFactoryInUi(page, request, { phone, password: GOOD_PASSWORD, company, nickname: "Zhao" });
      await openSection(page, "be-agent");
      await page.getByTestId("business-region").fill("Hangzhou");
      await page.getByTestId("business-submit").click();
      await page.waitForURL(/\/personal-center\/track-business$/);
      await expect(page.getByTestId("business-status")).toHaveText("Submitted");
      await expect(page.getByTestId("track-business")).toContainText("Become an agent");
      await expectNoSidewaysScroll(page);
      await snap(page, info, `${device}-track-business`);

      // The operator reviews and approves it in the console.
      const signOut = () =>
        device === "phone" ? new CompactShell(page).signOut() : new Shell(page).signOut();
      await signOut();
      const login = new LoginPage(page);
      await login.signIn(OPERATOR.phone, OPERATOR.password);
      await page.waitForURL(/\/home/);
      await page.goto("/operator?tab=account-business");
      const row = page.locator("tr.ant-table-row, [data-testid=row-card]").filter({ hasText: company });
      await expect(row).toHaveCount(1);
      await row.getByTestId("operator-business-reviewing").click();
      await page.getByText("All", { exact: true }).click();
      await expect(row.getByTestId("operator-business-status")).toHaveText("Under review");
      await row.getByTestId("operator-business-approved").click();
      await expect(row.getByTestId("operator-business-status")).toHaveText("Approved");
      await expect(row.getByTestId("operator-business-refused")).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await snap(page, info, `${device}-operator-business`);
      await signOut();

      await login.signIn(phone, GOOD_PASSWORD);
      await page.waitForURL(/\/home/);
      await openSection(page, "track-business");
      await expect(page.getByTestId("business-status")).toHaveText("Approved");
    });

    test("an operator completes a deletion request before its due day", async ({ page, request }, info) => {
      const phone = freshPhone();
      const company = `Hasty Leaver ${device}`;
      await registerFactoryInUi(page, request, { phone, password: GOOD_PASSWORD, company, nickname: "Lu" });
      await openSection(page, "logout");
      await page.getByTestId("deletion-agree").click();
      await page.getByTestId("deletion-request").click();
      await page.getByTestId("deletion-confirm").click();
      await expect(page.getByTestId("deletion-pending")).toBeVisible();
      const signOut = () =>
        device === "phone" ? new CompactShell(page).signOut() : new Shell(page).signOut();
      await signOut();

      const login = new LoginPage(page);
      await login.signIn(OPERATOR.phone, OPERATOR.password);
      await page.waitForURL(/\/home/);
      await page.goto("/operator?tab=account-deletions");
      const row = page.locator("tr.ant-table-row, [data-testid=row-card]").filter({ hasText: company });
      await expect(row.getByTestId("operator-deletion-status")).toHaveText("Pending");
      await row.getByTestId("operator-deletion-complete").click();
      await page.locator(".ant-popconfirm").getByRole("button", { name: "OK" }).click();
      await expect(row.getByTestId("operator-deletion-status")).toHaveText("Completed");
      await expect(row.getByTestId("operator-deletion-complete")).toHaveCount(0);
      await snap(page, info, `${device}-operator-deletion-completed`);
      await signOut();

      await login.signIn(phone, GOOD_PASSWORD);
      await expect(page.getByText("Wrong phone number or password")).toBeVisible();
    });

    test("an account deletion request can be cancelled, and completes when the job runs", async ({
      page,
      request,
    }, info) => {
      const phone = freshPhone();
      await registerFactoryInUi(page, request, {
        phone,
        password: GOOD_PASSWORD,
        company: "Leaving Windows",
        nickname: "Qin",
      });
      await openSection(page, "logout");
      await expect(page.getByTestId("deletion-request")).toBeDisabled();
      await page.getByTestId("deletion-agree").click();
      await page.getByTestId("deletion-request").click();
      await page.getByTestId("deletion-confirm").click();
      await expect(page.getByTestId("deletion-pending")).toBeVisible();
      await snap(page, info, `${device}-deletion-pending`);
      await page.getByTestId("deletion-cancel").click();
      await expect(page.getByText("The deletion was cancelled")).toBeVisible();
      await expect(page.getByTestId("deletion-page")).toBeVisible();

      await page.getByTestId("deletion-reason").fill("Closing the shop");
      await page.getByTestId("deletion-agree").click();
      await page.getByTestId("deletion-request").click();
      await page.getByTestId("deletion-confirm").click();
      await expect(page.getByTestId("deletion-pending")).toBeVisible();
      const due = (await page.getByTestId("deletion-pending").textContent())?.match(/\d{4}-\d{2}-\d{2}/)?.[0];
      expect(due).toBeTruthy();

      // The daily job, run now for the due day (the dev trigger: loopback only, absent in production).
      const run = await request.post(`/api/dev/jobs/account-deletions?on=${due}`);
      expect(((await run.json()) as { data: { completed: number } }).data.completed).toBeGreaterThanOrEqual(
        1,
      );

      // The session is gone: the next page asks to sign in, and the account no longer exists.
      await page.goto("/personal-center/account-setting");
      await page.waitForURL(/\/login/);
      const login = new LoginPage(page);
      await login.signIn(phone, GOOD_PASSWORD);
      await expect(page.getByText("Wrong phone number or password")).toBeVisible();
      await snap(page, info, `${device}-deleted`);
    });
  });
}
