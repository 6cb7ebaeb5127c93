import { routes } from "@fenestra/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callRoute, registerAccount, signInDemo } from "../../test/helpers/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers/test-app.ts";
import { createContract, subAccount } from "../contracts/contracts.fixtures.ts";
import { addItem, createOrder } from "../orders/orders.fixtures.ts";
import { withDeadline } from "./graphql-limits.ts";

let t: TestApp;
let token: string;
let contractId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerAccount(t.app, t.clock)).userinfo.api_token;
  const c = await createContract(t.app, token, { customer: "Sun Li", phone: "13900000001" });
  contractId = c.id;
  const order = await createOrder(t.app, token, { contractId });
  await addItem(t.app, token, order.id);
  await callRoute(t.app, routes.quotes.add, {
    params: { id: contractId },
    token,
    body: { name: "Screen", price: 5_000 },
  });
});
afterAll(() => t.close());

async function gql(query: string, bearer?: string, lang = "en-US") {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/graphql",
    headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), targetlanguage: lang },
    payload: { query },
  });
  return res.json() as {
    code?: number;
    data?: Record<string, unknown>;
    errors?: { message: string; extensions?: { key: string; code?: number } }[];
  };
}

describe("GraphQL at /api/graphql", () => {
  it("answers contracts, their orders and quote items and orders with the bearer token", async () => {
    const res = await gql(
      `{ contracts { total items { id customer amount } }
         contract(id: ${contractId}) { baseAmount amount orders { orderNo amount } quoteItems { name amount } }
         orders(contractId: ${contractId}) { total items { amount itemCount } }
         quoteItems(contractId: ${contractId}) { name price } }`,
      token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data).toMatchObject({
      contracts: { total: 1, items: [{ id: contractId, customer: "Sun Li", amount: 320_600 }] },
      contract: { baseAmount: 315_600, amount: 320_600, quoteItems: [{ name: "Screen", amount: 5_000 }] },
      orders: { total: 1, items: [{ amount: 315_600, itemCount: 1 }] },
      quoteItems: [{ name: "Screen", price: 5_000 }],
    });
  });

  it("answers the CRM's customers as GET /api/customers does: its search, its module and a salesperson's own", async () => {
    const demo = (await signInDemo(t.app)).userinfo.api_token;
    const added = await callRoute(t.app, routes.crm.create, {
      token: demo,
      body: { name: "张三丰", phone: "13700009999", source: "fair" },
    });
    expect(added.body.code, added.body.key).toBe(0);
    const query = `{ customers(q: "zsf") { total items { id name phone type track source ownerId nextFollowUp } } }`;
    const res = await gql(query, demo);
    expect(res.errors).toBeUndefined();
    const rest = await callRoute(t.app, routes.crm.list, { token: demo, query: { q: "zsf" } });
    expect(res.data?.customers).toEqual({
      total: 1,
      items: rest.body.data?.items.map(({ id, name, phone, type, track, source, ownerId, nextFollowUp }) => ({
        id,
        name,
        phone,
        type,
        track,
        source,
        ownerId,
        nextFollowUp,
      })),
    });
    expect(res.data?.customers).toMatchObject({
      items: [{ name: "张三丰", type: "potential", source: "fair" }],
    });
    // A salesperson without customer (all) sees only its own; a company without the module is asked to buy it.
    const sub = await subAccount(t.app, demo, []);
    expect((await gql("{ customers { total } }", sub)).data).toMatchObject({ customers: { total: 0 } });
    const noCrm = await gql("{ customers { total } }", token);
    expect(noCrm.errors?.[0]?.extensions).toMatchObject({ key: "purchase.module_needed", code: 10086 });
  });

  it("refuses a caller without a token and keeps other companies' records not found", async () => {
    const anonymous = await gql("{ contracts { total } }");
    expect(anonymous).toMatchObject({ code: -998 });
    const stranger = (await registerAccount(t.app, t.clock)).userinfo.api_token;
    const res = await gql(`{ contract(id: ${contractId}) { id } contracts { total } }`, stranger, "zh-CN");
    expect(res.errors?.[0]).toMatchObject({ extensions: { key: "missing.contract" }, message: "合同不存在" });
    const list = await gql("{ contracts { total } }", stranger);
    expect(list.data).toMatchObject({ contracts: { total: 0 } });
  });

  it("applies the same permissions as REST: agency money and a sub-account's own orders", async () => {
    const sub = await subAccount(t.app, token, []);
    const res = await gql(`{ contracts { total } orders { total } }`, sub);
    expect(res.data).toMatchObject({ contracts: { total: 0 }, orders: { total: 0 } });
    const all = await subAccount(t.app, token, ["get_all_orders"]);
    const seen = await gql(`{ contract(id: ${contractId}) { agencyAmount amount } }`, all);
    expect(seen.data).toMatchObject({ contract: { agencyAmount: null, amount: 320_600 } });
  });
});

