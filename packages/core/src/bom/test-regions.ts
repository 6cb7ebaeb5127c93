import type { HingeSide, Region, SashOpenType } from "../design/model.ts";
import { SASH_KINDS } from "../design/sash-kinds/table.ts";

// Regions the BOM tests build designs from: a glass fill, and an outward sash around a region
// (its own glass by default), hung on the side its open type hangs on.

export const glass = (id: string, spec = "5+12A+5"): Region => ({
  kind: "fill",
  id,
  fill: { type: "glass", spec, frosted: false, gap: 12, shade: "none", holeType: "none" },
});

/** The side a kind always hangs on (an awning's top, a hopper's bottom), else the left. */
const hungOn = (openType: SashOpenType): HingeSide => {
  const { hinge } = SASH_KINDS[openType].capabilities;
  return hinge === null || hinge === "chosen" ? "left" : hinge;
};

export const sash = (
  id: string,
  inner: Region = glass(`${id}G`),
  openType: SashOpenType = "casement",
): Region => ({
  kind: "sash",
  id,
  openType,
  hingeSide: hungOn(openType),
  opening: "outward",
  hinge: { type: "friction", count: 2 },
  handle: { type: "lever", offset: 0 },
  lock: null,
  inner,
});
