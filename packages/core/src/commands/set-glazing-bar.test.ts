// A glazing bar across a sash, turned from dividing (true divided lites) to decorative (a bar on
// one pane) and back: docs/bom.md "Glazing bars across a sash", TB60 900 × 1400.
import { describe, expect, it } from "vitest";
import { calculateOrderBom } from "../bom/order.ts";
import { layout } from "../design/layout/layout.ts";
import type { Design } from "../design/model.ts";
import { frameDesign, glass, rectangle, sash, split } from "../design/test-designs.ts";
import { DEMO_SERIES } from "../series/demo/index.ts";
import { seriesGeometry } from "../series/geometry.ts";
import type { Series } from "../series/schema.ts";
import { commands } from "./index.ts";
import type { CommandEnv, CommandResult } from "./types.ts";

const tb60 = DEMO_SERIES["alu-tb60-casement"] as Series;
const g = seriesGeometry(tb60);
const env: CommandEnv = { geometry: g };
/** A 900 × 1400 casement S1 divided by bar M1 at 450 into two panes. */
const divided = (): Design =>
  frameDesign(
    rectangle(900, 1400),
    sash("S1", split("B1", "vertical", 450, glass("L1"), glass("R1"), "M1")),
    { seriesId: "s" },
  );

const unwrap = (r: CommandResult): Design => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.design;
};
const panes = (d: Design) =>
  calculateOrderBom([{ design: d, series: tb60, count: 1 }]).glass.map((p) => [p.width, p.height, p.count]);

describe("setGlazingBar", () => {
  it("turns a dividing bar into a decorative one: one pane of 658 + 22 = 680 × 1180 with a D001 bar on it", () => {
    expect(panes(divided())).toEqual([[311, 1180, 2]]);
    const d = unwrap(commands.setGlazingBar.run(divided(), { id: "M1", kind: "decorative" }, env));
    const sash = d.frames[0]!.root;
    expect(sash.kind === "sash" && sash.inner.kind).toBe("fill");
    expect(d.decorations).toEqual([
      {
        id: expect.any(String),
        frameId: "F1",
        regionId: "L1",
        columns: 2,
        rows: 1,
        width: g.faceWidths.decoration,
        xs: [0.5],
      },
    ]);
    expect(panes(d)).toEqual([[680, 1180, 1]]);
    // the bar lies across the sash's daylight, full height: 1158
    expect(
      layout(d, g)
        .members.filter((m) => m.role === "decoration")
        .map((m) => m.length),
    ).toEqual([1158]);
  });

  it("turns it back into a dividing bar: two lites of 311 × 1180 split by the series' mullion at the centre", () => {
    const deco = unwrap(commands.setGlazingBar.run(divided(), { id: "M1", kind: "decorative" }, env));
    const id = deco.decorations[0]!.id;
    const back = unwrap(commands.setGlazingBar.run(deco, { id, kind: "dividing" }, env));
    expect(back.decorations).toEqual([]);
    expect(panes(back)).toEqual([[311, 1180, 2]]);
  });

  it("keeps uneven bars where the user put them, both ways: a mullion at 350 stays at 350", () => {
    const d0 = divided();
    const uneven = unwrap(commands.moveMullion.run(d0, { mullionId: "M1", position: 350 }, env));
    // lites 350 − 40 − 121 = 189 and 779 − 390 = 389 wide, + 22 each
    expect(panes(uneven)).toEqual(
      expect.arrayContaining([
        [211, 1180, 1],
        [411, 1180, 1],
      ]),
    );
    const deco = unwrap(commands.setGlazingBar.run(uneven, { id: "M1", kind: "decorative" }, env));
    const bar = layout(deco, g).members.find((m) => m.role === "decoration")!;
    const xs = bar.polygon.map((p) => p[0]);
    expect((Math.min(...xs) + Math.max(...xs)) / 2).toBeCloseTo(350, 6);
    const back = unwrap(
      commands.setGlazingBar.run(deco, { id: deco.decorations[0]!.id, kind: "dividing" }, env),
    );
    const split = back.frames[0]!.root.kind === "sash" ? back.frames[0]!.root.inner : null;
    expect(split?.kind === "split" && split.mullions[0]!.position).toBeCloseTo(350, 6);
    expect(panes(back)).toEqual(panes(uneven));
  });

  it("divides a 2 × 2 decoration into four lites, column by column", () => {
    const one = unwrap(commands.setGlazingBar.run(divided(), { id: "M1", kind: "decorative" }, env));
    const grid = { ...one, decorations: [{ ...one.decorations[0]!, rows: 2 }] };
    const d = unwrap(
      commands.setGlazingBar.run(grid, { id: grid.decorations[0]!.id, kind: "dividing" }, env),
    );
    // (658 − 80) / 2 = 289 wide, (1158 − 80) / 2 = 539 high; + 22 each way
    expect(panes(d)).toEqual([[311, 561, 4]]);
  });

  it("leaves a bar of the asked kind as it is and refuses a mullion that is not in a sash", () => {
    const d = divided();
    expect(unwrap(commands.setGlazingBar.run(d, { id: "M1", kind: "dividing" }, env))).toBe(d);
    const fixed: Design = {
      ...d,
      frames: [
        { ...d.frames[0]!, root: (d.frames[0]!.root as { inner: Design["frames"][0]["root"] }).inner },
      ],
    };
    const r = commands.setGlazingBar.run(fixed, { id: "M1", kind: "decorative" }, env);
    expect(r.ok ? null : r.error).toEqual({ code: "design.wrong_kind", params: { expected: "sash" } });
    const unknown = commands.setGlazingBar.run(d, { id: "nope", kind: "decorative" }, env);
    expect(unknown.ok ? null : unknown.error.code).toBe("design.not_found");
  });
});
