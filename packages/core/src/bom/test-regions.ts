import type { Region, SashOpenType } from "../design/model.ts";

// Regions the BOM tests build designs from: a glass fill, and an outward sash around a region
// (its own glass by default), hung on the side its open type hangs on.

export const glass = (id: string, spec = "5+12A+5"): Region => ({
  kind: "fill",
  id,
  fill: { type: "glass", spec, frosted: false, gap: 12, shade: "none", holeType: "none" },
});

export const sash = (
  id: string,
  inner: Region = glass(`${id}G`),
  openType: SashOpenType = "casement",
): Region => ({
  kind: "sash",
  id,
  openType,
  hingeSide: openType === "awning" ? "top" : openType === "hopper" ? "bottom" : "left",
  opening: "outward",
  hinge: { type: "friction", count: 2 },
  handle: { type: "lever", offset: 0 },
  lock: null,
  inner,
});
