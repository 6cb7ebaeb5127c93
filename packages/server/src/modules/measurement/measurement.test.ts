import { randomUUID } from "node:crypto";
import { routes } from "@fenestra/api";
import { beforeAll, describe, expect, it } from "vitest";
import { companyIdOf, setCompanyModule } from "../../test/helpers/companies.ts";
import { callRoute, registerAccount, subAccountSession } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { addCustomer, openingChanges, orderVisit, SIX_POINTS, syncChanges } from "./measurement.fixtures.ts";

const t = testAppForFile({ signInDemo: true });
let measurer: { token: string; id: number };
let other: { token: string; id: number };
let customerId: number;

beforeAll(async () => {
  const m = await subAccountSession(t.app, t.token, { measure: "1" });
  measurer = { token: m.userinfo.api_token, id: m.userinfo.id };
  const o = await subAccountSession(t.app, t.token, { measure: "1" });
  other = { token: o.userinfo.api_token, id: o.userinfo.id };
  customerId = (await addCustomer(t.app, t.token)).id;
});

const visit = (measurerId = measurer.id, appointmentAt = "2026-12-01T02:00:00Z") =>
  orderVisit(t.app, t.token, { customerId, address: "8 Garden Road", appointmentAt, measurerId });

const detail = async (id: number, token = t.token) => {
  const res = await callRoute(t.app, routes.measurement.detail, { token, params: { id } });
  expect(res.body.code, res.body.key).toBe(0);
  return res.body.data;
};

describe("measurement orders", () => {
  it("are made for a CRM customer and a measurer, who sees only their own", async () => {
    const mine = await visit(measurer.id, "2026-12-02T01:00:00Z");
    const theirs = await visit(other.id, "2026-12-02T03:00:00Z");
    expect(mine).toMatchObject({ customerName: "Zhao Lei", status: "scheduled", measurerName: "Sub" });
    const seen = await callRoute(t.app, routes.measurement.list, {
      token: measurer.token,
      query: { from: "2026-12-02", to: "2026-12-02" },
    });
    expect(seen.body.data?.map((o) => o.id)).toEqual([mine.id]);
    const office = await callRoute(t.app, routes.measurement.list, {
      token: t.token,
      query: { from: "2026-12-02", to: "2026-12-02" },
    });
    expect(office.body.data?.map((o) => o.id)).toEqual([mine.id, theirs.id]);
    const peek = await callRoute(t.app, routes.measurement.detail, {
      token: measurer.token,
      params: { id: theirs.id },
      lang: "en-US",
    });
    expect(peek.body.key).toBe("missing.measure_order");
  });

  it("refuses as measurer an account without the key, at the field", async () => {
    const plain = await subAccountSession(t.app, t.token, { edit_order: "1" });
    const res = await callRoute(t.app, routes.measurement.create, {
      token: t.token,
      body: {
        customerId,
        address: "x",
        appointmentAt: "2026-12-01T02:00:00Z",
        measurerId: plain.userinfo.id,
      },
      lang: "en-US",
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: "measurerId", message: "Choose an account allowed to measure" },
    ]);
  });

  it("keeps a sub-account without the key `measure` out of the list", async () => {
    const plain = await subAccountSession(t.app, t.token, { edit_order: "1" });
    const res = await callRoute(t.app, routes.measurement.list, { token: plain.userinfo.api_token });
    expect(res.body.key).toBe("access.no_permission");
  });
});

