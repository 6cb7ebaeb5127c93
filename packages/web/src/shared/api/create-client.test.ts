import { routes } from "@fenestra/api";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error.ts";
import { type ClientEffects, createApiClient } from "./create-client.ts";

interface Recorded {
  url: string;
  init: RequestInit;
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function setup(reply: (call: Recorded) => Response | Promise<Response>, token: string | null = "tok-1") {
  const calls: Recorded[] = [];
  const effects: ClientEffects & { log: string[] } = {
    log: [],
    loginExpired() {
      this.log.push("loginExpired");
    },
    needsPurchase() {
      this.log.push("buy2");
    },
    noPermission() {
      this.log.push("lackAuthority");
    },
    fieldError(message: string) {
      this.log.push(`fieldError:${message}`);
    },
  };
  const fakeFetch = (async (url: string, init: RequestInit) => {
    const call = { url, init };
    calls.push(call);
    return reply(call);
  }) as unknown as typeof fetch;
  const client = createApiClient({
    fetch: fakeFetch,
    getToken: () => token,
    getLanguage: () => "ru-RU",
    effects,
    translate: (key) => `[${key}]`,
  });
  return { client, calls, effects };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected a rejection");
}

afterEach(() => {
  vi.useRealTimers();
});

describe("API client (SPEC §7)", () => {
  it("sends the bearer token, the TargetLanguage and JSON, and resolves with the data", async () => {
    const { client, calls } = setup(() => jsonResponse(200, { code: 0, message: "ok", data: { n: 3 } }));
    await expect(client.post("/api/x", { a: 1 })).resolves.toEqual({ n: 3 });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer tok-1");
    expect(headers.TargetLanguage).toBe("ru-RU");
    expect(headers["Content-Type"]).toBe("application/json");
    expect(calls[0]!.init.method).toBe("POST");
    expect(calls[0]!.init.body).toBe('{"a":1}');
  });

  it("leaves out the bearer header when signed out and puts GET params in the query", async () => {
    const { client, calls } = setup(() => jsonResponse(200, { code: 1, message: "", data: [] }), null);
    await client.get("/api/list", { page: 2, q: "a b", skip: undefined });
    expect(calls[0]!.url).toBe("/api/list?page=2&q=a+b");
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it("sends a body with DELETE", async () => {
    const { client, calls } = setup(() => jsonResponse(200, { code: 0, message: "", data: null }));
    await client.del("/api/things", { ids: [1, 2] });
    expect(calls[0]!.init.method).toBe("DELETE");
    expect(calls[0]!.init.body).toBe('{"ids":[1,2]}');
  });

  it("a bodiless POST or DELETE sends neither a body nor a JSON content type", async () => {
    const { client, calls } = setup(() => jsonResponse(200, { code: 0, message: "", data: null }));
    await client.post("/api/auth/logout");
    await client.del("/api/things/7");
    for (const call of calls) {
      expect(call.init.body).toBeUndefined();
      expect(Object.keys(call.init.headers as Record<string, string>)).not.toContain("Content-Type");
    }
    expect(calls.map((c) => c.init.method)).toEqual(["POST", "DELETE"]);
  });

  it("-998 shows login expired (go to /login, hide loading) and rejects", async () => {
    const { client, effects } = setup(() =>
      jsonResponse(200, { code: -998, message: "expired", data: null }),
    );
    const error = await rejection(client.get("/api/user/info"));
    expect(error.code).toBe(-998);
    expect(effects.log).toEqual(["loginExpired"]);
  });

  it("10086 opens buy dialog variant 2 and rejects", async () => {
    const { client, effects } = setup(() => jsonResponse(200, { code: 10086, message: "buy", data: null }));
    const error = await rejection(client.get("/api/x"));
    expect(error.code).toBe(10086);
    expect(effects.log).toEqual(["buy2"]);
  });

  it("code 2 and above rejects with code, key and message", async () => {
    const { client, effects } = setup(() =>
      jsonResponse(200, { code: 2, key: "access.wrong_credentials", message: "Неверно", data: null }),
    );
    const error = await rejection(client.post("/api/auth/login", {}));
    expect({ code: error.code, key: error.key, message: error.message }).toEqual({
      code: 2,
      key: "access.wrong_credentials",
      message: "Неверно",
    });
    expect(effects.log).toEqual([]);
  });

  it("access.no_permission also shows the lack-authority dialog", async () => {
    const { client, effects } = setup(() =>
      jsonResponse(200, { code: 3, key: "access.no_permission", message: "no", data: null }),
    );
    await rejection(client.get("/api/sub-accounts"));
    expect(effects.log).toEqual(["lackAuthority"]);
  });

  it("HTTP 400 shows the first field error and rejects with it", async () => {
    const { client, effects } = setup(() =>
      jsonResponse(400, {
        code: 400,
        message: "bad",
        errors: [
          { field: "phone", message: "Phone is invalid" },
          { field: "code", message: "Code required" },
        ],
      }),
    );
    const error = await rejection(client.post("/api/auth/register", {}));
    expect(error.status).toBe(400);
    expect(error.fieldError).toEqual({ field: "phone", message: "Phone is invalid" });
    expect(effects.log).toEqual(["fieldError:Phone is invalid"]);
  });

  it("a status other than 200/304/400 rejects with status, message and first field error", async () => {
    const { client, effects } = setup(() =>
      jsonResponse(500, { code: 500, message: "boom", errors: [{ field: "x", message: "bad x" }] }),
    );
    const error = await rejection(client.get("/api/x"));
    expect({ status: error.status, message: error.message, fieldError: error.fieldError }).toEqual({
      status: 500,
      message: "boom",
      fieldError: { field: "x", message: "bad x" },
    });
    expect(effects.log).toEqual([]);
  });

  it("a server fault keeps the request id the server answered with (X-Request-Id), for support", async () => {
    const { client } = setup(
      () =>
        new Response(JSON.stringify({ code: 500, key: "http.server_error", message: "Server error" }), {
          status: 500,
          headers: { "Content-Type": "application/json", "X-Request-Id": "req-7f3a" },
        }),
    );
    const error = await rejection(client.get("/api/x"));
    expect({ message: error.message, requestId: error.requestId }).toEqual({
      message: "Server error",
      requestId: "req-7f3a",
    });
  });

  it("a 404 without a JSON body rejects with its status as an interface error", async () => {
    const { client } = setup(() => new Response("nope", { status: 404, statusText: "Not Found" }));
    const error = await rejection(client.get("/api/missing"));
    expect({ status: error.status, key: error.key, message: error.message }).toEqual({
      status: 404,
      key: "errors.interface",
      message: "[errors.interface]",
    });
  });

  it("no response (network failure) rejects as an interface error, never the browser's words", async () => {
    const { client } = setup(() => {
      throw new TypeError("Failed to fetch");
    });
    const error = await rejection(client.get("/api/x"));
    expect({ status: error.status, key: error.key, message: error.message }).toEqual({
      status: 0,
      key: "errors.interface",
      message: "[errors.interface]",
    });
  });

  it("SPEC §8 interface busy: 429 is a traffic surge; 502, 503 and 504 a server restarting", async () => {
    const cases: [number, string][] = [
      [429, "errors.busy_traffic"],
      [502, "errors.busy_restarting"],
      [503, "errors.busy_restarting"],
      [504, "errors.busy_restarting"],
      [500, "errors.interface"],
    ];
    for (const [status, key] of cases) {
      const { client, effects } = setup(() => new Response("<html>Bad Gateway</html>", { status }));
      const error = await rejection(client.get("/api/x"));
      expect({ status: error.status, key: error.key, message: error.message }).toEqual({
        status,
        key,
        message: `[${key}]`,
      });
      expect(effects.log).toEqual([]);
    }
  });

  it("gives up after 100000 ms", async () => {
    vi.useFakeTimers();
    const { client } = setup(
      ({ init }) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const pending = rejection(client.get("/api/slow"));
    await vi.advanceTimersByTimeAsync(99_999);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    // no answer in 100 s: the server is swamped
    expect({ key: error.key, message: error.message }).toEqual({
      key: "errors.busy_traffic",
      message: "[errors.busy_traffic]",
    });
  });
});

describe("calls by route descriptor", () => {
  const fileRoute = routes.exports.contract;

  it("fills the path, sends query and body, and resolves with the data", async () => {
    const { client, calls } = setup(() => jsonResponse(200, { code: 0, message: "ok", data: { id: 3 } }));
    await client.call(routes.orders.duplicateItem, { params: { id: 3, itemId: 9 } });
    await client.call(routes.contracts.list, { query: { page: 2, status: "deposit" } });
    await client.call(routes.contracts.transition, { params: { id: 3 }, body: { event: "sign" } });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      "POST /api/orders/3/items/9/duplicate",
      "GET /api/contracts?page=2&status=deposit",
      "POST /api/contracts/3/transitions",
    ]);
    expect(calls[0]?.init.body).toBeUndefined();
    expect(JSON.parse(String(calls[2]?.init.body))).toEqual({ event: "sign" });
  });

  it("downloads a file under the name the server gives", async () => {
    const { client, calls } = setup(
      () =>
        new Response("%PDF-1.7", {
          status: 200,
          headers: {
            "Content-Type": "application/pdf",
            "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent("合同 HT-1.pdf")}`,
          },
        }),
    );
    const file = await client.download(fileRoute, { params: { id: 5 }, query: { format: "pdf" } });
    expect(file.fileName).toBe("合同 HT-1.pdf");
    expect(await file.blob.text()).toBe("%PDF-1.7");
    expect(new Headers(calls[0]?.init.headers).get("authorization")).toBe("Bearer tok-1");
  });

  it("handles a download's refusal like any call: -998 signs out, 10086 asks to buy", async () => {
    const expired = setup(() => jsonResponse(200, { code: -998, message: "expired", data: null }));
    const error = await rejection(
      expired.client.download(fileRoute, { params: { id: 5 }, query: { format: "pdf" } }),
    );
    expect(error.code).toBe(-998);
    expect(expired.effects.log).toEqual(["loginExpired"]);
    const unpaid = setup(() => jsonResponse(200, { code: 10086, message: "buy", data: null }));
    await rejection(unpaid.client.download(fileRoute, { params: { id: 5 }, query: { format: "pdf" } }));
    expect(unpaid.effects.log).toEqual(["buy2"]);
  });
});
