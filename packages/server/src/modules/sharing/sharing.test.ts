import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, registerAccount } from "../../test/helpers/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers/test-app.ts";
import { createContract } from "../contracts/contracts.fixtures.ts";
import { addItem, createOrder } from "../orders/orders.fixtures.ts";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerAccount(t.app, t.clock)).userinfo.api_token;
});
afterAll(() => t.close());

async function sharedContract(hours: number | null) {
  const c = await createContract(t.app, token, { customer: "Chen" });
  const order = await createOrder(t.app, token, { contractId: c.id });
  await addItem(t.app, token, order.id);
  await call(t.app, "PUT", `/api/contracts/${c.id}`, { token, body: { markupPercent: 150 } });
  const share = await call(t.app, "POST", `/api/contracts/${c.id}/shares`, { token, body: { hours } });
  expect(share.body.code, share.body.key).toBe(0);
  return {
    contract: c,
    order,
    share: share.body.data as { token: string; url: string; expiresAt: string | null },
  };
}

describe("sharing a contract with its customer", () => {
  it("shows prices and drawings without signing in, never the agency price or markup", async () => {
    const { contract, share } = await sharedContract(null);
    expect(share.url).toMatch(new RegExp(`^/group-detail-share/${contract.id}/\\d+\\?token=`));
    expect(share.expiresAt).toBeNull();
    const view = await call(t.app, "GET", `/api/shares/${contract.id}?token=${share.token}`);
    expect(view.body.data).toMatchObject({ customer: "Chen", amount: 473_400, customerConfirm: "none" });
    const data = view.body.data as Record<string, unknown> & { orders: { items: { svg: string }[] }[] };
    expect(data.orders[0]?.items[0]?.svg).toMatch(/^<svg/);
    expect(JSON.stringify(data)).not.toMatch(/agency|markup|unitPrice/);
  });

  it("lets the customer confirm, and asks again after the contract changes", async () => {
    const { contract, order, share } = await sharedContract(null);
    const confirm = await call(t.app, "POST", `/api/shares/${contract.id}/confirm`, {
      body: { token: share.token },
    });
    expect(confirm.body.data).toMatchObject({ customerConfirm: "confirmed" });
    await addItem(t.app, token, order.id);
    const after = await call(t.app, "GET", `/api/shares/${contract.id}?token=${share.token}`);
    expect(after.body.data).toMatchObject({ customerConfirm: "changed" });
    const again = await call(t.app, "POST", `/api/shares/${contract.id}/confirm`, {
      body: { token: share.token },
    });
    expect(again.body.data).toMatchObject({ customerConfirm: "confirmed" });
  });

  it("expires a time-limited link and refuses a token for another contract", async () => {
    const { contract, share } = await sharedContract(2);
    const other = await createContract(t.app, token);
    const wrong = await call(t.app, "GET", `/api/shares/${other.id}?token=${share.token}`);
    expect(wrong.body).toMatchObject({ code: 2, key: "missing.share" });
    t.clock.advance(2 * 3_600_000 + 1000);
    const expired = await call(t.app, "GET", `/api/shares/${contract.id}?token=${share.token}`);
    expect(expired.body).toMatchObject({ code: 2, key: "missing.share" });
    const confirm = await call(t.app, "POST", `/api/shares/${contract.id}/confirm`, {
      body: { token: share.token },
    });
    expect(confirm.body).toMatchObject({ key: "missing.share" });
  });
});

describe("the customer's own prices", () => {
  it("shows neither the factory price nor the discount: every line is a share of what the customer pays", async () => {
    const c = await createContract(t.app, token, { customer: "Gao" });
    const order = await createOrder(t.app, token, { contractId: c.id });
    const item = await addItem(t.app, token, order.id);
    await call(t.app, "POST", `/api/contracts/${c.id}/quote-items`, {
      token,
      body: { name: "Screen", price: 5_000, count: 2, discountPercent: 80 },
    });
    const edit = await call(t.app, "PUT", `/api/contracts/${c.id}`, {
      token,
      body: { markupPercent: 150, discountPercent: 90 },
    });
    const amount = (edit.body.data as { amount: number }).amount;
    const share = await call(t.app, "POST", `/api/contracts/${c.id}/shares`, {
      token,
      body: { hours: null },
    });
    const link = share.body.data as { token: string };
    const view = (await call(t.app, "GET", `/api/shares/${c.id}?token=${link.token}`)).body.data as {
      amount: number;
      orders: { amount: number; items: { price: number; amount: number; count: number }[] }[];
      quoteItems: { price: number; amount: number; count: number }[];
    };
    expect(view.amount).toBe(amount);
    expect(JSON.stringify(view)).not.toMatch(/discount|markup|agency/i);
    const shownItem = view.orders[0]?.items[0];
    // The factory's price of the window is nowhere; the customer's is 1.35 times it.
    expect(shownItem?.price).not.toBe(item.price);
    expect(shownItem?.price).toBe(Math.round((item.price * 135) / 100));
    expect(view.quoteItems[0]).toMatchObject({ count: 2, price: Math.round((5_000 * 0.8 * 135) / 100) });
    const lines = [...view.orders.flatMap((o) => o.items), ...view.quoteItems];
    expect(lines.reduce((sum, l) => sum + l.amount, 0)).toBe(amount);
    expect(view.orders[0]?.amount).toBe(shownItem?.amount);
    // The print link shows the same prices (one presenter).
    const print = await call(t.app, "POST", "/api/printer/links", { token, body: { orderIds: [order.id] } });
    const printed = await call(
      t.app,
      "GET",
      `/api/printer?token=${(print.body.data as { token: string }).token}`,
    );
    expect((printed.body.data as { orders: unknown[] }).orders[0]).toEqual(view.orders[0]);
  });
});

describe("the /printer link", () => {
  it("prints the chosen orders through an expiring link, refusing more than a batch", async () => {
    const order = await createOrder(t.app, token, { customer: "Zhou" });
    await addItem(t.app, token, order.id);
    const link = await call(t.app, "POST", "/api/printer/links", { token, body: { orderIds: [order.id] } });
    const { url, token: printToken } = link.body.data as { url: string; token: string };
    expect(url).toBe(`/printer?token=${printToken}`);
    const page = await call(t.app, "GET", `/api/printer?token=${printToken}`);
    expect(page.body.data).toMatchObject({
      orders: [{ id: order.id, customer: "Zhou", items: [{ count: 2 }] }],
    });

    const many = Array.from({ length: 51 }, (_, i) => i + 1);
    const tooMany = await call(t.app, "POST", "/api/printer/links", {
      token,
      body: { orderIds: many },
      lang: "en-US",
    });
    expect(tooMany.body).toMatchObject({ code: 2, key: "print.too_many_orders" });
    expect(tooMany.body.message).toMatch(/batches/);

    const stranger = (await registerAccount(t.app, t.clock)).userinfo.api_token;
    const foreign = await call(t.app, "POST", "/api/printer/links", {
      token: stranger,
      body: { orderIds: [order.id] },
    });
    expect(foreign.body).toMatchObject({ key: "missing.order" });

    t.clock.advance(25 * 3_600_000);
    expect((await call(t.app, "GET", `/api/printer?token=${printToken}`)).body).toMatchObject({
      key: "missing.share",
    });
  });
});
