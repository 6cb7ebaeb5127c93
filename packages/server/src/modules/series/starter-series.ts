import { type Series, seriesSchema } from "@fenestra/core";

/**
 * What a new, empty series starts from: one frame profile and the geometry defaults, no
 * formulas. The schema needs at least one profile, so the factory edits this one first.
 */
export function starterSeries(name: string, material: Series["material"]): Series {
  return seriesSchema.parse({
    id: "new",
    name,
    material,
    profiles: [
      {
        code: "F001",
        name: "frame",
        partType: "frame",
        faceWidth: 60,
        depth: 60,
        weightPerMetre: 1,
        pricePerMetre: 0,
        colours: ["white"],
        stockLength: material === "upvc" ? 5800 : 6000,
      },
    ],
    glass: [],
    accessories: [],
    parameters: [],
    joins: [],
    geometry: {
      sashOverlap: 8,
      interlockOverlap: 20,
      meetingOverlap: 10,
      foldGap: 4,
      glassBite: 10,
      glassClearance: 3,
      minClear: 100,
    },
    formulas: {},
    rounding: {
      length: { mode: "round", digits: 0 },
      area: { mode: "round", digits: 2 },
      money: { mode: "round", digits: 2 },
    },
  });
}