describe("GraphQL cost limits and malformed requests", () => {
  async function post(payload: string | undefined, lang = "en-US") {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/graphql",
      headers: {
        authorization: `Bearer ${token}`,
        targetlanguage: lang,
        ...(payload === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: res.statusCode, body: res.json() as { errors?: { field: string; message: string }[] } };
  }
  const aliases = (n: number, field = "contracts { total }") =>
    `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(" ")} }`;

  it("refuses the probe's 2,000 aliases (145 KB) before running any of them", async () => {
    const probe = aliases(2000, `contract(id: ${contractId}) { id customer amount orders { id amount } }`);
    expect(probe.length).toBeGreaterThan(100_000);
    const res = await post(JSON.stringify({ query: probe }));
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]).toEqual({
      field: "query",
      message: "The query is too long (at most 10,000 characters)",
    });
  });

  it("limits top-level fields, aliases, fields and depth, naming the limit", async () => {
    const cases: [string, string][] = [
      [aliases(11), "The query asks for too many things at once (at most 10 top-level fields): split it"],
      [
        `{ contracts { items { ${Array.from({ length: 21 }, (_, i) => `f${i}: id`).join(" ")} } } }`,
        "The query uses too many aliases (at most 20)",
      ],
      [
        // A fragment fan-out: 2^12 fields from a few lines, stopped at the field limit.
        `{ contracts { items { ...F0 } } } ${Array.from({ length: 12 }, (_, i) => `fragment F${i} on Contract { ${i === 11 ? "id customer" : `...F${i + 1} ...F${i + 1}`} }`).join(" ")}`,
        "The query asks for too many fields (at most 300)",
      ],
    ];
    for (const [query, message] of cases) {
      const res = await post(JSON.stringify({ query }));
      expect(res.status, query.slice(0, 40)).toBe(400);
      expect(res.body.errors?.[0]).toEqual({ field: "query", message });
    }
    const zh = await post(JSON.stringify({ query: aliases(11) }), "zh-CN");
    expect(zh.body.errors?.[0]?.message).toBe("一次查询的内容过多（顶层字段最多 10 个），请拆分查询");
  });

  it("answers no body, a null body, a query that is no string and bad variables with 400", async () => {
    for (const payload of [undefined, "null", "[]", '{"query":1}', '{"query":null}', "{}"]) {
      const res = await post(payload);
      expect(res.status, String(payload)).toBe(400);
      expect(res.body.errors?.[0]).toEqual({
        field: "query",
        message: "Send the GraphQL query as text in the field query",
      });
    }
    const variables = await post(JSON.stringify({ query: "{ contracts { total } }", variables: "x" }));
    expect(variables.body.errors?.[0]?.field).toBe("variables");
    const unknown = await post(JSON.stringify({ query: "{ nope }" }));
    expect(unknown.body.errors?.[0]?.message).toBe(
      'The query is not valid GraphQL: Cannot query field "nope" on type "Query".',
    );
  });

  it("stops a request past its deadline", async () => {
    await expect(withDeadline({ deadline: Date.now() - 1 }, async () => 1)).rejects.toMatchObject({
      key: "graphql.timeout",
    });
    const slow = withDeadline(
      { deadline: Date.now() + 20 },
      () => new Promise((resolve) => setTimeout(resolve, 1000)),
    );
    await expect(slow).rejects.toMatchObject({ key: "graphql.timeout" });
  });
});
