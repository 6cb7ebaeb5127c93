import { routes } from "@fenestra/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callRoute, signInDemo } from "../../test/helpers/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers/test-app.ts";
import { DEFAULT_SESSION_LIFETIME } from "./limits.ts";

const HOUR = 3_600_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessionLifetime: DEFAULT_SESSION_LIFETIME });
});
afterAll(() => t.close());

const info = async (token: string) => (await callRoute(t.app, routes.users.info, { token })).body.code;

describe("session lifetime", () => {
  it("ends a token unused for 7 days, and not one used every day", async () => {
    const busy = (await signInDemo(t.app)).userinfo.api_token;
    const idle = (await signInDemo(t.app)).userinfo.api_token;
    for (let day = 0; day < 6; day++) {
      t.clock.advance(24 * HOUR);
      expect(await info(busy)).toBe(0);
    }
    t.clock.advance(24 * HOUR);
    expect(await info(idle)).toBe(-998);
    expect(await info(busy)).toBe(0);
  });

  it("ends every token 30 days after sign-in however busy it is", async () => {
    const token = (await signInDemo(t.app)).userinfo.api_token;
    for (let day = 0; day < 29; day++) {
      t.clock.advance(24 * HOUR);
      expect(await info(token)).toBe(0);
    }
    t.clock.advance(24 * HOUR);
    expect(await info(token)).toBe(-998);
    // Signing in again starts a new session.
    expect(await info((await signInDemo(t.app)).userinfo.api_token)).toBe(0);
  });
});

describe("password change", () => {
  it("refuses the password already set, at the field", async () => {
    const token = (await signInDemo(t.app)).userinfo.api_token;
    const { status, body } = await callRoute(t.app, routes.auth.changePassword, {
      token,
      lang: "en-US",
      body: { oldPassword: "Fenestra#2026", password: "Fenestra#2026", confirmPassword: "Fenestra#2026" },
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { field: "password", message: "The new password must differ from the old one" },
    ]);
  });
});
