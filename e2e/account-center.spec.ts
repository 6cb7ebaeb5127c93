import { deflateSync } from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { freshPhone, GOOD_PASSWORD, OPERATOR } from "./fixtures/accounts.ts";
import { registerFactoryInUi } from "./fixtures/register-in-ui.ts";
import { expectNoSidewaysScroll, PHONE, snap } from "./fixtures/steps.ts";
import {
  AccountSettingPage,
  BusinessPages,
  DeletionPage,
  FeedbackPage,
} from "./pages/account-center-pages.ts";
import { CompactShell } from "./pages/compact-shell.ts";
import { LoginPage } from "./pages/login-page.ts";
import { OperatorConsole } from "./pages/operator-console.ts";
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

function signOut(page: Page, device: "desktop" | "phone") {
  return device === "phone" ? new CompactShell(page).signOut() : new Shell(page).signOut();
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
      const feedback = new FeedbackPage(page);
      await feedback.goto();
      // Too short, and no screenshot: refused at the fields.
      await feedback.area.fill("X");
      await feedback.userName.fill("Lin Gong");
      await feedback.content.fill("Too short");
      await feedback.submit();
      await expect(page.getByText("The area must be 2 to 20 characters")).toBeVisible();
      await expect(page.getByText("The content must be 10 to 200 characters")).toBeVisible();
      // A text file is not an image, whatever its name says.
      await feedback.attach("shot.png", Buffer.from("not a picture"));
      // Said under the field (the client also toasts it).
      await expect(feedback.fieldMessage("The image must be a PNG or JPEG of at most 3M")).toBeVisible();
      await feedback.area.fill("Shanghai");
      await feedback.content.fill("The sash handle is drawn on the wrong side");
      await feedback.submit();
      await expect(feedback.fieldMessage("Please upload at least one screenshot")).toBeVisible();
      await feedback.attach("shot.png", png(120, 80));
      await expect(feedback.shots).toHaveCount(1);
      await snap(page, info, `${device}-feedback-form`);
      await feedback.submit();
      await expect(page.getByText("Thank you, your feedback was sent")).toBeVisible();
      const item = feedback.myItems;
      await expect(item).toHaveCount(1);
      await expect(item).toContainText("The sash handle is drawn on the wrong side");
      await expect(item.locator("img")).toHaveCount(1);
      await expectNoSidewaysScroll(page);
      await snap(page, info, `${device}-feedback-sent`);

      // Until it is answered, its writer may edit it: the form takes it, saves it in place.
      await feedback.edit(item);
      await expect(feedback.content).toHaveValue("The sash handle is drawn on the wrong side");
      await feedback.content.fill("The sash handle is drawn on the hinge side");
      await feedback.submit();
      await expect(page.getByText("Your feedback was changed")).toBeVisible();
      await expect(item).toHaveCount(1);
      await expect(item).toContainText("The sash handle is drawn on the hinge side");
      await expect(item.locator("img")).toHaveCount(1);

      // The operator console shows it with its screenshot; the operator's reply reaches the user.
      await signOut(page, device);
      const login = new LoginPage(page);
      await login.signIn(OPERATOR.phone, OPERATOR.password);
      await page.waitForURL(/\/home/);
      const operator = new OperatorConsole(page);
      await operator.goto("account-feedback");
      const inConsole = operator.feedback("The sash handle is drawn on the hinge side", phone);
      await expect(inConsole).toHaveCount(1);
      await expect(inConsole.locator("img")).toHaveCount(1);
      await operator.reply(inConsole, "Fixed in the next update, thank you");
      await expect(inConsole.getByText("Fixed in the next update, thank you")).toBeVisible();
      await snap(page, info, `${device}-operator-console-feedback`);
      await signOut(page, device);
      await login.signIn(phone, GOOD_PASSWORD);
      await page.waitForURL(/\/home/);
      await feedback.goto();
      await expect(feedback.operatorReply).toContainText("Fixed in the next update, thank you");
      // answered: what the operator read stays as it was
      await expect(feedback.editButton).toHaveCount(0);
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
      const setting = new AccountSettingPage(page);
      await setting.goto();
      await setting.nickname.fill("Wu Gong");
      await setting.email.fill("wu@example");
      await setting.save();
      await expect(page.getByText("The email is not well-formed")).toBeVisible();
      await setting.email.fill("wu@example.com");
      await setting.save();
      await expect(page.getByText("Account information saved")).toBeVisible();
      await setting.uploadAvatar("me.png", png(64, 64));
      // shown by its signed link (docs/scaling.md "Files and links"), and the picture loads
      await expect(setting.avatarImage).toHaveAttribute("src", /\/api\/files\/links\/.+&sig=/);
      await expect
        .poll(() => setting.avatarImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(64);
      await setting.bindWechat("standin-wu");
      await expect(setting.wechatStatus).toHaveText("Bound");
      await setting.unbindWechat("postpone");
      await expect(setting.wechatStatus).toHaveText("Bound");
      await setting.unbindWechat("confirm");
      await expect(setting.wechatStatus).toHaveText("Not bound");
      await page.reload();
      await expect(setting.nickname).toHaveValue("Wu Gong");
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
      const business = new BusinessPages(page);
      await business.applyToBeAgent("Hangzhou");
      await expect(business.status).toHaveText("Submitted");
      await expect(business.tracked).toContainText("Become an agent");
      await expectNoSidewaysScroll(page);
      await snap(page, info, `${device}-track-business`);

      // The operator reviews and approves it in the console.
      await signOut(page, device);
      const login = new LoginPage(page);
      await login.signIn(OPERATOR.phone, OPERATOR.password);
      await page.waitForURL(/\/home/);
      const operator = new OperatorConsole(page);
      await operator.goto("account-business");
      const row = operator.row(company);
      await expect(row).toHaveCount(1);
      await operator.businessAction(row, "reviewing").click();
      await operator.showAll();
      await expect(operator.businessStatus(row)).toHaveText("Under review");
      await operator.businessAction(row, "approved").click();
      await expect(operator.businessStatus(row)).toHaveText("Approved");
      await expect(operator.businessAction(row, "refused")).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await snap(page, info, `${device}-operator-business`);
      await signOut(page, device);

      await login.signIn(phone, GOOD_PASSWORD);
      await page.waitForURL(/\/home/);
      await business.gotoTracking();
      await expect(business.status).toHaveText("Approved");
    });

    test("an operator completes a deletion request before its due day", async ({ page, request }, info) => {
      const phone = freshPhone();
      const company = `Hasty Leaver ${device}`;
      await registerFactoryInUi(page, request, { phone, password: GOOD_PASSWORD, company, nickname: "Lu" });
      const deletion = new DeletionPage(page);
      await deletion.goto();
      await deletion.requestDeletion();
      await signOut(page, device);

      const login = new LoginPage(page);
      await login.signIn(OPERATOR.phone, OPERATOR.password);
      await page.waitForURL(/\/home/);
      const operator = new OperatorConsole(page);
      await operator.goto("account-deletions");
      const row = operator.row(company);
      await expect(operator.deletionStatus(row)).toHaveText("Pending");
      await operator.deletionComplete(row).click();
      await operator.confirm();
      await expect(operator.deletionStatus(row)).toHaveText("Completed");
      await expect(operator.deletionComplete(row)).toHaveCount(0);
      await snap(page, info, `${device}-operator-deletion-completed`);
      await signOut(page, device);

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
      const deletion = new DeletionPage(page);
      await deletion.goto();
      await expect(deletion.request).toBeDisabled();
      await deletion.requestDeletion();
      await snap(page, info, `${device}-deletion-pending`);
      await deletion.cancel();
      await expect(page.getByText("The deletion was cancelled")).toBeVisible();
      await expect(deletion.form).toBeVisible();

      await deletion.reason.fill("Closing the shop");
      await deletion.requestDeletion();
      const due = await deletion.dueDay();
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
