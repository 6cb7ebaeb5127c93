import type { Session } from "@fenestra/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { DEMO } from "../../db/seed.ts";
import { call, codeFor, nextPhone } from "../../test/helpers/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers/test-app.ts";
import { SANDBOX_SUBJECT } from "./third-party.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("third-party sign-in", () => {
  it("signs the seeded sandbox identity into the demo account", async () => {
    const { body } = await call(t.app, "POST", "/api/auth/third-party", {
      body: { provider: "wechat", code: SANDBOX_SUBJECT },
    });
    expect(body.code).toBe(0);
    expect((body.data as Session).userinfo.phone_number).toBe(DEMO.phone);
    expect((body.data as Session).needPhone).toBeUndefined();
  });

  it("gives a new identity a trial account without phone, then binds a phone once", async () => {
    const first = await call(t.app, "POST", "/api/auth/third-party", {
      body: { provider: "wechat", code: "openid-42" },
    });
    const session = first.body.data as Session;
    expect(session.needPhone).toBe(true);
    expect(session.userinfo).toMatchObject({ phone_number: null, is_ty: 1 });
    const token = session.userinfo.api_token;

    // Same identity again: same account.
    const again = await call(t.app, "POST", "/api/auth/third-party", {
      body: { provider: "wechat", code: "openid-42" },
    });
    expect((again.body.data as Session).userinfo.id).toBe(session.userinfo.id);

    const taken = await call(t.app, "POST", "/api/auth/sms-code", {
      body: { phone: DEMO.phone, purpose: "bind" },
    });
    expect(taken.body.key).toBe("conflict.phone_exists");

    const phone = nextPhone();
    const code = await codeFor(t.app, t.clock, phone, "bind");
    const bound = await call(t.app, "POST", "/api/auth/bind-phone", { token, body: { phone, code } });
    expect(bound.body.code).toBe(0);
    expect((bound.body.data as Session).userinfo.phone_number).toBe(phone);
    expect((bound.body.data as Session).needPhone).toBeUndefined();

    const phone2 = nextPhone();
    const code2 = await codeFor(t.app, t.clock, phone2, "bind");
    const twice = await call(t.app, "POST", "/api/auth/bind-phone", {
      token,
      body: { phone: phone2, code: code2 },
    });
    expect(twice.body).toMatchObject({ code: 2, key: "conflict.user_bound" });
  });

  it("refuses bind-phone when signed out", async () => {
    const { body } = await call(t.app, "POST", "/api/auth/bind-phone", {
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
    const { body } = await call(app, "POST", "/api/auth/sso", { body: { token: "tok-1" } });
    expect(body.code).toBe(0);
    expect(sso.seen).toEqual([{ guigui_token: "tok-1" }]);
    expect((body.data as Session).userinfo.phone_number).toBe(DEMO.phone);
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
      const { body } = await call(app, "POST", "/api/auth/sso", { body: { token: "tok" } });
      expect(body).toMatchObject({ code: 2, key: "sso.failed" });
      await app.close();
    }
  });
});
