import { type BodyIn, routes } from "@fenestra/api";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import {
  call,
  callRoute,
  expectRefused,
  lastCode,
  nextPhone,
  pictureFor,
} from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { httpProvider } from "./http.provider.ts";

const t = testAppForFile();

/** Asks a code; a registration's with a picture code read the way a person reads it (SPEC §5). */
async function request(phone: string, purpose: BodyIn<typeof routes.auth.smsCode>["purpose"] = "register") {
  const picture = purpose === "register" ? await pictureFor(t.app) : {};
  return (
    await callRoute(t.app, routes.auth.smsCode, { body: { phone, purpose, ...picture }, lang: "en-US" })
  ).body;
}

async function useForRegister(phone: string, code: string) {
  const password = "Casement#Sash42";
  const { body } = await callRoute(t.app, routes.auth.register, {
    body: {
      phone,
      phoneAgain: phone,
      code,
      password,
      confirmPassword: password,
      company: "C",
      spaceName: `Space ${phone}`,
      username: `u${phone}`,
      role: "factory",
      nickname: "N",
      agree: true,
    },
  });
  return body;
}

describe("SMS codes", () => {
  it("sends a 6-digit code through the outbox, with the code in the message text", async () => {
    const phone = nextPhone();
    t.clock.advance(61_000);
    expect(await request(phone)).toMatchObject({
      code: 0,
      message: "Verification code sent, valid for 10 minutes",
    });
    const { body } = await call(t.app, "GET", `/api/dev/sms-outbox?phone=${phone}`);
    const items = (body.data as { items: { code: string; text: string; purpose: string }[] }).items;
    expect(items).toHaveLength(1);
    expect(items[0]?.code).toMatch(/^\d{6}$/);
    expect(items[0]?.text).toContain(items[0]?.code);
    expect(items[0]?.purpose).toBe("register");
  });

  it("allows one request per minute per phone, and the limit lives in the database", async () => {
    const phone = nextPhone();
    t.clock.advance(61_000);
    expect((await request(phone)).code).toBe(0);
    t.clock.advance(59_000);
    expect(await request(phone)).toMatchObject({
      code: 2,
      key: "sms.too_frequent",
      message: "Only one request per minute",
    });
    // A second server process on the same database sees the same limit.
    const other = await buildApp({ db: t.database.db, clock: t.clock });
    const fromOther = await callRoute(other, routes.auth.smsCode, {
      body: { phone, purpose: "register", ...(await pictureFor(other)) },
    });
    expect(fromOther.body.key).toBe("sms.too_frequent");
    await other.close();
    t.clock.advance(1_000);
    expect((await request(phone)).code).toBe(0);
    // Another phone is not held back by this one.
    expect((await request(nextPhone())).code).toBe(0);
  });

  it("keeps a code valid for 10 minutes and no longer", async () => {
    const phone = nextPhone();
    t.clock.advance(61_000);
    await request(phone);
    const code = await lastCode(t.app, phone);
    t.clock.advance(10 * 60_000);
    expect(await useForRegister(phone, code)).toMatchObject({ code: 2, key: "sms.code_expired" });

    const phone2 = nextPhone();
    await request(phone2);
    const code2 = await lastCode(t.app, phone2);
    t.clock.advance(10 * 60_000 - 1_000);
    expect((await useForRegister(phone2, code2)).code).toBe(0);
  });

  it("stops a code after 5 wrong tries, even the right code", async () => {
    const phone = nextPhone();
    t.clock.advance(61_000);
    await request(phone);
    const code = await lastCode(t.app, phone);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 1; i <= 4; i++) expect((await useForRegister(phone, wrong)).key).toBe("sms.code_wrong");
    expect((await useForRegister(phone, wrong)).key).toBe("sms.too_many_tries");
    expect((await useForRegister(phone, code)).key).toBe("sms.too_many_tries");
  });

  it("retires the previous code when a new one is sent, and keeps purposes apart", async () => {
    const phone = nextPhone();
    t.clock.advance(61_000);
    await request(phone);
    const first = await lastCode(t.app, phone);
    t.clock.advance(61_000);
    await request(phone);
    const second = await lastCode(t.app, phone);
    if (first !== second) expect((await useForRegister(phone, first)).code).not.toBe(0);
    // A register code does not sign anybody in.
    const login = await callRoute(t.app, routes.auth.loginSms, { body: { phone, code: second } });
    expect(login.body.code).not.toBe(0);
    expect((await useForRegister(phone, second)).code).toBe(0);
  });

  it("refuses a malformed phone or purpose with field errors", async () => {
    const { status, body } = await call(t.app, "POST", routes.auth.smsCode.path, {
      body: { phone: "1380013800", purpose: "spam" },
      lang: "en-US",
    });
    expect(status).toBe(400);
    expect((body.errors as { field: string }[]).map((e) => e.field).sort()).toEqual(["phone", "purpose"]);
  });
});

describe("HTTP SMS provider", () => {
  /** An app that sends codes through the HTTP gateway provider over `fetch`, a minute after the last code. */
  async function appSendingBy(fetch: typeof globalThis.fetch) {
    const app = await buildApp({
      db: t.database.db,
      clock: t.clock,
      smsProvider: httpProvider("http://sms.local/send", fetch),
    });
    t.clock.advance(61_000);
    return app;
  }

  it("posts phone and text to the configured gateway", async () => {
    const sent: { url: string; body: unknown }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return new Response("{}", { status: 200 });
    }) as typeof fetch;
    const app = await appSendingBy(fakeFetch);
    const phone = nextPhone();
    const { body } = await callRoute(app, routes.auth.smsCode, {
      body: { phone, purpose: "register", ...(await pictureFor(app)) },
    });
    expect(body.code).toBe(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: "http://sms.local/send", body: { phone, purpose: "register" } });
    expect((sent[0]!.body as { text: string }).text).toMatch(/\d{6}/);
    await app.close();
  });

  it("answers a translated refusal when the gateway fails, and lets the phone ask again", async () => {
    let up = false;
    const flakyFetch = (async () => new Response("{}", { status: up ? 200 : 503 })) as typeof fetch;
    const app = await appSendingBy(flakyFetch);
    const phone = nextPhone();
    const failed = await callRoute(app, routes.auth.smsCode, {
      body: { phone, purpose: "register", ...(await pictureFor(app)) },
      lang: "en-US",
    });
    expectRefused(failed, "sms.send_failed", "The verification code could not be sent, please try again");
    up = true;
    // No minute to wait: the failed send did not use up the phone's slot.
    const again = await callRoute(app, routes.auth.smsCode, {
      body: { phone, purpose: "register", ...(await pictureFor(app)) },
    });
    expect(again.body.code).toBe(0);
    await app.close();
  });
});
