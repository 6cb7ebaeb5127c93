import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { type DatabaseHandle, openDatabase } from "../../db/client.ts";
import { DEMO } from "../../db/seed.ts";
import { DEFAULT_LIMITS } from "../../shared/auth-limits.ts";
import { type Body, nextPhone, STRONG_PASSWORD } from "../../test/helpers/factories.ts";
import { urlFor } from "../../test/helpers/postgres-server.ts";
import { createTestApp, type TestApp } from "../../test/helpers/test-app.ts";

// Sign-in and SMS limits hold across server processes: two app instances share the database
// (on PostgreSQL each has its own connection pool, as two processes would).

let t: TestApp;
let second: { app: FastifyInstance; handle: DatabaseHandle | null };
beforeAll(async () => {
  t = await createTestApp();
  const handle =
    process.env.TEST_DB === "postgres" ? await openDatabase({ databaseUrl: urlFor(t.database.name) }) : null;
  const app = await buildApp({ db: handle?.db ?? t.database.db, clock: t.clock });
  await app.ready();
  second = { app, handle };
});
afterAll(async () => {
  await second.app.close();
  await second.handle?.close();
  await t.close();
});

async function post(app: FastifyInstance, url: string, body: unknown, address = "203.0.113.7") {
  const response = await app.inject({
    method: "POST",
    url,
    payload: body as object,
    remoteAddress: address,
    headers: { targetlanguage: "en-US" },
  });
  return response.json() as Body;
}
const apps = () => [t.app, second.app];
const login = (app: FastifyInstance, phone: string, password: string, address?: string) =>
  post(app, "/api/auth/login", { phone, password }, address);

describe("password sign-in limit per phone", () => {
  it("locks the phone after 5 tries within 15 minutes, counted by both instances, even for the right password", async () => {
    const address = "198.51.100.1";
    for (let i = 0; i < DEFAULT_LIMITS.loginPerPhone.max; i++) {
      const body = await login(apps()[i % 2] as FastifyInstance, DEMO.phone, "Wrong#Password1", address);
      expect(body.key).toBe("access.wrong_credentials");
    }
    const right = await login(t.app, DEMO.phone, DEMO.password, address);
    expect(right).toMatchObject({ code: 2, key: "access.too_many_attempts" });
    expect(right.message).toMatch(/try again in 15 minutes/);
    // Another address does not help: the phone is locked.
    expect((await login(second.app, DEMO.phone, DEMO.password, "198.51.100.2")).key).toBe(
      "access.too_many_attempts",
    );
    t.clock.advance(15 * 60_000);
    const after = await login(second.app, DEMO.phone, DEMO.password, address);
    expect(after.code).toBe(0);
  });

  it("lets exactly 5 of 20 parallel wrong tries reach the password check", async () => {
    t.clock.advance(16 * 60_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        login(apps()[i % 2] as FastifyInstance, DEMO.phone, `Wrong#Password${i}`, `198.51.100.${10 + i}`),
      ),
    );
    const keys = answers.map((body) => body.key);
    expect(keys.filter((key) => key === "access.wrong_credentials")).toHaveLength(5);
    expect(keys.filter((key) => key === "access.too_many_attempts")).toHaveLength(15);
    t.clock.advance(16 * 60_000);
  });

  it("a right password clears the phone's count", async () => {
    t.clock.advance(16 * 60_000);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) await login(t.app, DEMO.phone, "Wrong#Password1", "198.51.100.40");
      expect((await login(second.app, DEMO.phone, DEMO.password, "198.51.100.40")).code).toBe(0);
    }
  });
});

