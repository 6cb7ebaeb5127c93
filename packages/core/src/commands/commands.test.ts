import { describe, expect, it } from "vitest";
import { layout } from "../design/layout/layout.ts";
import type { Design, FrameShape, Region } from "../design/model.ts";
import { DEFAULT_SERIES_GEOMETRY } from "../design/series-geometry.ts";
import { findRegion } from "../design/tree.ts";
import { DEMO_SERIES } from "../series/demo/index.ts";
import { seriesGeometry } from "../series/geometry.ts";
import type { Series } from "../series/schema.ts";
import { commands } from "./index.ts";
import { columnsFrame, env, oneFrame, unwrap } from "./test-fixtures.ts";
import type { CommandEnv } from "./types.ts";

const root = (d: ReturnType<typeof oneFrame>): Region => d.frames[0]!.root;

describe("commands", () => {
  it("add frame: the new frame is one glass cell of the clear size", () => {
    const d = oneFrame();
    expect(d.frames[0]!.id).toBe("F1");
    const l = layout(d);
    expect(l.fills).toHaveLength(1);
    expect([l.openings[0]!.clearWidth, l.openings[0]!.clearHeight]).toEqual([1380, 1280]);
  });

  it("add frame refuses sizes that are not above zero", () => {
    const r = commands.addFrame.run(
      oneFrame(),
      { shape: { kind: "rectangle", width: 0, height: 10 }, x: 0, y: 0, seriesId: "s" },
      env,
    );
    expect(r).toEqual({ ok: false, error: { code: "design.size_not_positive" } });
  });

  it("split into 3 equal cells: (1380 − 2 × 80) / 3 = 406.67 each, copies of the cell with fresh ids", () => {
    const d = columnsFrame({ parts: 3 });
    const r = root(d);
    expect(r.kind).toBe("split");
    const widths = layout(d).openings.map((o) => o.clearWidth);
    for (const w of widths) expect(w).toBeCloseTo(1220 / 3, 6);
    const ids = r.kind === "split" ? r.children.map((c) => c.id) : [];
    expect(new Set(ids).size).toBe(3);
  });

  it("split refuses a mullion outside the region", () => {
    const r = commands.splitRegion.run(
      oneFrame(),
      { regionId: "G2", direction: "vertical", positions: [1480] },
      env,
    );
    expect(r.ok ? null : r.error.code).toBe("design.mullion_outside_region");
  });

  it("move mullion: refuses a move that leaves a cell narrower than the minimum, accepts a valid one", () => {
    const d = columnsFrame({ parts: 2 });
    const tooFar = commands.moveMullion.run(d, { mullionId: "M4", position: 150 }, env);
    expect(tooFar.ok ? null : tooFar.error).toEqual({
      code: "design.cell_too_small",
      params: { regionId: "G2", min: 100 },
    });
    const outside = commands.moveMullion.run(d, { mullionId: "M4", position: 1490 }, env);
    expect(outside.ok ? null : outside.error.code).toBe("design.mullion_outside_region");
    const moved = unwrap(commands.moveMullion.run(d, { mullionId: "M4", position: 600 }, env));
    expect(layout(moved).openings.map((o) => o.clearWidth)).toEqual([500, 800]);
  });

  it("equalize puts the mullions back at equal cells", () => {
    let d = columnsFrame({ positions: [400, 900] });
    d = unwrap(commands.equalize.run(d, { regionId: "R3" }, env));
    const widths = layout(d).openings.map((o) => o.clearWidth);
    expect(widths[0]).toBeCloseTo(widths[1]!, 9);
    expect(widths[1]).toBeCloseTo(widths[2]!, 9);
  });

  it("resize frame scales mullion positions; rejects non-positive sizes", () => {
    const d = columnsFrame({ positions: [750] });
    const big = unwrap(commands.resizeFrame.run(d, { frameId: "F1", width: 3000, height: 1400 }, env));
    const r = root(big);
    expect(r.kind === "split" && r.mullions[0]!.position).toBe(1500);
    expect(commands.resizeFrame.run(d, { frameId: "F1", width: -1, height: 1400 }, env).ok).toBe(false);
  });

  it("resizing so small that a cell is below the minimum is refused", () => {
    const d = columnsFrame({ parts: 4 });
    const r = commands.resizeFrame.run(d, { frameId: "F1", width: 500, height: 1400 }, env);
    expect(r.ok ? null : r.error.code).toBe("design.cell_too_small");
  });

  it("set sash wraps the cell; the glass moves inside the sash", () => {
    const d = unwrap(
      commands.setSash.run(oneFrame(), { regionId: "G2", openType: "casement", hingeSide: "left" }, env),
    );
    const r = root(d);
    expect(r.kind).toBe("sash");
    expect(r.kind === "sash" && r.inner.id).toBe("G2");
    expect(layout(d).sashes[0]).toMatchObject({ outerWidth: 1398, outerHeight: 1298 });
  });

  it("set slide: tracks must be 1 to 8", () => {
    const bad = commands.setSlide.run(
      oneFrame(),
      { regionId: "G2", tracks: 9, panels: 2, direction: "left" },
      env,
    );
    expect(bad.ok ? null : bad.error).toEqual({
      code: "design.tracks_out_of_range",
      params: { min: 1, max: 8 },
    });
    const d = unwrap(
      commands.setSlide.run(oneFrame(), { regionId: "G2", tracks: 2, panels: 4, direction: "both" }, env),
    );
    expect(layout(d).sashes.map((s) => s.track)).toEqual([0, 1, 0, 1]);
  });

  it("set fold and double sash lay out leaves", () => {
    const fold = unwrap(
      commands.setFold.run(oneFrame(), { regionId: "G2", leaves: 3, foldType: "stackLeft" }, env),
    );
    // (1380 + 2 × 9 − 2 × 4) / 3 = 463.33 each, 1280 + 18 = 1298 high, 4 mm apart
    const leaves3 = layout(fold).sashes;
    expect(leaves3).toHaveLength(3);
    for (const leaf of leaves3) {
      expect(leaf.outerWidth).toBeCloseTo(1390 / 3, 6);
      expect(leaf.outerHeight).toBe(1298);
    }
    expect(leaves3[1]!.polygon[0]![0] - leaves3[0]!.polygon[1]![0]).toBeCloseTo(4, 6);
    const pair = unwrap(commands.setDoubleSash.run(oneFrame(), { regionId: "G2", openType: "door" }, env));
    const leaves = layout(pair).sashes;
    // (1380 + 2 × 9) / 2 + 10 / 2 = 704 each: they overlap 10 mm at the meeting line
    expect(leaves.map((s) => s.outerWidth)).toEqual([704, 704]);
  });

  it("set fill on a sash sets the glass inside it", () => {
    let d = unwrap(
      commands.setSash.run(oneFrame(), { regionId: "G2", openType: "awning", hingeSide: "top" }, env),
    );
    d = unwrap(commands.setFill.run(d, { regionId: "S3", fill: { type: "panel", spec: "PVC 24" } }, env));
    expect(layout(d).fills[0]).toMatchObject({ kind: "panel", spec: "PVC 24", sashId: "S3" });
  });

  it("delete a mullion merges the cells; delete a sash keeps its glass", () => {
    let d = columnsFrame({ parts: 2 });
    d = unwrap(commands.deleteItem.run(d, { id: "M4" }, env));
    expect(root(d).kind).toBe("fill");
    d = unwrap(commands.setSash.run(d, { regionId: "G2", openType: "casement", hingeSide: "left" }, env));
    d = unwrap(commands.deleteItem.run(d, { id: root(d).id }, env));
    expect(root(d)).toMatchObject({ kind: "fill", id: "G2" });
  });

  it("clone copies a frame to the right with fresh ids; align lines frames up", () => {
    let d = unwrap(commands.cloneFrame.run(oneFrame(), { frameId: "F1", gap: 100 }, env));
    expect(d.frames.map((f) => [f.id, f.x])).toEqual([
      ["F1", 0],
      ["F3", 1600],
    ]);
    d = unwrap(commands.moveFrame.run(d, { frameId: "F3", x: 1600, y: 250 }, env));
    d = unwrap(commands.alignFrames.run(d, { frameIds: ["F1", "F3"], edge: "top" }, env));
    expect(d.frames[1]!.y).toBe(0);
    expect(findRegion(d, d.frames[1]!.root.id)?.frame.id).toBe("F3");
  });

  it("dragging the mullion beside a French window carries its meeting line: the leaves stay equal", () => {
    let d = columnsFrame({ positions: [1200] }, 2400, 1400);
    const right = root(d).kind === "split" ? (root(d) as { children: Region[] }).children[1]!.id : "";
    d = unwrap(commands.setDoubleSash.run(d, { regionId: right, openType: "casement" }, env));
    const mullion = (root(d) as { mullions: { id: string }[] }).mullions[0]!.id;
    d = unwrap(commands.moveMullion.run(d, { mullionId: mullion, position: 900 }, env));
    // right cell 940 … 2340 = 1400; each leaf (1400 + 2 × 9) / 2 + 10 / 2 = 714
    expect(layout(d).sashes.map((s) => s.outerWidth)).toEqual([714, 714]);
    d = unwrap(commands.equalize.run(d, { regionId: root(d).id }, env));
    // cells (2280 − 80) / 2 = 1100; leaves (1100 + 18) / 2 + 5 = 564
    expect(layout(d).sashes.map((s) => s.outerWidth)).toEqual([564, 564]);
  });

  it("move meeting: an unequal French pair; refuses a line outside the cell or a leaf too small", () => {
    const d = unwrap(commands.setDoubleSash.run(oneFrame(), { regionId: "G2", openType: "casement" }, env));
    const pair = root(d).id;
    const moved = unwrap(commands.moveMeeting.run(d, { regionId: pair, position: 900 }, env));
    expect(layout(moved).sashes.map((s) => s.outerWidth)).toEqual([854, 554]);
    const outside = commands.moveMeeting.run(d, { regionId: pair, position: 1500 }, env);
    expect(outside.ok ? null : outside.error.code).toBe("design.mullion_outside_region");
    const tiny = commands.moveMeeting.run(d, { regionId: pair, position: 150 }, env);
    expect(tiny.ok ? null : tiny.error.code).toBe("design.cell_too_small");
    expect(commands.moveMeeting.run(d, { regionId: "F1", position: 700 }, env).ok).toBe(false);
  });

  it("splitting a French window gives a French window in each cell, leaves equal", () => {
    let d = unwrap(
      commands.setDoubleSash.run(oneFrame(2400, 1400), { regionId: "G2", openType: "door" }, env),
    );
    d = unwrap(commands.splitRegion.run(d, { regionId: root(d).id, direction: "vertical", parts: 2 }, env));
    expect(layout(d).sashes.map((s) => s.outerWidth)).toEqual([564, 564, 564, 564]);
  });

  it("clone copies the frame's decoration bars onto the copy's glass", () => {
    let d = unwrap(
      commands.addDecoration.run(oneFrame(), { regionId: "G2", columns: 3, rows: 2, width: 20 }, env),
    );
    d = unwrap(commands.cloneFrame.run(d, { frameId: "F1", gap: 100 }, env));
    const copy = d.frames[1]!;
    expect(d.decorations.map((x) => [x.frameId, x.regionId])).toEqual([
      ["F1", "G2"],
      [copy.id, copy.root.id],
    ]);
    const bars = layout(d).members.filter((m) => m.role === "decoration");
    expect(bars.map((m) => m.frameId)).toEqual(["F1", "F1", "F1", copy.id, copy.id, copy.id]);
  });

  it("series, colours, dimensions, notes, walls, joiners and decoration bars", () => {
    let d = unwrap(commands.cloneFrame.run(oneFrame(), { frameId: "F1" }, env));
    d = unwrap(commands.setSeries.run(d, { frameId: "F1", seriesId: "S60" }, env));
    d = unwrap(commands.setColors.run(d, { frameId: "F1", a: "RAL7016", b: "white" }, env));
    d = unwrap(commands.addDimension.run(d, { from: [0, 0], to: [1500, 0] }, env));
    d = unwrap(commands.addNote.run(d, { at: [0, -200], text: "kitchen" }, env));
    d = unwrap(commands.addWall.run(d, { x: -300, y: -300, width: 4000, height: 2000 }, env));
    d = unwrap(
      commands.addJoiner.run(
        d,
        { kind: "connector", frames: ["F1", "F3"], width: 40, profileCode: "J001" },
        env,
      ),
    );
    d = unwrap(commands.addDecoration.run(d, { regionId: "G2", columns: 3, rows: 2, width: 20 }, env));
    expect(d.frames[0]).toMatchObject({ seriesId: "S60", colors: { a: "RAL7016", b: "white" } });
    // a series that does not offer the frame's colours takes the ones the user agreed to; bad ones are refused
    const moved = unwrap(
      commands.setSeries.run(
        d,
        { frameId: "F1", seriesId: "PVC60", colors: { a: "white", b: "white" } },
        env,
      ),
    );
    expect(moved.frames[0]).toMatchObject({ seriesId: "PVC60", colors: { a: "white", b: "white" } });
    expect(
      commands.setSeries.run(
        d,
        { frameId: "F1", seriesId: "PVC60", colors: { a: "x".repeat(1000), b: "white" } },
        env,
      ),
    ).toEqual({ ok: false, error: { code: "design.invalid", params: { field: "colors" } } });

    const l = layout(d);
    expect(l.members.filter((m) => m.role === "decoration").map((m) => m.length)).toEqual([1280, 1280, 1380]);
    // the connector spans the 200 mm gap between the frames over their common height
    expect(l.members.find((m) => m.role === "joiner")?.length).toBe(1400);
    expect(commands.addNote.run(d, { at: [0, 0], text: "" }, env).ok).toBe(false);
  });
});

