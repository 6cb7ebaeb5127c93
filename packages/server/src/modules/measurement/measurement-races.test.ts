// A measurer's phone resends a batch while the first is still on its way: on PostgreSQL, two
// copies sent at once must apply it once (each change recorded once, the opening as one batch).
import { randomUUID } from "node:crypto";
import { routes } from "@fenestra/api";
import { expect, it } from "vitest";
import { callRoute, subAccountSession } from "../../test/helpers/factories.ts";
import { describeRaces, parallel } from "../../test/helpers/races.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { addCustomer, openingChanges, orderVisit, SIX_POINTS, syncChanges } from "./measurement.fixtures.ts";

describeRaces("measurement sync", () => {
  const t = testAppForFile({ signInDemo: true });

  it("one batch sent 4 times at once is applied once", async () => {
    const m = await subAccountSession(t.app, t.token, { measure: "1" });
    const customer = await addCustomer(t.app, t.token);
    const order = await orderVisit(t.app, t.token, {
      customerId: customer.id,
      address: "1 Race Street",
      appointmentAt: "2026-12-01T02:00:00Z",
      measurerId: m.userinfo.id,
    });
    const batch = [randomUUID(), randomUUID()].flatMap((id) => openingChanges(id, SIX_POINTS));
    const answers = await parallel(4, () => syncChanges(t.app, m.userinfo.api_token, order.id, batch));
    expect(answers.map((a) => a.body.code)).toEqual([0, 0, 0, 0]);
    const applied = answers.filter((a) => a.body.data?.results.every((r) => r.outcome === "applied"));
    const repeats = answers.filter((a) => a.body.data?.results.every((r) => r.outcome === "already_applied"));
    expect([applied.length, repeats.length]).toEqual([1, 3]);
    const d = await callRoute(t.app, routes.measurement.detail, { token: t.token, params: { id: order.id } });
    expect(d.body.data?.openings).toHaveLength(2);
    expect(d.body.data?.history).toHaveLength(batch.length);
  });
});
