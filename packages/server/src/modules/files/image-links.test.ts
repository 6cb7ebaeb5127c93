// Uploaded images by signed, expiring links (storage/file-links.ts, docs/scaling.md "Files and
// links"), files in a local folder: the routes that answer a record hand out links to its images
// after checking the reader may see it; a link works until it expires, an altered or expired one
// is refused without saying more, and no image is served by its bare key any more.
import { routes } from "@fenestra/api";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { IMAGE_LINK_PERIOD } from "../../storage/file-links.ts";
import { callRoute, registerAccount } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";

const t = testAppForFile();

const logoPng = () => {
  const image = new PNG({ width: 300, height: 100 });
  image.data.fill(90);
  return PNG.sync.write(image);
};

/** A company with its letterhead's logo uploaded and saved; its token, the key and the logo's link. */
async function companyWithLogo() {
  const token = (await registerAccount(t.app, t.clock)).userinfo.api_token;
  const up = await callRoute(t.app, routes.files.upload, {
    token,
    body: { purpose: "logo", data: logoPng().toString("base64") },
  });
  expect(up.body.code, up.body.key).toBe(0);
  const key = (up.body.data as { key: string }).key;
  await callRoute(t.app, routes.exports.updateBranding, { token, body: { logo: key, overwrite: true } });
  return { token, key, link: await logoLink(token) };
}

const logoLink = async (token: string) =>
  ((await callRoute(t.app, routes.exports.branding, { token })).body.data as { logo: string | null }).logo;

const open = (url: string) => t.app.inject({ method: "GET", url });

describe("uploaded images by signed links (local folder)", () => {
  it("the letterhead's logo comes as a link that serves the image, the same link within the hour", async () => {
    const { token, key, link } = await companyWithLogo();
    expect(link).toMatch(new RegExp(`^/api/files/links/${key}\\?name=&expires=\\d+&sig=`));
    const got = await open(link ?? "");
    expect(got.statusCode).toBe(200);
    expect(got.headers["content-type"]).toBe("image/png");
    expect(got.headers["content-disposition"]).toBeUndefined();
    expect(got.rawPayload.equals(logoPng())).toBe(true);
    // the browser may keep it: the same address is handed out again within the hour
    expect(await logoLink(token)).toBe(link);
    // and no one reaches it by its bare key
    expect((await open(`/api/files/${key}`)).statusCode).toBe(404);
  });

  it("an expired link is refused; the record read again hands out a new one that works", async () => {
    const { token, link } = await companyWithLogo();
    t.clock.advance(2 * IMAGE_LINK_PERIOD * 1000);
    const expired = await open(link ?? "");
    expect(expired.statusCode).toBe(403);
    expect(expired.rawPayload.includes(logoPng())).toBe(false);
    const fresh = await logoLink(token);
    expect(fresh).not.toBe(link);
    expect((await open(fresh ?? "")).statusCode).toBe(200);
  });

  it("an altered link is refused: another key, a later expiry, a changed signature or a download name", async () => {
    const first = await companyWithLogo();
    const second = await companyWithLogo();
    const link = new URL(first.link ?? "", "http://x");
    const altered = (change: (u: URL) => void) => {
      const u = new URL(link);
      change(u);
      return `${u.pathname}${u.search}`;
    };
    const expires = Number(link.searchParams.get("expires"));
    const sig = link.searchParams.get("sig") ?? "";
    for (const url of [
      altered((u) => {
        u.pathname = u.pathname.replace(first.key, second.key);
      }),
      altered((u) => u.searchParams.set("expires", String(expires + 86_400))),
      altered((u) => u.searchParams.set("sig", `${sig[0] === "A" ? "B" : "A"}${sig.slice(1)}`)),
      altered((u) => u.searchParams.set("name", "logo.png")),
    ]) {
      const refused = await open(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().data).toBeNull();
    }
    expect((await open(first.link ?? "")).statusCode).toBe(200);
  });

  it("another company's image gets no link: its key is refused at the field and its letterhead stays its own", async () => {
    const owner = await companyWithLogo();
    const other = (await registerAccount(t.app, t.clock)).userinfo.api_token;
    const taken = await callRoute(t.app, routes.exports.updateBranding, {
      token: other,
      body: { logo: owner.key, overwrite: true },
    });
    expect(taken.status).toBe(400);
    expect(await logoLink(other)).toBeNull();
  });

  it("an uploaded avatar is shown by a link in the session and the profile", async () => {
    const session = await registerAccount(t.app, t.clock);
    const token = session.userinfo.api_token;
    const up = await callRoute(t.app, routes.files.upload, {
      token,
      body: { purpose: "avatar", data: logoPng().toString("base64") },
    });
    const key = (up.body.data as { key: string }).key;
    await callRoute(t.app, routes.account.updateProfile, { token, body: { avatar: key } });
    const profile = (await callRoute(t.app, routes.account.profile, { token })).body.data as {
      avatar: string;
    };
    expect(profile.avatar).toMatch(new RegExp(`^/api/files/links/${key}\\?`));
    expect((await open(profile.avatar)).statusCode).toBe(200);
    const again = (await callRoute(t.app, routes.users.info, { token })).body.data as {
      userinfo: { header_img_url: string };
    };
    expect(again.userinfo.header_img_url).toBe(profile.avatar);
  });
});
