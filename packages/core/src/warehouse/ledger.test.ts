import { describe, expect, it } from "vitest";
import {
  averageCostFen,
  balancesOf,
  compareItems,
  EMPTY_BALANCE,
  itemKey,
  type LedgerLine,
  planOperation,
  planReversal,
  returnableOf,
} from "./ledger.ts";
import { pickingStatus, STOCK_OPERATIONS } from "./operations.ts";

const bar = { materialId: 1, color: "white", length: 6000 };
const k = itemKey(bar);
const noCost = () => 0;

function run(
  type: Parameters<typeof planOperation>[0],
  lines: Parameters<typeof planOperation>[1],
  ledger: LedgerLine[],
) {
  const plan = planOperation(type, lines, balancesOf(ledger), noCost);
  if (!plan.ok) throw new Error(plan.refusal.code);
  ledger.push(...plan.lines);
  return plan;
}

describe("stock ledger", () => {
  it("the nine types: 1–3 and 8 add, 4–6 and 9 take, 7 counts; 8 and 9 come only from a count", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((t) => STOCK_OPERATIONS[t as 1].direction)).toEqual([
      1, 1, 1, -1, -1, -1, 0, 1, -1,
    ]);
    expect(STOCK_OPERATIONS[8].onForm).toBe(false);
    expect(STOCK_OPERATIONS[9].onForm).toBe(false);
    expect(STOCK_OPERATIONS[4].permission).toBe("pickout");
  });

  it("purchase in at two costs, pick out at the moving average", () => {
    const ledger: LedgerLine[] = [];
    run(1, [{ ...bar, count: 10, costFen: 10_000 }], ledger);
    run(1, [{ ...bar, count: 10, costFen: 20_000 }], ledger);
    expect(averageCostFen(balancesOf(ledger).get(k) ?? EMPTY_BALANCE)).toBe(15_000);
    const out = run(4, [{ ...bar, count: 4 }], ledger);
    expect(out.lines[0]).toMatchObject({
      type: 4,
      delta: -4,
      valueFen: -60_000,
      unitCostFen: 15_000,
      balanceAfter: 16,
    });
    expect(balancesOf(ledger).get(k)).toEqual({ quantity: 16, valueFen: 240_000 });
  });

  it("an out larger than the stock is refused and names the line and what is there", () => {
    const ledger: LedgerLine[] = [];
    run(1, [{ ...bar, count: 3, costFen: 100 }], ledger);
    const plan = planOperation(
      4,
      [
        { ...bar, count: 2 },
        { ...bar, count: 2 },
      ],
      balancesOf(ledger),
      noCost,
    );
    expect(plan).toEqual({ ok: false, refusal: { code: "out_of_stock", line: 1, available: 3 } });
  });

  it("taking the last piece takes all the value (no fen left over from rounding)", () => {
    const ledger: LedgerLine[] = [];
    run(1, [{ ...bar, count: 3, costFen: 100 }], ledger);
    run(1, [{ ...bar, count: 1, costFen: 101 }], ledger);
    run(4, [{ ...bar, count: 3 }], ledger);
    run(4, [{ ...bar, count: 1 }], ledger);
    expect(balancesOf(ledger).get(k)).toEqual({ quantity: 0, valueFen: 0 });
  });

  it("an inventory count makes the surplus and loss lines of the difference", () => {
    const other = { materialId: 2, color: "", length: 0 };
    const ledger: LedgerLine[] = [];
    run(
      1,
      [
        { ...bar, count: 10, costFen: 500 },
        { ...other, count: 5, costFen: 40 },
      ],
      ledger,
    );
    const third = { materialId: 3, color: "grey", length: 0 };
    const count = run(
      7,
      [
        { ...bar, count: 12 },
        { ...other, count: 2 },
        { ...third, count: 0 },
      ],
      ledger,
    );
    expect(count.lines.map((l) => [l.type, l.delta, l.counted, l.valueFen])).toEqual([
      [8, 2, 12, 1000],
      [9, -3, 2, -120],
      [7, 0, 0, 0],
    ]);
    const after = balancesOf(ledger);
    expect(after.get(k)?.quantity).toBe(12);
    expect(after.get(itemKey(other))?.quantity).toBe(2);
  });

  it("the same item counted twice in one inventory is refused", () => {
    expect(
      planOperation(
        7,
        [
          { ...bar, count: 1 },
          { ...bar, count: 2 },
        ],
        new Map(),
        noCost,
      ),
    ).toEqual({
      ok: false,
      refusal: { code: "duplicate_item", line: 1 },
    });
  });

  it("a reversal undoes a pick; a purchase whose bars were picked cannot be reversed", () => {
    const ledger: LedgerLine[] = [];
    const bought = run(1, [{ ...bar, count: 5, costFen: 100 }], ledger);
    const picked = run(4, [{ ...bar, count: 2 }], ledger);
    const back = planReversal(picked.lines, balancesOf(ledger));
    expect(back.ok && back.lines[0]).toMatchObject({ delta: 2, valueFen: 200 });
    expect(planReversal(bought.lines, balancesOf(ledger))).toMatchObject({
      ok: false,
      refusal: { code: "out_of_stock", available: 3 },
    });
  });

  it("items sort by material, colour, length", () => {
    const items = [
      { materialId: 2, color: "a", length: 0 },
      { materialId: 1, color: "b", length: 10 },
      { materialId: 1, color: "a", length: 20 },
      { materialId: 1, color: "a", length: 10 },
    ];
    expect([...items].sort(compareItems).map(itemKey)).toEqual(
      [items[3], items[2], items[1], items[0]].map((i) => itemKey(i as typeof bar)),
    );
  });

  it("picking status from picked against needed", () => {
    expect([pickingStatus(5, 0), pickingStatus(5, 2), pickingStatus(5, 5)]).toEqual([
      "not_picked",
      "partial",
      "picked",
    ]);
  });
});

