import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import { PNG } from "pngjs";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantOperator } from "../../db/seed.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { linkSecret, signedPath } from "../../storage/file-links.ts";
import { s3Storage } from "../../storage/s3.storage.ts";
import { callRoute, malformed, registerAccount, registerPaidAccount } from "../../test/helpers/factories.ts";
import { createTestApp, testAppForFile } from "../../test/helpers/test-app.ts";
import { createContract, subAccount } from "../contracts/contracts.fixtures.ts";
import { wechatIdentifier } from "./wechat-binding.ts";

// Uploads through the one storage, company details, the account's own profile, feedback and
// account deletion.

const t = testAppForFile();

const LANGS = ["en-US", "zh-CN", "vi-VN", "ru-RU"] as const;

function pngBase64(width = 30, height = 10) {
  const image = new PNG({ width, height });
  image.data.fill(120);
  return PNG.sync.write(image).toString("base64");
}
// The smallest JPEG header image-size reads (SOI, SOF0 8 × 8, EOI): a JPEG by its bytes.
const JPEG = Buffer.from(
  "ffd8ffe000104a46494600010100000100010000ffc0000b080008000801011100ffd9",
  "hex",
).toString("base64");

async function upload(
  token: string,
  purpose: "logo" | "seal" | "avatar" | "feedback",
  data: string,
  lang = "en-US",
) {
  return callRoute(t.app, routes.files.upload, { token, body: { purpose, data }, lang: lang as "en-US" });
}
/** A signed link to the uploaded file `key` (storage/file-links.ts), as the routes hand them out. */
const linkTo = (key: string) =>
  expect.stringMatching(new RegExp(`^/api/files/links/${key}\\?name=&expires=\\d+&sig=`));
const keyOf = (res: Awaited<ReturnType<typeof upload>>) => (res.body.data as { key: string }).key;

