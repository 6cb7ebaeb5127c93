// The drawings of the 4 × 3 m lean-to (no overhang, 15°, eaves 2400: wall plate 2400 + 3000 ·
// tan 15° = 3203.8): plan, three elevations, roof plan, each with its dimensions, through the
// render model (and so through svgOfModel).
import { describe, expect, it } from "vitest";
import { svgOfModel } from "../design/render/svg.ts";
import { demoSeries } from "../series/demo/index.ts";
import { seriesGeometry } from "../series/geometry.ts";
import { shapedDrawings, shapedPlanDrawing, sunroomDrawings } from "./drawings.ts";
import { buildShapedSunroom } from "./shaped.ts";
import { buildSunroom } from "./sunroom.ts";
import { sunroomOf, TEST_RAFTERS } from "./test-sunroom.ts";

const tb60 = demoSeries("en-US")["alu-tb60-casement"];
const s = sunroomOf({ facetSeriesId: tb60.id, colour: "silver" });
const built = buildSunroom(s, TEST_RAFTERS);
if (!built.ok) throw new Error(JSON.stringify(built.issues));
const drawings = sunroomDrawings(built.value, s, seriesGeometry(tb60));
const byId = (id: string) => drawings.find((d) => d.id === id)!;
const figures = (id: string) =>
  byId(id)
    .model.dimensions.filter((d) => d.kind === "free")
    .map((d) => d.text);

describe("the sunroom's drawings", () => {
  it("has a plan, an elevation of every open side and a roof plan", () => {
    expect(drawings.map((d) => d.id)).toEqual([
      "plan",
      "elevation-left",
      "elevation-front",
      "elevation-right",
      "roof",
    ]);
  });

  it("dimensions the plan: 4000 along the house, 3000 out; five posts", () => {
    expect(figures("plan")).toEqual(["4000", "3000"]);
    // front corners, the front's middle post, the two at the house
    expect(byId("plan").model.members).toHaveLength(5);
    expect(byId("plan").model.walls.map((w) => w.id)).toEqual(["house"]);
  });

  it("draws each side's facets as the designer does, on the floor, with the side's length and end heights", () => {
    // the front: two 2000 facets, 2400 high at both ends
    expect(figures("elevation-front")).toEqual(["4000", "2400", "2400"]);
    const front = byId("elevation-front").model;
    expect(front.frames).toHaveLength(2);
    // both stand on the floor line y = 0 and sit side by side from x = 0 to 4000
    const xs = front.frames.flatMap((f) => f.outline.map(([x]) => x));
    const ys = front.frames.flatMap((f) => f.outline.map(([, y]) => y));
    expect(Math.min(...xs)).toBeCloseTo(0, 6);
    expect(Math.max(...xs)).toBeCloseTo(4000, 6);
    expect(Math.max(...ys)).toBeCloseTo(0, 6);
    expect(Math.min(...ys)).toBeCloseTo(-2400, 6);
    // each facet's own frame dimensions come with it (the designer's)
    expect(front.dimensions.filter((d) => d.kind === "frame").length).toBeGreaterThan(0);
    expect(front.members.some((m) => m.role === "frame")).toBe(true);
    // the left side, house → front: 3203.8 at the house, 2400 at the front, 3000 long
    expect(figures("elevation-left")).toEqual(["3000", "3204", "2400"]);
    expect(figures("elevation-right")).toEqual(["3000", "2400", "3204"]);
  });

  it("draws the roof plane, its rafters and wall plate from above, with its sizes", () => {
    const roof = byId("roof").model;
    expect(roof.fills.map((f) => f.id)).toEqual(["roof-main"]);
    expect(figures("roof")).toEqual(["4000", "3000"]);
    expect(roof.members.length).toBe(built.value.members.filter((m) => m.kind !== "post").length);
  });

  it("renders as SVG through the render model's own renderer", () => {
    for (const d of drawings) {
      const svg = svgOfModel(d.model);
      expect(svg.startsWith("<svg")).toBe(true);
      expect(svg).toContain(figures(d.id)[0]!);
    }
  });
});

