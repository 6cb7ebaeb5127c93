import { channel } from "node:diagnostics_channel";
import { Agent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { Writable } from "node:stream";
import { crc32 } from "node:zlib";
import { defineRoute, signedIn } from "@fenestra/api";
import type { FastifyInstance, RouteOptions } from "fastify";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildApp } from "../app.ts";
import { DEMO } from "../db/seed.ts";
import { call, signInDemo } from "../test/helpers/factories.ts";
import { createTestApp, type TestApp } from "../test/helpers/test-app.ts";
import { register } from "./register-route.ts";

// Security headers, fault logging without secrets, the dev outbox's reach, upload size, bodies at
// and over every route's limit.

/** Every route the test app registers, with the body limit and schema it was given. */
const registered: RouteOptions[] = [];
const collect = (message: unknown) => {
  (message as { fastify: FastifyInstance }).fastify.addHook("onRoute", (route) => {
    registered.push(route);
  });
};

let t: TestApp;
beforeAll(async () => {
  channel("fastify.initialization").subscribe(collect);
  try {
    t = await createTestApp();
  } finally {
    channel("fastify.initialization").unsubscribe(collect);
  }
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

describe("request ids behind a proxy (issue 35)", () => {
  it("a trusted proxy's X-Request-Id names the request; a malformed one, or one from an untrusted caller, does not", async () => {
    const proxied = await buildApp({ db: t.database.db, clock: t.clock, trustProxy: "127.0.0.1" });
    const direct = await buildApp({ db: t.database.db, clock: t.clock });
    const idOf = async (app: typeof proxied, given: string) =>
      (await app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": given } })).headers[
        "x-request-id"
      ];
    expect(await idOf(proxied, "0f3c9a7e41d2b6c8")).toBe("0f3c9a7e41d2b6c8");
    expect(await idOf(proxied, "bad id\nforged-line")).toMatch(/^[0-9a-f-]{36}$/);
    expect(await idOf(direct, "0f3c9a7e41d2b6c8")).toMatch(/^[0-9a-f-]{36}$/);
    await Promise.all([proxied.close(), direct.close()]);
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

describe("bodies at and over every route's limit", () => {
  const APP_LIMIT = 1_048_576;
  let base = "";
  let token = "";
  // One connection at a time, kept open: a body over the limit must not cost the connection.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  beforeAll(async () => {
    token = (await signInDemo(t.app)).userinfo.api_token;
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => agent.destroy());

  type Sent = { status: number; headers: IncomingHttpHeaders; body: string; reused: boolean };
  /**
   * Sends a body over a real socket in 64 KB writes, as a network delivers it (the server may
   * answer before the last write). Resolves with the answer, or rejects when the connection drops.
   */
  function send(
    method: string,
    path: string,
    body: Buffer,
    headers: Record<string, string> = {},
    chunked = false,
  ): Promise<Sent> {
    return new Promise((resolve, reject) => {
      const url = new URL(path, base);
      const req = httpRequest(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method,
          headers: {
            "content-type": "application/json",
            authorization: `Bearer ${token}`,
            targetlanguage: "en-US",
            ...(chunked ? {} : { "content-length": String(body.length) }),
            ...headers,
          },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => {
            text += chunk;
          });
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: text,
              reused: req.reusedSocket,
            }),
          );
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      let at = 0;
      const next = () => {
        if (at >= body.length) {
          req.end();
          return;
        }
        const chunk = body.subarray(at, at + 65_536);
        at += chunk.length;
        if (req.write(chunk)) setImmediate(next);
        else req.once("drain", next);
      };
      next();
    });
  }
  /** A JSON body of exactly `bytes` bytes: a one-string array, which no route's body schema takes. */
  const jsonOf = (bytes: number) => Buffer.from(`["${"a".repeat(bytes - 4)}"]`);
  const errorsOf = (sent: Sent) =>
    (JSON.parse(sent.body) as { errors?: { field: string; message: string }[] }).errors;

  it("issue 25.14: POST /api/files of 4.5 MB and POST /api/contracts of 8 MB are answered at the field in the caller's language, and the connection stays open", async () => {
    const upload = await send("POST", "/api/files", jsonOf(4_500_000));
    expect(upload.status).toBe(400);
    expect(errorsOf(upload)).toEqual([
      { field: "data", message: "The image is larger than 3M; choose a smaller one" },
    ]);
    expect(upload.headers.connection).not.toBe("close");
    const contract = await send("POST", "/api/contracts", jsonOf(8_000_000), { targetlanguage: "zh-CN" });
    expect(contract.status).toBe(400);
    expect(errorsOf(contract)).toEqual([{ field: "", message: "请求内容超过 1 MB，请减少一次提交的内容" }]);
    expect(contract.headers.connection).not.toBe("close");
    // The same connection answers the next request.
    const health = await send("GET", "/api/health", Buffer.alloc(0));
    expect(health.status).toBe(200);
    expect(health.reused).toBe(true);
  });

  it("issue 25.14: multipart, text and chunked bodies over the limit get the same answer", async () => {
    const multipart = await send("POST", "/api/files", jsonOf(4_500_000), {
      "content-type": "multipart/form-data; boundary=x",
      targetlanguage: "ru-RU",
    });
    expect(multipart.status).toBe(400);
    expect(errorsOf(multipart)?.[0]).toMatchObject({ field: "data" });
    expect(errorsOf(multipart)?.[0]?.message).toMatch(/[\u0400-\u04FF]/);
    const text = await send("POST", "/api/contracts", jsonOf(8_000_000), { "content-type": "text/plain" });
    expect(errorsOf(text)).toEqual([
      { field: "", message: "The request is larger than 1 MB: send less at once" },
    ]);
    const chunked = await send("POST", "/api/contracts", jsonOf(3_000_000), {}, true);
    expect(chunked.status).toBe(400);
    expect(errorsOf(chunked)?.[0]?.message).toBe("The request is larger than 1 MB: send less at once");
    expect(chunked.headers.connection).not.toBe("close");
  });

  it("answers a body of exactly each route's limit and one byte more without a 5xx or a dropped connection", async () => {
    const withBody = registered.filter((route) =>
      [route.method].flat().some((m) => m === "POST" || m === "PUT" || m === "PATCH"),
    );
    expect(withBody.length).toBeGreaterThan(60);
    const limits = new Set<number>();
    const failures: string[] = [];
    for (const route of withBody) {
      const method = [route.method].flat().find((m) => m !== "HEAD") ?? "POST";
      const path = route.url.replace(/:(\w+)/g, "1");
      const limit = route.bodyLimit ?? APP_LIMIT;
      // One byte over on every route; exactly the limit once per limit (a body the schema reads).
      const atLimit = route.schema?.body && !limits.has(limit);
      limits.add(limit);
      const sizes = atLimit ? [limit, limit + 1] : [limit + 1];
      for (const size of sizes) {
        const what = `${method} ${route.url} ${size === limit ? "at" : "over"} ${limit}`;
        let sent: Sent;
        try {
          sent = await send(method, path, jsonOf(size));
        } catch (error) {
          failures.push(`${what}: connection dropped (${(error as Error).message})`);
          continue;
        }
        if (sent.status >= 500) failures.push(`${what} → ${sent.status}`);
        if (size > limit) {
          // Refused at the limit (400 with its message), or before it by the route's access
          // (an operator route: HTTP 200 with a refusal) — never taken.
          const refused = sent.status === 200 && !sent.body.startsWith('{"code":0');
          if (sent.status === 400 && !errorsOf(sent)?.[0]?.message)
            failures.push(`${what} → 400 without a message`);
          else if (sent.status !== 400 && !refused)
            failures.push(`${what} → ${sent.status}: ${sent.body.slice(0, 80)}`);
          if (sent.headers.connection === "close") failures.push(`${what} → connection closed`);
        }
        if (sent.body.includes('"code":-998')) token = (await signInDemo(t.app)).userinfo.api_token;
      }
    }
    expect(failures.join("\n")).toBe("");
    // Several limits exist (uploads, series models, cutting jobs): each was probed.
    expect(limits.size).toBeGreaterThan(3);
    expect((await send("GET", "/api/health", Buffer.alloc(0))).status).toBe(200);
  }, 120_000);
});
