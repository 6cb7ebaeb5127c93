// The worked examples of docs/finance.md, checked by hand there; these tests keep them true.
import { describe, expect, it } from "vitest";
import { ageingBucket, ageReceivables } from "./ageing.ts";
import { daysBetween, isIsoDay } from "./dates.ts";
import { balanceOf, checkReversal, reversalAmount, signedAmount } from "./ledger.ts";
import { orderProfit } from "./profit.ts";
import { checkSchedule, type Instalment, scheduleState } from "./repayments.ts";
import { periodKey, periodKeys } from "./statistics.ts";

const today = "2026-11-25";

describe("repayment schedule (docs/finance.md, example 1)", () => {
  const schedule: Instalment[] = [
    { id: 3, stage: "balance", amount: 200_000, dueOn: "2026-12-01" },
    { id: 1, stage: "deposit", amount: 300_000, dueOn: "2026-10-01" },
    { id: 2, stage: "progress", amount: 500_000, dueOn: "2026-11-01" },
  ];

  it("fills the instalments in the order they fall due with the 4,500.00 collected", () => {
    const state = scheduleState(schedule, 450_000, today);
    expect(state.map((s) => [s.stage, s.paid, s.owed, s.status, s.overdue, s.daysOverdue])).toEqual([
      ["deposit", 300_000, 0, "paid", false, 0],
      ["progress", 150_000, 350_000, "partial", true, 24],
      ["balance", 0, 200_000, "unpaid", false, 0],
    ]);
  });

  it("nothing collected: the deposit is 55 days late; everything collected: all paid, none overdue", () => {
    expect(scheduleState(schedule, 0, today)[0]).toMatchObject({ status: "unpaid", daysOverdue: 55 });
    expect(scheduleState(schedule, 1_000_000, today).map((s) => [s.status, s.overdue])).toEqual([
      ["paid", false],
      ["paid", false],
      ["paid", false],
    ]);
  });

  it("an instalment due today is not overdue yet", () => {
    const [s] = scheduleState([{ id: 1, stage: "deposit", amount: 1, dueOn: today }], 0, today);
    expect(s?.overdue).toBe(false);
  });

  it("refuses a schedule asking for more than the contract amount", () => {
    expect(checkSchedule(schedule, 1_000_000)).toBeNull();
    expect(checkSchedule(schedule, 999_999)).toBe("finance.schedule_exceeds_amount");
  });
});

describe("receivable ageing (docs/finance.md, example 2)", () => {
  it("puts each owed amount in its bucket, the boundaries 30/60/90 days inside the lower one", () => {
    expect(daysBetween("2026-08-15", today)).toBe(102);
    expect(daysBetween("2026-09-26", today)).toBe(60);
    expect(daysBetween("2026-08-27", today)).toBe(90);
    expect(ageingBucket("2026-10-26", today)).toBe("days_1_30");
    expect(ageingBucket("2026-10-25", today)).toBe("days_31_60");
    const aged = ageReceivables(
      [
        { owed: 350_000, dueOn: "2026-11-01" },
        { owed: 200_000, dueOn: "2026-12-01" },
        { owed: 120_000, dueOn: "2026-08-15" },
        { owed: 80_000, dueOn: "2026-09-26" },
        { owed: 50_000, dueOn: "2026-08-27" },
        { owed: 0, dueOn: "2020-01-01" },
      ],
      today,
    );
    expect(aged).toEqual({
      buckets: {
        current: 200_000,
        days_1_30: 350_000,
        days_31_60: 80_000,
        days_61_90: 50_000,
        days_over_90: 120_000,
      },
      total: 800_000,
    });
  });
});

