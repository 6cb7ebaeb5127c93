import { EDITIONS } from "@fenestra/core/account/entitlements";
import { describe, expect, it } from "vitest";
import { editionRows } from "./editions.ts";

describe("the landing page's editions", () => {
  it("are core's editions in the purchase pages' order, with their prices and modules", () => {
    const rows = editionRows();
    expect(rows.map((r) => r.edition)).toEqual(Object.keys(EDITIONS));
    // SPEC §9: the design edition is 980 yuan a year (98 000 fen)
    expect(rows[0]).toEqual({ edition: "design", yearFen: 98_000, monthFen: 9_800, modules: [] });
    expect(rows.find((r) => r.edition === "factory")?.modules).toEqual(["script", "warehouse", "workshop"]);
  });
});
