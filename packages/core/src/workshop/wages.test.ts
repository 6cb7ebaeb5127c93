import { describe, expect, it } from "vitest";
import type { LinkSetting } from "./links.ts";
import { unitLinkWages, workerWages } from "./wages.ts";

const setup: LinkSetting[] = [
  { link: "cutting", expectedDays: 1 },
  { link: "frame_assembly", expectedDays: 1 },
  { link: "sash_assembly", expectedDays: 1 },
];

describe("a unit's wage per link", () => {
  it("pays a row to the link its key names, whatever the row is called", () => {
    expect(
      unitLinkWages(
        [
          { link: "frame_assembly", amount: 1200 },
          { link: "sash_assembly", amount: 4000 },
        ],
        setup,
      ),
    ).toEqual({ cutting: 0, frame_assembly: 1200, sash_assembly: 4000 });
  });
  it("shares a row naming no link, or a link the company does not use, evenly; the leftover fen to the first links", () => {
    const wages = unitLinkWages([{ amount: 1001 }], setup);
    expect(wages).toEqual({ cutting: 334, frame_assembly: 334, sash_assembly: 333 });
    expect(Object.values(wages).reduce((a, b) => a + b, 0)).toBe(1001);
    expect(unitLinkWages([{ link: "spray", amount: 300 }], setup)).toEqual({
      cutting: 100,
      frame_assembly: 100,
      sash_assembly: 100,
    });
  });
});

describe("each worker's wages", () => {
  it("sums pieces and fen per worker and per link", () => {
    const out = workerWages([
      { workerId: 2, link: "cutting", amount: 100 },
      { workerId: 1, link: "frame_assembly", amount: 250 },
      { workerId: 2, link: "cutting", amount: 100 },
    ]);
    expect(out).toEqual([
      { workerId: 1, pieces: 1, amount: 250, perLink: { frame_assembly: { pieces: 1, amount: 250 } } },
      { workerId: 2, pieces: 2, amount: 200, perLink: { cutting: { pieces: 2, amount: 200 } } },
    ]);
  });
});
