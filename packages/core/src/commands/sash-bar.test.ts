// A bar inside a sash is a sash bar: the commands space it by the series' sash-bar face and refuse
// it in a series without a sash-bar profile (design.series_no_sash_bar), and so does the save
// (designMisfit), as it refuses a sill extension a series has no profile for.
import { describe, expect, it } from "vitest";
import { layout } from "../design/layout/layout.ts";
import type { Design } from "../design/model.ts";
import { frameDesign, glass, rectangle, sash, split } from "../design/test-designs.ts";
import { DEMO_SERIES } from "../series/demo/index.ts";
import { seriesGeometry } from "../series/geometry.ts";
import { designMisfit } from "../series/kinds.ts";
import type { Series } from "../series/schema.ts";
import { commands } from "./index.ts";
import { unwrap } from "./test-fixtures.ts";
import type { CommandEnv } from "./types.ts";

const tb60 = DEMO_SERIES["alu-tb60-casement"] as Series;
/** TB60 without its sash bar: a series written before sash bars had a profile of their own. */
const noSashBar: Series = { ...tb60, profiles: tb60.profiles.filter((p) => p.partType !== "sashBar") };
/** TB60 with a sash bar of face 50 (its frame mullion stays 80). */
const slimBar: Series = {
  ...tb60,
  profiles: tb60.profiles.map((p) => (p.partType === "sashBar" ? { ...p, faceWidth: 50 } : p)),
};
const envOf = (series: Series): CommandEnv => ({ geometry: seriesGeometry(series) });

/** TB60 900 × 1400 with one casement: its glass is region "SG". */
const casement = (): Design => frameDesign(rectangle(900, 1400), sash("S", glass("SG")));

describe("dividing a sash", () => {
  it("is refused in a series without a sash bar profile, never cut from the frame mullion", () => {
    const d = casement();
    expect(
      commands.splitRegion.run(d, { regionId: "SG", direction: "vertical", parts: 2 }, envOf(noSashBar)),
    ).toEqual({ ok: false, error: { code: "design.series_no_sash_bar" } });
    // the frame itself is still divided by its mullion
    expect(
      commands.splitRegion.run(d, { regionId: "S", direction: "vertical", parts: 2 }, envOf(noSashBar)).ok,
    ).toBe(true);
  });

  it("spaces the bars by the sash bar's face: 3 equal lites of (658 − 2 × 50) / 3 = 186 in TB60 with a 50 mm bar", () => {
    // sash daylight x 121 … 779 (658 wide: 900 − 2 × 60 + 2 × 9 − 2 × 70)
    const env = envOf(slimBar);
    const d = unwrap(
      commands.splitRegion.run(casement(), { regionId: "SG", direction: "vertical", parts: 3 }, env),
    );
    const l = layout(d, env.geometry);
    const lites = l.fills.map((f) => Math.round(f.daylightWidth * 1000) / 1000);
    // with the mullion's 80 they would be (658 − 160) / 3 = 166 and the bars would overlap the glass
    expect(lites).toEqual([186, 186, 186]);
    const bars = l.members.filter((m) => m.role === "mullion");
    expect(bars.map((m) => [m.partType, m.profileCode, m.faceWidth])).toEqual([
      ["sashBar", "Z002", 50],
      ["sashBar", "Z002", 50],
    ]);
  });
});

describe("designMisfit (the save)", () => {
  const divided = (): Design =>
    frameDesign(rectangle(900, 1400), sash("S", split("B", "vertical", 450, glass("L"), glass("R"))));
  it("refuses a glazing bar in a sash of a series without a sash bar, at the frame's root", () => {
    expect(designMisfit(divided(), noSashBar)).toEqual({
      field: "design.frames.0.root",
      code: "series_no_sash_bar",
    });
    expect(designMisfit(divided(), tb60)).toBeNull();
  });
  it("refuses a sill extension from a series without one, at the frame's field", () => {
    const d = frameDesign(rectangle(900, 1400), glass("G"), { sillExtension: true });
    expect(designMisfit(d, tb60)).toBeNull();
    const none: Series = { ...tb60, profiles: tb60.profiles.filter((p) => p.partType !== "sillExtension") };
    expect(designMisfit(d, none)).toEqual({
      field: "design.frames.0.sillExtension",
      code: "series_no_sill_extension",
    });
  });
});

describe("setSillExtension", () => {
  const fixed = (): Design => frameDesign(rectangle(1500, 1400), glass("G"));
  const noExtension: Series = {
    ...tb60,
    profiles: tb60.profiles.filter((p) => p.partType !== "sillExtension"),
  };
  it("orders one with the frame, and takes it off again", () => {
    const on = unwrap(
      commands.setSillExtension.run(fixed(), { frameId: "F1", sillExtension: true }, envOf(tb60)),
    );
    expect(on.frames[0]!.sillExtension).toBe(true);
    const off = unwrap(
      commands.setSillExtension.run(on, { frameId: "F1", sillExtension: false }, envOf(tb60)),
    );
    expect("sillExtension" in off.frames[0]!).toBe(false);
  });
  it("is refused in a series without a sill extension profile, and so is moving such a frame to one", () => {
    expect(
      commands.setSillExtension.run(fixed(), { frameId: "F1", sillExtension: true }, envOf(noExtension)),
    ).toEqual({ ok: false, error: { code: "design.series_no_sill_extension" } });
    const env: CommandEnv = {
      geometry: (id) => seriesGeometry(id === "none" ? noExtension : tb60),
    };
    const on = unwrap(commands.setSillExtension.run(fixed(), { frameId: "F1", sillExtension: true }, env));
    expect(commands.setSeries.run(on, { frameId: "F1", seriesId: "none" }, env)).toEqual({
      ok: false,
      error: { code: "design.series_no_sill_extension" },
    });
  });
});