describe("SPEC §5: face colours A and B are never empty", () => {
  const refused = (side: "a" | "b") => ({
    ok: false,
    error: { code: "design.colour_required", params: { side } },
  });
  it("setColors, setSeries and addFrame refuse an empty or blank colour, whoever calls them", () => {
    const d = oneFrame();
    expect(commands.setColors.run(d, { frameId: "F1", a: "", b: "white" }, env)).toEqual(refused("a"));
    expect(commands.setColors.run(d, { frameId: "F1", a: "white", b: "  " }, env)).toEqual(refused("b"));
    expect(
      commands.setSeries.run(d, { frameId: "F1", seriesId: "PVC60", colors: { a: "white", b: "" } }, env),
    ).toEqual(refused("b"));
    const shape: FrameShape = { kind: "rectangle", width: 900, height: 1200 };
    expect(
      commands.addFrame.run(d, { shape, x: 2000, y: 0, seriesId: "s", colors: { a: " ", b: "white" } }, env),
    ).toEqual(refused("a"));
    // the frame keeps its colours
    expect(
      unwrap(commands.setColors.run(d, { frameId: "F1", a: "grey", b: "white" }, env)).frames[0]?.colors,
    ).toEqual({
      a: "grey",
      b: "white",
    });
  });
});

describe("sliding groups need a rectangular cell", () => {
  const arch = () =>
    unwrap(
      commands.addFrame.run(
        { ...oneFrame(), frames: [] },
        { shape: { kind: "arch", width: 1800, height: 2000, rise: 400 }, x: 0, y: 0, seriesId: "s" },
        env,
      ),
    );
  it("refuses a slider in an arched cell, and accepts it in the rectangle under a transom", () => {
    const d = arch();
    const cell = d.frames[0]!.root.id;
    const r = commands.setSlide.run(d, { regionId: cell, tracks: 2, panels: 2, direction: "both" }, env);
    expect(r).toEqual({ ok: false, error: { code: "design.slide_not_rectangular" } });
    const split = unwrap(
      commands.splitRegion.run(d, { regionId: cell, direction: "horizontal", positions: [700] }, env),
    );
    const below = (root(split) as Extract<Region, { kind: "split" }>).children[1]!.id;
    const ok = commands.setSlide.run(
      split,
      { regionId: below, tracks: 2, panels: 2, direction: "both" },
      env,
    );
    expect(ok.ok ? null : ok.error).toBeNull();
  });
});