describe("uploads", () => {
  it("stores an image under a key of the server's and serves it with its own type", async () => {
    const a = (await registerAccount(t.app, t.clock)).userinfo.api_token;
    const res = await upload(a, "avatar", pngBase64());
    expect(res.body.code, res.body.key).toBe(0);
    const { key, url, width, height } = res.body.data as {
      key: string;
      url: string;
      width: number;
      height: number;
    };
    expect(url).toEqual(linkTo(key));
    expect([width, height]).toEqual([30, 10]);
    const got = await t.app.inject({ method: "GET", url });
    expect(got.statusCode).toBe(200);
    expect(got.headers["content-type"]).toBe("image/png");
    expect(got.rawPayload.equals(Buffer.from(pngBase64(), "base64"))).toBe(true);
    const jpeg = await upload(a, "feedback", JPEG);
    expect(jpeg.body.code, jpeg.body.key).toBe(0);
    const jpegLink = (jpeg.body.data as { url: string }).url;
    expect((await t.app.inject({ method: "GET", url: jpegLink })).headers["content-type"]).toBe("image/jpeg");
  });

  it("checks the bytes, not the name: text, a broken PNG and a JPEG logo are refused in four languages", async () => {
    const a = (await registerAccount(t.app, t.clock)).userinfo.api_token;
    const text = Buffer.from("<script>alert(1)</script>").toString("base64");
    const broken = Buffer.from(pngBase64(), "base64").subarray(0, 40).toString("base64");
    const messages = new Set<string>();
    for (const lang of LANGS) {
      for (const data of [text, broken]) {
        const res = await upload(a, "feedback", data, lang);
        expect(res.status).toBe(400);
        expect((res.body.errors as { field: string }[])[0]?.field).toBe("data");
        messages.add(JSON.stringify(res.body.errors));
      }
    }
    expect(messages.size).toBe(4);
    const jpegLogo = await upload(a, "logo", JPEG);
    expect(jpegLogo.body.errors).toEqual([
      { field: "data", message: "The logo and the seal must be PNG images of at most 3M" },
    ]);
    // A path is never a key; a key with no signed link is served nothing.
    const signed = "name=&expires=9999999999&sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
    expect(
      (await t.app.inject({ method: "GET", url: `/api/files/links/..%2F..%2Fetc%2Fpasswd?${signed}` }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/files/links/0f8fad5b-d9cb-469f-a165-70867728950e?${signed}`,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("S3-compatible storage", () => {
  let server: S3rver;
  let folder: string;
  let endpoint: string;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "s3rver-"));
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
      });
    });
    server = new S3rver({ port, address: "127.0.0.1", silent: true, directory: folder });
    await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    const client = new S3Client({
      region: "us-east-1",
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    await client.send(new CreateBucketCommand({ Bucket: "fenestra" }));
  });
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("puts, serves and deletes uploads in the bucket; the letterhead prints from it", async () => {
    const storage = s3Storage({
      bucket: "fenestra",
      region: "us-east-1",
      endpoint,
      forcePathStyle: true,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      prefix: "uploads/",
    });
    const s3 = await createTestApp({ storage });
    // the bucket checks a presigned link's time against its own clock
    s3.clock.set(new Date());
    try {
      const token = (await registerAccount(s3.app, s3.clock)).userinfo.api_token;
      const up = await callRoute(s3.app, routes.files.upload, {
        token,
        body: { purpose: "logo", data: pngBase64(300, 100) },
      });
      expect(up.body.code, up.body.key).toBe(0);
      const key = (up.body.data as { key: string }).key;
      expect((await storage.get(key))?.contentType).toBe("image/png");
      // the browser fetches it from the bucket by the link handed out, not from a server process
      const url = (up.body.data as { url: string }).url;
      expect(url.startsWith(`${endpoint}/fenestra/uploads/${key}?`)).toBe(true);
      const served = Buffer.from(await (await fetch(url)).arrayBuffer());
      // and the page may show it: the bucket's origin is among the images' sources
      const csp = (await s3.app.inject({ method: "GET", url: "/api/health" })).headers[
        "content-security-policy"
      ];
      expect(String(csp)).toMatch(new RegExp(`img-src [^;]*${endpoint.replace(/[.]/g, "\\.")}`));
      expect(served.length).toBe(Buffer.from(pngBase64(300, 100), "base64").length);
      await callRoute(s3.app, routes.exports.updateBranding, { token, body: { logo: key, overwrite: true } });
      const contract = await createContract(s3.app, token, { contractNo: "S3-1" });
      const pdf = await s3.app.inject({
        method: "GET",
        url: `/api/contracts/${contract.id}/export?format=pdf`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
      // Replacing the logo removes the old object from the bucket.
      const next = await callRoute(s3.app, routes.files.upload, {
        token,
        body: { purpose: "logo", data: pngBase64(90, 30) },
      });
      await callRoute(s3.app, routes.exports.updateBranding, {
        token,
        body: { logo: (next.body.data as { key: string }).key, overwrite: true },
      });
      expect(await storage.get(key)).toBeNull();
    } finally {
      await s3.close();
    }
  });
});

describe("company management", () => {
  it("changes name, logo, seal and contacts for the main account only", async () => {
    const main = await registerPaidAccount(t.app, t.clock, { company: "Old Name" });
    const token = main.userinfo.api_token;
    const logo = keyOf(await upload(token, "logo", pngBase64(300, 100)));
    const seal = keyOf(await upload(token, "seal", pngBase64(100, 100)));
    const saved = await callRoute(t.app, routes.exports.updateBranding, {
      token,
      body: {
        logo,
        seal,
        telephone: "021-1234 5678",
        address: "Shanghai",
        website: "www.example.com",
        version: 0,
      },
    });
    expect(saved.body.code, saved.body.key).toBe(0);
    const renamed = await callRoute(t.app, routes.account.renameCompany, {
      token,
      body: { name: "New Name", version: 0 },
    });
    expect(renamed.body).toMatchObject({ code: 0, data: { name: "New Name", version: 1 } });
    const view = await callRoute(t.app, routes.exports.branding, { token });
    expect(view.body.data).toMatchObject({
      name: "New Name",
      logo: linkTo(logo),
      seal: linkTo(seal),
      telephone: "021-1234 5678",
    });
    const sub = await subAccount(t.app, token, []);
    for (const res of [
      await callRoute(t.app, routes.account.renameCompany, {
        token: sub,
        body: { name: "Hijack", overwrite: true },
        lang: "en-US",
      }),
      await callRoute(t.app, routes.exports.updateBranding, {
        token: sub,
        body: { website: "x", overwrite: true },
        lang: "en-US",
      }),
      await upload(sub, "logo", pngBase64()),
    ]) {
      expect(res.body).toMatchObject({
        code: 2,
        message: "Only the main account can modify company information",
      });
    }
    // Another company's upload is not a logo of this one.
    const stranger = (await registerAccount(t.app, t.clock)).userinfo.api_token;
    const theirs = keyOf(await upload(stranger, "logo", pngBase64()));
    const bad = await callRoute(t.app, routes.exports.updateBranding, {
      token,
      body: { logo: theirs, overwrite: true },
    });
    expect(bad.status).toBe(400);
    expect((await callRoute(t.app, routes.exports.branding, { token })).body.data).toMatchObject({
      logo: linkTo(logo),
    });
  });
});

describe("account setting", () => {
  it("changes nickname, email and avatar, and binds and unbinds WeChat through the stand-in", async () => {
    const token = (await registerAccount(t.app, t.clock)).userinfo.api_token;
    const avatar = keyOf(await upload(token, "avatar", pngBase64(64, 64)));
    const put = await callRoute(t.app, routes.account.updateProfile, {
      token,
      body: { nickname: "Wang", email: "wang@example.com", avatar },
    });
    expect(put.body.data).toMatchObject({
      nickname: "Wang",
      email: "wang@example.com",
      avatar: linkTo(avatar),
    });
    const info = await callRoute(t.app, routes.users.info, { token });
    expect((info.body.data as Session).userinfo.header_img_url).toEqual(linkTo(avatar));
    const bad = await callRoute(t.app, routes.account.updateProfile, {
      token,
      body: malformed({ nickname: "x".repeat(16), email: "not-an-email" }),
      lang: "zh-CN",
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.errors)).toContain("昵称");

    expect((await callRoute(t.app, routes.account.profile, { token })).body.data).toMatchObject({
      wechatBound: false,
      wechatAvailable: true,
    });
    const bound = await callRoute(t.app, routes.account.bindWechat, {
      token,
      body: { code: "standin-wang" },
    });
    expect(bound.body.data).toMatchObject({ wechatBound: true });
    const other = (await registerAccount(t.app, t.clock)).userinfo.api_token;
    const taken = await callRoute(t.app, routes.account.bindWechat, {
      token: other,
      body: { code: "standin-wang" },
      lang: "en-US",
    });
    expect(taken.body).toMatchObject({ code: 2, key: "conflict.user_bound" });
    const forged = await callRoute(t.app, routes.account.bindWechat, {
      token: other,
      body: { code: "anything" },
    });
    expect(forged.body).toMatchObject({ code: 2, key: "other.bind_failed" });
    const unbound = await callRoute(t.app, routes.account.unbindWechat, { token });
    expect(unbound.body.data).toMatchObject({ wechatBound: false });
  });

  it("offers no WeChat stand-in in production", async () => {
    const deps = { thirdParty: {} } as unknown as AppDeps;
    expect(wechatIdentifier(deps, true).available).toBe(false);
    await expect(wechatIdentifier(deps, true).identify("standin-x")).rejects.toMatchObject({
      key: "other.bind_failed",
    });
    expect(await wechatIdentifier(deps, false).identify("standin-x")).toBe("standin:standin-x");
  });
});

describe("feedback", () => {
  const form = (screenshots: string[]) => ({
    area: "Shanghai",
    userName: "Wang Gong",
    category: "design" as const,
    content: "The dimension labels overlap on sliders",
    screenshots,
    source: "feedback" as const,
    device: "mobile" as const,
  });

  it("refuses bad fields with SPEC's messages in four languages and changes nothing", async () => {
    const token = (await registerAccount(t.app, t.clock)).userinfo.api_token;
    const seen = new Set<string>();
    for (const lang of LANGS) {
      const res = await callRoute(t.app, routes.feedback.submit, {
        token,
        body: malformed({ ...form([]), area: "x", userName: "y", content: "short" }),
        lang,
      });
      expect(res.status).toBe(400);
      const fields = (res.body.errors as { field: string; message: string }[]).map((e) => e.field).sort();
      expect(fields).toEqual(["area", "content", "screenshots", "userName"]);
      seen.add(JSON.stringify(res.body.errors));
    }
    expect(seen.size).toBe(4);
    const en = await callRoute(t.app, routes.feedback.submit, {
      token,
      body: malformed({ ...form([]), content: "x".repeat(201) }),
      lang: "en-US",
    });
    expect(en.body.errors).toEqual(
      expect.arrayContaining([
        { field: "content", message: "The content must be 10 to 200 characters" },
        { field: "screenshots", message: "Please upload at least one screenshot" },
      ]),
    );
    expect((await callRoute(t.app, routes.feedback.mine, { token })).body.data).toEqual({ items: [] });
  });

  it("records a feedback with its screenshot, source and language; only its author sees it and adds to it", async () => {
    const token = (await registerAccount(t.app, t.clock)).userinfo.api_token;
    const shot = keyOf(await upload(token, "feedback", pngBase64()));
    const stranger = (await registerAccount(t.app, t.clock)).userinfo.api_token;
    const theirShot = keyOf(await upload(stranger, "feedback", pngBase64()));
    const notMine = await callRoute(t.app, routes.feedback.submit, { token, body: form([theirShot]) });
    expect(notMine.status).toBe(400);
    const sent = await callRoute(t.app, routes.feedback.submit, { token, body: form([shot]), lang: "vi-VN" });
    expect(sent.body.code, sent.body.key).toBe(0);
    const id = (sent.body.data as { id: number }).id;
    const mine = await callRoute(t.app, routes.feedback.mine, { token });
    expect(mine.body.data?.items).toEqual([
      expect.objectContaining({
        id,
        category: "design",
        screenshots: [linkTo(shot)],
        source: "feedback",
        device: "mobile",
        language: "vi-VN",
        replies: [],
      }),
    ]);
    expect((await callRoute(t.app, routes.feedback.mine, { token: stranger })).body.data?.items).toEqual([]);
    const hijack = await callRoute(t.app, routes.feedback.reply, {
      token: stranger,
      params: { id },
      body: { content: "mine now" },
    });
    expect(hijack.body).toMatchObject({ code: 2, key: "missing.feedback" });
    await callRoute(t.app, routes.feedback.reply, {
      token,
      params: { id },
      body: { content: "Also on casements" },
    });
    const after = await callRoute(t.app, routes.feedback.mine, { token });
    expect(after.body.data?.items[0]?.replies).toEqual([
      expect.objectContaining({ byOperator: false, content: "Also on casements" }),
    ]);
  });
});

describe("account deletion", () => {
  const job = (on?: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/dev/jobs/account-deletions${on ? `?on=${on}` : ""}`,
      remoteAddress: "127.0.0.1",
    });

  it("asks for confirmation, can be cancelled while pending, and is the main account's", async () => {
    const main = (await registerPaidAccount(t.app, t.clock)).userinfo.api_token;
    const none = await callRoute(t.app, routes.account.requestDeletion, {
      token: main,
      body: malformed({ confirm: false }),
      lang: "en-US",
    });
    expect(none.body.errors).toEqual([
      { field: "confirm", message: "Please confirm that you want to delete the account" },
    ]);
    const sub = await subAccount(t.app, main, []);
    const bySub = await callRoute(t.app, routes.account.requestDeletion, {
      token: sub,
      body: { confirm: true },
    });
    expect(bySub.body).toMatchObject({ code: 2, key: "access.main_account_only" });
    const asked = await callRoute(t.app, routes.account.requestDeletion, {
      token: main,
      body: { confirm: true },
    });
    // The test clock stands on Sunday 2026-03-15: due the next working day.
    expect(asked.body.data).toMatchObject({ status: "pending", dueOn: "2026-03-16" });
    const cancelled = await callRoute(t.app, routes.account.cancelDeletion, { token: main });
    expect(cancelled.body.data).toMatchObject({ status: "cancelled" });
    const again = await callRoute(t.app, routes.account.cancelDeletion, { token: main, lang: "en-US" });
    expect(again.body).toMatchObject({ code: 2, key: "account.deletion_not_pending" });
    expect((await job("2026-03-20")).json().data).toEqual({ completed: 0 });
    expect((await callRoute(t.app, routes.users.info, { token: main })).body.code).toBe(0);
  });

  it("completes on its due day: tokens, sub-accounts, share links and files go; a dealer's contract stays at its factory", async () => {
    const factory: Session = await registerAccount(t.app, t.clock, {
      role: "factory",
      company: "Keeper Factory",
    });
    const dealerSession = await registerPaidAccount(t.app, t.clock, {
      role: "dealer",
      company: "Leaving Dealer",
    });
    const dealer = dealerSession.userinfo.api_token;
    const link = await callRoute(t.app, routes.contracts.linkFactory, {
      token: dealer,
      body: { invitationCode: factory.userinfo.invitation_code },
    });
    const factoryId = (link.body.data as { id: number }).id;
    const submitted = await createContract(t.app, dealer, { contractNo: "D-KEEP" });
    await callRoute(t.app, routes.contracts.update, {
      params: { id: submitted.id },
      token: dealer,
      body: { factoryCompanyId: factoryId, overwrite: true },
    });
    const own = await createContract(t.app, dealer, { contractNo: "D-OWN" });
    const share = await callRoute(t.app, routes.sharing.create, {
      token: dealer,
      params: { id: own.id },
      body: { hours: null },
    });
    expect(share.body.code, share.body.key).toBe(0);
    const shareToken = (share.body.data as { token: string }).token;
    expect(
      (await callRoute(t.app, routes.sharing.view, { params: { id: own.id }, query: { token: shareToken } }))
        .body.code,
    ).toBe(0);
    const sub = await subAccount(t.app, dealer, []);
    const avatar = keyOf(await upload(dealer, "avatar", pngBase64()));

    await callRoute(t.app, routes.account.requestDeletion, { token: dealer, body: { confirm: true } });
    expect((await job("2026-03-15")).json().data).toEqual({ completed: 0 });
    expect((await callRoute(t.app, routes.users.info, { token: dealer })).body.code).toBe(0);
    expect((await job("2026-03-16")).json().data).toEqual({ completed: 1 });

    for (const token of [dealer, sub]) {
      expect((await callRoute(t.app, routes.users.info, { token })).body.code).toBe(-998);
    }
    // a link signed now for the avatar's key finds nothing: the file is gone
    const now = Math.floor(t.clock().getTime() / 1000) + 60;
    const avatarLink = signedPath(await linkSecret(t.database.db), avatar, "", now);
    expect((await t.app.inject({ method: "GET", url: avatarLink })).statusCode).toBe(404);
    expect(
      (await callRoute(t.app, routes.sharing.view, { params: { id: own.id }, query: { token: shareToken } }))
        .body.code,
    ).not.toBe(0);
    // The factory still has the contract the dealer submitted.
    const list = await callRoute(t.app, routes.contracts.list, { token: factory.userinfo.api_token });
    expect(list.body.data?.items.map((c) => c.contractNo)).toContain("D-KEEP");
    // The phone is free again: the person can register anew.
    const again = await registerAccount(t.app, t.clock, { phone: dealerSession.userinfo.phone_number });
    expect(again.userinfo.company_name).toBe("Test Windows");
    // Running the job again does nothing more.
    expect((await job("2026-03-30")).json().data).toEqual({ completed: 0 });
  });

  it("the job trigger answers loopback callers only", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/dev/jobs/account-deletions",
      remoteAddress: "192.168.1.20",
    });
    expect(res.statusCode).toBe(404);
  });
});