describe("order profit (docs/finance.md, example 3)", () => {
  // The job of issue 25.16: quoted 8,089.00; its BOM's material lines 5,442.63, cost lines
  // (packing, outsourced processing) 123.40, wage lines 560.00.
  const bom = [{ material: 544_263, cost: 12_340, wage: 56_000 }];
  const none = { stock: [], units: [], expenditures: [], pickingDone: false };

  it("issue 25.16: the BOM's material lines are a cost: 8,089.00 less 6,126.03 is 1,962.97, a 24.27 % margin", () => {
    const p = orderProfit({ quoted: 808_900, bom, ...none });
    // Nothing picked, not arranged, no expenditure: every part is the BOM's estimate.
    expect(p.materials).toEqual({ estimate: 544_263, actual: null, used: "estimate", amount: 544_263 });
    expect(p.otherCosts).toEqual({ estimate: 12_340, actual: null, used: "estimate", amount: 12_340 });
    expect(p.wages).toEqual({ estimate: 56_000, actual: null, used: "estimate", amount: 56_000 });
    expect(p.expenditures).toEqual({ estimate: null, actual: null, used: null, amount: 0 });
    // cost 544,263 + 12,340 + 56,000 = 612,603; profit 808,900 − 612,603 = 196,297 fen;
    // margin 196,297 ÷ 808,900 = 0.242671… (24.27 %). Leaving the materials out gave
    // 808,900 − 68,340 = 740,560, 91.55 %: the defect.
    expect(p.cost).toBe(612_603);
    expect(p.profit).toBe(196_297);
    expect(p.margin).toBeCloseTo(0.242_671_529, 9);
  });

  it("picked stock, the workshop's wage links and the contract's expenditures replace the estimates", () => {
    const p = orderProfit({
      quoted: 808_900,
      bom,
      stock: [
        { type: 1, valueFen: 99_999 }, // a purchase-in is not the contract's cost: ignored
        { type: 4, valueFen: -300_000 }, // pick-out
        { type: 5, valueFen: -45_050 }, // supplementary out
        { type: 2, valueFen: 20_000 }, // return-in
        { type: 4, valueFen: -10_000 }, // a pick-out…
        { type: 4, valueFen: 10_000 }, // …and its reversal
      ],
      units: [
        { cutting: 12_000, welding: 16_500 },
        { cutting: 12_000, welding: 16_500, glazing: 1 },
      ],
      expenditures: [{ amount: -8_000 }, { amount: -2_500 }, { amount: 2_500 }],
      pickingDone: true,
    });
    // materials: −(−300,000 − 45,050 + 20,000 − 10,000 + 10,000) = 325,050, beside the estimate.
    expect(p.materials).toEqual({ estimate: 544_263, actual: 325_050, used: "actual", amount: 325_050 });
    // other costs: only the BOM knows them.
    expect(p.otherCosts).toEqual({ estimate: 12_340, actual: null, used: "estimate", amount: 12_340 });
    // wages: (12,000 + 16,500) + (12,000 + 16,500 + 1) = 28,500 + 28,501 = 57,001.
    expect(p.wages).toEqual({ estimate: 56_000, actual: 57_001, used: "actual", amount: 57_001 });
    // expenditures: −(−8,000 − 2,500 + 2,500) = 8,000.
    expect(p.expenditures).toEqual({ estimate: null, actual: 8_000, used: "actual", amount: 8_000 });
    // cost 325,050 + 12,340 + 57,001 + 8,000 = 402,391; profit 808,900 − 402,391 = 406,509;
    // margin 406,509 ÷ 808,900 = 0.502545… (50.25 %).
    expect(p.cost).toBe(402_391);
    expect(p.profit).toBe(406_509);
    expect(p.margin).toBeCloseTo(0.502_545_432, 9);
  });

  it("while the picking is under way the BOM's estimate counts until the picked stock exceeds it", () => {
    const half = { quoted: 808_900, bom, ...none, stock: [{ type: 4, valueFen: -86_500 }] };
    // One bar of 865.00 picked of a job whose materials are estimated at 5,442.63: the job has
    // not cost 865.00 in materials, so the estimate counts and the picked figure stands beside it.
    expect(orderProfit(half).materials).toEqual({
      estimate: 544_263,
      actual: 86_500,
      used: "estimate",
      amount: 544_263,
    });
    // Picked more than the estimate already (offcuts, breakage): the picked stock counts.
    const over = { ...half, stock: [{ type: 4, valueFen: -600_000 }] };
    expect(orderProfit(over).materials).toMatchObject({ used: "actual", amount: 600_000 });
    // The picking done: the picked stock is the cost, below the estimate or not.
    expect(orderProfit({ ...half, pickingDone: true }).materials).toMatchObject({
      used: "actual",
      amount: 86_500,
    });
  });

  it("a return without a pick-out is no actual; everything returned is an actual of 0", () => {
    const returnOnly = orderProfit({ quoted: 808_900, bom, ...none, stock: [{ type: 2, valueFen: 5_000 }] });
    expect(returnOnly.materials).toMatchObject({ actual: null, used: "estimate", amount: 544_263 });
    const allBack = orderProfit({
      quoted: 808_900,
      bom,
      ...none,
      stock: [
        { type: 4, valueFen: -30_000 },
        { type: 2, valueFen: 30_000 },
      ],
      pickingDone: true,
    });
    // −(−30,000 + 30,000) = 0 fen of material kept by the job, its picking closed.
    expect(allBack.materials).toEqual({ estimate: 544_263, actual: 0, used: "actual", amount: 0 });
  });

  it("several orders add; odd fen stay; a loss is negative; nothing quoted has no margin", () => {
    const two = orderProfit({
      quoted: 100_001,
      bom: [
        { material: 33_333, cost: 1, wage: 7 },
        { material: 66_667, cost: 2, wage: 0 },
      ],
      ...none,
    });
    // 33,333 + 66,667 = 100,000; 1 + 2 = 3; 7 + 0 = 7; cost 100,010; 100,001 − 100,010 = −9.
    expect(two).toMatchObject({ cost: 100_010, profit: -9 });
    expect(two.margin).toBeCloseTo(-9 / 100_001, 12);
    const nothing = orderProfit({ quoted: 0, bom: [], ...none });
    expect(nothing).toMatchObject({ cost: 0, profit: 0, margin: null });
    expect(nothing.materials).toEqual({ estimate: null, actual: null, used: null, amount: 0 });
  });
});

