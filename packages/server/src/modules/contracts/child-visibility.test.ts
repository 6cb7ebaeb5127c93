// Children of a contract (orders, their items, history entries) follow their contract's
// visibility and edit rules: each case the outside probe found, as a test.
import { type QueryIn, routes } from "@fenestra/api";
import { beforeAll, describe, expect, it } from "vitest";
import { callRoute } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { payingCompany, recordCollection } from "../finance/finance.fixtures.ts";
import { addItem, createOrder } from "../orders/orders.fixtures.ts";
import { type ContractDetail, createContract, fire, getContract, subAccount } from "./contracts.fixtures.ts";

let main: string;
/** A sub-account with no keys: it sees only the contracts and orders it sells. */
let noKeys: string;
/** A sub-account that sees every order but may not edit a confirmed contract. */
let seesAll: string;

const t = testAppForFile();
beforeAll(async () => {
  main = (await payingCompany(t, { paid: true })).userinfo.api_token;
  noKeys = await subAccount(t.app, main, []);
  seesAll = await subAccount(t.app, main, ["get_all_orders"]);
});

/** A contract of the main account with one priced order. */
async function mainContract(customer = "Wang Fang") {
  const contract = await createContract(t.app, main, { customer, phone: "13900000002" });
  const order = await createOrder(t.app, main, { contractId: contract.id });
  await addItem(t.app, main, order.id);
  return { contract: await getContract(t.app, main, contract.id), order };
}

/** Moves order `orderId` into contract `id`, as `token`. */
const attach = (orderId: number, id: number, token: string) =>
  callRoute(t.app, routes.contracts.attachOrder, { params: { id }, token, body: { orderId } });

/** The contract still holds its one order `orderId`, at its amount as it was. */
async function expectUnmoved(contract: ContractDetail, orderId: number) {
  const now = await getContract(t.app, main, contract.id);
  expect(now.orders.map((o) => o.id)).toEqual([orderId]);
  expect(now.amount).toBe(contract.amount);
}

async function history(token: string, query: QueryIn<typeof routes.editHistory.list> = {}) {
  return callRoute(t.app, routes.editHistory.list, { query, token });
}

describe("a sub-account reaches no child of a contract it cannot see", () => {
  it("reads no history of a contract or order it cannot open, filtered or not", async () => {
    const { contract, order } = await mainContract("Secret Customer");
    const byContract = await history(noKeys, { contractId: contract.id });
    expect(byContract.body).toMatchObject({ code: 2, key: "missing.contract" });
    const byOrder = await history(noKeys, { orderId: order.id });
    expect(byOrder.body).toMatchObject({ code: 2, key: "missing.order" });
    const own = await createContract(t.app, noKeys, { customer: "Own Customer" });
    const all = await history(noKeys);
    const items = all.body.data.items;
    expect(items.some((e) => e.contractId === own.id)).toBe(true);
    expect(items.some((e) => e.contractId === contract.id || e.orderId === order.id)).toBe(false);
    expect(JSON.stringify(items)).not.toContain("Secret Customer");
    // The main account still reads all of it.
    const mainView = await history(main, { contractId: contract.id });
    expect((mainView.body.data as { total: number }).total).toBeGreaterThan(0);
  });

  it("writes no order into a contract it cannot see", async () => {
    const { contract } = await mainContract();
    const res = await callRoute(t.app, routes.orders.create, {
      token: noKeys,
      body: { contractId: contract.id },
    });
    expect(res.body).toMatchObject({ code: 2, key: "missing.contract" });
    expect((await getContract(t.app, main, contract.id)).orders).toHaveLength(1);
  });

  it("moves no order it cannot see into its own contract", async () => {
    const { contract, order } = await mainContract();
    const own = await createContract(t.app, noKeys);
    const res = await attach(order.id, own.id, noKeys);
    expect(res.body).toMatchObject({ code: 2, key: "missing.order" });
    await expectUnmoved(contract, order.id);
    expect((await getContract(t.app, noKeys, own.id)).amount).toBe(0);
  });
});

describe("an order leaves its contract only as that contract's rules allow", () => {
  it("keeps the only order of a settled contract where it is", async () => {
    const { contract, order } = await mainContract();
    await fire(t.app, main, contract.id, "sign");
    const paid = await recordCollection(t.app, main, contract.id, {
      amount: contract.amount,
      method: "bank_card",
    });
    expect(paid.body.code, paid.body.key).toBe(0);
    expect((await fire(t.app, main, contract.id, "confirm_balance")).data).toMatchObject({
      status: "settled",
    });
    const other = await createContract(t.app, main);
    const res = await attach(order.id, other.id, main);
    expect(res.body).toMatchObject({ code: 2, key: "conflict.settled_contract" });
    await expectUnmoved(contract, order.id);
  });

  it("keeps the order of a confirmed contract from a sub-account that may not edit it", async () => {
    const { contract, order } = await mainContract();
    const confirmed = await callRoute(t.app, routes.contracts.confirm, {
      params: { id: contract.id },
      token: main,
    });
    expect((confirmed.body.data as ContractDetail).confirmed).toBe(true);
    const own = await createContract(t.app, seesAll);
    const res = await attach(order.id, own.id, seesAll);
    expect(res.body).toMatchObject({ code: 2, key: "contract.confirmed_locked" });
    expect((await getContract(t.app, main, contract.id)).amount).toBe(contract.amount);
    // The main account may move it (its own rule allows editing a confirmed contract).
    const moved = await attach(order.id, own.id, main);
    expect(moved.body.code, moved.body.key).toBe(0);
    expect((await getContract(t.app, main, contract.id)).amount).toBe(0);
  });
});
