import { routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { DEMO } from "../../db/seed.ts";
import { callRoute, codeFor, nextPhone } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";

const t = testAppForFile();

/**
 * A stand-in for WeChat's OAuth server: GET ?appid&secret&code&grant_type answers the openid
 * of a code it issued, else WeChat's error shape.
 */
function fakeProvider(codes: Record<string, string>) {
  const seen: URL[] = [];
  const impl = (async (input: string | URL) => {
    const url = new URL(String(input));
    seen.push(url);
    const openid = codes[url.searchParams.get("code") ?? ""];
    const rightApp =
      url.searchParams.get("appid") === "wx-app" && url.searchParams.get("secret") === "wx-secret";
    const body =
      openid && rightApp ? { access_token: "at", openid } : { errcode: 40029, errmsg: "invalid code" };
    return new Response(JSON.stringify(body), { status: 200 });
  }) as typeof fetch;
  return { impl, seen };
}
const wechat = {
  wechat: { tokenUrl: "http://oauth.local/sns/oauth2/access_token", appId: "wx-app", appSecret: "wx-secret" },
};

describe("third-party sign-in", () => {
  it("has no sandbox: the old demo code signs nobody in, with or without a provider set up", async () => {
    const unset = await callRoute(t.app, routes.auth.thirdParty, {
      body: { provider: "wechat", code: "sandbox-demo" },
    });
    expect(unset.body).toMatchObject({ code: 2, key: "auth.third_party_unavailable", data: null });
    const provider = fakeProvider({});
    const app = await buildApp({ db: t.database.db, thirdParty: wechat, fetch: provider.impl });
    const refused = await callRoute(app, routes.auth.thirdParty, {
      body: { provider: "wechat", code: "sandbox-demo" },
    });
    expect(refused.body).toMatchObject({ code: 2, key: "auth.third_party_failed", data: null });
    expect(provider.seen[0]?.searchParams.get("code")).toBe("sandbox-demo");
    expect(provider.seen[0]?.searchParams.get("grant_type")).toBe("authorization_code");
    await app.close();
  });

  it("refuses when the provider fails, answers garbage or no openid", async () => {
    const answers = [
      async () => new Response("bad gateway", { status: 502 }),
      async () => new Response("not json", { status: 200 }),
      async () => new Response(JSON.stringify({ access_token: "x" }), { status: 200 }),
      async () => {
        throw new TypeError("fetch failed");
      },
    ];
    for (const answer of answers) {
      const app = await buildApp({ db: t.database.db, thirdParty: wechat, fetch: answer as typeof fetch });
      const { body } = await callRoute(app, routes.auth.thirdParty, {
        body: { provider: "wechat", code: "c1" },
      });
      expect(body).toMatchObject({ code: 2, key: "auth.third_party_failed" });
      await app.close();
    }
  });

  it("refuses a code above 512 characters with a field message (a 1 MB code is a 400, not a 500)", async () => {
    for (const code of ["x".repeat(513), "x".repeat(1_000_000)]) {
      const { status, body } = await callRoute(t.app, routes.auth.thirdParty, {
        body: { provider: "wechat", code },
        lang: "en-US",
      });
      expect(status).toBe(400);
      expect(body.errors).toEqual([{ field: "code", message: "The code is too long" }]);
    }
  });

  it("gives a verified new identity a trial account without phone, then binds a phone once", async () => {
    const provider = fakeProvider({ "code-a": "openid-42", "code-b": "openid-42" });
    const app = await buildApp({
      db: t.database.db,
      clock: t.clock,
      thirdParty: wechat,
      fetch: provider.impl,
    });
    const first = await callRoute(app, routes.auth.thirdParty, {
      body: { provider: "wechat", code: "code-a" },
    });
    const session = first.body.data as Session;
    expect(session.needPhone).toBe(true);
    expect(session.userinfo).toMatchObject({ phone_number: null, is_ty: 1 });
    const token = session.userinfo.api_token;

    // Another code for the same person: same account.
    const again = await callRoute(app, routes.auth.thirdParty, {
      body: { provider: "wechat", code: "code-b" },
    });
    expect((again.body.data as Session).userinfo.id).toBe(session.userinfo.id);

    // A registered phone: the code request answers as for any phone; binding it is refused.
    const taken = await callRoute(app, routes.auth.smsCode, {
      body: { phone: DEMO.phone, purpose: "bind" },
    });
    expect(taken.body).toMatchObject({ code: 0, key: "sms.code_sent" });

    const phone = nextPhone();
    const code = await codeFor(app, t.clock, phone, "bind");
    const bound = await callRoute(app, routes.auth.bindPhone, { token, body: { phone, code } });
    expect(bound.body.code).toBe(0);
    expect((bound.body.data as Session).userinfo.phone_number).toBe(phone);
    expect((bound.body.data as Session).needPhone).toBeUndefined();

    const phone2 = nextPhone();
    const code2 = await codeFor(app, t.clock, phone2, "bind");
    const twice = await callRoute(app, routes.auth.bindPhone, {
      token,
      body: { phone: phone2, code: code2 },
    });
    expect(twice.body).toMatchObject({ code: 2, key: "conflict.user_bound" });
    await app.close();
  });

  it("refuses bind-phone when signed out", async () => {
    const { body } = await callRoute(t.app, routes.auth.bindPhone, {
      body: { phone: nextPhone(), code: "123456" },
    });
    expect(body.code).toBe(-998);
  });
});

describe("single sign-on", () => {
  function fakeSso(answer: unknown, status = 200) {
    const seen: unknown[] = [];
    const impl = (async (_url: string, init: RequestInit) => {
      seen.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(answer), { status });
    }) as typeof fetch;
    return { impl, seen };
  }

  it("posts {guigui_token} to SSO_ENDPOINT and signs in the account it names", async () => {
    const sso = fakeSso({ status: 200, data: { code: 0, phone: DEMO.phone } });
    const app = await buildApp({
      db: t.database.db,
      ssoEndpoint: "http://sso.local/guiguiToHmc",
      fetch: sso.impl,
    });
    const { body } = await callRoute(app, routes.auth.sso, { body: { token: "tok-1" } });
    expect(body.code).toBe(0);
    expect(sso.seen).toEqual([{ guigui_token: "tok-1" }]);
    expect((body.data as Session).userinfo.phone_number).toBe(DEMO.phone);
    // issue 30: a token longer than any partner's is refused at its field, never posted
    const long = await callRoute(app, routes.auth.sso, { body: { token: "x".repeat(513) }, lang: "en-US" });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([{ field: "token", message: "The sign-on token is too long" }]);
    expect(sso.seen).toHaveLength(1);
    await app.close();
  });

  it("refuses when the service says no, fails, or is not configured", async () => {
    const no = fakeSso({ status: 200, data: { code: 5 } });
    const failing = fakeSso({}, 502);
    for (const options of [
      { ssoEndpoint: "http://sso.local", fetch: no.impl },
      { ssoEndpoint: "http://sso.local", fetch: failing.impl },
      {},
    ]) {
      const app = await buildApp({ db: t.database.db, ...options });
      const { body } = await callRoute(app, routes.auth.sso, { body: { token: "tok" } });
      expect(body).toMatchObject({ code: 2, key: "sso.failed" });
      await app.close();
    }
  });
});