describe("password sign-in limit per address", () => {
  it("refuses an address after 50 tries on any phones, known or not, and not another address", async () => {
    t.clock.advance(16 * 60_000);
    const address = "192.0.2.50";
    const answers: (string | undefined)[] = [];
    for (let i = 0; i < 52; i++) {
      answers.push(
        (await login(apps()[i % 2] as FastifyInstance, nextPhone(), "Wrong#Password1", address)).key,
      );
    }
    expect(answers.slice(0, 50).every((key) => key === "access.wrong_credentials")).toBe(true);
    expect(answers.slice(50)).toEqual(["access.too_many_attempts", "access.too_many_attempts"]);
    expect((await login(t.app, DEMO.phone, DEMO.password, address)).key).toBe("access.too_many_attempts");
    expect((await login(t.app, DEMO.phone, DEMO.password, "192.0.2.51")).code).toBe(0);
  });
});

describe("SMS limits", () => {
  it("sends 20 codes an hour from one address to different phones, then refuses; other addresses go on", async () => {
    t.clock.advance(2 * 60 * 60_000);
    const address = "192.0.2.60";
    const keys: (string | undefined)[] = [];
    for (let i = 0; i < 30; i++) {
      const app = apps()[i % 2] as FastifyInstance;
      keys.push(
        (await post(app, "/api/auth/sms-code", { phone: nextPhone(), purpose: "bind" }, address)).key,
      );
    }
    expect(keys.slice(0, 20).every((key) => key === "sms.code_sent")).toBe(true);
    expect(keys.slice(20).every((key) => key === "sms.too_many_requests")).toBe(true);
    const other = await post(
      t.app,
      "/api/auth/sms-code",
      { phone: nextPhone(), purpose: "bind" },
      "192.0.2.61",
    );
    expect(other.key).toBe("sms.code_sent");
    t.clock.advance(60 * 60_000);
    const later = await post(t.app, "/api/auth/sms-code", { phone: nextPhone(), purpose: "bind" }, address);
    expect(later.key).toBe("sms.code_sent");
  });

  it("sends one phone at most 10 codes a day, whatever the address", async () => {
    const phone = nextPhone();
    const keys: (string | undefined)[] = [];
    for (let i = 0; i < 11; i++) {
      t.clock.advance(61_000);
      const app = apps()[i % 2] as FastifyInstance;
      keys.push(
        (await post(app, "/api/auth/sms-code", { phone, purpose: "bind" }, `192.0.2.${100 + i}`)).key,
      );
    }
    expect(keys.slice(0, 10).every((key) => key === "sms.code_sent")).toBe(true);
    expect(keys[10]).toBe("sms.too_many_requests");
  });
});

describe("the same answer whether or not the account exists", () => {
  const strip = (body: Body) => ({ code: body.code, key: body.key, message: body.message, data: body.data });

  it("sms-code, login, login-sms and reset-password answer a known and an unknown phone alike", async () => {
    t.clock.advance(24 * 60 * 60_000);
    const unknown = nextPhone();
    for (const purpose of ["login", "reset", "register", "bind"]) {
      t.clock.advance(61_000);
      const known = await post(t.app, "/api/auth/sms-code", { phone: DEMO.phone, purpose }, "192.0.2.200");
      const stranger = await post(t.app, "/api/auth/sms-code", { phone: unknown, purpose }, "192.0.2.201");
      expect(strip(stranger), purpose).toEqual(strip(known));
    }
    const pairs = [
      ["/api/auth/login", (phone: string) => ({ phone, password: "Wrong#Password1" })],
      ["/api/auth/login-sms", (phone: string) => ({ phone, code: "000000" })],
      [
        "/api/auth/reset-password",
        (phone: string) => ({
          phone,
          code: "000000",
          password: STRONG_PASSWORD,
          confirmPassword: STRONG_PASSWORD,
        }),
      ],
    ] as const;
    for (const [url, body] of pairs) {
      const known = await post(t.app, url, body(DEMO.phone), "192.0.2.202");
      const stranger = await post(t.app, url, body(unknown), "192.0.2.203");
      expect(strip(stranger), url).toEqual(strip(known));
      expect(known.code, url).toBe(2);
    }
  });
});
