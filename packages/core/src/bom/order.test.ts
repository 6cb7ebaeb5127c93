// The worked example again, this time through the real layout of the shared design file
// docs/examples/casement-1500x1400.design.json: the BOM must not depend on who lays it out.
import { describe, expect, it } from "vitest";
import casementJson from "../../../../docs/examples/casement-1500x1400.design.json" with { type: "json" };
import { parseDesign } from "../design/migrate.ts";
import { DEMO_SERIES } from "../series/demo/index.ts";
import { seriesGeometry } from "../series/geometry.ts";
import type { Series } from "../series/schema.ts";
import { calculateBom } from "./calculate.ts";
import { gridLayout } from "./fixture-layouts.ts";
import { calculateOrderBom } from "./order.ts";

const parsed = parseDesign(casementJson);
if (!parsed.ok) throw new Error("example design does not parse");
const design = parsed.design;
const series = DEMO_SERIES["alu-tb60-casement"] as Series;

describe("order BOM over the real layout", () => {
  const real = calculateOrderBom([{ design, series, count: 3 }]);
  const fixture = calculateBom([
    {
      layout: gridLayout(
        { id: "F1", width: 1500, height: 1400, cells: ["fixed", "casement"] },
        seriesGeometry(series),
      ),
      series,
      count: 3,
      colours: { F1: { a: "white", b: "white" } },
    },
  ]);
  const rows = (b: typeof real) => ({
    profiles: b.profiles.map((p) => [p.code, p.length, p.count, p.angleA, p.angleB, p.colour]),
    glass: b.glass.map((g) => [g.width, g.height, g.count]),
    addons: b.addons.map((a) => [a.code, a.count]),
    holes: b.holes.map((h) => [h.code, h.count]),
    money: b.money.map((m) => [m.name, m.amount]),
  });

  it("gives the hand-computed worked example, three times over", () => {
    expect(real.errors).toEqual([]);
    expect(rows(real)).toEqual(rows(fixture));
    expect(real.profiles.find((p) => p.code === "Z001")).toMatchObject({ length: 1280, count: 3 });
    expect(real.glass.map((g) => [g.width, g.height, g.count])).toEqual([
      [672, 1302, 3],
      [550, 1180, 3],
    ]);
  });

  it("lays the sliding demo series out and prices it without errors", async () => {
    const sliding = (
      await import("../../../../docs/examples/sliding-door-3-track.design.json", { with: { type: "json" } })
    ).default;
    const d = parseDesign(sliding);
    if (!d.ok) throw new Error("sliding example does not parse");
    const bom = calculateOrderBom([
      { design: d.design, series: DEMO_SERIES["alu-sl90-sliding"] as Series, count: 1 },
    ]);
    expect(bom.errors).toEqual([]);
    expect(bom.profiles.some((p) => p.code === "SL-UT3")).toBe(true);
    expect(bom.glass.reduce((n, g) => n + g.count, 0)).toBe(3);
  });
});
