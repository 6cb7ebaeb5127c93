// Butt joints of nested splits: a transom inside a column stops square at the mullion faces,
// and a mullion inside a sash runs between the sash's inner faces. Default series geometry.
import { describe, expect, it } from "vitest";
import { type Design, emptyDesign, type Region, type SlidePanel } from "../model.ts";
import { DEFAULT_SERIES_GEOMETRY } from "../series-geometry.ts";
import { split } from "../test-designs.ts";
import { layout } from "./layout.ts";

const glass = { type: "glass", spec: "4", frosted: false, gap: 0, shade: "none", holeType: "none" } as const;
const cell = (id: string): Region => ({ kind: "fill", id, fill: glass });

// 1500 × 1400; mullion M1 at 750; the left cell is a casement holding a split at 385
// (the middle of the sash); the right cell is split by a transom M2 at 700.
const root: Region = {
  kind: "split",
  id: "R1",
  direction: "vertical",
  mullions: [{ id: "M1", position: 750 }],
  children: [
    {
      kind: "sash",
      id: "S1",
      openType: "casement",
      hingeSide: "left",
      opening: "inward",
      hinge: { type: "std", count: 2 },
      handle: { type: "std", offset: 0 },
      lock: null,
      inner: split("R3", "vertical", 385, cell("G3"), cell("G4"), "M3"),
    },
    split("R2", "horizontal", 700, cell("G1"), cell("G2"), "M2"),
  ],
};
const design: Design = {
  ...emptyDesign(),
  frames: [
    {
      id: "F1",
      x: 0,
      y: 0,
      shape: { kind: "rectangle", width: 1500, height: 1400 },
      seriesId: "s",
      colors: { a: "w", b: "w" },
      root,
    },
  ],
};
const l = layout(design);
const member = (id: string) => l.members.find((m) => m.id === id)!;
const opening = (id: string) => l.openings.find((o) => o.id === id)!;

describe("butt joints of nested splits", () => {
  it("the transom spans the right column between the mullion and the jamb: 1440 − 790 = 650, square", () => {
    expect(member("M2")).toMatchObject({
      role: "mullion",
      side: "horizontal",
      length: 650,
      startAngle: 90,
      endAngle: 90,
    });
    expect([opening("G1").clearWidth, opening("G1").clearHeight]).toEqual([650, 600]);
    expect([opening("G2").clearWidth, opening("G2").clearHeight]).toEqual([650, 600]);
  });

  it("the mullion inside the sash runs between the sash's inner faces: 1298 − 2 × 70 = 1158", () => {
    expect(member("M3")).toMatchObject({ sashId: "S1", length: 1158, startAngle: 90, endAngle: 90 });
    // sash inner 121 … 649 split at 385 ± 40: two cells of 224
    expect([opening("G3").clearWidth, opening("G4").clearWidth]).toEqual([224, 224]);
    const g = l.fills.find((f) => f.id === "G3")!;
    expect([g.width, g.height, g.sashId]).toEqual([246, 1180, "S1"]);
  });

  it("the frame counts both of its own mullions and the one in the sash", () => {
    expect(l.frames[0]).toMatchObject({ mullionCount: 3, sashCount: 1 });
  });
});

describe("slide rails", () => {
  it("an 8-track group keeps its 8 rails inside the sill band of the frame", () => {
    const slide: Region = {
      kind: "slide",
      id: "SL1",
      tracks: 8,
      direction: "both",
      panels: Array.from({ length: 8 }, (_, i) => ({
        id: `P${i + 1}`,
        track: i,
        fixed: false,
        inner: cell(`G${i + 1}`),
      })),
    };
    const d: Design = {
      ...emptyDesign(),
      frames: [
        { ...design.frames[0]!, shape: { kind: "rectangle", width: 6000, height: 2400 }, root: slide },
      ],
    };
    const rails = layout(d).members.filter((m) => m.role === "slideRail");
    expect(rails).toHaveLength(8);
    for (const r of rails) {
      expect(r.length).toBe(6000 - 120);
      for (const [, y] of r.polygon) expect(y).toBeGreaterThanOrEqual(2400 - 60 - 1e-9);
      for (const [, y] of r.polygon) expect(y).toBeLessThanOrEqual(2400 + 1e-9);
    }
  });
});

