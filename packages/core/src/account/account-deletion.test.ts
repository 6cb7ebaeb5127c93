import { describe, expect, it } from "vitest";
import { addWorkingDays, deletionDueOn, nextDeletionStatus } from "./account-deletion.ts";

describe("account deletion", () => {
  it("counts working days Monday to Friday", () => {
    expect(addWorkingDays("2026-11-25", 1)).toBe("2026-11-26"); // Wed → Thu
    expect(addWorkingDays("2026-11-27", 1)).toBe("2026-11-30"); // Fri → Mon
    expect(addWorkingDays("2026-11-28", 1)).toBe("2026-11-30"); // Sat → Mon
    expect(addWorkingDays("2026-11-25", 5)).toBe("2026-12-02"); // Wed → next Wed
    expect(addWorkingDays("2026-11-25", 0)).toBe("2026-11-25");
  });

  it("is due one working day after the request, inside SPEC's 1–5", () => {
    expect(deletionDueOn("2026-11-27")).toBe("2026-11-30");
  });

  it("lets only a pending request be cancelled or completed", () => {
    expect(nextDeletionStatus("pending", "cancel")).toBe("cancelled");
    expect(nextDeletionStatus("pending", "complete")).toBe("completed");
    expect(nextDeletionStatus("cancelled", "complete")).toBeNull();
    expect(nextDeletionStatus("completed", "cancel")).toBeNull();
  });
});
