import { routes } from "@fenestra/api";
import { beforeAll, describe, expect, it } from "vitest";
import { callRoute, registerAccount } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { createContract } from "../contracts/contracts.fixtures.ts";
import { addItem, createOrder } from "../orders/orders.fixtures.ts";

let token: string;
const t = testAppForFile();
beforeAll(async () => {
  token = (await registerAccount(t.app, t.clock)).userinfo.api_token;
});

async function sharedContract(hours: number | null) {
  const c = await createContract(t.app, token, { customer: "Chen" });
  const order = await createOrder(t.app, token, { contractId: c.id });
  await addItem(t.app, token, order.id);
  await callRoute(t.app, routes.contracts.update, {
    params: { id: c.id },
    token,
    body: { markupPercent: 150, overwrite: true },
  });
  const share = await callRoute(t.app, routes.sharing.create, {
    params: { id: c.id },
    token,
    body: { hours },
  });
  expect(share.body.code, share.body.key).toBe(0);
  return { contract: c, order, share: share.body.data };
}

const viewOf = (id: number, linkToken: string) =>
  callRoute(t.app, routes.sharing.view, { params: { id }, query: { token: linkToken } });
const confirmOf = (id: number, linkToken: string) =>
  callRoute(t.app, routes.sharing.confirm, { params: { id }, body: { token: linkToken } });

const printLink = (caller: string, orderIds: number[]) =>
  callRoute(t.app, routes.printer.createLink, { token: caller, body: { orderIds } });
const printView = (printToken: string) =>
  callRoute(t.app, routes.printer.view, { query: { token: printToken } });

describe("sharing a contract with its customer", () => {
  it("shows prices and drawings without signing in, never the agency price or markup", async () => {
    const { contract, share } = await sharedContract(null);
    expect(share.url).toMatch(new RegExp(`^/group-detail-share/${contract.id}/\\d+\\?token=`));
    expect(share.expiresAt).toBeNull();
    const view = await viewOf(contract.id, share.token);
    expect(view.body.data).toMatchObject({ customer: "Chen", amount: 473_400, customerConfirm: "none" });
    expect(view.body.data.orders[0]?.items[0]?.svg).toMatch(/^<svg/);
    expect(JSON.stringify(view.body.data)).not.toMatch(/agency|markup|unitPrice/);
  });

  it("labels the drawing's cell dimensions in the viewer's language, on the share page and the print page", async () => {
    const { contract, share, order } = await sharedContract(null);
    const svgIn = async (lang: string) => {
      const view = await callRoute(t.app, routes.sharing.view, {
        params: { id: contract.id },
        query: { token: share.token },
        lang,
      });
      return view.body.data.orders[0]?.items[0]?.svg ?? "";
    };
    expect(await svgIn("ru-RU")).toContain("в свету");
    expect(await svgIn("vi-VN")).toContain("thông thủy");
    expect(await svgIn("zh-CN")).toContain("净");
    const english = await svgIn("en-US");
    expect(english).toContain("clear");
    expect(english).not.toContain("净");
    const link = await printLink(token, [order.id]);
    const printed = await callRoute(t.app, routes.printer.view, {
      query: { token: link.body.data.token },
      lang: "ru-RU",
    });
    expect(printed.body.data.orders[0]?.items[0]?.svg).toContain("в свету");
  });

  it("lets the customer confirm, and asks again after the contract changes", async () => {
    const { contract, order, share } = await sharedContract(null);
    const confirm = await confirmOf(contract.id, share.token);
    expect(confirm.body.data).toMatchObject({ customerConfirm: "confirmed" });
    await addItem(t.app, token, order.id);
    const after = await viewOf(contract.id, share.token);
    expect(after.body.data).toMatchObject({ customerConfirm: "changed" });
    const again = await confirmOf(contract.id, share.token);
    expect(again.body.data).toMatchObject({ customerConfirm: "confirmed" });
  });

  it("expires a time-limited link and refuses a token for another contract", async () => {
    const { contract, share } = await sharedContract(2);
    const other = await createContract(t.app, token);
    const wrong = await viewOf(other.id, share.token);
    expect(wrong.body).toMatchObject({ code: 2, key: "missing.share" });
    t.clock.advance(2 * 3_600_000 + 1000);
    const expired = await viewOf(contract.id, share.token);
    expect(expired.body).toMatchObject({ code: 2, key: "missing.share" });
    const confirm = await confirmOf(contract.id, share.token);
    expect(confirm.body).toMatchObject({ key: "missing.share" });
  });
});

describe("the customer's own prices", () => {
  it("shows neither the factory price nor the discount: every line is a share of what the customer pays", async () => {
    const c = await createContract(t.app, token, { customer: "Gao" });
    const order = await createOrder(t.app, token, { contractId: c.id });
    const item = await addItem(t.app, token, order.id);
    await callRoute(t.app, routes.quotes.add, {
      params: { id: c.id },
      token,
      body: { name: "Screen", price: 5_000, count: 2, discountPercent: 80 },
    });
    const edit = await callRoute(t.app, routes.contracts.update, {
      params: { id: c.id },
      token,
      body: { markupPercent: 150, discountPercent: 90, overwrite: true },
    });
    const amount = edit.body.data.amount;
    const share = await callRoute(t.app, routes.sharing.create, {
      params: { id: c.id },
      token,
      body: { hours: null },
    });
    const view = (await viewOf(c.id, share.body.data.token)).body.data;
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
    // The print link shows the same prices (one presenter), with the contract's quote lines and
    // its total: the figures of the contract.
    const print = await printLink(token, [order.id]);
    const printed = await printView(print.body.data.token);
    expect(printed.body.data.orders[0]).toEqual(view.orders[0]);
    expect(printed.body.data.contracts).toEqual([
      { id: c.id, contractNo: view.contractNo, customer: "Gao", amount, quoteItems: view.quoteItems },
    ]);
    expect(JSON.stringify(printed.body.data)).not.toMatch(/discount|markup|agency/i);
  });
});

describe("the /printer link", () => {
  it("prints the chosen orders through an expiring link, refusing more than a batch", async () => {
    const order = await createOrder(t.app, token, { customer: "Zhou" });
    await addItem(t.app, token, order.id);
    const link = await printLink(token, [order.id]);
    const { url, token: printToken } = link.body.data;
    expect(url).toBe(`/printer?token=${printToken}`);
    const page = await printView(printToken);
    expect(page.body.data).toMatchObject({
      orders: [{ id: order.id, contractId: null, customer: "Zhou", items: [{ count: 2 }] }],
      // an order in no contract: no contract total, no quote lines
      contracts: [],
    });

    const many = Array.from({ length: 51 }, (_, i) => i + 1);
    const tooMany = await callRoute(t.app, routes.printer.createLink, {
      token,
      body: { orderIds: many },
      lang: "en-US",
    });
    expect(tooMany.body).toMatchObject({ code: 2, key: "print.too_many_orders" });
    expect(tooMany.body.message).toMatch(/batches/);

    const stranger = (await registerAccount(t.app, t.clock)).userinfo.api_token;
    const foreign = await printLink(stranger, [order.id]);
    expect(foreign.body).toMatchObject({ key: "missing.order" });

    t.clock.advance(25 * 3_600_000);
    expect((await printView(printToken)).body).toMatchObject({
      key: "missing.share",
    });
  });
});
