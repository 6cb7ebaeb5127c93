// The customer order link (docs/custom-order.md): a company's link, a customer without an
// account ordering through it, and everything the link must not do (show more, make twice,
// take what the company does not offer, go on after it is closed or past its limits).
import { routes } from "@fenestra/api";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_LIMITS } from "../../shared/auth-limits.ts";
import { callRoute, registerAccount } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { casementDesign } from "../orders/orders.fixtures.ts";
import { CASEMENT, customerOrder, saveLink, submit } from "./custom-order.fixtures.ts";

const HOUR = 3_600_000;
const t = testAppForFile({
  signInDemo: true,
  limits: {
    ...DEFAULT_LIMITS,
    customOrderPerLink: { max: 1000, windowMs: HOUR },
    customOrderPerAddress: { max: 3, windowMs: HOUR },
  },
});

let linkToken: string;
let colour: string;
/** A client address per test, so one test's orders never count against another's limit. */
let nextAddress = 10;
const address = () => `10.0.0.${nextAddress++}`;

beforeAll(async () => {
  linkToken = (await saveLink(t.app, t.token)).token;
  const opened = await callRoute(t.app, routes.customOrder.open, { params: { token: linkToken } });
  colour = opened.body.data?.colours[0] ?? "";
});

const order = (over: Parameters<typeof customerOrder>[0] = {}) =>
  customerOrder({
    windows: [{ templateKey: CASEMENT.key, width: 1200, height: 1400, colour, count: 2 }],
    ...over,
  });

async function ordersOf(customer: string) {
  const list = await callRoute(t.app, routes.orders.list, {
    token: t.token,
    query: { customer, pageSize: 50 },
  });
  return list.body.data?.items ?? [];
}
async function leadsOf(phone: string) {
  const list = await callRoute(t.app, routes.crm.list, { token: t.token, query: { q: phone, pageSize: 50 } });
  return list.body.data?.items ?? [];
}
async function messagesAbout(orderNo: string) {
  const list = await callRoute(t.app, routes.messages.list, { token: t.token, query: { pageSize: 100 } });
  return (list.body.data?.items ?? []).filter(
    (m) => m.kind === "custom_order" && m.params.orderNo === orderNo,
  );
}

describe("a customer ordering through the company's link", () => {
  it("arrives as one intention order with its windows, one lead and one message", async () => {
    const body = order({ name: "Arrival Tran" });
    const sent = await submit(t.app, linkToken, body, { remoteAddress: address() });
    expect(sent.status).toBe(200);
    expect(sent.body.code, JSON.stringify(sent.body)).toBe(0);
    const orderNo = sent.body.data?.orderNo as string;
    const made = await ordersOf("Arrival Tran");
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ orderNo, kind: "intent", customer: "Arrival Tran" });
    const detail = await callRoute(t.app, routes.orders.detail, {
      token: t.token,
      params: { id: made[0]!.id },
    });
    expect(detail.body.data?.items).toHaveLength(1);
    expect(detail.body.data?.items[0]).toMatchObject({ width: 1200, height: 1400, count: 2, color: colour });
    expect(detail.body.data?.items[0]?.price).toBeGreaterThan(0);
    const leads = await leadsOf(body.phone);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: "Arrival Tran", type: "potential", source: "customOrder" });
    const told = await messagesAbout(orderNo);
    expect(told).toHaveLength(1);
    expect(told[0]?.params).toMatchObject({ orderId: made[0]!.id, customer: "Arrival Tran" });
  });

  it("applies a resend with the same key once, answering the first order", async () => {
    const body = order({ name: "Resend Pham" });
    const where = { remoteAddress: address() };
    const first = await submit(t.app, linkToken, body, where);
    const again = await submit(t.app, linkToken, body, where);
    expect(again.body).toMatchObject({ code: 0, data: { orderNo: first.body.data?.orderNo } });
    expect(await ordersOf("Resend Pham")).toHaveLength(1);
    expect(await leadsOf(body.phone)).toHaveLength(1);
    expect(await messagesAbout(first.body.data?.orderNo as string)).toHaveLength(1);
  });

  it("files a returning customer's order under the lead it already has", async () => {
    const first = order({ name: "Return Vu" });
    await submit(t.app, linkToken, first, { remoteAddress: address() });
    await submit(t.app, linkToken, order({ name: "Return Vu", phone: first.phone }), {
      remoteAddress: address(),
    });
    expect(await ordersOf("Return Vu")).toHaveLength(2);
    expect(await leadsOf(first.phone)).toHaveLength(1);
  });

  it("refuses a size outside the template's range at its field, in the caller's language, and makes nothing", async () => {
    const body = order({
      name: "Oversize Do",
      windows: [{ templateKey: CASEMENT.key, width: 2500, height: 1400, colour, count: 1 }],
    });
    const refused = await submit(t.app, linkToken, body, { lang: "ru-RU", remoteAddress: address() });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: "windows.0.width", message: "Целое число миллиметров от 600 до 2400" },
    ]);
    const low = await submit(
      t.app,
      linkToken,
      { ...body, windows: [{ templateKey: CASEMENT.key, width: 1200, height: 700, colour, count: 1 }] },
      { lang: "en-US", remoteAddress: address() },
    );
    expect(low.body.errors).toEqual([
      { field: "windows.0.height", message: "Must be a whole number of millimetres from 800 to 2000" },
    ]);
    expect(await ordersOf("Oversize Do")).toHaveLength(0);
    expect(await leadsOf(body.phone)).toHaveLength(0);
  });

  it("refuses a colour the company does not offer at its field", async () => {
    const body = order({
      windows: [{ templateKey: CASEMENT.key, width: 1200, height: 1400, colour: "Gold leaf", count: 1 }],
    });
    const refused = await submit(t.app, linkToken, body, { remoteAddress: address() });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.field).toBe("windows.0.colour");
  });
});

