import { Writable } from "node:stream";
import { crc32 } from "node:zlib";
import { defineRoute, signedIn } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildApp } from "../app.ts";
import { DEMO } from "../db/seed.ts";
import { call, signInDemo } from "../test/helpers/factories.ts";
import { createTestApp, type TestApp } from "../test/helpers/test-app.ts";
import { register } from "./register-route.ts";

// Security headers, fault logging without secrets, the dev outbox's reach, upload size.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("security headers", () => {
  it("sends a content security policy, no-sniff, no framing and a referrer policy on every answer", async () => {
    for (const url of ["/api/health", "/api/nowhere", "/api/user/info"]) {
      const response = await t.app.inject({ method: "GET", url });
      const csp = String(response.headers["content-security-policy"]);
      expect(csp, url).toContain("default-src 'self'");
      // scripts and WebAssembly (the camera's QR decoder) only from this origin, no eval
      expect(csp, url).toContain("script-src 'self' 'wasm-unsafe-eval';");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["x-frame-options"], url).toBe("DENY");
      expect(response.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(response.headers["x-request-id"], url).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe("fault log", () => {
  async function loggingApp(mode: "faults" | "requests") {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({ db: t.database.db, clock: t.clock, log: mode, logStream: stream });
    // A route that fails the way a database fault does: drizzle's message carries the parameters.
    const fault = defineRoute({
      method: "POST",
      path: "/api/test/fault",
      tag: "test",
      access: signedIn(),
      response: z.null(),
    });
    register(app, fault, async () => {
      const error = new Error(
        `Failed query: update "users" set "password_hash" = $1 where "users"."id" = $2\nparams: scrypt$16384$8$1$c2FsdA$aGFzaA,1`,
      );
      throw Object.assign(error, { cause: Object.assign(new Error("deadlock detected"), { code: "40P01" }) });
    });
    await app.ready();
    return { app, lines };
  }

  it("logs every 500 with its request id, by default, and never the SQL parameters, the token or the body", async () => {
    const { app, lines } = await loggingApp("faults");
    const token = (await signInDemo(app)).userinfo.api_token;
    const response = await app.inject({
      method: "POST",
      url: "/api/test/fault?token=secret-in-query",
      headers: { authorization: `Bearer ${token}` },
      payload: { password: DEMO.password },
    });
    expect(response.statusCode).toBe(500);
    const requestId = response.headers["x-request-id"];
    expect(response.json()).toMatchObject({ key: "http.server_error", requestId });
    const log = lines.join("");
    expect(log).toContain(String(requestId));
    expect(log).toContain("Failed query: update");
    expect(log).toContain("40P01");
    for (const secret of ["scrypt$", token, DEMO.password, "secret-in-query"])
      expect(log).not.toContain(secret);
    // Only faults by default: the sign-in itself was not logged.
    expect(log).not.toContain("/api/auth/login");
    await app.close();
  });

  it("with LOG_REQUESTS=1 logs each request as method and path, without the password or the token", async () => {
    const { app, lines } = await loggingApp("requests");
    const session = await signInDemo(app);
    await call(app, "GET", "/api/user/info", { token: session.userinfo.api_token });
    const log = lines.join("");
    expect(log).toContain("/api/auth/login");
    expect(log).toContain("/api/user/info");
    for (const secret of [DEMO.password, session.userinfo.api_token, "scrypt$"])
      expect(log).not.toContain(secret);
    await app.close();
  });
});

describe("the dev SMS outbox", () => {
  const outbox = (app: FastifyInstance, remoteAddress: string) =>
    app.inject({ method: "GET", url: `/api/dev/sms-outbox?phone=${DEMO.phone}`, remoteAddress });

  it("answers loopback callers only, whatever X-Forwarded-For says", async () => {
    expect((await outbox(t.app, "127.0.0.1")).statusCode).toBe(200);
    expect((await outbox(t.app, "::1")).statusCode).toBe(200);
    expect((await outbox(t.app, "192.168.1.20")).statusCode).toBe(404);
    const forwarded = await t.app.inject({
      method: "GET",
      url: `/api/dev/sms-outbox?phone=${DEMO.phone}`,
      remoteAddress: "192.168.1.20",
      headers: { "x-forwarded-for": "127.0.0.1" },
    });
    expect(forwarded.statusCode).toBe(404);
  });

  it("does not exist in production", async () => {
    const app = await buildApp({ db: t.database.db, production: true });
    expect((await outbox(app, "127.0.0.1")).statusCode).toBe(404);
    await app.close();
  });
});

describe("company logo upload", () => {
  // A PNG of exactly `bytes` bytes: a real 3 × 1 image (a logo is 3:1) padded with an ancillary
  // text chunk.
  const png = (bytes: number) => {
    const image = new PNG({ width: 3, height: 1 });
    image.data.fill(200);
    const whole = PNG.sync.write(image);
    const iend = whole.subarray(whole.length - 12);
    const pad = bytes - whole.length - 12;
    const typeAndData = Buffer.concat([Buffer.from("teXt", "ascii"), Buffer.alloc(pad, 0x61)]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(pad, 0);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typeAndData), 0);
    return Buffer.concat([whole.subarray(0, whole.length - 12), length, typeAndData, crc, iend]).toString(
      "base64",
    );
  };

  it("takes a logo of 3M, and refuses a larger one at the field", async () => {
    const token = (await signInDemo(t.app)).userinfo.api_token;
    const put = (body: unknown) => call(t.app, "POST", "/api/files", { token, body, lang: "en-US" });
    const ok = await put({ purpose: "logo", data: png(3 * 1024 * 1024) });
    expect(ok.status).toBe(200);
    expect(ok.body.code).toBe(0);
    const big = await put({ purpose: "logo", data: png(3 * 1024 * 1024 + 3) });
    expect(big.status).toBe(400);
    expect(big.body.errors).toEqual([
      { field: "data", message: "The image is larger than 3M; choose a smaller one" },
    ]);
  });
});
