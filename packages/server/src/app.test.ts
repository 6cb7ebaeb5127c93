import { allRoutes, openApiPath } from "@fenestra/api";
import { describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { call } from "./test/helpers/factories.ts";
import { testAppForFile } from "./test/helpers/test-app.ts";

const t = testAppForFile();

describe("envelope and errors", () => {
  it("answers 404 with the envelope for unknown /api routes, signed in or not", async () => {
    const { status, body } = await call(t.app, "GET", "/api/no-such-thing", { lang: "en-US" });
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 404, key: "http.not_found", message: "Not found" });
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ key: "validation.failed" });
  });

  it("answers a fault as 500 without a stack", async () => {
    // A database that fails on every use: the caller learns nothing of the internals.
    const db = new Proxy({} as typeof t.database.db, {
      get() {
        throw new Error("connection lost at /secret/path.ts:12");
      },
    });
    const broken = await buildApp({ db });
    const { status, body } = await call(broken, "POST", "/api/auth/login", {
      body: { phone: "13700000001", password: "Casement#Sash42" },
    });
    expect(status).toBe(500);
    expect(body.key).toBe("http.server_error");
    expect(JSON.stringify(body)).not.toContain("secret");
    await broken.close();
  });
});

describe("TargetLanguage", () => {
  const expected = {
    "zh-CN": "手机号格式不正确",
    "en-US": "The phone number is not well-formed",
    "vi-VN": "Số điện thoại không đúng định dạng",
    "ru-RU": "Неверный формат номера телефона",
  };
  it("translates field errors into each of the four languages, zh-CN by default", async () => {
    for (const [lang, text] of Object.entries(expected)) {
      const { body } = await call(t.app, "POST", "/api/auth/login", {
        body: { phone: "1", password: "x" },
        lang,
      });
      expect(body.errors).toEqual([{ field: "phone", message: text }]);
    }
    const { body } = await call(t.app, "POST", "/api/auth/login", { body: { phone: "1", password: "x" } });
    expect(body.message).toBe(expected["zh-CN"]);
  });
});

describe("OpenAPI", () => {
  it("documents the contract's routes from their zod schemas", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      "/api/auth/register",
      "/api/auth/login",
      "/api/auth/login-sms",
      "/api/auth/reset-password",
      "/api/auth/sms-code",
      "/api/user/info",
      "/api/user/settings",
      "/api/home/stats",
      "/api/sub-accounts",
      "/api/sub-accounts/{id}",
    ]) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
    const register = doc.paths["/api/auth/register"]?.post as {
      requestBody: { content: Record<string, unknown> };
    };
    expect(JSON.stringify(register.requestBody.content)).toContain("confirmPassword");
  });

  it("has every operation from a descriptor of @fenestra/api, and every descriptor but the hidden ones", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    const described = allRoutes
      .filter((route) => !route.hidden)
      .map((route) => `${route.method} ${openApiPath(route.path)}`)
      .sort();
    expect(documented).toEqual(described);
  });

  it("links to the API guide (docs/api.md), which the server serves", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
      externalDocs?: { url: string };
    };
    const guide = await t.app.inject({ method: "GET", url: doc.externalDocs?.url ?? "-" });
    expect(guide.statusCode).toBe(200);
    expect(guide.headers["content-type"]).toContain("text/markdown");
    expect(guide.body).toContain("Idempotency-Key");
  });
});

describe("production", () => {
  it("does not expose the SMS outbox", async () => {
    const prod = await buildApp({ db: t.database.db, production: true });
    const { status } = await call(prod, "GET", "/api/dev/sms-outbox?phone=13800138000");
    expect(status).toBe(404);
    await prod.close();
    const dev = await call(t.app, "GET", "/api/dev/sms-outbox?phone=13800138000");
    expect(dev.status).toBe(200);
  });
});
