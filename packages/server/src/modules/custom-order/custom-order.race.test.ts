// A customer's phone sends the same order several times at once (a double tap, a retry while the
// first is on its way): on PostgreSQL one intention order, one lead and one message are made, and
// every answer names that one order.
import { routes } from "@fenestra/api";
import { expect, it } from "vitest";
import { callRoute } from "../../test/helpers/factories.ts";
import { describeRaces, parallel } from "../../test/helpers/races.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { CASEMENT, customerOrder, saveLink, submit } from "./custom-order.fixtures.ts";

describeRaces("a customer's order sent 6 times at once", () => {
  const t = testAppForFile({ signInDemo: true });

  it("makes one order, one lead and one message", async () => {
    const link = await saveLink(t.app, t.token);
    const opened = await callRoute(t.app, routes.customOrder.open, { params: { token: link.token } });
    const colour = opened.body.data?.colours[0] ?? "";
    const body = customerOrder({
      name: "Race Quang",
      windows: [{ templateKey: CASEMENT.key, width: 1500, height: 1500, colour, count: 1 }],
    });
    const answers = await parallel(6, () => submit(t.app, link.token, body));
    expect(answers.map((a) => a.body.code)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(new Set(answers.map((a) => a.body.data?.orderNo)).size).toBe(1);
    const made = await callRoute(t.app, routes.orders.list, {
      token: t.token,
      query: { customer: "Race Quang", pageSize: 50 },
    });
    expect(made.body.data?.items).toHaveLength(1);
    const leads = await callRoute(t.app, routes.crm.list, { token: t.token, query: { q: body.phone } });
    expect(leads.body.data?.items).toHaveLength(1);
    const messages = await callRoute(t.app, routes.messages.list, {
      token: t.token,
      query: { pageSize: 100 },
    });
    const told = messages.body.data?.items.filter(
      (m) => m.kind === "custom_order" && m.params.customer === "Race Quang",
    );
    expect(told).toHaveLength(1);
  });
});
