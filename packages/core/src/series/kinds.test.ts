// What a series builds (series/kinds.ts): the designer's commands refuse a kind the frame's series
// cannot build, the server's check (designMisfit) names the field, and every member a demo series
// lays out names one of its own profiles.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { setFold } from "../commands/set-fold.ts";
import { setSash } from "../commands/set-sash.ts";
import { setSeries } from "../commands/set-series.ts";
import { layout } from "../design/layout/layout.ts";
import type { Region } from "../design/model.ts";
import { sashKindSpec } from "../design/sash-kinds/kinds.ts";
import { frameDesign, glass, rectangle, sash } from "../design/test-designs.ts";
import { DEMO_SERIES } from "./demo/index.ts";
import { seriesGeometry } from "./geometry.ts";
import { designMisfit, frameKinds, seriesBuilds, seriesToBuild } from "./kinds.ts";

const TB60 = DEMO_SERIES["alu-tb60-casement"]!;
const PVC60 = DEMO_SERIES["upvc-60-casement"]!;
const SL90 = DEMO_SERIES["alu-sl90-sliding"]!;
const geometries: Record<string, ReturnType<typeof seriesGeometry>> = {
  tb60: seriesGeometry(TB60),
  pvc60: seriesGeometry(PVC60),
  sl90: seriesGeometry(SL90),
};
const env = { geometry: (id: string) => geometries[id]! };
const fixedCell = (seriesId: string) =>
  frameDesign(rectangle(2400, 2100), glass("G"), { seriesId, colors: { a: "white", b: "white" } });
const foldGroup: Region = {
  kind: "fold",
  id: "F",
  foldType: "stackLeft",
  opening: "outward",
  leaves: [1, 2, 3].map((i) => ({ id: `L${i}`, inner: glass(`G${i}`) })),
};

describe("the opening kinds of the demo series", () => {
  it("TB60 and PVC60 declare theirs; SL90, declaring none, builds what it has ring profiles for", () => {
    expect(seriesBuilds(TB60)).toEqual(["casement", "awning", "hopper", "tiltTurn", "door", "fixed", "fold"]);
    expect(seriesBuilds(PVC60)).toEqual(["casement", "awning", "hopper", "tiltTurn", "door", "fixed"]);
    // a slide panel profile and no sash profile: sliding groups only
    expect(seriesBuilds(SL90)).toEqual(["slide"]);
  });
});

describe("the designer refuses a kind the frame's series cannot build", () => {
  it("a folding door dropped on a PVC60 cell, not on a TB60 one", () => {
    const input = { regionId: "G", leaves: 3, foldType: "stackLeft" as const };
    expect(setFold.run(fixedCell("pvc60"), input, env)).toEqual({
      ok: false,
      error: { code: "design.series_cannot_build", params: { regionId: "FO2", kind: "fold" } },
    });
    expect(setFold.run(fixedCell("tb60"), input, env).ok).toBe(true);
  });
  it("a casement in SL90, and moving a TB60 folding door to PVC60", () => {
    const casement = setSash.run(
      fixedCell("sl90"),
      { regionId: "G", openType: "casement", hingeSide: "left" },
      env,
    );
    expect(casement.ok ? null : casement.error.code).toBe("design.series_cannot_build");
    const fold = frameDesign(rectangle(2400, 2100), foldGroup, { seriesId: "tb60" });
    const moved = setSeries.run(fold, { frameId: "F1", seriesId: "pvc60" }, env);
    expect(moved.ok ? null : moved.error.code).toBe("design.series_cannot_build");
  });
});

describe("designMisfit: what the server refuses before a price", () => {
  it("names the frame whose kind the series cannot build", () => {
    const fold = frameDesign(rectangle(2400, 2100), foldGroup, { colors: { a: "white", b: "white" } });
    expect(designMisfit(fold, PVC60)).toEqual({
      field: "design.frames.0.root",
      code: "series_cannot_build",
      kind: "fold",
    });
    expect(designMisfit(fold, TB60)).toBeNull();
  });
  it("SPEC §5: names a face colour left empty (a design from elsewhere than the commands)", () => {
    const blank = frameDesign(rectangle(900, 1200), sash("S1"), { colors: { a: "white", b: "" } });
    expect(designMisfit(blank, TB60)).toEqual({ field: "design.frames.0.colors.b", code: "colour_required" });
  });
  it("names a face colour a profile is not catalogued in", () => {
    const purple = frameDesign(rectangle(900, 1200), sash("S1"), { colors: { a: "white", b: "purple" } });
    expect(designMisfit(purple, TB60)).toEqual({
      field: "design.frames.0.colors.b",
      code: "colour_not_offered",
      colour: "purple",
    });
  });
});

describe("property: every member of a design in a series names a profile of that series", () => {
  const cases = [
    { series: TB60, id: "tb60" },
    { series: PVC60, id: "pvc60" },
    { series: SL90, id: "sl90" },
  ];
  /** A cell of each kind the series builds. */
  const cellOf = (kind: string): Region => {
    const spec = sashKindSpec(kind as never);
    if (spec.capabilities.folds) return foldGroup;
    if (spec.capabilities.slides) {
      return {
        kind: "slide",
        id: "P",
        tracks: 2,
        direction: "both",
        panels: [0, 1].map((i) => ({ id: `P${i}`, track: i, fixed: false, inner: glass(`PG${i}`) })),
      };
    }
    return sash("S1", glass("G1"), kind as never);
  };
  for (const { series, id } of cases) {
    it(id, () => {
      const codes = new Set(series.profiles.map((p) => p.code));
      fc.assert(
        fc.property(
          fc.constantFrom(...seriesBuilds(series)),
          fc.integer({ min: 900, max: 3000 }),
          fc.integer({ min: 900, max: 2600 }),
          (kind, width, height) => {
            const design = frameDesign(rectangle(width, height), cellOf(kind), { seriesId: id });
            for (const m of layout(design, env.geometry).members) {
              expect(codes.has(m.profileCode), `${kind}: ${m.role} ${m.profileCode}`).toBe(true);
            }
          },
        ),
        { numRuns: 40 },
      );
    });
  }
});

describe("the series a library template is drawn in", () => {
  const catalogue = [
    { id: 1, isDefault: true, builds: seriesBuilds(TB60) },
    { id: 2, isDefault: false, builds: seriesBuilds(PVC60) },
    { id: 3, isDefault: false, builds: seriesBuilds(SL90) },
  ];
  it("keeps the company's default when it builds every kind the template holds", () => {
    expect(seriesToBuild(["casement", "fold"], catalogue)).toBe("default");
  });
  it("takes the first series that builds them when the default cannot (a slider in a casement company)", () => {
    expect(seriesToBuild(["slide"], catalogue)).toBe("3");
  });
  it("answers none when no series builds them all, and leaves an unknown catalogue to the server", () => {
    expect(seriesToBuild(["slide", "fold"], catalogue)).toBeNull();
    expect(seriesToBuild(["slide"], [])).toBe("default");
  });
  it("lists the kinds a frame holds, each once", () => {
    expect(frameKinds(fixedCell("tb60").frames[0]!)).toEqual([]);
    expect(frameKinds({ root: foldGroup })).toEqual(["fold"]);
  });
});
