// The hip-roofed L sunroom built whole (docs/sunroom.md "The L's hip roof built"), worked out by
// hand: the L of l-roof.test.ts — first leg a × b = 4000 × 3000 along the house wall, second leg
// c = 3000 wide running d = 2000 further out at its left end — eaves E = 2500, no overhang, pitch
// atan(3/4) = 36.87° (tan 0.75, cos 0.8), rafters at most 500 apart, no purlins.
// j = b − c/2 = 1500 (where the valley meets wing B's ridge); wing A's ridge at x = a/2 = 2000
// from y = 0 to b − a/2 = 1000, height 2500 + 2000 × 0.75 = 4000; wing B's at x = c/2 = 1500 from
// y = 1500 to b + d − c/2 = 3500, height 2500 + 1500 × 0.75 = 3625.
import { describe, expect, it } from "vitest";
import { buildLHipSunroom, lHipRoof } from "./l-hip.ts";
import { lValleyJacks } from "./l-roof.ts";
import type { Member } from "./members.ts";
import { sunroomOf, TEST_RAFTER } from "./test-sunroom.ts";

const L = { length: 4000, depth: 3000, wingLength: 3000, wingDepth: 2000 };
const PITCH = (Math.atan(0.75) * 180) / Math.PI;
const S = sunroomOf({ roof: "hip", eaveHeight: 2500, rafterSpacing: 500, purlinSpacing: 0 });
const built = buildLHipSunroom(L, S, PITCH, 0.75, TEST_RAFTER);
const byId = (id: string) => built.members.find((m) => m.id === id)!;
const lengths = (ms: Member[]) => ms.map((m) => Math.round(m.length * 100) / 100);
const panelArea = (plane: string) =>
  built.panels.filter((p) => p.plane === plane).reduce((t, p) => t + p.area, 0);

