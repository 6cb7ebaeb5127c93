import { describe, expect, it } from "vitest";
import { DEMO_SERIES } from "../series/demo/index.ts";
import { marketPublishSchema } from "./listing.ts";
import { previewBom, previewSeries, sampleDesign } from "./preview.ts";

const all = Object.values(DEMO_SERIES);

/** Every key anywhere in `value`. */
function keysIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysIn(v, found);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      found.add(k);
      keysIn(v, found);
    }
  return found;
}

describe("a market preview shows no money", () => {
  it.each(all.map((s) => [s.name, s] as const))("%s: no prices, no money tabs, no cost rows", (_, series) => {
    const preview = previewSeries(series);
    const keys = keysIn(preview);
    for (const key of ["pricePerMetre", "pricePerM2", "price", "amount", "unitPrice"])
      expect(keys.has(key), key).toBe(false);
    for (const tab of ["quote", "cost", "wage", "retailQuote"])
      expect(preview.formulas).not.toHaveProperty(tab);
    const rows = Object.values(preview.formulas).flatMap((set) => set?.rows ?? []);
    expect(rows.some((row) => row.kind === "cost" || "value" in row)).toBe(false);
    // the formulas that make the window are all there
    expect(preview.formulas.frame?.rows.length).toBe(series.formulas.frame?.rows.length);
    expect(preview.profiles.map((p) => p.code)).toEqual(series.profiles.map((p) => p.code));
  });

  it.each(all.map((s) => [s.name, s] as const))(
    "%s: the sample window's test BOM cuts without error and carries no amount",
    (_, series) => {
      const bom = previewBom(series);
      expect(bom.errors).toBe(0);
      expect(bom.profiles.length).toBeGreaterThan(0);
      expect(bom.glass.length).toBeGreaterThan(0);
      const keys = keysIn(bom);
      for (const key of ["amount", "unitPrice", "money", "totals"]) expect(keys.has(key), key).toBe(false);
    },
  );

  it("the sample window is 1200 × 1500 in the series' first colour", () => {
    const series = all[0];
    if (!series) throw new Error("no demo");
    const frame = sampleDesign(series).frames[0];
    expect(frame?.shape).toEqual({ kind: "rectangle", width: 1200, height: 1500 });
    expect(frame?.colors.a).toBe(series.profiles[0]?.colours[0]);
  });
});

describe("what a publisher writes", () => {
  it("refuses a description over 60 characters at the field, never cutting it", () => {
    const long = "x".repeat(61);
    const r = marketPublishSchema.safeParse({ title: "TB60", description: long });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({
      path: ["description"],
      message: "validation.share_description_length",
      params: { max: 60 },
    });
    expect(
      marketPublishSchema.parse({ title: "TB60", description: "x".repeat(60) }).description,
    ).toHaveLength(60);
  });
});
