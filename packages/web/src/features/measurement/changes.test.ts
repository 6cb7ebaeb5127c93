import { emptyOpening } from "@fenestra/core/measurement/index";
import { describe, expect, it } from "vitest";
import { changesBetween } from "./measurement-api.ts";

describe("the changes an opening's save sends", () => {
  it("names only the fields that changed, each with its own id, at the instant of the save", () => {
    const before = { ...emptyOpening(), width1: 1500 };
    const after = { ...before, width1: 1496, room: "Kitchen" };
    const changes = changesBetween("o-1", before, after, new Date("2026-11-30T10:00:00Z"));
    expect(changes.map(({ field, value, at }) => ({ field, value, at }))).toEqual([
      { field: "width1", value: 1496, at: "2026-11-30T10:00:00.000Z" },
      { field: "room", value: "Kitchen", at: "2026-11-30T10:00:00.000Z" },
    ]);
    expect(new Set(changes.map((c) => c.id)).size).toBe(2);
  });
});