describe("a series without a mullion profile (SL90) is never divided", () => {
  const sl90 = seriesGeometry(DEMO_SERIES["alu-sl90-sliding"] as Series);
  const sl90Env: CommandEnv = {
    geometry: (id) => (id === "demo-alu-sl90" ? sl90 : DEFAULT_SERIES_GEOMETRY),
  };
  const frameOf = (shape: FrameShape, seriesId: string) =>
    commands.addFrame.run({ ...oneFrame(), frames: [] }, { shape, x: 0, y: 0, seriesId }, sl90Env);
  const archShape: FrameShape = { kind: "arch", width: 1800, height: 2000, rise: 400 };
  const arch = (seriesId: string) => unwrap(frameOf(archShape, seriesId));
  // an SL90 arch saved before SL90 made rectangular frames only
  const legacyArch = () => {
    const d = arch("tb60");
    return { ...d, frames: [{ ...d.frames[0]!, seriesId: "demo-alu-sl90" }] };
  };
  const cellOf = (d: Design) => d.frames[0]!.root.id;
  const slide = { tracks: 2, panels: 2, direction: "both" as const };

  it("refuses a transom in an SL90 arch, so no slider can sit under one (its BOM had no transom, head or fanlight)", () => {
    const d = legacyArch();
    const split = commands.splitRegion.run(
      d,
      { regionId: cellOf(d), direction: "horizontal", positions: [700] },
      sl90Env,
    );
    // the arch itself is what SL90 cannot make
    expect(split).toEqual({ ok: false, error: { code: "design.series_rectangular_only" } });
    // the slider on the arch itself says why a transom will not help
    expect(commands.setSlide.run(d, { regionId: cellOf(d), ...slide }, sl90Env)).toEqual({
      ok: false,
      error: { code: "design.series_no_mullion" },
    });
  });

  it("refuses to move a divided window to SL90, and takes a plain rectangular slider", () => {
    const tb = unwrap(frameOf({ kind: "rectangle", width: 2400, height: 2000 }, "tb60"));
    const divided = unwrap(
      commands.splitRegion.run(
        tb,
        { regionId: cellOf(tb), direction: "horizontal", positions: [700] },
        sl90Env,
      ),
    );
    const below = (root(divided) as Extract<Region, { kind: "split" }>).children[1]!.id;
    const withSlider = unwrap(commands.setSlide.run(divided, { regionId: below, ...slide }, sl90Env));
    expect(
      commands.setSeries.run(
        withSlider,
        { frameId: withSlider.frames[0]!.id, seriesId: "demo-alu-sl90" },
        sl90Env,
      ),
    ).toEqual({ ok: false, error: { code: "design.series_no_mullion" } });
    const rect = unwrap(frameOf({ kind: "rectangle", width: 2400, height: 1500 }, "demo-alu-sl90"));
    expect(commands.setSlide.run(rect, { regionId: rect.frames[0]!.root.id, ...slide }, sl90Env).ok).toBe(
      true,
    );
  });

  it("makes rectangular frames only: no SL90 frame is drawn arched, sloped, triangular, round or as a shaped polygon", () => {
    const refused = { ok: false, error: { code: "design.series_rectangular_only" } };
    const shaped: FrameShape[] = [
      archShape,
      { kind: "trapezoid", width: 1500, leftHeight: 1400, rightHeight: 1000 },
      { kind: "triangle", width: 1200, height: 800, apexX: 600 },
      { kind: "circle", diameter: 1000 },
      {
        kind: "polygon",
        points: [
          [0, 0],
          [1200, 0],
          [1200, 1000],
          [0, 1400],
        ],
      },
    ];
    for (const shape of shaped) {
      expect(frameOf(shape, "demo-alu-sl90"), shape.kind).toEqual(refused);
      expect(frameOf(shape, "tb60").ok, shape.kind).toBe(true);
    }
    // a rectangle drawn as a polygon is a rectangle
    const square: FrameShape = {
      kind: "polygon",
      points: [
        [0, 0],
        [1200, 0],
        [1200, 1000],
        [0, 1000],
      ],
    };
    expect(frameOf(square, "demo-alu-sl90").ok).toBe(true);
  });

  it("refuses to move a shaped frame of fixed glass (no transom) to SL90, and moves a rectangular one", () => {
    const tb = arch("tb60");
    expect(root(tb).kind).toBe("fill");
    expect(
      commands.setSeries.run(tb, { frameId: tb.frames[0]!.id, seriesId: "demo-alu-sl90" }, sl90Env),
    ).toEqual({
      ok: false,
      error: { code: "design.series_rectangular_only" },
    });
    const rect = unwrap(frameOf({ kind: "rectangle", width: 1500, height: 1400 }, "tb60"));
    const moved = unwrap(
      commands.setSeries.run(rect, { frameId: rect.frames[0]!.id, seriesId: "demo-alu-sl90" }, sl90Env),
    );
    expect(moved.frames[0]!.seriesId).toBe("demo-alu-sl90");
    // a shaped SL90 frame saved before the rule is refused at its next edit of shape, and can move back
    const legacy = legacyArch();
    expect(
      commands.resizeFrame.run(legacy, { frameId: legacy.frames[0]!.id, width: 1600, height: 1900 }, sl90Env),
    ).toEqual({ ok: false, error: { code: "design.series_rectangular_only" } });
    expect(
      commands.setSeries.run(legacy, { frameId: legacy.frames[0]!.id, seriesId: "tb60" }, sl90Env).ok,
    ).toBe(true);
  });
});