describe("editing one's feedback (SPEC §2: the feedback list, add and edit)", () => {
  // this file registers many accounts: an hour on, its earlier sign-up codes no longer count
  // against the SMS limit per address (20 an hour)
  beforeAll(() => t.clock.advance(3_600_000));
  const edit = (screenshots: string[]) => ({
    area: "Hangzhou",
    userName: "Wang Gong",
    category: "calculation" as const,
    content: "The glass size is 2 mm short on sliders",
    screenshots,
  });

  it("its writer edits it until an operator answers; others cannot; bad fields change nothing", async () => {
    const token = (await registerAccount(t.app, t.clock)).userinfo.api_token;
    const first = keyOf(await upload(token, "feedback", pngBase64()));
    const second = keyOf(await upload(token, "feedback", pngBase64()));
    const sent = await callRoute(t.app, routes.feedback.submit, {
      token,
      body: { ...edit([first]), source: "suggestion", device: "desktop" },
    });
    const id = (sent.body.data as { id: number }).id;
    const mine = async () => (await callRoute(t.app, routes.feedback.mine, { token })).body.data?.items[0];
    expect(await mine()).toMatchObject({ editable: true, screenshotKeys: [first] });

    const edited = await callRoute(t.app, routes.feedback.edit, {
      token,
      params: { id },
      body: { ...edit([second]), content: "The glass size is 3 mm short on sliders" },
    });
    expect(edited.body.code, edited.body.key).toBe(0);
    expect(await mine()).toMatchObject({
      content: "The glass size is 3 mm short on sliders",
      area: "Hangzhou",
      screenshotKeys: [second],
      screenshots: [linkTo(second)],
      // where it was sent from stays
      source: "suggestion",
    });

    // a short content is refused at its field in the caller's language, and nothing changes
    const short = await callRoute(t.app, routes.feedback.edit, {
      token,
      params: { id },
      body: { ...edit([second]), content: "short" },
      lang: "zh-CN",
    });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ errors: [{ field: "content" }] });
    expect((await mine())?.content).toBe("The glass size is 3 mm short on sliders");

    // another user's screenshot, and another user's feedback, are refused
    const stranger = (await registerAccount(t.app, t.clock)).userinfo.api_token;
    const theirShot = keyOf(await upload(stranger, "feedback", pngBase64()));
    expect(
      (await callRoute(t.app, routes.feedback.edit, { token, params: { id }, body: edit([theirShot]) }))
        .status,
    ).toBe(400);
    const hijack = await callRoute(t.app, routes.feedback.edit, {
      token: stranger,
      params: { id },
      body: edit([theirShot]),
    });
    expect(hijack.body).toMatchObject({ code: 2, key: "missing.feedback" });

    // once an operator has answered, it stays what was answered
    const operator = await registerAccount(t.app, t.clock, { company: "Operations" });
    await grantOperator(t.database.db, operator.userinfo.phone_number as string);
    await callRoute(t.app, routes.accountOperator.replyFeedback, {
      token: operator.userinfo.api_token,
      params: { id },
      body: { content: "Thank you, we are looking at it" },
    });
    expect(await mine()).toMatchObject({ editable: false });
    for (const [lang, words] of [
      ["en-US", /answered/],
      ["zh-CN", /已回复/],
    ] as const) {
      const late = await callRoute(t.app, routes.feedback.edit, {
        token,
        params: { id },
        body: edit([second]),
        lang,
      });
      expect(late.body).toMatchObject({ code: 2, key: "feedback.answered" });
      expect(late.body.message).toMatch(words);
    }
    expect((await mine())?.content).toBe("The glass size is 3 mm short on sliders");
  });
});

