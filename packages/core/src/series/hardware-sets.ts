// Hardware sized by the series' table (docs/series.md "Hardware sized"): the set that hangs a
// sash is chosen by its opening kind, its outer size and its weight, never assumed to carry it.
import type { LayoutSash } from "../design/layout-types.ts";
import type { OpeningKind } from "../design/sash-kinds/kinds.ts";
import type { HardwareSet, Series } from "./schema.ts";

/** What the table reads of a sash: its kind, the way it opens, outer size (mm) and weight (kg). */
export type SashToHang = {
  readonly kind: OpeningKind;
  readonly inward: boolean;
  readonly active: boolean;
  readonly width: number;
  readonly height: number;
  readonly weight: number;
};

/** What the table reads of a laid-out sash of `weight` kg: its layout's outer size (mm). */
export const sashToHang = (sash: LayoutSash, weight: number): SashToHang => ({
  kind: sash.openType,
  inward: sash.inward,
  active: sash.active,
  width: sash.outerWidth,
  height: sash.outerHeight,
  weight,
});

/** The sets of the table that are for this sash (its kind, and the way it opens if a set says). */
export function setsFor(series: Pick<Series, "hardwareSets">, sash: SashToHang): HardwareSet[] {
  return (series.hardwareSets ?? []).filter(
    (set) =>
      set.kind === sash.kind &&
      (set.inward === undefined || set.inward === sash.inward) &&
      (set.active === undefined || set.active === sash.active),
  );
}

/** Whether `set` carries the sash: its outer size and weight within the set's limits. */
export const setFits = (set: HardwareSet, sash: SashToHang): boolean =>
  sash.width <= set.maxWidth && sash.height <= set.maxHeight && sash.weight <= set.maxWeight;

/**
 * The hardware set that hangs `sash`: the first of the table's sets for it that fits; `null` when
 * sets are listed for it and none fits (the design is refused: `hardware_no_fit`); `undefined`
 * when the table lists none for it (the series' rows name its hardware, as before the table).
 */
export function hardwareSetFor(
  series: Pick<Series, "hardwareSets">,
  sash: SashToHang,
): HardwareSet | null | undefined {
  const sets = setsFor(series, sash);
  if (sets.length === 0) return undefined;
  return sets.find((set) => setFits(set, sash)) ?? null;
}
