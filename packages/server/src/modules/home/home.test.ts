import { type DataOf, routes } from "@fenestra/api";
import { describe, expect, it } from "vitest";
import {
  collections,
  confirmedCuts,
  contracts,
  financeContractTotals,
  orders,
  receiptAccounts,
} from "../../db/schema/index.ts";
import {
  callRoute,
  registerAccount,
  registerPaidAccount,
  signInDemo,
  subAccountSession,
} from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";

const t = testAppForFile();

async function companyOf(userId: number): Promise<number> {
  const user = await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, userId) });
  return user!.companyId;
}

const zero = { contracts: 0, amount: 0, area: 0, collected: 0, orders: 0 };

describe("home stats: this month beside last month", () => {
  it("answers zeros for a company without orders", async () => {
    const session = await registerAccount(t.app, t.clock);
    const { body } = await callRoute(t.app, routes.home.stats, { token: session.userinfo.api_token });
    expect(body.data).toEqual({ month: "2026-03", previousMonth: "2026-02", current: zero, previous: zero });
  });

  it("sums each month's rows of the caller's company only", async () => {
    const session = await registerAccount(t.app, t.clock);
    const other = await registerAccount(t.app, t.clock);
    const mine = await companyOf(session.userinfo.id);
    const theirs = await companyOf(other.userinfo.id);
    const thisMonth = new Date("2026-03-10T00:00:00Z");
    const firstMoment = new Date("2026-03-01T00:00:00Z");
    const lastMonth = new Date("2026-02-27T00:00:00Z");
    const twoMonthsAgo = new Date("2026-01-31T23:59:59Z");
    const [c1] = await t.database.db
      .insert(contracts)
      .values([
        { companyId: mine, amount: 150_000, createdAt: thisMonth },
        { companyId: mine, amount: 25_050, createdAt: firstMoment },
        { companyId: mine, amount: 999_999, createdAt: lastMonth },
        { companyId: mine, amount: 5, createdAt: twoMonthsAgo },
        { companyId: theirs, amount: 777_777, createdAt: thisMonth },
      ])
      .returning();
    await t.database.db.insert(orders).values([
      { companyId: mine, contractId: c1!.id, area: 2.5, amount: 1, createdAt: thisMonth },
      { companyId: mine, contractId: c1!.id, area: 1.25, amount: 1, createdAt: thisMonth },
      { companyId: mine, area: 9, createdAt: lastMonth },
      // Stored before areas were bounded: counted as an order, left out of the area.
      { companyId: mine, area: Number.POSITIVE_INFINITY, createdAt: lastMonth },
      { companyId: theirs, area: 40, createdAt: thisMonth },
    ]);
    // Every receipt lands on a receipt account (docs/finance.md).
    const [a, b] = await t.database.db
      .insert(receiptAccounts)
      .values([
        { companyId: mine, type: "bank_card", name: "Mine" },
        { companyId: theirs, type: "bank_card", name: "Theirs" },
      ])
      .returning();
    await t.database.db.insert(collections).values([
      { companyId: mine, accountId: a!.id, amount: 50_000, createdAt: thisMonth },
      { companyId: mine, accountId: a!.id, amount: 7_000, createdAt: lastMonth },
      { companyId: theirs, accountId: b!.id, amount: 10, createdAt: thisMonth },
    ]);
    const { body } = await callRoute(t.app, routes.home.stats, { token: session.userinfo.api_token });
    expect(body.data).toEqual({
      month: "2026-03",
      previousMonth: "2026-02",
      current: { contracts: 2, amount: 175_050, area: 3.75, collected: 50_000, orders: 2 },
      previous: { contracts: 1, amount: 999_999, area: 9, collected: 7_000, orders: 2 },
    });
  });
});