describe("operator console: feedback and deletion requests", () => {
  it("an operator reads every feedback and replies; the user sees the reply; others are refused", async () => {
    const user = (await registerAccount(t.app, t.clock, { company: "Console Windows" })).userinfo.api_token;
    const shot = keyOf(await upload(user, "feedback", pngBase64()));
    const sent = await callRoute(t.app, routes.feedback.submit, {
      token: user,
      body: {
        area: "Suzhou",
        userName: "Chen Gong",
        category: "calculation",
        content: "The glass size is 2 mm short on casements",
        screenshots: [shot],
        source: "suggestion",
        device: "desktop",
      },
      lang: "ru-RU",
    });
    const id = (sent.body.data as { id: number }).id;
    for (const res of [
      await callRoute(t.app, routes.accountOperator.feedback, { token: user, lang: "en-US" }),
      await callRoute(t.app, routes.accountOperator.deletions, { token: user, lang: "en-US" }),
    ]) {
      expect(res.body).toMatchObject({ code: 2, message: "You are not an administrator" });
    }
    const operator = await registerAccount(t.app, t.clock, { company: "Operations" });
    await grantOperator(t.database.db, operator.userinfo.phone_number as string);
    const op = operator.userinfo.api_token;
    const all = await callRoute(t.app, routes.accountOperator.feedback, { token: op });
    expect(all.body.data?.items.find((f) => f.id === id)).toMatchObject({
      userName: "Chen Gong",
      source: "suggestion",
      language: "ru-RU",
      screenshots: [linkTo(shot)],
    });
    const replied = await callRoute(t.app, routes.accountOperator.replyFeedback, {
      token: op,
      params: { id },
      body: { content: "Fixed in the TB60 series, thank you" },
    });
    expect(replied.body.code, replied.body.key).toBe(0);
    const mine = await callRoute(t.app, routes.feedback.mine, { token: user });
    expect(mine.body.data?.items[0]?.replies).toEqual([
      expect.objectContaining({ byOperator: true, content: "Fixed in the TB60 series, thank you" }),
    ]);
    const missing = await callRoute(t.app, routes.accountOperator.replyFeedback, {
      token: op,
      params: { id: 999_999 },
      body: { content: "x" },
    });
    expect(missing.body).toMatchObject({ code: 2, key: "missing.feedback" });

    await callRoute(t.app, routes.account.requestDeletion, {
      token: user,
      body: { confirm: true, reason: "moving" },
    });
    const deletions = await callRoute(t.app, routes.accountOperator.deletions, { token: op });
    expect(deletions.body.data?.items[0]).toMatchObject({
      companyName: "Console Windows",
      status: "pending",
      reason: "moving",
      dueOn: "2026-03-16",
    });
  });
});

