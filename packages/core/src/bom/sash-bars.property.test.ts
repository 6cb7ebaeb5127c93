// Rules that hold for every design of the demo series (docs/series.md "Sash bars and sill
// extensions", "Rules all three share"): every member names a profile of its series; a bar inside
// a sash is cut from the series' sash-bar profile wherever it is (a single sash, a French leaf, a
// sash beside a frame mullion), the frame's mullions from the mullion profile; the lite above a
// horizontal sash bar is drained through it; every frame gets fixing lugs by its sides per the
// series' spacing rule.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { layout } from "../design/layout/layout.ts";
import type { Design, Region } from "../design/model.ts";
import { frameDesign, glass, rectangle, sash, slide, split } from "../design/test-designs.ts";
import { DEMO_SERIES } from "../series/demo/index.ts";
import { seriesGeometry } from "../series/geometry.ts";
import type { Series } from "../series/schema.ts";
import { fabricationMisfit } from "./fabrication-misfit.ts";
import { calculateOrderBom } from "./order.ts";

const tb60 = DEMO_SERIES["alu-tb60-casement"] as Series;
const pvc = DEMO_SERIES["upvc-60-casement"] as Series;
const sl90 = DEMO_SERIES["alu-sl90-sliding"] as Series;

const codeOf = (series: Series, part: string) => series.profiles.find((p) => p.partType === part)!.code;
/** The series' anchor rule, written out here: 2 a side at least, 150 from each corner, ≤ 700 apart. */
const anchorsFor = (length: number) => Math.max(2, Math.ceil((length - 2 * 150) / 700) + 1);

type Place = "sash" | "french" | "besideMullion";
type Case = {
  place: Place;
  direction: "vertical" | "horizontal";
  at: number;
  width: number;
  height: number;
};

/** A bar across a sash's glass at fraction `at` of the frame's width or height. */
function barred(id: string, c: Case, lo: number, hi: number): Region {
  return split(
    `${id}B`,
    c.direction,
    Math.round(lo + (hi - lo) * c.at),
    glass(`${id}G1`),
    glass(`${id}G2`),
    `${id}BM`,
  );
}

function design(c: Case): Design {
  const span = c.direction === "vertical" ? c.width : c.height;
  const shape = rectangle(c.width, c.height);
  switch (c.place) {
    case "sash":
      return frameDesign(shape, sash("S", barred("S", c, 0, span)));
    case "french":
      return frameDesign(shape, {
        kind: "doubleSash",
        id: "D",
        openType: "casement",
        opening: "outward",
        meeting: Math.round(c.width / 2),
        active: "right",
        hinge: { type: "friction", count: 2 },
        handle: { type: "lever", offset: 0 },
        lock: null,
        // the left leaf spans about the frame's left half across, its full height up
        left: { id: "L", inner: barred("L", c, 0, c.direction === "vertical" ? c.width / 2 : span) },
        right: { id: "RR", inner: glass("RG") },
      });
    case "besideMullion": {
      const half = Math.round(c.width / 2);
      const sashSpan = c.direction === "vertical" ? [half, c.width] : [0, c.height];
      return frameDesign(
        shape,
        split("R", "vertical", half, glass("G"), sash("S", barred("S", c, sashSpan[0]!, sashSpan[1]!)), "M"),
      );
    }
  }
}

const cases = fc.record({
  place: fc.constantFrom<Place>("sash", "french", "besideMullion"),
  direction: fc.constantFrom<"vertical" | "horizontal">("vertical", "horizontal"),
  at: fc.double({ min: 0.35, max: 0.65, noNaN: true }),
  width: fc.integer({ min: 1200, max: 2400 }),
  height: fc.integer({ min: 1200, max: 2200 }),
});

describe.each([
  ["TB60", tb60],
  ["PVC60", pvc],
])("%s: sash bars and fixing lugs, for every design", (_, series) => {
  const g = seriesGeometry(series);
  const codes = new Set(series.profiles.map((p) => p.code));
  const sashBar = codeOf(series, "sashBar");
  const mullion = codeOf(series, "mullion");
  const anchor = series.formulas.frame!.rows.find((r) => r.id === "frame-anchors")!.code!;

  it("cuts every bar inside a sash from the sash bar, the frame's mullions from the mullion, and drains above a horizontal one", () => {
    fc.assert(
      fc.property(cases, (c) => {
        const d = design(c);
        // a sash no hardware set of the series carries is refused before any BOM (hardware-sets.test.ts)
        fc.pre(fabricationMisfit(d, series) === null);
        const l = layout(d, g);
        // every member names a profile of its series
        for (const m of l.members) expect(codes.has(m.profileCode), `${m.id} ${m.profileCode}`).toBe(true);
        const bars = l.members.filter((m) => m.role === "mullion");
        const inSash = bars.filter((m) => m.sashId !== null);
        const inFrame = bars.filter((m) => m.sashId === null);
        expect(inSash.length).toBe(1);
        for (const m of inSash) expect([m.partType, m.profileCode]).toEqual(["sashBar", sashBar]);
        for (const m of inFrame) expect([m.partType, m.profileCode]).toEqual(["mullion", mullion]);

        const bom = calculateOrderBom([{ design: d, series, count: 1 }]);
        expect(bom.errors).toEqual([]);
        const pieces = (code: string) =>
          bom.profiles.filter((p) => p.code === code).reduce((n, p) => n + p.count, 0);
        expect(pieces(sashBar)).toBe(inSash.length);
        expect(pieces(mullion)).toBe(inFrame.length);
        // the lite above a horizontal bar rests on it: 2 slots through the bar
        const barSlots = bom.holes
          .filter((h) => h.process === "drainage" && h.name.startsWith("sash bar"))
          .reduce((n, h) => n + h.count, 0);
        expect(barSlots).toBe(c.direction === "horizontal" ? 2 : 0);
        // fixing lugs: each frame side by the spacing rule
        const frameSides = l.members.filter((m) => m.role === "frame");
        const lugs = bom.addons.find((a) => a.code === anchor)?.count ?? 0;
        expect(lugs).toBe(frameSides.reduce((n, m) => n + anchorsFor(m.length), 0));
      }),
      { numRuns: 60 },
    );
  });
});

describe("SL90: fixing lugs by the frame's sides, for every slider", () => {
  const g = seriesGeometry(sl90);
  it("orders max(2, ceil((L − 300) / 700) + 1) lugs on each frame member", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1200, max: 3600 }),
        fc.integer({ min: 900, max: 2400 }),
        fc.integer({ min: 2, max: 4 }),
        (width, height, panels) => {
          const d = frameDesign(rectangle(width, height), slide(panels));
          const sides = layout(d, g).members.filter((m) => m.role === "frame");
          const bom = calculateOrderBom([{ design: d, series: sl90, count: 1 }]);
          const lugs = bom.addons.find((a) => a.code === "AN-SL")?.count ?? 0;
          expect(lugs).toBe(sides.reduce((n, m) => n + anchorsFor(m.length), 0));
        },
      ),
      { numRuns: 40 },
    );
  });
});
