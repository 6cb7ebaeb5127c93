// A visit ordered on a phone with no network (issue 31): when the network returns the phone adds
// the customer typed there and orders the visit, each with its own Idempotency-Key (ids made on the
// phone); resent after a lost answer, one customer and one visit are made, under the same rules as
// online (a customer's phone refused at its field).
import { randomUUID } from "node:crypto";
import { routes } from "@fenestra/api";
import { describe, expect, it } from "vitest";
import { callRoute, nextPhone } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { addCustomer, openingChanges, orderVisit, SIX_POINTS, syncChanges } from "./measurement.fixtures.ts";

const t = testAppForFile({ signInDemo: true });

describe("a visit ordered offline, sent when the network returns", () => {
  it("makes one customer and one visit however often it is resent", async () => {
    const customerKey = randomUUID();
    const visitKey = randomUUID();
    const customer = { name: "Offline Ou", phone: nextPhone(), address: "4 Signal Lane" };
    const add = () =>
      callRoute(t.app, routes.crm.create, { token: t.token, body: customer, idempotencyKey: customerKey });
    const first = await add();
    expect(first.body.code, first.body.key).toBe(0);
    const again = await add();
    expect(again.body.data?.id).toBe(first.body.data?.id);
    const body = {
      customerId: first.body.data?.id as number,
      address: "4 Signal Lane",
      appointmentAt: "2026-12-01T09:00:00.000Z",
      measurerId: t.session.userinfo.id,
      note: "",
    };
    const order = () =>
      callRoute(t.app, routes.measurement.create, { token: t.token, body, idempotencyKey: visitKey });
    const a = await order();
    const b = await order();
    expect(a.body.code, a.body.key).toBe(0);
    expect(b.body.data?.id).toBe(a.body.data?.id);
    const found = await callRoute(t.app, routes.crm.list, {
      token: t.token,
      query: { q: customer.phone },
    });
    expect(found.body.data?.items.filter((c) => c.phone === customer.phone)).toHaveLength(1);
  });

  it("refuses a typed customer as online, at the field, adding nothing", async () => {
    const res = await callRoute(t.app, routes.crm.create, {
      token: t.token,
      body: { name: "Offline Ou", phone: "not a phone" },
      idempotencyKey: randomUUID(),
      lang: "en-US",
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.field).toBe("phone");
  });
});

describe("a visit completed, cancelled or edited offline, sent when the network returns", () => {
  async function measuredVisit() {
    const customer = await addCustomer(t.app, t.token, "Offline Acts");
    const visit = await orderVisit(t.app, t.token, {
      customerId: customer?.id as number,
      address: "5 Signal Lane",
      appointmentAt: "2026-12-01T09:00:00.000Z",
      measurerId: t.session.userinfo.id,
      note: "",
    });
    const id = visit?.id as number;
    const synced = await syncChanges(t.app, t.token, id, openingChanges(randomUUID(), SIX_POINTS));
    expect(synced.body.code, synced.body.key).toBe(0);
    return id;
  }

  it("'measuring done' resent after a lost answer (same key) applies once and answers as the first time", async () => {
    const id = await measuredVisit();
    const key = randomUUID();
    const complete = () =>
      callRoute(t.app, routes.measurement.transition, {
        token: t.token,
        params: { id },
        body: { event: "complete" },
        idempotencyKey: key,
      });
    const first = await complete();
    expect(first.body.code, first.body.key).toBe(0);
    const again = await complete();
    // not refused as "already measured": the first answer, the visit measured once
    expect(again.body.code, again.body.key).toBe(0);
    expect(again.body.data?.status).toBe("measured");
    // a new press (a new key) is judged anew
    const other = await callRoute(t.app, routes.measurement.transition, {
      token: t.token,
      params: { id },
      body: { event: "complete" },
      idempotencyKey: randomUUID(),
    });
    expect(other.body.key).toBe("measure.transition_refused");
  });

  it("an edit resent after a lost answer applies once; a later edit still applies", async () => {
    const id = await measuredVisit();
    const key = randomUUID();
    const body = {
      address: "6 New Lane",
      appointmentAt: "2026-12-02T09:00:00.000Z",
      measurerId: t.session.userinfo.id,
      note: "gate code 12",
    };
    const edit = () =>
      callRoute(t.app, routes.measurement.update, {
        token: t.token,
        params: { id },
        body,
        idempotencyKey: key,
      });
    expect((await edit()).body.data?.address).toBe("6 New Lane");
    await callRoute(t.app, routes.measurement.update, {
      token: t.token,
      params: { id },
      body: { ...body, address: "7 Later Lane" },
      idempotencyKey: randomUUID(),
    });
    // the late resend of the first edit answers its first answer and does not undo the later one
    expect((await edit()).body.data?.address).toBe("6 New Lane");
    const detail = await callRoute(t.app, routes.measurement.detail, { token: t.token, params: { id } });
    expect(detail.body.data?.address).toBe("7 Later Lane");
  });
});