describe("the L's hip roof", () => {
  it("is six planes that cover the L once, each its share of the roof", () => {
    // plan areas (shoelace) over cos p = 0.8, m²:
    // A-left (0,0) (0,1500) (1500,1500) (2000,1000) (2000,0): 2000 × 1500 − ½ × 500 × 500 = 2 875 000 → 3.59375
    // B-left (0,1500) (0,5000) (1500,3500) (1500,1500): 1500 × (3500 + 2000) / 2 = 4 125 000 → 5.15625
    // B-front (0,5000) (3000,5000) (1500,3500): ½ × 3000 × 1500 = 2 250 000 → 2.8125
    // B-right (3000,5000) (3000,3000) (1500,1500) (1500,3500): a parallelogram 2000 × 1500 → 3.75
    // A-front (3000,3000) (4000,3000) (2000,1000) (1500,1500): |−3e6 − 2e6 + 1.5e6 + 0| / 2 = 1 750 000 → 2.1875
    // A-right (4000,3000) (4000,0) (2000,0) (2000,1000): 2000 × (3000 + 1000) / 2 = 4 000 000 → 5
    // together 18 m² of floor (4 × 3 + 3 × 2) → 22.5 m² of roof
    expect(built.roof.planes.map((p) => p.id)).toEqual([
      "A-left",
      "B-left",
      "B-front",
      "B-right",
      "A-front",
      "A-right",
    ]);
    const want: Record<string, number> = {
      "A-left": 3.59375,
      "B-left": 5.15625,
      "B-front": 2.8125,
      "B-right": 3.75,
      "A-front": 2.1875,
      "A-right": 5,
    };
    for (const [plane, area] of Object.entries(want)) expect(panelArea(plane)).toBeCloseTo(area, 6);
    expect(built.panels.reduce((t, p) => t + p.area, 0)).toBeCloseTo(22.5, 6);
    expect(built.area).toBe(18);
  });

  it("cuts wing A's front panels along the valley, bevelled by half its turn", () => {
    // A-front between its rafters: the jacks at x = 2000, 2500, the rafters at 3000, 3500
    // (x = 1500 is the valley's top, 4000 the hip's corner). Up the slope v = (3000 − y) / 0.8:
    // [1500, 2000] triangle (1500,1500) (2000,1000) (2000,2000): ½ × 1000 × 500 = 250 000 → 0.3125 m², 1250 long
    // [2000, 2500] between the valley y = x and the hip y = x − 1000: 500 × 1000 → 0.625, 1250 long
    // [2500, 3000] the same → 0.625
    // [3000, 3500] eave y = 3000, hip from (3000,2000) to (3500,2500): 500 × (1000 + 500) / 2 → 0.46875
    // [3500, 4000] 500 × 500 / 2 → 0.15625
    const front = built.panels.filter((p) => p.plane === "A-front");
    expect(front.map((p) => p.width)).toEqual([500, 500, 500, 500, 500].map((w) => expect.closeTo(w, 6)));
    expect(front.map((p) => p.area)).toEqual(
      [0.3125, 0.625, 0.625, 0.46875, 0.15625].map((a) => expect.closeTo(a, 6)),
    );
    expect(front[0]!.length).toBeCloseTo(1250, 6);
    // the valley turns acos(cos² p) = acos(0.64) = 50.2082°; the panel's edge along it is cut at half: 25.1041°
    const valleyEdges = built.panels.flatMap((p) => p.edges.filter((e) => e.kind === "valley"));
    // A-front's first three panels and B-right's jack panels (y in [1500, 3000]) lie along it
    expect(valleyEdges.length).toBe(6);
    for (const e of valleyEdges) expect(e.bevel).toBeCloseTo(25.1041, 3);
  });

  it("keeps each plane's panels within it (the plan with an overhang of 300)", () => {
    // with o = 300 the roof's plan is (a + 2o)(b + o) + (c + 2o) d = 4600 × 3300 + 3600 × 2000 =
    // 15 180 000 + 7 200 000 = 22 380 000 mm² → 22.38 / 0.8 = 27.975 m² of roof
    const o = buildLHipSunroom(L, { ...S, overhang: 300 }, PITCH, 0.75, TEST_RAFTER);
    expect(o.panels.reduce((t, p) => t + p.area, 0)).toBeCloseTo(27.975, 6);
  });
});