describe("ledger", () => {
  const entry = { id: 1, kind: "receipt" as const, amount: 12_000, reversesId: null, audited: false };
  it("receipts add, expenditures take away, a reversal cancels: the balance is the sum", () => {
    const out = { amount: signedAmount("expenditure", 5_000) };
    expect(out.amount).toBe(-5_000);
    expect(balanceOf([entry, out])).toBe(7_000);
    expect(balanceOf([entry, out, { amount: reversalAmount(out) }])).toBe(12_000);
  });
  it("an audited entry, a reversal and an entry reversed once already cannot be reversed", () => {
    expect(checkReversal(entry, false)).toBeNull();
    expect(checkReversal({ ...entry, audited: true }, false)).toBe("finance.entry_audited");
    expect(checkReversal({ ...entry, reversesId: 9 }, false)).toBe("finance.entry_is_reversal");
    expect(checkReversal(entry, true)).toBe("finance.entry_reversed");
  });
});

describe("periods and days", () => {
  it("keys a day by day, month and year, and lists every period of a range", () => {
    expect(periodKey(today, "month")).toBe("2026-11");
    expect(periodKeys("2026-01-15", "2026-12-31", "month")).toHaveLength(12);
    expect(periodKeys("2026-02-27", "2026-03-02", "day")).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
    expect(periodKeys("2024-05-01", "2026-01-01", "year")).toEqual(["2024", "2025", "2026"]);
  });
  it("knows a real date", () => {
    expect(isIsoDay("2026-02-29")).toBe(false);
    expect(isIsoDay("2028-02-29")).toBe(true);
    expect(isIsoDay("2026-1-01")).toBe(false);
  });
});
