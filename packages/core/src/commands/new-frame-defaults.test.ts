// What a new frame and a new sash are made with when the user names nothing: words of the
// series' own language, never an English default inside a Chinese contract.
import { describe, expect, it } from "vitest";
import type { Language } from "../account/languages.ts";
import type { SashRegion } from "../design/model.ts";
import { emptyDesign } from "../design/model.ts";
import { DEFAULT_SERIES_GEOMETRY, type SeriesGeometry } from "../design/series-geometry.ts";
import { builtinTemplates, insertTemplate } from "../library/index.ts";
import { type DemoSeriesKey, demoSeries } from "../series/demo/index.ts";
import { seriesGeometry } from "../series/geometry.ts";
import { commands } from "./index.ts";
import { env, oneFrame, unwrap } from "./test-fixtures.ts";

/** The geometry of a demo series in the words of `language`. */
const demo = (language: Language, id: DemoSeriesKey) => seriesGeometry(demoSeries(language)[id]);
/** One colour on both sides of a frame. */
const both = (colour: string) => ({ a: colour, b: colour });

const drawn = (geometry: SeriesGeometry) =>
  unwrap(
    commands.addFrame.run(
      emptyDesign(),
      { shape: { kind: "rectangle", width: 1200, height: 1400 }, x: 0, y: 0, seriesId: "default" },
      { geometry: () => geometry },
    ),
  ).frames[0]!.colors;

describe("a new frame's colours", () => {
  it("are the first colour its series offers, in the series' words", () => {
    expect(drawn(demo("zh-CN", "alu-tb60-casement"))).toEqual(both("银色"));
    expect(drawn(demo("ru-RU", "upvc-60-casement"))).toEqual(both("белый"));
    expect(drawn(demo("en-US", "alu-sl90-sliding"))).toEqual(both("silver"));
  });

  it("are white when the design is drawn without its series", () => {
    expect(drawn(DEFAULT_SERIES_GEOMETRY)).toEqual(both("white"));
  });
});

describe("a library template put into a drawing", () => {
  const template = builtinTemplates().find((t) => t.id === "builtin:casement-2")!;
  const inserted = (geometry: SeriesGeometry) =>
    unwrap(insertTemplate(emptyDesign(), template, { x: 0, y: 0 }, { geometry: () => geometry })).frames[0]!
      .colors;

  it("keeps its white where the series offers it, and takes the series' first colour where not", () => {
    expect(inserted(demo("en-US", "alu-tb60-casement"))).toEqual(both("white"));
    expect(inserted(demo("zh-CN", "alu-tb60-casement"))).toEqual(both("银色"));
    expect(inserted(DEFAULT_SERIES_GEOMETRY)).toEqual(both("white"));
  });
});

describe("a new sash's hardware", () => {
  it("names no hinge or handle type: the series' own hardware, in no language", () => {
    const d = unwrap(
      commands.setSash.run(oneFrame(), { regionId: "G2", openType: "casement", hingeSide: "left" }, env),
    );
    const sash = d.frames[0]!.root as SashRegion;
    expect(sash.hinge).toEqual({ type: "", count: 2 });
    expect(sash.handle).toEqual({ type: "", offset: 0 });
  });
});