describe("issue 25.7: returns against picks", () => {
  it("what a contract may return is its pick-outs less its returns, reversals included, plus its plan's bars back", () => {
    const short = { ...bar, length: 2000 };
    const lines = [
      { ...bar, type: 4, delta: -5 },
      { ...bar, type: 5, delta: -2 },
      { ...bar, type: 2, delta: 3 },
      { ...bar, type: 2, delta: -3 }, // the return reversed
      { ...bar, type: 2, delta: 1 },
      { ...bar, type: 1, delta: 100 }, // a purchase is no pick
    ];
    const may = returnableOf(lines, new Map([[itemKey(short), 2]]));
    expect(may.get(k)).toBe(6);
    expect(may.get(itemKey(short))).toBe(2);
    expect(returnableOf([{ ...bar, type: 2, delta: 4 }]).get(k)).toBe(0);
  });

  it("a return-in beyond it is refused at its line; lines of one item add up", () => {
    const stock = new Map([[k, { quantity: 20, valueFen: 2000 }]]);
    const may = new Map([[k, 5]]);
    expect(planOperation(2, [{ ...bar, count: 1000 }], stock, noCost, new Map())).toEqual({
      ok: false,
      refusal: { code: "more_than_picked", line: 0, returnable: 0 },
    });
    expect(planOperation(2, [{ ...bar, count: 5 }], stock, noCost, may).ok).toBe(true);
    expect(
      planOperation(
        2,
        [
          { ...bar, count: 3 },
          { ...bar, count: 3 },
        ],
        stock,
        noCost,
        may,
      ),
    ).toEqual({ ok: false, refusal: { code: "more_than_picked", line: 1, returnable: 2 } });
    // Without a contract (no map), a return-in is not limited here.
    expect(planOperation(2, [{ ...bar, count: 1000 }], stock, noCost).ok).toBe(true);
  });
});