describe("home waiting items", () => {
  type Block = DataOf<typeof routes.home.waiting>["items"][number];
  const waiting = async (token: string, limit?: string) => {
    const { status, body } = await callRoute(t.app, routes.home.waiting, { token, query: { limit } });
    return { status, body, items: body.data?.items ?? [] };
  };
  const block = (items: Block[], key: string) => items.find((b) => b.key === key);

  it("lists each item with its count and oldest entries first, for the caller's company only", async () => {
    const owner = await registerAccount(t.app, t.clock);
    const other = await registerAccount(t.app, t.clock);
    const mine = await companyOf(owner.userinfo.id);
    const theirs = await companyOf(other.userinfo.id);
    const at = (day: number) => new Date(`2026-03-${String(day).padStart(2, "0")}T08:00:00Z`);
    await t.database.db.insert(contracts).values([
      { companyId: mine, contractNo: "R-2", status: "agreement", updatedAt: at(5) },
      { companyId: mine, contractNo: "R-1", status: "agreement", updatedAt: at(2) },
      { companyId: mine, contractNo: "R-3", status: "agreement", updatedAt: at(9) },
      { companyId: mine, contractNo: "D-1", status: "review", updatedAt: at(3) },
      { companyId: mine, contractNo: "P-1", status: "deposit", updatedAt: at(4) },
      { companyId: mine, contractNo: "P-2", status: "production", updatedAt: at(1) },
      {
        companyId: mine,
        contractNo: "S-1",
        status: "intent",
        customerConfirm: "confirmed",
        updatedAt: at(6),
      },
      { companyId: mine, contractNo: "Q-1", status: "intent", customerConfirm: "none", updatedAt: at(6) },
      { companyId: mine, contractNo: "F-1", status: "finished", updatedAt: at(6) },
      { companyId: theirs, contractNo: "X-1", status: "agreement", updatedAt: at(1) },
    ]);
    const { items } = await waiting(owner.userinfo.api_token, "2");
    expect(items.map((b) => b.key)).toEqual([
      "sharesConfirmed",
      "toReview",
      "depositsToConfirm",
      "productionDue",
      "toCut",
      "toDeliver",
      "balancesDue",
    ]);
    const refs = (key: string) => block(items, key)?.entries.map((e) => e.reference);
    expect(block(items, "toReview")?.count).toBe(3);
    expect(refs("toReview")).toEqual(["R-1", "R-2"]);
    expect(block(items, "depositsToConfirm")?.count).toBe(1);
    expect(refs("depositsToConfirm")).toEqual(["D-1"]);
    expect(block(items, "productionDue")?.count).toBe(2);
    expect(refs("productionDue")).toEqual(["P-2", "P-1"]);
    expect(refs("sharesConfirmed")).toEqual(["S-1"]);

    const empty = await waiting(other.userinfo.api_token);
    expect(refs("toReview")).not.toContain("X-1");
    expect(block(empty.items, "toReview")).toMatchObject({ count: 1, entries: [{ reference: "X-1" }] });
    expect(block(empty.items, "productionDue")).toEqual({ key: "productionDue", count: 0, entries: [] });
  });

  it("shows the factory's day: what is to cut, to deliver, and the balances still owed", async () => {
    const owner = await registerAccount(t.app, t.clock);
    const mine = await companyOf(owner.userinfo.id);
    const made = await t.database.db
      .insert(contracts)
      .values([
        { companyId: mine, contractNo: "CUT-1", status: "production", amount: 100_000 },
        { companyId: mine, contractNo: "CUT-DONE", status: "production", amount: 100_000 },
        { companyId: mine, contractNo: "SHIP-1", status: "finished", amount: 100_000 },
        { companyId: mine, contractNo: "OWE-1", status: "delivered", amount: 500_000 },
        { companyId: mine, contractNo: "OWE-2", status: "delivered", amount: 80_000 },
        { companyId: mine, contractNo: "PAID", status: "settled", amount: 80_000 },
      ])
      .returning({ id: contracts.id, no: contracts.contractNo });
    const id = (no: string) => made.find((c) => c.no === no)!.id;
    const [cutOrder] = await t.database.db
      .insert(orders)
      .values({ companyId: mine, contractId: id("CUT-DONE") })
      .returning({ id: orders.id });
    await t.database.db.insert(orders).values({ companyId: mine, contractId: id("CUT-1") });
    await t.database.db.insert(confirmedCuts).values({
      companyId: mine,
      orderIds: [cutOrder!.id],
      code: "F001",
      color: "白色",
      length: 6000,
      count: 3,
      confirmedAt: new Date("2026-03-02T08:00:00Z"),
    });
    await t.database.db
      .insert(financeContractTotals)
      .values({ contractId: id("OWE-1"), companyId: mine, received: 150_000 });

    const { items } = await waiting(owner.userinfo.api_token);
    const refs = (key: string) => block(items, key)?.entries.map((e) => e.reference);
    expect(refs("toCut")).toEqual(["CUT-1"]);
    expect(refs("toDeliver")).toEqual(["SHIP-1"]);
    expect(block(items, "balancesDue")?.entries.map((e) => [e.reference, e.amount])).toEqual([
      ["OWE-1", 350_000],
      ["OWE-2", 80_000],
    ]);
  });

  it("gives a dealer's submitted contract to its factory to review, not to the dealer", async () => {
    const factory = await registerAccount(t.app, t.clock);
    const dealer = await registerAccount(t.app, t.clock, { role: "dealer" });
    const factoryCompany = await companyOf(factory.userinfo.id);
    const dealerCompany = await companyOf(dealer.userinfo.id);
    await t.database.db.insert(contracts).values([
      { companyId: dealerCompany, factoryCompanyId: factoryCompany, contractNo: "DL-1", status: "agreement" },
      { companyId: dealerCompany, contractNo: "DL-2", status: "agreement" },
    ]);
    const forFactory = await waiting(factory.userinfo.api_token);
    expect(block(forFactory.items, "toReview")?.entries.map((e) => e.reference)).toEqual(["DL-1"]);
    const forDealer = await waiting(dealer.userinfo.api_token);
    expect(block(forDealer.items, "toReview")?.count).toBe(0);
  });

  it("shows a sub-account only the items its permissions allow, and only its own contracts", async () => {
    const owner = await registerPaidAccount(t.app, t.clock);
    const sub = await subAccountSession(t.app, owner.userinfo.api_token, { design_review: "1" });
    const mine = await companyOf(owner.userinfo.id);
    await t.database.db.insert(contracts).values([
      { companyId: mine, contractNo: "OWN", status: "agreement", salespersonId: sub.userinfo.id },
      { companyId: mine, contractNo: "NOT-MINE", status: "agreement", salespersonId: owner.userinfo.id },
    ]);
    const { items } = await waiting(sub.userinfo.api_token);
    expect(items.map((b) => b.key)).toEqual(["toReview"]);
    expect(items[0]?.entries.map((e) => e.reference)).toEqual(["OWN"]);
  });

  it("refuses a limit outside 1 to 20 at the field, and answers -998 signed out", async () => {
    const session = await signInDemo(t.app);
    for (const limit of ["0", "21", "abc", "2.5"]) {
      const { status, body } = await waiting(session.userinfo.api_token, limit);
      expect(status).toBe(400);
      expect(body.errors).toEqual([expect.objectContaining({ field: "limit" })]);
    }
    const { body } = await callRoute(t.app, routes.home.waiting);
    expect(body.code).toBe(-998);
  });
});