describe("a transom inside the arch", () => {
  it("is cut on the chord through its two faces' points on the arch, to the long point of its lower face", () => {
    // arch 1200 × 1600, rise 400: outer radius 650 about (600, 650), inner radius 590.
    // The upper face (y = 260) meets the inner arc √(590² − 390²) = 442.72 either side of the
    // centre, the lower face (y = 340) √(590² − 310²) = 502.00: 1003.99 long (the long point).
    // The arc's tangent leans 48.62° there at the upper face, 58.30° at the lower and 53.61° at
    // the centre line (y = 300, √(590² − 350²) = 474.97); one straight saw cut through both
    // faces' points runs 502.00 − 442.72 = 59.28 along the bar over its 80 face:
    // atan(80 / 59.28) = 53.46° (docs/layout.md, "Bars ending on an arc").
    const arch: Design = {
      ...emptyDesign(),
      frames: [
        {
          ...design.frames[0]!,
          shape: { kind: "arch", width: 1200, height: 1600, rise: 400 },
          root: split("R1", "horizontal", 300, cell("G1"), cell("G2"), "M1"),
        },
      ],
    };
    const m = layout(arch).members.find((x) => x.id === "M1")!;
    const chord =
      (Math.atan2(80, Math.sqrt(590 ** 2 - 310 ** 2) - Math.sqrt(590 ** 2 - 390 ** 2)) * 180) / Math.PI;
    expect(chord).toBeCloseTo(53.46, 2);
    expect(m.startAngle).toBeCloseTo(chord, 5);
    expect(m.endAngle).toBeCloseTo(chord, 5);
    expect(m.length).toBeCloseTo(2 * Math.sqrt(590 ** 2 - 310 ** 2), 6);
  });
});

describe("a slide group beside a mullion reads the panel → mullion join row on that side", () => {
  it("frame 2000 × 1400, mullion at 600, two panels right of it: S101 → Z001 laps 7, the frame 9", () => {
    // cell x 640 … 1940 (1300), y 60 … 1340 (1280); panels (1300 + 7 + 9 + 30) / 2 = 673 wide,
    // the first from 640 − 7 = 633, the second from 633 + 673 − 30 = 1276 to 1949 = 1940 + 9
    const g = {
      ...DEFAULT_SERIES_GEOMETRY,
      joins: [
        ...DEFAULT_SERIES_GEOMETRY.joins,
        { profileFrom: "S101", profileTo: "Z001", crossValue: 24, offsetValue: 17 },
      ],
    };
    const panel = (id: string, track: number): SlidePanel => ({
      id,
      track,
      fixed: false,
      inner: cell(`${id}G`),
    });
    const d: Design = {
      ...emptyDesign(),
      frames: [
        {
          ...design.frames[0]!,
          shape: { kind: "rectangle", width: 2000, height: 1400 },
          root: {
            kind: "split",
            id: "R1",
            direction: "vertical",
            mullions: [{ id: "M1", position: 600 }],
            children: [
              cell("G1"),
              {
                kind: "slide",
                id: "SL",
                tracks: 2,
                direction: "both",
                panels: [panel("P1", 0), panel("P2", 1)],
              },
            ],
          },
        },
      ],
    };
    const sashes = layout(d, g).sashes;
    expect(sashes.map((s) => [s.outerWidth, s.outerHeight])).toEqual([
      [673, 1298],
      [673, 1298],
    ]);
    expect(sashes.map((s) => Math.min(...s.polygon.map((p) => p[0])))).toEqual([633, 1276]);
  });
});
