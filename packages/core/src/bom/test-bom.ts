import { expect } from "vitest";
import type { Design } from "../design/model.ts";
import type { Series } from "../series/schema.ts";
import { calculateOrderBom } from "./order.ts";
import type { Bom } from "./types.ts";

// What the hand-checked BOM tests read off a BOM, one way for all of them.

/** A profile line as the tests write it: code, length, count, angle A, angle B. */
export type CutRow = readonly [code: string, length: number, count: number, angleA: number, angleB: number];

/** The BOM's profile lines, each a CutRow. */
export const profileRows = (bom: Bom) =>
  bom.profiles.map((p) => [p.code, p.length, p.count, p.angleA, p.angleB]);

/** The BOM of one window of `design` in `series`. */
export const bomOf = (design: Design, series: Series): Bom =>
  calculateOrderBom([{ design, series, count: 1 }]);

const hundredths = (n: number) => Math.round(n * 100) / 100;

/** The lines of profile `code`: length, count and its angles to 0.01°. */
export const rowsOf = (bom: Bom, code: string) =>
  bom.profiles
    .filter((p) => p.code === code)
    .map((p) => [p.length, p.count, hundredths(p.angleA), hundredths(p.angleB)]);

/** The BOM's accessories: code → count. */
export const addonCounts = (bom: Bom) => Object.fromEntries(bom.addons.map((a) => [a.code, a.count]));

/** The BOM is free of errors and cuts exactly `rows`. */
export function expectCuts(bom: Bom, rows: readonly CutRow[]): void {
  expect(bom.errors).toEqual([]);
  expect(profileRows(bom)).toEqual(rows);
}
