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
  it("quoted 10,000.00 less cost 6,123.45 and wages 850.00 is 3,026.55, a 30.27 % margin", () => {
    const p = orderProfit(1_000_000, 612_345, 85_000);
    expect(p.profit).toBe(302_655);
    expect(p.margin).toBeCloseTo(0.302655, 9);
  });
  it("a loss is negative; nothing quoted has no margin", () => {
    expect(orderProfit(100_000, 90_000, 20_000)).toMatchObject({ profit: -10_000, margin: -0.1 });
    expect(orderProfit(0, 5_000, 0)).toMatchObject({ profit: -5_000, margin: null });
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
