// Order profit (docs/finance.md) on both databases: every cost the app knows of a contract,
// each part saying whether it counted the BOM's estimate or the records' actual.
import { routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { productionUnits } from "../../db/schema/index.ts";
import { callRoute, registerAccount, signInDemo } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { createContract, fire, getContract } from "../contracts/contracts.fixtures.ts";
import { addItem, createOrder, itemBody } from "../orders/orders.fixtures.ts";
import { makeMaterial, record, rid } from "../warehouse/warehouse.fixtures.ts";

let token: string;
const t = testAppForFile();
beforeAll(async () => {
  // The demo factory holds the finance, warehouse and workshop modules.
  token = ((await signInDemo(t.app)) as Session).userinfo.api_token;
});

const profitRow = async (contractId: number) => {
  const res = await callRoute(t.app, routes.finance.orderProfit, { token, query: { pageSize: 100 } });
  expect(res.body.code, res.body.key).toBe(0);
  const row = res.body.data.items.find((r) => r.contractId === contractId);
  expect(row).toBeDefined();
  return row as NonNullable<typeof row>;
};

describe("order profit", () => {
  it("issue 25.16: order profit counts material cost, from the BOM (also while the picking is under way), the picked stock beside it, and the workshop's wage links once arranged", async () => {
    // A signed job of two casements, not yet arranged nor picked.
    const contract = await createContract(t.app, token);
    const order = await createOrder(t.app, token, { contractId: contract.id });
    await addItem(t.app, token, order.id, itemBody({ count: 2 }));
    expect((await fire(t.app, token, contract.id, "sign")).code).toBe(0);
    const quoted = (await getContract(t.app, token, contract.id)).amount;
    const bom = (await callRoute(t.app, routes.bom.order, { token, params: { id: order.id } })).body.data?.bom
      .totals;
    if (!bom) throw new Error("no BOM");
    // The materials are a real share of the price: what the margin left out.
    expect(bom.material).toBeGreaterThan(quoted / 5);

    let row = await profitRow(contract.id);
    expect(row.materials).toEqual({
      estimate: bom.material,
      actual: null,
      used: "estimate",
      amount: bom.material,
    });
    expect(row.otherCosts).toEqual({ estimate: bom.cost, actual: null, used: "estimate", amount: bom.cost });
    expect(row.wages).toEqual({ estimate: bom.wage, actual: null, used: "estimate", amount: bom.wage });
    expect(row.expenditures).toEqual({ estimate: null, actual: null, used: null, amount: 0 });
    expect(row.cost).toBe(bom.material + bom.cost + bom.wage);
    expect(row.profit).toBe(quoted - bom.material - bom.cost - bom.wage);
    expect(row.margin).toBeCloseTo(row.profit / quoted, 12);

    // Arranged: the workshop's wage links of its two units are the wages counted.
    expect((await fire(t.app, token, contract.id, "arrange")).code).toBe(0);
    const units = await t.database.db
      .select({ wages: productionUnits.wages })
      .from(productionUnits)
      .where(eq(productionUnits.contractId, contract.id));
    expect(units).toHaveLength(2);
    const linkWages = units.flatMap((u) => Object.values(u.wages)).reduce((a, b) => a + b, 0);
    expect(linkWages).toBeGreaterThan(0);
    row = await profitRow(contract.id);
    expect(row.wages).toEqual({ estimate: bom.wage, actual: linkWages, used: "actual", amount: linkWages });

    // Picked: 4 handles at 123.45 out, 1 back: 3 × 12,345 = 37,035 fen of material, at the cost
    // the stock recorded. The picking is under way (its pick list is not wholly picked), and 370.35
    // is less than the BOM's estimate: the estimate still counts, the picked figure beside it.
    const m = await makeMaterial(t.app, token, { category: "hardware", colors: [], rawLength: 0 });
    await record(t.app, token, { type: 1, lines: [{ materialId: m.id, count: 10, costFen: 12_345 }] });
    const pick = (type: 4 | 2, count: number) =>
      callRoute(t.app, routes.warehouse.pick, {
        token,
        params: { id: contract.id },
        body: { requestId: rid(), type, lines: [{ materialId: m.id, count }] },
      });
    expect((await pick(4, 4)).body.code).toBe(0);
    expect((await pick(2, 1)).body.code).toBe(0);
    row = await profitRow(contract.id);
    expect(row.materials).toEqual({
      estimate: bom.material,
      actual: 37_035,
      used: "estimate",
      amount: bom.material,
    });
    expect(row.cost).toBe(bom.material + bom.cost + linkWages);
    expect(row.profit).toBe(quoted - bom.material - bom.cost - linkWages);
    expect(row.incomplete).toBe(false);

    // An expenditure recorded for the contract (transport 250.00) is counted, and stays out of
    // what the contract collected.
    const collected = (await getContract(t.app, token, contract.id)).collected;
    const account = (await callRoute(t.app, routes.finance.accounts, { token })).body.data[0];
    const spent = await callRoute(t.app, routes.finance.recordExpenditure, {
      token,
      body: {
        amount: 25_000,
        category: "transport",
        payee: "Van",
        accountId: account!.id,
        contractId: contract.id,
      },
    });
    expect(spent.body.code, spent.body.key).toBe(0);
    expect(spent.body.data).toMatchObject({ contractId: contract.id, amount: -25_000 });
    row = await profitRow(contract.id);
    expect(row.expenditures).toEqual({ estimate: null, actual: 25_000, used: "actual", amount: 25_000 });
    expect(row.profit).toBe(quoted - bom.material - bom.cost - linkWages - 25_000);
    const after = await getContract(t.app, token, contract.id);
    expect(after.collected).toBe(collected);
    expect(after.collections.map((c) => c.amount)).not.toContain(-25_000);
  });

  it("an expenditure names only a contract the caller sees; another company's is refused and nothing is written", async () => {
    const other = await registerAccount(t.app, t.clock);
    const theirs = await createContract(t.app, other.userinfo.api_token);
    const account = (await callRoute(t.app, routes.finance.accounts, { token })).body.data[0];
    const before = await callRoute(t.app, routes.finance.entries, { token, query: { kind: "expenditure" } });
    const res = await callRoute(t.app, routes.finance.recordExpenditure, {
      token,
      lang: "en-US",
      body: { amount: 100, category: "other", payee: "X", accountId: account!.id, contractId: theirs.id },
    });
    expect(res.body.key).toBe("missing.contract");
    const after = await callRoute(t.app, routes.finance.entries, { token, query: { kind: "expenditure" } });
    expect(after.body.data.total).toBe(before.body.data.total);
  });
});
