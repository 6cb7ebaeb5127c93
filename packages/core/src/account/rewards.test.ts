import { describe, expect, it } from "vitest";
import { canMoveWithdrawal, isEarned, rewardBalance, rewardFor, withdrawalRefusal } from "./rewards.ts";

const today = "2026-11-25";

describe("invitation reward", () => {
  it("is 15 % of the first purchase, rounded down to the fen", () => {
    expect(rewardFor(198_000)).toBe(29_700);
    expect(rewardFor(49_589)).toBe(7_438); // 7438.35
    expect(rewardFor(1)).toBe(0);
  });
  it("counts a reward only once its refund period is over, and withdrawals that were not refused", () => {
    const balance = rewardBalance(
      [
        { amountFen: 29_700, availableOn: "2026-11-20" },
        { amountFen: 29_700, availableOn: "2026-11-25" },
        { amountFen: 14_700, availableOn: "2026-11-26" },
        { amountFen: 1_000, availableOn: "2026-11-30", settledOn: null },
      ],
      [
        { amountFen: 10_000, status: "transferred" },
        { amountFen: 10_000, status: "in_process" },
        { amountFen: 20_000, status: "refused" },
      ],
      today,
    );
    expect(balance).toEqual({
      earnedFen: 59_400,
      pendingFen: 15_700,
      withdrawnFen: 20_000,
      availableFen: 39_400,
    });
  });
});

describe("the daily reward job", () => {
  it("keeps a reward it recorded as earned, whatever the day the balance is read on", () => {
    const recorded = { amountFen: 44_700, availableOn: "2026-12-02", settledOn: "2026-12-02" };
    expect(isEarned(recorded, today)).toBe(true);
    expect(isEarned({ ...recorded, settledOn: null }, today)).toBe(false);
    expect(isEarned({ ...recorded, settledOn: null }, "2026-12-02")).toBe(true);
  });
});

describe("withdrawal rules (SPEC §5, §9)", () => {
  const rich = { earnedFen: 45_000, pendingFen: 0, withdrawnFen: 0, availableFen: 45_000 };
  it("needs 300 earned, multiples of 100, and no more than the available balance", () => {
    expect(withdrawalRefusal(rich, 30_000)).toBeNull();
    expect(withdrawalRefusal(rich, 40_000)).toBeNull();
    expect(withdrawalRefusal(rich, 50_000)).toBe("withdraw.exceeds_balance");
    expect(withdrawalRefusal(rich, 25_000)).toBe("withdraw.not_multiple");
    expect(withdrawalRefusal(rich, 0)).toBe("withdraw.amount_positive");
    expect(withdrawalRefusal({ ...rich, earnedFen: 29_999, availableFen: 29_999 }, 10_000)).toBe(
      "withdraw.below_threshold",
    );
  });
  it("moves in process → transferred or refused, and never back", () => {
    expect(canMoveWithdrawal("in_process", "transferred")).toBe(true);
    expect(canMoveWithdrawal("in_process", "refused")).toBe(true);
    expect(canMoveWithdrawal("transferred", "refused")).toBe(false);
    expect(canMoveWithdrawal("refused", "in_process")).toBe(false);
  });
});