describe("syncing openings", () => {
  it("applies a batch sent twice once, and shows the smallest of three and the squareness", async () => {
    const order = await visit();
    const opening = randomUUID();
    const batch = openingChanges(opening, {
      ...SIX_POINTS,
      diagonal1: 1925,
      diagonal2: 1921,
      room: "Kitchen",
    });
    const first = await syncChanges(t.app, measurer.token, order.id, batch);
    expect(first.body.code, first.body.key).toBe(0);
    expect(first.body.data?.results.every((r) => r.outcome === "applied")).toBe(true);
    const again = await syncChanges(t.app, measurer.token, order.id, batch);
    expect(again.body.data?.results.every((r) => r.outcome === "already_applied")).toBe(true);
    const d = await detail(order.id);
    expect(d.openings).toHaveLength(1);
    expect(d.openings[0]).toMatchObject({
      width: 1496,
      height: 1199,
      diagonalDifference: 4,
      outOfSquare: true,
    });
    expect(d.history).toHaveLength(batch.length);
  });

  it("keeps the later of two edits of a field and the other in the history", async () => {
    const order = await visit();
    const opening = randomUUID();
    await syncChanges(t.app, measurer.token, order.id, openingChanges(opening, SIX_POINTS));
    const late = openingChanges(opening, { width1: 1490 }, "2026-11-30T10:05:00Z");
    const early = openingChanges(opening, { width1: 1480 }, "2026-11-30T10:01:00Z");
    await syncChanges(t.app, measurer.token, order.id, late);
    // the office's edit made earlier reaches the server later: it loses, and is kept
    const res = await syncChanges(t.app, t.token, order.id, early);
    expect(res.body.data?.results).toEqual([{ id: early[0]?.id, outcome: "kept_in_history" }]);
    const d = await detail(order.id);
    expect(d.openings[0]?.width1).toBe(1490);
    const edits = d.history.filter((h) => h.field === "width1").map((h) => [h.value, h.outcome]);
    expect(edits).toEqual([
      [1490, "applied"],
      [1480, "kept_in_history"],
      [1500, "applied"],
    ]);
  });

  it("refuses an impossible value at its field in the caller's language, changing nothing", async () => {
    const order = await visit();
    const opening = randomUUID();
    const res = await syncChanges(
      t.app,
      measurer.token,
      order.id,
      openingChanges(opening, { ...SIX_POINTS, wallThickness: 250, revealDepth: 260 }),
      "zh-CN",
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: "revealDepth", message: "侧壁深度不能超过墙厚（250 毫米）" }]);
    const small = await syncChanges(t.app, measurer.token, order.id, openingChanges(opening, { width1: 50 }));
    expect(small.body.errors).toEqual([{ field: "width1", message: "Enter 100 to 10000 mm" }]);
    expect((await detail(order.id)).openings).toEqual([]);
  });

  it("refuses an opening of another order, and another company's order", async () => {
    const a = await visit();
    const b = await visit();
    const opening = randomUUID();
    await syncChanges(t.app, measurer.token, a.id, openingChanges(opening, { width1: 1500 }));
    const cross = await syncChanges(t.app, measurer.token, b.id, openingChanges(opening, { width1: 1400 }));
    expect(cross.body.key).toBe("missing.measure_opening");
    // another company: without the CRM (which field measurement comes with) it is offered the
    // module (10086); with it, the order is not found
    const stranger = await registerAccount(t.app, t.clock);
    const gated = await callRoute(t.app, routes.measurement.list, {
      token: stranger.userinfo.api_token,
      query: { from: "2026-12-01", to: "2026-12-01", tz: 0 },
    });
    expect(gated.body.code).toBe(10086);
    const strangers = await companyIdOf(t.database.db, stranger.userinfo.id);
    await setCompanyModule(t.database.db, strangers, "crm", 1);
    const foreign = await syncChanges(
      t.app,
      stranger.userinfo.api_token,
      a.id,
      openingChanges(opening, { width1: 1400 }),
    );
    expect(foreign.body.key).toBe("missing.measure_order");
    expect((await detail(a.id)).openings[0]?.width1).toBe(1500);
  });
});

