import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collections, contracts, orders } from "../../db/schema/index.ts";
import { call, registerAccount, signInDemo } from "../../test/helpers/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("home stats", () => {
  it("answers zeros for a company without orders", async () => {
    const session = await registerAccount(t.app, t.clock);
    const { body } = await call(t.app, "GET", "/api/home/stats", { token: session.userinfo.api_token });
    expect(body.data).toEqual({
      month: "2026-03",
      contracts: 0,
      amount: 0,
      area: 0,
      collected: 0,
      orders: 0,
    });
  });

  it("sums this month's rows of the caller's company only", async () => {
    const demo = await signInDemo(t.app);
    const other = await registerAccount(t.app, t.clock);
    const [demoCompany] = await t.database.db.query.users.findMany({
      where: (u, { eq }) => eq(u.id, demo.userinfo.id),
    });
    const [otherCompany] = await t.database.db.query.users.findMany({
      where: (u, { eq }) => eq(u.id, other.userinfo.id),
    });
    const mine = demoCompany!.companyId;
    const theirs = otherCompany!.companyId;
    const thisMonth = new Date("2026-03-10T00:00:00Z");
    const lastMonth = new Date("2026-02-27T00:00:00Z");
    const [c1] = await t.database.db
      .insert(contracts)
      .values([
        { companyId: mine, amount: 150_000, createdAt: thisMonth },
        { companyId: mine, amount: 25_050, createdAt: thisMonth },
        { companyId: mine, amount: 999_999, createdAt: lastMonth },
        { companyId: theirs, amount: 777_777, createdAt: thisMonth },
      ])
      .returning();
    await t.database.db.insert(orders).values([
      { companyId: mine, contractId: c1!.id, area: 2.5, amount: 1, createdAt: thisMonth },
      { companyId: mine, contractId: c1!.id, area: 1.25, amount: 1, createdAt: thisMonth },
      { companyId: mine, area: 9, createdAt: lastMonth },
      { companyId: theirs, area: 40, createdAt: thisMonth },
    ]);
    await t.database.db.insert(collections).values([
      { companyId: mine, amount: 50_000, createdAt: thisMonth },
      { companyId: theirs, amount: 10, createdAt: thisMonth },
    ]);
    const { body } = await call(t.app, "GET", "/api/home/stats", { token: demo.userinfo.api_token });
    expect(body.data).toEqual({
      month: "2026-03",
      contracts: 2,
      amount: 175_050,
      area: 3.75,
      collected: 50_000,
      orders: 2,
    });
  });
});