describe("the L's members", () => {
  it("stands a post 2500 high at each of the six corners and runs the ring beams along the five open sides", () => {
    const posts = built.members.filter((m) => m.kind === "post");
    expect(posts.map((p) => [p.from[0], p.from[1]])).toEqual([
      [4000, 0],
      [4000, 3000],
      [3000, 3000],
      [3000, 5000],
      [0, 5000],
      [0, 0],
    ]);
    expect(posts.every((p) => p.length === 2500)).toBe(true);
    // right of wing A 3000, front of wing A 1000 (4000 − 3000), the wing's right 2000, its front 3000, the left 5000
    const beams = built.members.filter((m) => m.kind === "ringBeam");
    expect(lengths(beams)).toEqual([3000, 1000, 2000, 3000, 5000]);
    // mitred 45° in plan where two open sides meet (the inner corner too), square against the house
    expect(beams.map((b) => b.cuts.map((c) => c.plan))).toEqual([
      [0, 45],
      [45, 45],
      [45, 45],
      [45, 45],
      [45, 0],
    ]);
  });

  it("has both wings' ridges, four hips and the valley at their hand lengths", () => {
    expect(byId("ridge-A")).toMatchObject({ length: 1000, from: [2000, 0, 4000], to: [2000, 1000, 4000] });
    expect(byId("ridge-B")).toMatchObject({ length: 2000, from: [1500, 1500, 3625], to: [1500, 3500, 3625] });
    // a hip rises 0.75 per mm of run over a plan √2 per mm of run:
    // A right: run 2000: √(2 × 2000² + 1500²) = √10 250 000 = 3201.56
    // A left, from the valley's top (1500,1500) to (2000,1000): run 500: √(2 × 500² + 375²) = √640 625 = 800.39
    // B left and right: run 1500: √(2 × 1500² + 1125²) = √5 765 625 = 2401.17
    expect(lengths(built.members.filter((m) => m.kind === "hip"))).toEqual([
      800.39, 3201.56, 2401.17, 2401.17,
    ]);
    // a hip's own slope atan(0.75 / √2) = atan(0.530330) = 27.9384°, 45° in plan at its top (and at the valley's top)
    expect(byId("hip-A-left").cuts).toEqual([
      { plumb: expect.closeTo(27.9384, 3), plan: 45 },
      { plumb: expect.closeTo(27.9384, 3), plan: 45 },
    ]);
    expect(byId("valley").length).toBeCloseTo(2401.17, 2);
  });

  it("lays the rafters of every plane, the valley jacks among them", () => {
    const rafters = built.members.filter((m) => m.kind === "rafter");
    const on = (plane: string) => lengths(rafters.filter((r) => r.id.startsWith(`rafter-${plane}-`)));
    // left (one plane, rafters at y = 0 … 5000 every 500 and on its split y = 1500, once):
    // A-left y = 0, 500, 1000 run 2000 → 2500; y = 1500 run 1500 → 1875
    expect(on("A-left")).toEqual([2500, 2500, 2500, 1875]);
    // B-left y = 2000 … 3500 run 1500 → 1875; 4000 run 1000 → 1250; 4500 run 500 → 625; 5000 the hip's corner
    expect(on("B-left")).toEqual([1875, 1875, 1875, 1875, 1250, 625]);
    // B-front x = 500 … 2500: runs 500, 1000, 1500, 1000, 500
    expect(on("B-front")).toEqual([625, 1250, 1875, 1250, 625]);
    // B-right y = 4500, 4000, 3500 runs 500, 1000, 1500; y = 3000 from the inner corner to the ridge 1500;
    // the jacks y = 2500 (valley x = 2500 to the ridge 1500) 1000 → 1250, y = 2000 500 → 625
    expect(on("B-right")).toEqual([625, 1250, 1875, 1875, 1250, 625]);
    // A-front: the jacks x = 2000 (valley y = 2000 up to the hips' meeting (2000,1000)) and x = 2500
    // (valley 2500 to the hip 1500) both run 1000 → 1250; x = 3000 run 1000, x = 3500 run 500
    expect(on("A-front")).toEqual([1250, 1250, 1250, 625]);
    // A-right y = 2500 … 0: runs 500, 1000, 1500, 2000, 2000, 2000
    expect(on("A-right")).toEqual([625, 1250, 1875, 2500, 2500, 2500]);
    expect(rafters.length).toBe(31);
    // the jacks are l-roof.ts's (k = 500, 1000 from the inner corner)
    const jacks = lValleyJacks(L, PITCH, 500).map((j) => Math.round(j.length * 100) / 100);
    expect(jacks.sort()).toEqual([1250, 1250, 1250, 625].sort());
    // a jack is cut 45° in plan on the valley, and its span is its own length (valley to hip)
    const jack = rafters.find((r) => r.id.startsWith("rafter-A-front-") && r.from[0] === 2500)!;
    expect(jack.cuts.map((c) => c.plan)).toEqual([45, 45]);
    expect(jack.span).toBeCloseTo(1250, 6);
  });

  it("checks each wing's rafters for the load: wing A's longest span 2500, wing B's 1875", () => {
    // loads (S2, W2, glass 0.30): μr = 1 − (36.87 − 25) / 25 = 0.5252, snow 0.5 × 0.5252 = 0.2626;
    // variable max(0.2626 + 0.6 × 0.45, 0.45 + 0.7 × 0.2626) = 0.63382; q_k = 0.93382, q_d = 1.3 × 0.3 + 1.5 × 0.63382 = 1.34073
    // wing A, L = 2500: deflection 384 × 70 000 × 1.6e6 / (5 × 200 × 0.00093382 × 2500³) = 2947.58 (governs;
    //   strength 8 × 26 700 × 140 / (0.00134073 × 2500²) = 3568.68)
    // wing B, L = 1875: strength 8 × 26 700 × 140 / (0.00134073 × 1875²) = 6344.31 (governs; deflection 6986.85)
    const [a, b] = built.wings;
    expect(a).toMatchObject({ wing: "A", span: 2500, laid: 500, governs: "deflection" });
    expect(a!.allowed).toBeCloseTo(2947.58, 1);
    expect(b).toMatchObject({ wing: "B", span: 1875, laid: 500, governs: "strength" });
    expect(b!.allowed).toBeCloseTo(6344.31, 1);
    expect(built.warnings).toEqual([]);
    // at most 3000 apart wing A's right plane is laid in one bay of 3000 > 2947.58: wing A warns;
    // wing B's widest bay (its front, 3000) is within its 6344.31
    const w = buildLHipSunroom(L, { ...S, rafterSpacing: 3000 }, PITCH, 0.75, TEST_RAFTER);
    expect(w.warnings).toEqual([
      expect.objectContaining({
        wing: "A",
        code: "sunroom.rafter_spacing_exceeds",
        chosen: 3000,
        laid: 3000,
      }),
    ]);
  });

  it("lays purlins across each plane at equal steps up its slope, 45° in plan at a hip", () => {
    // purlins at most 1000 apart up the slope. Wing A's right plane: from its ring beam x = 4000 up
    // to its ridge x = 2000, run 2000, 2500 on the slope: n = ⌈2500 / 1000⌉ = 3 → purlins at
    // x = 3333.33 and 2666.67, each from wing A's right hip (y = x − 1000) to the house wall:
    // 2333.33 and 1666.67 long. The wing's part of the left plane (B-left): run 1500 up to its ridge,
    // 1875 on the slope: n = 2 → x = 750, from the split y = 1500 to wing B's left hip y = 5000 − 750.
    const p = buildLHipSunroom(L, { ...S, purlinSpacing: 1000 }, PITCH, 0.75, TEST_RAFTER);
    const on = (plane: string) => p.members.filter((m) => m.id.startsWith(`purlin-${plane}-`));
    expect(lengths(on("A-right"))).toEqual([2333.33, 1666.67]);
    expect(on("A-right").map((m) => m.cuts.map((c) => c.plan))).toEqual([
      [45, 0],
      [45, 0],
    ]);
    expect(lengths(on("B-left"))).toEqual([2750]);
    expect(on("B-left")[0]!.cuts.map((c) => c.plan)).toEqual([0, 45]);
    // wing A's part (A-left): run 2000 up to its ridge: x = 666.67 and 1333.33, from the house wall to the split, 1500
    expect(lengths(on("A-left"))).toEqual([1500, 1500]);
  });

  it("runs the gutters along the eaves and the flashing up the house wall", () => {
    // gutters: left 5000, B front 3000, B right 2000, A front 1000, A right 3000; a downpipe of 2500 each
    const g = built.runs.filter((r) => r.kind === "gutter");
    expect(g.reduce((t, r) => t + r.length, 0)).toBeCloseTo(14000, 6);
    expect(g.length).toBe(5);
    expect(built.runs.filter((r) => r.kind === "downpipe").map((r) => r.length)).toEqual([
      2500, 2500, 2500, 2500, 2500,
    ]);
    // flashing up the slope from each end of the house wall to wing A's ridge: 2000 / 0.8 = 2500 each
    expect(lengths(built.runs.filter((r) => r.kind === "flashing") as unknown as Member[])).toEqual([
      2500, 2500,
    ]);
  });

  it("gives the roof's heights: eaves 2500, wing A's ridge 4000", () => {
    const roof = lHipRoof(L, S, PITCH, 0.75);
    expect(roof).toMatchObject({
      type: "hip",
      eaveHeight: 2500,
      ridgeHeight: 4000,
      width: 4000,
      depth: 5000,
    });
  });
});
