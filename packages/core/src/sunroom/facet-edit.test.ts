// A facet out to the designer and back: its exact outline goes out (a lean-to side a trapezoid, a
// gable end a pentagon), a door drawn in it comes back into the sunroom, its design and its BOM.
import { describe, expect, it } from "vitest";
import { calculateOrderBom } from "../bom/order.ts";
import { DEFAULT_GLASS } from "../commands/defaults.ts";
import type { Design, Region } from "../design/model.ts";
import { demoSeries } from "../series/demo/index.ts";
import { facetDrawingFrom, withFacetDrawing } from "./facet-edit.ts";
import { buildSunroom } from "./sunroom.ts";
import { sunroomOf, TEST_RAFTERS } from "./test-sunroom.ts";

const tb60 = demoSeries("en-US")["alu-tb60-casement"];

function built(over: Parameters<typeof sunroomOf>[0] = {}) {
  const s = sunroomOf({ facetSeriesId: tb60.id, colour: "silver", ...over });
  const b = buildSunroom(s, TEST_RAFTERS);
  if (!b.ok) throw new Error(JSON.stringify(b.issues));
  return { s, model: b.value };
}

const door: Region = {
  kind: "sash",
  id: "S9",
  openType: "door",
  hingeSide: "left",
  opening: "inward",
  hinge: { type: "", count: 3 },
  handle: { type: "", offset: 0 },
  lock: null,
  inner: { kind: "fill", id: "G9", fill: DEFAULT_GLASS },
};

/** The facet's design as the designer gives it back with `root` drawn in its frame. */
const drawnIn = (design: Design, root: Region): Design => ({
  ...design,
  frames: [{ ...design.frames[0]!, root }],
});

describe("a facet opened in the designer", () => {
  it("goes out at its exact outline: a lean-to side is a trapezoid, a gable end a pentagon", () => {
    // lean-to 4000 × 3000 at 15° (no overhang), eaves 2400: the left side rises from 2400 at the
    // front to 2400 + 3000 · tan 15° = 3203.8 at the house; seen from outside it runs house → front
    const lean = built().model.facets.find((f) => f.id === "left-1")!;
    const shape = lean.design.frames[0]!.shape;
    expect(shape.kind).toBe("trapezoid");
    if (shape.kind !== "trapezoid") return;
    expect(shape.width).toBeCloseTo(3000, 6);
    expect(shape.leftHeight).toBeCloseTo(2400 + 3000 * Math.tan((15 * Math.PI) / 180), 6);
    expect(shape.rightHeight).toBeCloseTo(2400, 6);
    // gable 4000 wide, one front bay: eaves 2400 at both corners, ridge 2400 + 2000 · tan 15° = 2935.9
    const gable = built({ roof: "gable", bays: { left: 1, front: 1, right: 1 } }).model.facets.find(
      (f) => f.id === "front-1",
    )!;
    const pentagon = gable.design.frames[0]!.shape;
    expect(pentagon.kind).toBe("polygon");
    if (pentagon.kind !== "polygon") return;
    expect(pentagon.points).toHaveLength(5);
    const ys = pentagon.points.map(([, y]) => y);
    expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(2400 + 2000 * Math.tan((15 * Math.PI) / 180), 6);
  });

  it("comes back with the door drawn in it: the sunroom's facet, its design and its BOM hold the door", () => {
    const { s, model } = built();
    const facet = model.facets.find((f) => f.id === "front-1")!;
    const back = facetDrawingFrom(facet, drawnIn(facet.design, door));
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    // kept with the facet's size: 2000 wide (4000 / 2 bays), 2400 high under the front ring beam
    expect([back.drawing.width, back.drawing.height]).toEqual([2000, 2400]);
    const s2 = withFacetDrawing(s, "front-1", back.drawing);
    const again = buildSunroom(s2, TEST_RAFTERS);
    if (!again.ok) throw new Error("rebuilt");
    const f2 = again.value.facets.find((f) => f.id === "front-1")!;
    expect(f2.design.frames[0]!.root).toBe(door);
    // the facets' BOM now has a door leaf where it had a fixed light
    const before = calculateOrderBom(model.facets.map((f) => ({ design: f.design, series: tb60, count: 1 })));
    const after = calculateOrderBom(
      again.value.facets.map((f) => ({ design: f.design, series: tb60, count: 1 })),
    );
    expect(after.totals.profilePieces).toBeGreaterThan(before.totals.profilePieces);
    // the other facets are as they were
    expect(again.value.facets.find((f) => f.id === "front-2")!.design).toEqual(
      model.facets.find((f) => f.id === "front-2")!.design,
    );
  });

  it("refuses a design whose outline changed, or with more than the one frame", () => {
    const { model } = built();
    const facet = model.facets.find((f) => f.id === "left-1")!;
    const frame = facet.design.frames[0]!;
    const reshaped: Design = {
      ...facet.design,
      frames: [{ ...frame, shape: { kind: "rectangle", width: 3000, height: 2400 } }],
    };
    expect(facetDrawingFrom(facet, reshaped)).toEqual({ ok: false, code: "sunroom.facet_outline_changed" });
    const two: Design = { ...facet.design, frames: [frame, { ...frame, id: "F2", x: 4000 }] };
    expect(facetDrawingFrom(facet, two)).toEqual({ ok: false, code: "sunroom.facet_one_frame" });
    expect(facetDrawingFrom(facet, { ...facet.design, frames: [] })).toEqual({
      ok: false,
      code: "sunroom.facet_one_frame",
    });
  });
});
