// Bad input never breaks the server. Every operation of the OpenAPI document
// (generated from the registered routes, so a new route is probed the day it is added) gets the
// classes of malformed input an outside probe sends: NUL bytes, unpaired UTF-16 surrogates,
// ids of 2^31 and more, ids written loosely, non-finite and huge numbers, wrong types, null and
// absent bodies, oversized strings — in each path parameter, query parameter and body field.
// Any answer of 500 or more fails the test; each failure names the request that caused it.
import { type RouteDef, routes } from "@fenestra/api";
import { sql } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { DEMO } from "./db/seed.ts";
import { createContract } from "./modules/contracts/contracts.fixtures.ts";
import { addItem, createOrder, itemBody } from "./modules/orders/orders.fixtures.ts";
import { call, signInDemo } from "./test/helpers/factories.ts";
import { testAppForFile } from "./test/helpers/test-app.ts";

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  format?: string;
  pattern?: string;
};
type Operation = {
  parameters?: { in: "path" | "query"; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** Strings a path or query parameter is sent as (already URL-encoded where needed). */
const BAD_URL_VALUES = [
  "%00",
  "1%00",
  "a%00b",
  "%ED%A0%80", // an unpaired surrogate written as UTF-8 bytes
  "%F0%9F", // a cut UTF-8 sequence
  "2147483648",
  "99999999999999999999",
  "-1",
  "0",
  "1.5",
  "true",
  "%201",
  "0x1",
  "1e0",
  "%2B1",
  "NaN",
  "Infinity",
  "2026-13-45", // no calendar day
  "2026-02-30",
  "x".repeat(5000),
];

const LONG = "長".repeat(200_000);
/** Values a body field is replaced by. */
const BAD_BODY_VALUES: unknown[] = [
  "a\u0000b",
  "\u0000",
  "x\uD800y",
  "\uDC00",
  LONG,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  -1,
  0,
  1.5,
  true,
  null,
  {},
  [],
  [null],
  { a: { b: { c: "\u0000" } } },
  "1",
  " 1",
];

/** Whole bodies in place of the expected one. */
const BAD_BODIES: (string | undefined)[] = [undefined, "null", "", "[]", "1", '"x"', "true", "{", '{"a":'];

/** A value the schema probably accepts: enough that a mutated field reaches the service. */
function sample(schema: JsonSchema | undefined, ids: number[], depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives)
    return sample(alternatives.find((s) => s.type !== "null") ?? alternatives[0], ids, depth + 1);
  if (schema.allOf) return sample(schema.allOf[0], ids, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || depth === 0) out[key] = sample(value, ids, depth + 1);
      }
      return out;
    }
    case "array":
      return schema.minItems ? [sample(schema.items, ids, depth + 1)] : [];
    case "integer":
    case "number":
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : ids[0]);
    case "boolean":
      return true;
    case "string":
      if (schema.format === "date") return "2026-03-15";
      return "a".repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return null;
  }
}

/** Every field path of a sampled body (objects only; arrays by their first element). */
function fieldPaths(value: unknown, prefix: (string | number)[] = [], depth = 0): (string | number)[][] {
  if (depth > 4 || value === null || typeof value !== "object") return [];
  const entries = Array.isArray(value)
    ? value.map((v, i) => [i, v] as const).slice(0, 1)
    : Object.entries(value);
  return entries.flatMap(([key, child]) => {
    const path = [...prefix, key];
    return [path, ...fieldPaths(child, path, depth + 1)];
  });
}

function withField(body: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path[path.length - 1] as string | number] = value;
  return copy;
}

/**
 * Bodies the sampler cannot make valid (a whole window design): the probe starts from these so a
 * bad field reaches the service behind the schema. Every other body is sampled from its schema.
 */
const EXAMPLE_BODIES: Record<string, unknown> = {
  "POST /api/orders/{id}/items": itemBody(),
  "PUT /api/orders/{id}/items/{itemId}": itemBody(),
  "POST /api/bom/calculate": { design: itemBody().design, seriesId: "default", count: 1 },
};

type Probe = { method: string; url: string; payload?: string; what: string };

