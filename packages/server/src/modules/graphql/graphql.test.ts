import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, registerAccount } from "../../test/helpers/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers/test-app.ts";
import { createContract, subAccount } from "../contracts/contracts.fixtures.ts";
import { addItem, createOrder } from "../orders/orders.fixtures.ts";

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
  await call(t.app, "POST", `/api/contracts/${contractId}/quote-items`, {
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
    errors?: { message: string; extensions?: { key: string } }[];
  };
}

describe("GraphQL at /api/graphql", () => {
  it("answers contracts, their orders and quote items, orders and customers with the bearer token", async () => {
    const res = await gql(
      `{ contracts { total items { id customer amount } }
         contract(id: ${contractId}) { baseAmount amount orders { orderNo amount } quoteItems { name amount } }
         orders(contractId: ${contractId}) { total items { amount itemCount } }
         quoteItems(contractId: ${contractId}) { name price }
         customers { name phone contracts amount } }`,
      token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data).toMatchObject({
      contracts: { total: 1, items: [{ id: contractId, customer: "Sun Li", amount: 320_600 }] },
      contract: { baseAmount: 315_600, amount: 320_600, quoteItems: [{ name: "Screen", amount: 5_000 }] },
      orders: { total: 1, items: [{ amount: 315_600, itemCount: 1 }] },
      quoteItems: [{ name: "Screen", price: 5_000 }],
      customers: [{ name: "Sun Li", phone: "13900000001", contracts: 1, amount: 320_600 }],
    });
  });

  it("refuses a caller without a token and keeps other companies' records not found", async () => {
    const anonymous = await gql("{ contracts { total } }");
    expect(anonymous).toMatchObject({ code: -998 });
    const stranger = (await registerAccount(t.app, t.clock)).userinfo.api_token;
    const res = await gql(`{ contract(id: ${contractId}) { id } contracts { total } }`, stranger, "zh-CN");
    expect(res.errors?.[0]).toMatchObject({ extensions: { key: "missing.contract" }, message: "合同不存在" });
    const list = await gql("{ contracts { total } customers { name } }", stranger);
    expect(list.data).toMatchObject({ contracts: { total: 0 }, customers: [] });
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
