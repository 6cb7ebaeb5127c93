// Property: for random rectangular and shaped designs, the profile length each demo series
// orders equals the sum of the layout members' lengths per role, plus only the allowances its
// rules name (PVC60: 2 × 3 mm weld / mullion insert per piece; SL90: 2 × 8 mm track insert on
// head and sill; a bent member: its developed length LC + 2 × BEND_TAIL 250). Beads too: one
// piece per layout bead member, so a shaped light's beads follow its sides.
// Each piece is rounded by the series' length rule, hence the tolerance.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { layout } from "../design/layout/layout.ts";
import type { Layout } from "../design/layout-types.ts";
import type { Design, FrameShape, Region } from "../design/model.ts";
import { frameDesign, glass, rectangle, sash, slide, split } from "../design/test-designs.ts";
import { rectangles, trapezoids } from "../design/test-shapes.ts";
import { DEMO_SERIES } from "../series/demo/index.ts";
import { seriesGeometry } from "../series/geometry.ts";
import type { Series } from "../series/schema.ts";
import { calculateBom } from "./calculate.ts";
import { fabricationMisfit } from "./fabrication-misfit.ts";

const shapes = fc.oneof(
  rectangles([900, 2400], [900, 2200]),
  trapezoids([900, 2000], [900, 2000]),
  fc
    .record({
      width: fc.integer({ min: 900, max: 2000 }),
      height: fc.integer({ min: 1400, max: 2400 }),
      k: fc.double({ min: 0.1, max: 0.45, noNaN: true }),
    })
    .map(({ width, height, k }) => ({ kind: "arch" as const, width, height, rise: Math.round(width * k) })),
);

function casementDesign(shape: FrameShape, at: number, withSash: boolean): Design {
  const width =
    shape.kind === "rectangle" || shape.kind === "trapezoid" || shape.kind === "arch" ? shape.width : 1000;
  const rectangular = shape.kind === "rectangle";
  // a sash only in a rectangular cell; shaped frames hold fixed lights split by a mullion
  const root: Region = split(
    "R",
    "vertical",
    Math.round(width * at),
    glass("G"),
    withSash && rectangular ? sash("S") : glass("H"),
    "M",
  );
  return frameDesign(shape, root, { id: "F" });
}

const BEND_TAIL = 250;

/** Millimetres of layout member per role (plus a per-member allowance), and the pieces. */
type Member = Layout["members"][number];

function layoutRun(l: Layout, role: string, allowance: (m: Member) => number) {
  const members = l.members.filter((m) => m.role === role);
  const cut = (m: Member) => (m.curved ? m.centreLength + 2 * BEND_TAIL : m.length) + allowance(m);
  return { mm: members.reduce((s, m) => s + cut(m), 0), pieces: members.length };
}

function bomRun(series: Series, l: Layout, codes: readonly string[]) {
  const bom = calculateBom([{ layout: l, series, count: 1 }]);
  expect(bom.errors).toEqual([]);
  return bom.profiles.filter((p) => codes.includes(p.code)).reduce((s, p) => s + p.length * p.count, 0);
}

/** Per-piece rounding of the series' length rule: half a unit of its last digit. */
const tolerance = (series: Series, pieces: number) =>
  pieces * 0.5 * 10 ** -series.rounding.length.digits + 1e-6;

function expectRun(
  series: Series,
  l: Layout,
  role: string,
  codes: readonly string[],
  allowance: (m: Member) => number = () => 0,
) {
  const want = layoutRun(l, role, allowance);
  expect(Math.abs(bomRun(series, l, codes) - want.mm), `${series.id} ${role}`).toBeLessThanOrEqual(
    tolerance(series, want.pieces),
  );
}

describe("the profile a demo series orders is the layout's members, role by role", () => {
  it("TB60 and PVC60: frame, mullion and sash of random rectangles, trapezoids and arches", () => {
    const tb60 = DEMO_SERIES["alu-tb60-casement"] as Series;
    const pvc = DEMO_SERIES["upvc-60-casement"] as Series;
    fc.assert(
      fc.property(
        shapes,
        fc.double({ min: 0.4, max: 0.6, noNaN: true }),
        fc.boolean(),
        (shape, at, withSash) => {
          const d = casementDesign(shape, at, withSash);
          // a window both series make (a sash their hardware carries)
          fc.pre(fabricationMisfit(d, tb60) === null && fabricationMisfit(d, pvc) === null);
          const a = layout(d, seriesGeometry(tb60));
          expectRun(tb60, a, "frame", ["F001"]);
          expectRun(tb60, a, "mullion", ["Z001"]);
          expectRun(tb60, a, "sash", ["S001"]);
          expectRun(tb60, a, "bead", ["Y001", "Y002"]);
          const p = layout(d, seriesGeometry(pvc));
          // 3 mm per welded end: an end under the minimum mitre is coped, not welded
          const min = pvc.acuteJoint!.minMitreAngle;
          const welded = (m: Member) => 3 * ((m.startAngle < min ? 0 : 1) + (m.endAngle < min ? 0 : 1));
          expectRun(pvc, p, "frame", ["K60-F"], welded);
          expectRun(pvc, p, "mullion", ["K60-Z"], () => 6);
          expectRun(pvc, p, "sash", ["K60-S"], welded);
          expectRun(pvc, p, "bead", ["K60-YS", "K60-YB"]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("SL90: butt-jointed frame and panels of random 2- to 4-panel sliders", () => {
    const sl90 = DEMO_SERIES["alu-sl90-sliding"] as Series;
    fc.assert(
      fc.property(
        fc.integer({ min: 1400, max: 3600 }),
        fc.integer({ min: 900, max: 2400 }),
        fc.integer({ min: 2, max: 4 }),
        (w, h, panels) => {
          const l = layout(frameDesign(rectangle(w, h), slide(panels), { id: "F" }), seriesGeometry(sl90));
          const frameCodes = ["SL-BF2", "SL-UT2", "SL-DT2", "SL-BF3", "SL-UT3", "SL-DT3"];
          expectRun(sl90, l, "frame", frameCodes, (m) => (m.side === "top" || m.side === "bottom" ? 16 : 0));
          expectRun(sl90, l, "sash", ["SL-SF", "SL-GQ", "SL-SH"]);
        },
      ),
      { numRuns: 40 },
    );
  });
});