/**
 * Routes the document hides (the dev jobs, …), probed from their descriptors all the same.
 * GraphQL, hidden too, has its own fuzz (modules/graphql/graphql.test.ts).
 */
function hiddenOperations(): { path: string; method: string; op: Operation }[] {
  const jsonOf = (schema: z.ZodType) =>
    z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  const shapeOf = (schema: unknown) =>
    schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
  return Object.values(routes)
    .flatMap((module) => Object.values(module) as RouteDef[])
    .filter((route) => route.hidden && route.path !== "/api/graphql")
    .map((route) => ({
      path: route.path.replace(/:(\w+)/g, "{$1}"),
      method: route.method,
      op: {
        parameters: [
          ...Object.keys(shapeOf(route.params)).map((name) => ({ in: "path" as const, name })),
          ...Object.entries(shapeOf(route.query)).map(([name, schema]) => ({
            in: "query" as const,
            name,
            schema: jsonOf(schema),
          })),
        ],
        ...(route.body
          ? { requestBody: { content: { "application/json": { schema: jsonOf(route.body as z.ZodType) } } } }
          : {}),
      },
    }));
}

function probesFor(method: string, template: string, op: Operation, ids: number[]): Probe[] {
  const pathParams = (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
  const queryParams = (op.parameters ?? []).filter((p) => p.in === "query");
  const fill = (override: Record<string, string> = {}) =>
    template.replace(/\{(\w+)\}/g, (_, name: string) => override[name] ?? String(realId(template, name)));
  const jsonSchema = op.requestBody?.content?.["application/json"]?.schema;
  const baseBody =
    EXAMPLE_BODIES[`${method} ${template}`] ?? (jsonSchema ? sample(jsonSchema, ids) : undefined);
  const basePayload = baseBody === undefined ? undefined : JSON.stringify(baseBody);
  const probes: Probe[] = [];
  for (const name of pathParams) {
    for (const bad of BAD_URL_VALUES)
      probes.push({
        method,
        url: fill({ [name]: bad }),
        payload: basePayload,
        what: `path ${name}=${bad.slice(0, 20)}`,
      });
  }
  for (const param of queryParams) {
    for (const bad of BAD_URL_VALUES)
      probes.push({
        method,
        url: `${fill()}?${param.name}=${bad}`,
        payload: basePayload,
        what: `query ${param.name}=${bad.slice(0, 20)}`,
      });
  }
  if (queryParams.length > 0)
    probes.push({
      method,
      url: `${fill()}?${queryParams[0]?.name}=1&${queryParams[0]?.name}=2`,
      what: "repeated query",
    });
  if (method !== "GET" && method !== "DELETE") {
    for (const bad of BAD_BODIES) probes.push({ method, url: fill(), payload: bad, what: `body ${bad}` });
    if (baseBody !== undefined) {
      for (const path of fieldPaths(baseBody).filter((p) => p[0] !== "design" || p.length <= 3)) {
        for (const bad of BAD_BODY_VALUES)
          probes.push({
            method,
            url: fill(),
            payload: JSON.stringify(withField(baseBody, path, bad)),
            what: `body ${path.join(".")}=${JSON.stringify(bad)?.slice(0, 20)}`,
          });
      }
      // An extra unknown field, and each field absent.
      probes.push({
        method,
        url: fill(),
        payload: JSON.stringify({ ...(baseBody as object), zz: "\u0000" }),
        what: "extra field",
      });
    }
  }
  return probes;
}

let token: string;
let ids: number[];
let real: { contract: number; order: number; item: number; quoteItem: number };

/** An id of a record that exists, so a probe of one parameter gets past the others. */
function realId(template: string, name: string): number {
  if (template.startsWith("/api/orders/")) return name === "itemId" ? real.item : real.order;
  if (template.includes("/quote-items/") && name === "itemId") return real.quoteItem;
  return real.contract;
}
/** The demo main account: every module and edition, so probes get past the entitlement checks. */
async function signIn(app: FastifyInstance) {
  const res = await call(app, "POST", "/api/auth/login", {
    body: { phone: DEMO.phone, password: DEMO.password },
  });
  return (res.body.data as { userinfo: { api_token: string } }).userinfo.api_token;
}

const t = testAppForFile();
beforeAll(async () => {
  token = (await signInDemo(t.app)).userinfo.api_token;
  const contract = await createContract(t.app, token);
  const order = await createOrder(t.app, token, { contractId: contract.id });
  const item = await addItem(t.app, token, order.id);
  const quote = await call(t.app, "POST", `/api/contracts/${contract.id}/quote-items`, {
    token,
    body: { name: "Screen", price: 5_000 },
  });
  const quoteItem = (quote.body.data as { quoteItems: { id: number }[] }).quoteItems[0]?.id ?? 1;
  ids = [contract.id, order.id];
  real = { contract: contract.id, order: order.id, item: item.id, quoteItem };
});

describe("bad input answers 4xx on every route of the OpenAPI document", () => {
  it("never answers 500, whatever the path, query or body holds", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operations = [
      ...Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
      ),
      ...hiddenOperations(),
    ];
    // Logout last: it ends the session every other probe signs with.
    const isLogout = (o: { path: string }) => o.path === "/api/auth/logout";
    operations.sort((a, b) => Number(isLogout(a)) - Number(isLogout(b)));
    expect(operations.length).toBeGreaterThan(60);
    expect(operations.map((o) => o.path)).toContain("/api/dev/jobs/invitation-rewards");
    expect(operations.at(-1)?.path).toBe("/api/auth/logout");
    const failures: string[] = [];
    let sent = 0;
    let entitlement = 0;
    for (const { path, method, op } of operations) {
      for (const probe of probesFor(method, path, op, ids)) {
        const headers: Record<string, string> = { authorization: `Bearer ${token}`, targetlanguage: "en-US" };
        if (probe.payload !== undefined) headers["content-type"] = "application/json";
        const response = await t.app.inject({
          method: probe.method as InjectOptions["method"],
          url: probe.url,
          headers,
          ...(probe.payload === undefined ? {} : { payload: probe.payload }),
        });
        sent += 1;
        if (response.statusCode >= 500)
          failures.push(`${method} ${path} ${probe.what} → ${response.statusCode}`);
        else if (response.statusCode === 400) {
          const body = response.json() as { errors?: { message: string }[]; error?: string };
          // the OAuth token endpoint answers as RFC 6749 §5.2 says ({ error, error_description }),
          // which partner applications' OAuth clients read (docs/oauth.md)
          const rfc6749 = path === "/api/oauth/token" && typeof body.error === "string";
          if (!body.errors?.[0]?.message && !rfc6749)
            failures.push(`${method} ${path} ${probe.what} → 400 without a field message`);
        }
        // A probe that signed the caller out (a changed password, …): sign in again.
        if (response.statusCode === 200 && response.body.includes('"code":-998')) token = await signIn(t.app);
        if (response.body.includes('"code":10086')) entitlement += 1;
      }
    }
    console.info(
      `bad-input: ${operations.length} operations, ${sent} requests, ${entitlement} stopped by entitlements`,
    );
    expect(failures.join("\n")).toBe("");
  }, 600_000);
});

