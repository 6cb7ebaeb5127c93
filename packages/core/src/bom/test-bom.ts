import { expect } from "vitest";
import type { Bom } from "./types.ts";

// What the hand-checked BOM tests read off a BOM, one way for all of them.

/** A profile line as the tests write it: code, length, count, angle A, angle B. */
export type CutRow = readonly [code: string, length: number, count: number, angleA: number, angleB: number];

/** The BOM's profile lines, each a CutRow. */
export const profileRows = (bom: Bom) =>
  bom.profiles.map((p) => [p.code, p.length, p.count, p.angleA, p.angleB]);

/** The BOM's accessories: code → count. */
export const addonCounts = (bom: Bom) => Object.fromEntries(bom.addons.map((a) => [a.code, a.count]));

/** The BOM is free of errors and cuts exactly `rows`. */
export function expectCuts(bom: Bom, rows: readonly CutRow[]): void {
  expect(bom.errors).toEqual([]);
  expect(profileRows(bom)).toEqual(rows);
}
