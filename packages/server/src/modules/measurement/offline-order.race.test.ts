// A phone back online sends its offline visit twice at once (a retry while the first is on its
// way): on PostgreSQL one customer and one visit are made, every answer alike.
import { randomUUID } from "node:crypto";
import { routes } from "@fenestra/api";
import { expect, it } from "vitest";
import { callRoute, nextPhone } from "../../test/helpers/factories.ts";
import { describeRaces, parallel } from "../../test/helpers/races.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";

describeRaces("a visit ordered offline, sent 4 times at once", () => {
  const t = testAppForFile({ signInDemo: true });

  it("makes one customer and one visit", async () => {
    const customer = { name: "Race Ou", phone: nextPhone() };
    const customerKey = randomUUID();
    const added = await parallel(4, () =>
      callRoute(t.app, routes.crm.create, { token: t.token, body: customer, idempotencyKey: customerKey }),
    );
    expect(added.map((a) => a.body.code)).toEqual([0, 0, 0, 0]);
    expect(new Set(added.map((a) => a.body.data?.id)).size).toBe(1);
    const body = {
      customerId: added[0]?.body.data?.id as number,
      address: "5 Race Lane",
      appointmentAt: "2026-12-01T09:00:00.000Z",
      measurerId: t.session.userinfo.id,
      note: "",
    };
    const visitKey = randomUUID();
    const ordered = await parallel(4, () =>
      callRoute(t.app, routes.measurement.create, { token: t.token, body, idempotencyKey: visitKey }),
    );
    expect(ordered.map((a) => a.body.code)).toEqual([0, 0, 0, 0]);
    expect(new Set(ordered.map((a) => a.body.data?.id)).size).toBe(1);
    const list = await callRoute(t.app, routes.measurement.list, {
      token: t.token,
      query: { from: "2026-12-01", to: "2026-12-01", tz: 0 },
    });
    expect(list.body.data?.filter((o) => o.address === "5 Race Lane")).toHaveLength(1);
  });
});