describe("logo and seal ratios (SPEC §5: logo 3:1, seal 1:1)", () => {
  it("refuses a logo that is not 3:1 and a seal that is not square, with the field's message in four languages", async () => {
    const token = (await registerAccount(t.app, t.clock)).userinfo.api_token;
    const texts: Record<string, [string, string]> = {
      "en-US": ["The logo must be 3:1 (three times as wide as it is high)", "The seal must be square (1:1)"],
      "zh-CN": ["Logo 比例须为 3:1（宽为高的三倍）", "印章须为正方形（1:1）"],
      "vi-VN": ["Logo phải có tỉ lệ 3:1 (rộng gấp ba lần cao)", "Con dấu phải là hình vuông (1:1)"],
      "ru-RU": [
        "Логотип должен быть 3:1 (ширина втрое больше высоты)",
        "Печать должна быть квадратной (1:1)",
      ],
    };
    for (const lang of LANGS) {
      const logo = await upload(token, "logo", pngBase64(100, 100), lang);
      expect(logo.status).toBe(400);
      expect(logo.body.errors).toEqual([{ field: "data", message: texts[lang]?.[0] }]);
      const seal = await upload(token, "seal", pngBase64(300, 100), lang);
      expect(seal.body.errors).toEqual([{ field: "data", message: texts[lang]?.[1] }]);
    }
    // Within 5 %: a 310 × 100 logo and a 100 × 103 seal pass.
    expect((await upload(token, "logo", pngBase64(310, 100))).status).toBe(200);
    expect((await upload(token, "seal", pngBase64(100, 103))).status).toBe(200);
  });
});