describe("converting", () => {
  it("makes an intention order with a window per opening at the measured size, once", async () => {
    const order = await visit();
    const opening = randomUUID();
    await syncChanges(
      t.app,
      measurer.token,
      order.id,
      openingChanges(opening, {
        ...SIX_POINTS,
        templateKey: "builtin:casement-2",
        room: "Bedroom",
        position: "north",
      }),
    );
    const early = await callRoute(t.app, routes.measurement.convert, {
      token: t.token,
      params: { id: order.id },
    });
    expect(early.body.key).toBe("measure.transition_refused");
    const done = await callRoute(t.app, routes.measurement.transition, {
      token: measurer.token,
      params: { id: order.id },
      body: { event: "complete" },
    });
    expect(done.body.data?.status).toBe("measured");
    // a measurer completes but does not convert
    const byMeasurer = await callRoute(t.app, routes.measurement.convert, {
      token: measurer.token,
      params: { id: order.id },
    });
    expect(byMeasurer.body.key).toBe("access.no_permission");
    const res = await callRoute(t.app, routes.measurement.convert, {
      token: t.token,
      params: { id: order.id },
    });
    expect(res.body.code, res.body.key).toBe(0);
    const made = await callRoute(t.app, routes.orders.detail, {
      token: t.token,
      params: { id: res.body.data?.orderId as number },
    });
    expect(made.body.data).toMatchObject({ kind: "intent", customer: "Zhao Lei" });
    expect(made.body.data?.items).toHaveLength(1);
    expect(made.body.data?.items[0]).toMatchObject({
      width: 1496,
      height: 1199,
      installPosition: "Bedroom north",
    });
    const frame = made.body.data?.items[0]?.design.frames[0];
    expect(frame?.shape).toMatchObject({ width: 1496, height: 1199 });
    const twice = await callRoute(t.app, routes.measurement.convert, {
      token: t.token,
      params: { id: order.id },
    });
    expect(twice.body.key).toBe("measure.transition_refused");
    expect((await detail(order.id)).status).toBe("converted");
  });

  it("draws in the company's default series and a colour it offers (a Chinese catalogue has no white)", async () => {
    const factory = await registerAccount(t.app, t.clock, {}, "zh-CN");
    const token = factory.userinfo.api_token;
    await setCompanyModule(t.database.db, await companyIdOf(t.database.db, factory.userinfo.id), "crm", 1);
    const customer = await addCustomer(t.app, token, "Wang Fang");
    const order = await orderVisit(t.app, token, {
      customerId: customer.id,
      address: "3 Lake Road",
      appointmentAt: "2026-12-01T02:00:00Z",
      measurerId: factory.userinfo.id,
    });
    const measured = { ...SIX_POINTS, templateKey: "builtin:casement-2", color: "white" };
    await syncChanges(t.app, token, order.id, openingChanges(randomUUID(), measured));
    await callRoute(t.app, routes.measurement.transition, {
      token,
      params: { id: order.id },
      body: { event: "complete" },
    });
    const res = await callRoute(t.app, routes.measurement.convert, { token, params: { id: order.id } });
    expect(res.body.code, res.body.message).toBe(0);
    const made = await callRoute(t.app, routes.orders.detail, {
      token,
      params: { id: res.body.data?.orderId as number },
    });
    const item = made.body.data?.items[0];
    // the measured colour is kept on the item as written; the drawing takes the series' colour
    expect(item?.color).toBe("white");
    expect(item?.design.frames[0]?.colors.a).not.toBe("white");
    expect(item?.design.frames[0]?.shape).toMatchObject({ width: 1496, height: 1199 });
  });

  it("refuses completing while an opening lacks a point", async () => {
    const order = await visit();
    await syncChanges(t.app, measurer.token, order.id, openingChanges(randomUUID(), { width1: 1500 }));
    const res = await callRoute(t.app, routes.measurement.transition, {
      token: measurer.token,
      params: { id: order.id },
      body: { event: "complete" },
      lang: "en-US",
    });
    expect(res.body.message).toBe("Every opening needs its width and height at three points");
  });
});
