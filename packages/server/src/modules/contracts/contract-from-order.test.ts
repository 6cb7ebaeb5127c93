// A contract made with an order (the drawing page's "Create contract": the window drawn is saved
// into an order, and the contract is made with that order in it): one transaction, through the
// order's visibility rule, once per request key.
import { routes } from "@fenestra/api";
import { beforeAll, describe, expect, it } from "vitest";
import { callRoute, registerAccount } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { payingCompany } from "../finance/finance.fixtures.ts";
import { addItem, CASEMENT_PRICE, createOrder } from "../orders/orders.fixtures.ts";
import { createContract, getContract, subAccount } from "./contracts.fixtures.ts";

let main: string;
/** A sub-account with no keys: it sees only the orders it sells. */
let noKeys: string;

const t = testAppForFile();
beforeAll(async () => {
  main = (await payingCompany(t, { paid: true })).userinfo.api_token;
  noKeys = await subAccount(t.app, main, []);
});

/** An intention order of `token` in no contract, holding one casement (2 windows). */
async function drawnOrder(token = main) {
  const order = await createOrder(t.app, token);
  await addItem(t.app, token, order.id);
  return order;
}

const create = (token: string, body: Record<string, unknown>, extra: { lang?: string; key?: string } = {}) =>
  callRoute(t.app, routes.contracts.create, {
    token,
    body: { customer: "Zhou Min", phone: "13900000011", ...body },
    ...(extra.lang ? { lang: extra.lang } : {}),
    ...(extra.key ? { idempotencyKey: extra.key } : {}),
  });

async function contractCount(token = main) {
  const res = await callRoute(t.app, routes.contracts.list, { token, query: { pageSize: 100 } });
  return res.body.data.total;
}

const orderOf = async (id: number, token = main) =>
  (await callRoute(t.app, routes.orders.detail, { token, params: { id } })).body;

describe("a contract made with an order", () => {
  it("holds the order and its windows, priced, with the contract's customer, and records the move", async () => {
    const order = await drawnOrder();
    const res = await create(main, { orderId: order.id });
    expect(res.body.code, res.body.key).toBe(0);
    const contract = await getContract(t.app, main, res.body.data.id);
    expect(contract.orders.map((o) => o.id)).toEqual([order.id]);
    expect(contract.orders[0]?.items).toHaveLength(1);
    expect(contract.amount).toBe(2 * CASEMENT_PRICE);
    expect(res.body.data.amount).toBe(2 * CASEMENT_PRICE);
    const now = await orderOf(order.id);
    expect(now.data).toMatchObject({ contractId: contract.id, customer: "Zhou Min" });
    const history = await callRoute(t.app, routes.editHistory.list, {
      token: main,
      query: { contractId: contract.id },
    });
    expect(history.body.data.items.map((e) => e.action)).toEqual(
      expect.arrayContaining(["create", "attach"]),
    );
  });

  it("makes one contract for a request repeated with the same key", async () => {
    const order = await drawnOrder();
    const before = await contractCount();
    const key = `from-order-${order.id}`;
    const first = await create(main, { orderId: order.id }, { key });
    const again = await create(main, { orderId: order.id }, { key });
    expect(first.body.code, first.body.key).toBe(0);
    expect(again.body).toMatchObject({ code: 0, data: { id: first.body.data.id } });
    expect(await contractCount()).toBe(before + 1);
  });

  it("refuses an order already in a contract at orderId, in the caller's language, and makes nothing", async () => {
    const order = await drawnOrder();
    const held = await createContract(t.app, main, { customer: "First Buyer", orderId: order.id });
    const before = await contractCount();
    for (const [lang, message] of [
      ["en-US", "This order is already in a contract: open that contract to change it"],
      ["zh-CN", "该订单已在合同中，请打开该合同修改"],
    ] as const) {
      const res = await create(main, { orderId: order.id, customer: "Second Buyer" }, { lang });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message, errors: [{ field: "orderId", message }] });
    }
    expect(await contractCount()).toBe(before);
    expect((await orderOf(order.id)).data).toMatchObject({ contractId: held.id, customer: "First Buyer" });
  });

  it("takes no order the caller cannot see: another company's, or one a sub-account does not sell", async () => {
    const stranger = (await registerAccount(t.app, t.clock)).userinfo.api_token;
    const theirs = await drawnOrder(stranger);
    const mine = await drawnOrder();
    const before = { main: await contractCount(), stranger: await contractCount(stranger) };
    const fromStranger = await create(main, { orderId: theirs.id });
    expect(fromStranger.body).toMatchObject({ code: 2, key: "missing.order" });
    const fromSub = await create(noKeys, { orderId: mine.id });
    expect(fromSub.body).toMatchObject({ code: 2, key: "missing.order" });
    expect(await contractCount()).toBe(before.main);
    expect(await contractCount(stranger)).toBe(before.stranger);
    expect((await orderOf(theirs.id, stranger)).data?.contractId).toBeNull();
    expect((await orderOf(mine.id)).data?.contractId).toBeNull();
    // the sub-account's own order goes into its own contract
    const own = await drawnOrder(noKeys);
    const res = await create(noKeys, { orderId: own.id });
    expect(res.body.code, res.body.key).toBe(0);
    expect((await orderOf(own.id, noKeys)).data?.contractId).toBe(res.body.data.id);
  });
});