describe("operator console: acting on deletion requests and business applications", () => {
  it("an operator completes a pending deletion before its due day, once; others are refused", async () => {
    const leaving = (await registerAccount(t.app, t.clock, { company: "Early Leaver" })).userinfo.api_token;
    await callRoute(t.app, routes.account.requestDeletion, { token: leaving, body: { confirm: true } });
    const operator = await registerAccount(t.app, t.clock, { company: "Operations Two" });
    await grantOperator(t.database.db, operator.userinfo.phone_number as string);
    const op = operator.userinfo.api_token;
    const list = await callRoute(t.app, routes.accountOperator.deletions, { token: op });
    const id = list.body.data?.items.find((d) => d.companyName === "Early Leaver")?.id as number;

    const byUser = await callRoute(t.app, routes.accountOperator.completeDeletion, {
      token: leaving,
      params: { id },
      lang: "en-US",
    });
    expect(byUser.body).toMatchObject({ code: 2, message: "You are not an administrator" });
    const done = await callRoute(t.app, routes.accountOperator.completeDeletion, {
      token: op,
      params: { id },
    });
    expect(done.body.data).toMatchObject({ status: "completed", companyName: "Early Leaver" });
    expect(done.body.data?.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    // The account is gone at once: its token no longer answers.
    expect((await callRoute(t.app, routes.users.info, { token: leaving })).body.code).toBe(-998);
    const twice = await callRoute(t.app, routes.accountOperator.completeDeletion, {
      token: op,
      params: { id },
      lang: "zh-CN",
    });
    expect(twice.body).toMatchObject({ code: 2, message: "该注销申请已不在待处理状态" });
  });

  it("an operator moves an application on and the applicant tracks it; a decided one stays decided", async () => {
    const applicant = (await registerAccount(t.app, t.clock, { company: "Agent Hopeful" })).userinfo
      .api_token;
    const applied = await callRoute(t.app, routes.account.applyBusiness, {
      token: applicant,
      body: { kind: "agent", contactName: "Zhao Li", phone: "13912345678", region: "Hangzhou", note: "" },
      idempotencyKey: "agent-hopeful",
    });
    const id = (applied.body.data as { id: number }).id;
    const operator = await registerAccount(t.app, t.clock, { company: "Operations Three" });
    await grantOperator(t.database.db, operator.userinfo.phone_number as string);
    const op = operator.userinfo.api_token;

    const refused = await callRoute(t.app, routes.accountOperator.businessApplications, {
      token: applicant,
      query: {},
      lang: "en-US",
    });
    expect(refused.body).toMatchObject({ code: 2, message: "You are not an administrator" });
    const submitted = await callRoute(t.app, routes.accountOperator.businessApplications, {
      token: op,
      query: { status: "submitted" },
    });
    expect(submitted.body.data?.items.find((a) => a.id === id)).toMatchObject({
      companyName: "Agent Hopeful",
      contactName: "Zhao Li",
      kind: "agent",
    });
    const move = (status: "reviewing" | "approved" | "refused", lang: "en-US" | "vi-VN" = "en-US") =>
      callRoute(t.app, routes.accountOperator.setBusinessStatus, {
        token: op,
        params: { id },
        body: { status },
        lang,
      });
    expect((await move("reviewing")).body.data).toMatchObject({ status: "reviewing" });
    expect((await move("approved")).body.data).toMatchObject({ status: "approved" });
    expect((await move("refused", "vi-VN")).body).toMatchObject({
      code: 2,
      message: "Đơn đăng ký này không thể chuyển sang trạng thái đó",
    });
    const mine = await callRoute(t.app, routes.account.businessApplications, { token: applicant });
    expect(mine.body.data?.items[0]).toMatchObject({ id, status: "approved" });
    const bad = await callRoute(t.app, routes.accountOperator.setBusinessStatus, {
      token: op,
      params: { id },
      body: malformed({ status: "done" }),
      lang: "en-US",
    });
    expect(bad.status).toBe(400);
  });
});
