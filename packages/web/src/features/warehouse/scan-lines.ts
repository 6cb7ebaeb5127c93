// A material label scanned into a stock form (the inventory count): the line of that material is
// selected; without one, the first empty line takes it, else a new line is added.
import { onlyOption } from "../../shared/forms/only-option.ts";
import type { Material } from "./warehouse-api.ts";

/** One line of a stock form as typed: cost in yuan. */
export type LineValues = {
  materialId?: number;
  color?: string;
  length?: number;
  count?: number;
  cost?: number;
  note?: string;
};

/**
 * What a line takes when its material is chosen or scanned: its colour only when it has just one
 * (of several the person picks), a profile's raw length.
 */
export const lineOfMaterial = (
  m: Pick<Material, "id" | "colors" | "category" | "rawLength">,
): LineValues => ({
  materialId: m.id,
  color: onlyOption(m.colors),
  length: m.category === "profile" ? m.rawLength || undefined : undefined,
});

/** The lines after a scan of `m`, and the index of the line to select. */
export function scanIntoLines(
  lines: readonly LineValues[],
  m: Pick<Material, "id" | "colors" | "category" | "rawLength">,
): { lines: LineValues[]; index: number } {
  const have = lines.findIndex((l) => l.materialId === m.id);
  if (have >= 0) return { lines: [...lines], index: have };
  const empty = lines.findIndex((l) => l.materialId === undefined || l.materialId === null);
  if (empty >= 0)
    return {
      lines: lines.map((l, i) => (i === empty ? { ...l, ...lineOfMaterial(m) } : l)),
      index: empty,
    };
  return { lines: [...lines, lineOfMaterial(m)], index: lines.length };
}

/**
 * The lines after a scan of a storage position: each material stored there is scanned in turn
 * (its line kept, or an empty line or a new one taken); `index` is the first of them, or null.
 */
export function scanPositionIntoLines(
  lines: readonly LineValues[],
  materials: readonly Pick<Material, "id" | "colors" | "category" | "rawLength">[],
): { lines: LineValues[]; index: number | null } {
  let next: LineValues[] = [...lines];
  let first: number | null = null;
  for (const m of materials) {
    const done = scanIntoLines(next, m);
    next = done.lines;
    first ??= done.index;
  }
  return { lines: next, index: first };
}