describe("what the link shows", () => {
  it("shows the company's name, its chosen templates and colours, and nothing else", async () => {
    const opened = await callRoute(t.app, routes.customOrder.open, { params: { token: linkToken } });
    const data = opened.body.data!;
    expect(Object.keys(data).sort()).toEqual(["colours", "companyName", "showPrice", "templates"]);
    expect(data.companyName).not.toBe("");
    expect(data.templates.map((x) => x.key)).toEqual([CASEMENT.key]);
    expect(data.templates[0]).toMatchObject({ minWidth: 600, maxWidth: 2400, builtin: true });
    expect(data.templates[0]?.svg).toMatch(/^<svg/);
    expect(JSON.stringify(data)).not.toMatch(/cost|phone|token|userId|companyId/i);
  });

  it("prices windows with the series' quote when the company allows it, never a cost", async () => {
    const windows = [{ templateKey: CASEMENT.key, width: 1200, height: 1400, colour, count: 2 }];
    const priced = await callRoute(t.app, routes.customOrder.price, {
      params: { token: linkToken },
      body: { windows },
    });
    expect(priced.body.code).toBe(0);
    const w = priced.body.data?.windows[0];
    expect(w?.price).toBeGreaterThan(0);
    expect(w?.amount).toBe((w?.price ?? 0) * 2);
    expect(priced.body.data?.total).toBe(w?.amount);
    expect(Object.keys(w ?? {}).sort()).toEqual(["amount", "price"]);
  });

  it("gives no price when the company hides prices", async () => {
    const own = await registerAccount(t.app, t.clock);
    // a trial factory has no CRM: the link is the CRM's
    const refused = await callRoute(t.app, routes.customOrder.save, {
      token: own.userinfo.api_token,
      body: { enabled: true, showPrice: false, templates: [CASEMENT] },
    });
    expect(refused.body.code).toBe(10086);
    await saveLink(t.app, t.token, { showPrice: false });
    const windows = [{ templateKey: CASEMENT.key, width: 1200, height: 1400, colour, count: 1 }];
    const hidden = await callRoute(t.app, routes.customOrder.price, {
      params: { token: linkToken },
      body: { windows },
      lang: "en-US",
    });
    expect(hidden.body).toMatchObject({ code: 2, key: "customOrder.prices_hidden" });
    const opened = await callRoute(t.app, routes.customOrder.open, { params: { token: linkToken } });
    expect(opened.body.data?.showPrice).toBe(false);
    await saveLink(t.app, t.token);
  });

  it("refuses another company's template, on the link and in an order", async () => {
    const other = await registerAccount(t.app, t.clock);
    const made = await callRoute(t.app, routes.templates.create, {
      token: other.userinfo.api_token,
      body: { name: "Their window", type: "casement", design: casementDesign },
    });
    const theirs = `user:${made.body.data?.id}`;
    const onLink = await callRoute(t.app, routes.customOrder.save, {
      token: t.token,
      body: { enabled: true, showPrice: true, templates: [CASEMENT, { ...CASEMENT, key: theirs }] },
    });
    expect(onLink.status).toBe(400);
    expect(onLink.body.errors?.[0]?.field).toBe("templates.1.key");
    const body = order({ windows: [{ templateKey: theirs, width: 1200, height: 1400, colour, count: 1 }] });
    const inOrder = await submit(t.app, linkToken, body, { remoteAddress: address() });
    expect(inOrder.status).toBe(400);
    expect(inOrder.body.errors?.[0]?.field).toBe("windows.0.templateKey");
    const shown = await callRoute(t.app, routes.customOrder.open, { params: { token: linkToken } });
    expect(JSON.stringify(shown.body.data)).not.toContain("Their window");
  });
});