describe("the plan of an L footprint", () => {
  it("draws its outline, the house band, the valley and every side's length", () => {
    const l = { kind: "lShape" as const, length: 4000, depth: 3000, wingLength: 3000, wingDepth: 2000 };
    const shaped = buildShapedSunroom({ ...s, roof: "hip" }, l);
    if (!shaped.ok) throw new Error(JSON.stringify(shaped.issues));
    const plan = shapedPlanDrawing(shaped.value).model;
    expect(plan.frames[0]!.outline).toHaveLength(6);
    // the sides in order: the house wall 4000, 3000 down the right, 1000 back to the inner corner,
    // 2000 down the wing, 3000 across its front, 5000 back up the left
    expect(plan.dimensions.map((d) => d.text)).toEqual(["4000", "3000", "1000", "2000", "3000", "5000"]);
    expect(plan.members.filter((m) => m.id.startsWith("house"))).toHaveLength(1);
    expect(plan.members.filter((m) => m.id === "valley")).toHaveLength(1);
    // a post at each end of the five open sides: the six corners
    expect(plan.members.filter((m) => m.id.startsWith("post"))).toHaveLength(6);
    expect(svgOfModel(plan)).toContain("<svg");
  });
});

describe("the drawings of a hip-roofed L", () => {
  // the L of l-hip.test.ts: 4000 × 3000 along the house, a 3000 wide wing 2000 further out, eaves
  // 2400 (sunroomOf), no overhang, pitch 30°; facets in the TB60 series
  const l = { kind: "lShape" as const, length: 4000, depth: 3000, wingLength: 3000, wingDepth: 2000 };
  const shaped = buildShapedSunroom(
    { ...s, roof: "hip", slope: { by: "pitch", degrees: 30 } },
    l,
    [],
    TEST_RAFTERS,
  );
  if (!shaped.ok) throw new Error(JSON.stringify(shaped.issues));
  const all = shapedDrawings(shaped.value, seriesGeometry(tb60));
  const get = (id: string) => all.find((d) => d.id === id)!;
  const free = (id: string) =>
    get(id)
      .model.dimensions.filter((d) => d.kind === "free")
      .map((d) => d.text);

  it("has the plan, an elevation of each of the five open sides and the roof plan", () => {
    expect(all.map((d) => d.id)).toEqual([
      "plan",
      "elevation-s2",
      "elevation-s3",
      "elevation-s4",
      "elevation-s5",
      "elevation-s6",
      "roof",
    ]);
  });

  it("dimensions each side's elevation: its length, and 2400 at both ends (every open side is an eaves side)", () => {
    // wing A's right 3000, its front 1000, the wing's right 2000, its front 3000, the left 5000
    const lengths = ["3000", "1000", "2000", "3000", "5000"];
    ["s2", "s3", "s4", "s5", "s6"].forEach((side, i) => {
      expect(free(`elevation-${side}`).slice(-3)).toEqual([lengths[i], "2400", "2400"]);
    });
  });

  it("draws the roof plan: six planes, both ridges, four hips and the valley, 4000 by 5000 overall", () => {
    const roof = get("roof").model;
    expect(roof.frames).toHaveLength(6);
    const ids = roof.members.map((m) => m.id);
    for (const id of [
      "valley",
      "ridge-A",
      "ridge-B",
      "hip-A-left",
      "hip-A-right",
      "hip-B-left",
      "hip-B-right",
    ])
      expect(ids).toContain(id);
    expect(ids.filter((id) => id.startsWith("post"))).toEqual([]);
    expect(free("roof")).toEqual(["4000", "5000"]);
    for (const d of all) expect(svgOfModel(d.model).startsWith("<svg")).toBe(true);
  });
});
