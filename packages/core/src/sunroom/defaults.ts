// A new sunroom before the user changes anything (docs/sunroom.md "Fields"): a 4 × 3 m lean-to.
import type { Sunroom } from "./model.ts";

export function newSunroom(
  seriesId: string,
  facetSeriesId: string,
  colour: string,
  rafterProfile: string,
): Sunroom {
  return {
    width: 4000,
    depth: 3000,
    roof: "leanTo",
    slope: { by: "pitch", degrees: 15 },
    eaveHeight: 2400,
    overhang: 100,
    bays: { left: 1, front: 2, right: 1 },
    rafterProfile,
    rafterSpacing: 700,
    purlinSpacing: 0,
    snowZone: "S2",
    windZone: "W2",
    roofPanel: { kind: "glass", spec: "6+12A+6", weight: 0.3 },
    seriesId,
    facetSeriesId,
    colour,
    facetRegions: {},
  };
}