describe("a link closed, replaced or sent too much", () => {
  it("refuses a disabled link and a replaced address with a clear message; a new address works", async () => {
    await saveLink(t.app, t.token, { enabled: false });
    const closed = await callRoute(t.app, routes.customOrder.open, {
      params: { token: linkToken },
      lang: "en-US",
    });
    expect(closed.body).toMatchObject({ code: 2, key: "customOrder.link_closed" });
    expect(closed.body.message).toMatch(/closed or has been replaced/);
    const refused = await submit(t.app, linkToken, order({ name: "Closed Ly" }), {
      remoteAddress: address(),
    });
    expect(refused.body.key).toBe("customOrder.link_closed");
    expect(await ordersOf("Closed Ly")).toHaveLength(0);
    await saveLink(t.app, t.token, { enabled: true });
    const rotated = await callRoute(t.app, routes.customOrder.rotate, { token: t.token });
    const fresh = rotated.body.data?.token as string;
    expect(fresh).not.toBe(linkToken);
    const old = await callRoute(t.app, routes.customOrder.open, { params: { token: linkToken } });
    expect(old.body.key).toBe("customOrder.link_closed");
    const works = await submit(t.app, fresh, order({ name: "Rotated Ha" }), { remoteAddress: address() });
    expect(works.body.code).toBe(0);
    linkToken = fresh;
  });

  it("answers 429 with a message past the limit of one address, and makes nothing more", async () => {
    const where = { remoteAddress: address(), lang: "en-US" };
    for (let i = 0; i < 3; i += 1) {
      const ok = await submit(t.app, linkToken, order({ name: "Busy Ngo" }), where);
      expect(ok.body.code).toBe(0);
    }
    const tooMany = await submit(t.app, linkToken, order({ name: "Busy Ngo" }), where);
    expect(tooMany.status).toBe(429);
    expect(tooMany.body).toMatchObject({ code: 429, key: "customOrder.too_many_requests" });
    expect(tooMany.body.message).toMatch(/Too many requests from here\. Please try again in \d+ minutes/);
    expect(await ordersOf("Busy Ngo")).toHaveLength(3);
    // another address still may
    const elsewhere = await submit(t.app, linkToken, order({ name: "Busy Ngo" }), {
      remoteAddress: address(),
    });
    expect(elsewhere.body.code).toBe(0);
    // and after the hour, this one again
    t.clock.advance(HOUR + 1000);
    const later = await submit(t.app, linkToken, order({ name: "Busy Ngo" }), where);
    expect(later.body.code).toBe(0);
  });
});

describe("the link's limit across addresses", () => {
  const small = testAppForFile({
    signInDemo: true,
    limits: { ...DEFAULT_LIMITS, customOrderPerLink: { max: 2, windowMs: HOUR } },
  });

  it("answers 429 once the link itself had its orders, from any address", async () => {
    const link = await saveLink(small.app, small.token);
    const opened = await callRoute(small.app, routes.customOrder.open, { params: { token: link.token } });
    const c = opened.body.data?.colours[0] ?? "";
    const one = () =>
      customerOrder({
        windows: [{ templateKey: CASEMENT.key, width: 1200, height: 1400, colour: c, count: 1 }],
      });
    expect((await submit(small.app, link.token, one(), { remoteAddress: "10.1.0.1" })).body.code).toBe(0);
    expect((await submit(small.app, link.token, one(), { remoteAddress: "10.1.0.2" })).body.code).toBe(0);
    const third = await submit(small.app, link.token, one(), { remoteAddress: "10.1.0.3", lang: "zh-CN" });
    expect(third.status).toBe(429);
    expect(third.body.message).toMatch(/请求过于频繁/);
  });
});
