import { describe, expect, it } from "vitest";
import { daysToExpiry, eventKey, isUnread, messageLink } from "./messages.ts";

describe("the message centre", () => {
  it("links each message to its object", () => {
    expect(messageLink("payment", { contractId: 12 })).toBe("/orders/group-detail/12");
    expect(messageLink("unit_finished", { contractId: 3 })).toBe("/orders/group-detail/3");
    expect(messageLink("feedback_reply", { contractId: null })).toBe("/personal-center/feedback");
    expect(messageLink("custom_order", { contractId: null, params: { orderId: 7 } })).toBe(
      "/orders/detail/7",
    );
    expect(messageLink("edition_expiring", { contractId: null })).toBe("/purchase/renew");
  });

  it("counts a message unread only after the marker and until it is opened", () => {
    const at = "2026-12-01T08:00:00.000Z";
    expect(isUnread(at, null, false)).toBe(true);
    expect(isUnread(at, "2026-12-01T07:59:59.000Z", false)).toBe(true);
    // the marker is the newest message seen: one at the marker itself is read
    expect(isUnread(at, at, false)).toBe(false);
    expect(isUnread(at, null, true)).toBe(false);
  });

  it("tells of an expiring edition from seven days before its last day to the day itself", () => {
    // 2026-12-08 − 2026-12-01 = 7 days: told; 2026-12-09 is 8 days away: not yet
    expect(daysToExpiry("2026-12-08", "2026-12-01")).toBe(7);
    expect(daysToExpiry("2026-12-09", "2026-12-01")).toBeNull();
    expect(daysToExpiry("2026-12-01", "2026-12-01")).toBe(0);
    // across a month end: 2027-01-02 − 2026-12-30 = 3 days
    expect(daysToExpiry("2027-01-02", "2026-12-30")).toBe(3);
    expect(daysToExpiry("2026-11-30", "2026-12-01")).toBeNull();
  });

  it("keys one event the same each time it is written", () => {
    expect(eventKey.payment(5)).toBe(eventKey.payment(5));
    expect(eventKey.shareConfirmed(4, 1)).not.toBe(eventKey.shareConfirmed(4, 2));
  });
});