describe("the refusals name the field and the rule, in the caller's language", () => {
  it("issue 25.13: the dev jobs refuse an impossible day (on=2026-13-45) at the field", async () => {
    for (const path of ["/api/dev/jobs/account-deletions", "/api/dev/jobs/invitation-rewards"]) {
      for (const on of ["2026-13-45", "2026-02-30", "2026-00-10"]) {
        const response = await t.app.inject({
          method: "POST",
          url: `${path}?on=${on}`,
          headers: { targetlanguage: "en-US" },
        });
        expect(response.statusCode, `${path} ${on}`).toBe(400);
        expect(response.json().errors, `${path} ${on}`).toEqual([
          { field: "on", message: "Please enter a valid date" },
        ]);
      }
      // A real day is taken (today: a later one would run the deletions the probes requested).
      const today = t.clock().toISOString().slice(0, 10);
      const real = await t.app.inject({ method: "POST", url: `${path}?on=${today}` });
      expect(real.json(), path).toMatchObject({ code: 0 });
    }
  });

  async function send(method: InjectOptions["method"], url: string, body?: unknown, lang = "en-US") {
    const response = await t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, targetlanguage: lang },
      ...(body === undefined ? {} : { payload: body as InjectOptions["payload"] }),
    });
    return {
      status: response.statusCode,
      body: response.json() as { key?: string; errors?: { field: string; message: string }[] },
    };
  }

  it("reads ids strictly: true, ' 1', 0x1, 1e0, +1 and 2^31 are no id", async () => {
    for (const loose of ["true", "%201", "0x1", "1e0", "%2B1", "2147483648"]) {
      const res = await send("GET", `/api/contracts/${loose}`);
      expect(res.status, loose).toBe(400);
      expect(res.body.errors?.[0]).toEqual({
        field: "id",
        message: expect.stringMatching(/whole number from 1 to 2147483647/),
      });
    }
    const body = await send("POST", `/api/contracts/${real.contract}/orders`, { orderId: true });
    expect(body.body.errors?.[0]?.field).toBe("orderId");
  });

  it("refuses a window of 1e308 mm and stores nothing; the lists still answer", async () => {
    const before = await send("GET", `/api/orders/${real.order}`);
    const res = await send("POST", `/api/orders/${real.order}/items`, itemBody({ width: 1e308 }));
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]).toEqual({
      field: "width",
      message: "A length must be from 0 to 100,000 mm",
    });
    const after = await send("GET", `/api/orders/${real.order}`);
    expect(after.body).toEqual(before.body);
    for (const url of ["/api/orders", "/api/contracts", "/api/home/stats", `/api/contracts/${real.contract}`])
      expect((await send("GET", url)).status, url).toBe(200);
  });

  it("keeps every list and detail answering when an old row holds an infinite area", async () => {
    // What the probe left behind before the bounds existed: written straight into the tables.
    const order = await createOrder(t.app, token, { contractId: real.contract });
    const item = await addItem(t.app, token, order.id);
    await t.database.db.execute(
      sql`update order_items set area = 'Infinity'::float8, width = 1e308 where id = ${item.id}`,
    );
    await t.database.db.execute(sql`update orders set area = 'Infinity'::float8 where id = ${order.id}`);
    await t.database.db.execute(sql`update contracts set area = 'NaN'::float8 where id = ${real.contract}`);
    for (const url of [
      "/api/orders",
      "/api/contracts",
      "/api/home/stats",
      `/api/orders/${order.id}`,
      `/api/contracts/${real.contract}`,
      `/api/orders/${order.id}/items/${item.id}`,
    ]) {
      const res = await send("GET", url);
      expect(res.status, url).toBe(200);
    }
    const detail = (await send("GET", `/api/orders/${order.id}`)).body as unknown as {
      data: { area: number; items: { id: number; area: number; width: number }[] };
    };
    expect(detail.data.area).toBe(0);
    expect(detail.data.items.find((i) => i.id === item.id)).toMatchObject({ area: 0, width: 1e308 });
  });

  it("answers a quote price of 2^31 fen with 'amount too large'", async () => {
    const res = await send("POST", `/api/contracts/${real.contract}/quote-items`, {
      name: "Big",
      price: 2 ** 31,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.field).toBe("price");
    expect(res.body.errors?.[0]?.message).toMatch(/too large/i);
  });

  it("refuses NUL and unpaired surrogates in paths, queries and bodies, in zh-CN too", async () => {
    const nul = await send("GET", "/api/orders?q=a%00b", undefined, "zh-CN");
    expect(nul.status).toBe(400);
    expect(nul.body.errors?.[0]).toEqual({ field: "q", message: "文本含有无法保存的控制字符（如 NUL）" });
    const surrogate = await send("PUT", `/api/contracts/${real.contract}`, {
      customer: "Li\uD800",
      version: 0,
    });
    expect(surrogate.body.errors?.[0]?.field).toBe("customer");
    const path = await send("GET", "/api/orders/%ED%A0%80");
    expect(path.status).toBe(400);
    expect(path.body.errors?.[0]?.field).toBe("url");
  });
});
