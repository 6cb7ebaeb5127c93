// The lines a pick sends: from the pick list's items and a count per item (typed, scanned, or
// what is left to pick). Items not in the material list, and counts that are not a whole number
// above zero, send nothing.
import type { PickBody, PickList } from "./warehouse-api.ts";

export type PickItem = PickList["items"][number];
export type PickLine = PickBody["lines"][number];

/** What is left to pick of an item (never below zero: a return may exceed it). */
export const remainingOf = (item: PickItem) => Math.max(0, item.needed - item.picked);

/** A typed count that may be sent: empty, or a whole number not below zero (never rounded). */
export const wholeOrEmpty = (v: number | null | undefined) =>
  v === null || v === undefined || (Number.isInteger(v) && v >= 0);

export function pickLines(items: readonly PickItem[], countOf: (item: PickItem) => number): PickLine[] {
  return items.flatMap((item) => {
    const count = countOf(item);
    if (item.materialId === null || !Number.isInteger(count) || count <= 0) return [];
    return [
      {
        materialId: item.materialId,
        color: item.color,
        ...(item.category === "profile" ? { length: item.length } : {}),
        count,
        note: "",
      },
    ];
  });
}
