import { describe, expect, it } from "vitest";
import {
  customerEffects,
  followUpDue,
  trackTransition,
  visitEvents,
  visitTransition,
} from "./crm-machines.ts";
import { customerFieldsSchema, phoneKey } from "./customer-fields.ts";

describe("customer tracking", () => {
  it("moves a customer from not tracked to tracking to ended, and takes an ended one up again", () => {
    expect(trackTransition("not_tracked", "tracking")).toEqual({ ok: true, state: "tracking" });
    expect(trackTransition("tracking", "ended")).toEqual({ ok: true, state: "ended" });
    expect(trackTransition("ended", "tracking")).toEqual({ ok: true, state: "tracking" });
  });
  it("never puts a tracked customer back to not tracked", () => {
    expect(trackTransition("tracking", "not_tracked")).toEqual({ ok: false, refusal: "crm.track_refused" });
    expect(trackTransition("ended", "not_tracked")).toEqual({ ok: false, refusal: "crm.track_refused" });
  });
});

describe("return visits", () => {
  it("starts, then ends with a satisfaction", () => {
    expect(visitTransition("not_started", "start", null)).toEqual({ ok: true, state: "returning" });
    expect(visitTransition("returning", "finish", "fair")).toEqual({ ok: true, state: "ended" });
  });
  it("refuses to end without a satisfaction, and moves that are not in the table", () => {
    expect(visitTransition("returning", "finish", null)).toEqual({
      ok: false,
      refusal: "crm.satisfaction_required",
    });
    expect(visitTransition("ended", "start", null)).toEqual({ ok: false, refusal: "crm.visit_refused" });
    expect(visitTransition("not_started", "reopen", null)).toEqual({
      ok: false,
      refusal: "crm.visit_refused",
    });
  });
  it("offers the events of each state", () => {
    expect(visitEvents("not_started")).toEqual(["start", "finish"]);
    expect(visitEvents("returning")).toEqual(["finish"]);
    expect(visitEvents("ended")).toEqual(["reopen"]);
  });
});

describe("a contract's move and its customer", () => {
  it("makes the customer a deal at agreement and opens a return visit at delivery", () => {
    expect(customerEffects("sign", "agreement")).toEqual(["mark_deal"]);
    expect(customerEffects("deliver", "delivered")).toEqual(["open_return_visit"]);
    expect(customerEffects("arrange", "production")).toEqual([]);
  });
  it("does nothing on a revert back into those states", () => {
    expect(customerEffects("revert", "agreement")).toEqual([]);
    expect(customerEffects("revert", "delivered")).toEqual([]);
  });
});

describe("follow-ups due", () => {
  it("reads the next date against today", () => {
    expect(followUpDue("2026-11-25", "2026-11-25", "tracking")).toBe("today");
    expect(followUpDue("2026-11-24", "2026-11-25", "tracking")).toBe("overdue");
    expect(followUpDue("2026-11-26", "2026-11-25", "not_tracked")).toBe("later");
    expect(followUpDue(null, "2026-11-25", "tracking")).toBe("none");
    expect(followUpDue("2026-11-25", "2026-11-25", "ended")).toBe("none");
  });
});

describe("customer fields", () => {
  it("refuses a note over 200 characters and takes one of 200", () => {
    const base = { name: "张三", phone: "13900001111" };
    expect(customerFieldsSchema.safeParse({ ...base, note: "x".repeat(200) }).success).toBe(true);
    const long = customerFieldsSchema.safeParse({ ...base, note: "x".repeat(201) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe("validation.note_length");
  });
  it("needs a name and a well-formed phone", () => {
    const noName = customerFieldsSchema.safeParse({ name: " ", phone: "13900001111" });
    expect(noName.error?.issues[0]?.message).toBe("validation.customer_name_required");
    const badPhone = customerFieldsSchema.safeParse({ name: "Li", phone: "abc" });
    expect(badPhone.error?.issues[0]?.message).toBe("validation.contact_phone_invalid");
  });
  it("keys a phone by its digits", () => {
    expect(phoneKey("138 0013-8000")).toBe("13800138000");
    expect(phoneKey("+86 (10) 1234 5678")).toBe("+861012345678");
  });
});
