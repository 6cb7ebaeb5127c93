// A visit ordered on a phone with no network (issue 31): when the network returns the phone adds
// the customer typed there and orders the visit, each with its own Idempotency-Key (ids made on the
// phone); resent after a lost answer, one customer and one visit are made, under the same rules as
// online (a customer's phone refused at its field).
import { randomUUID } from "node:crypto";
import { routes } from "@fenestra/api";
import { describe, expect, it } from "vitest";
import { callRoute, nextPhone } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";

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
