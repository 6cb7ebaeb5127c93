import { describe, expect, it } from "vitest";
import { mergeChanges, type OpeningChange, supersedes } from "./change-merge.ts";

const change = (
  id: string,
  at: string,
  value: number,
  field: OpeningChange["field"] = "width1",
): OpeningChange => ({
  id,
  openingId: "o1",
  field,
  value,
  at: `2026-11-30T${at}Z`,
});

describe("merging changes from devices", () => {
  it("applies a change sent again only once", () => {
    const first = mergeChanges([change("c1", "10:00:00", 1500)], new Set(), new Map());
    expect(first.outcomes.get("c1")).toBe("applied");
    const again = mergeChanges([change("c1", "10:00:00", 1500)], new Set(["c1"]), first.stamps);
    expect(again.outcomes.get("c1")).toBe("already_applied");
    expect(again.values.size).toBe(0);
  });

  it("applies a change repeated within one batch once, as its first copy", () => {
    const r = mergeChanges(
      [change("c1", "10:00:00", 1500), change("c1", "10:00:00", 1500)],
      new Set(),
      new Map(),
    );
    expect(Object.fromEntries(r.outcomes)).toEqual({ c1: "applied" });
    expect(r.values.get("o1.width1")).toBe(1500);
  });

  it("keeps the later of two edits of one field, the other in the history", () => {
    const held = new Map([["o1.width1", { changeId: "c-late", at: "2026-11-30T10:05:00Z" }]]);
    const r = mergeChanges([change("c-early", "10:01:00", 1490)], new Set(), held);
    expect(r.outcomes.get("c-early")).toBe("kept_in_history");
    expect(r.values.size).toBe(0);
  });

  it("picks the later within one batch whatever order it was sent in", () => {
    const r = mergeChanges(
      [
        change("b", "10:02:00", 1502),
        change("a", "10:01:00", 1501),
        change("c", "10:00:00", 1600, "height1"),
      ],
      new Set(),
      new Map(),
    );
    expect(Object.fromEntries(r.values)).toEqual({ "o1.width1": 1502, "o1.height1": 1600 });
    expect(Object.fromEntries(r.outcomes)).toEqual({ a: "kept_in_history", b: "applied", c: "applied" });
  });

  it("orders edits made at the same instant by change id, the same everywhere", () => {
    const stamp = { changeId: "m", at: "2026-11-30T10:00:00Z" };
    expect(supersedes({ id: "n", at: "2026-11-30T10:00:00Z" }, stamp)).toBe(true);
    expect(supersedes({ id: "l", at: "2026-11-30T10:00:00Z" }, stamp)).toBe(false);
  });
});
