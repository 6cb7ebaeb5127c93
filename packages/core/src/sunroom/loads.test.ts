// The load rule against the table in docs/sunroom.md "Loads", figures worked by hand.
import { describe, expect, it } from "vitest";
import { allowedRafterSpacing, roofLoads, roofSnowCoefficient, SNOW_ZONES, WIND_ZONES } from "./loads.ts";
import { buildSunroom } from "./sunroom.ts";
import { sunroomOf, TEST_RAFTER, TEST_RAFTERS } from "./test-sunroom.ts";

describe("zones", () => {
  it("are the documented kN/m² classes", () => {
    expect(SNOW_ZONES).toEqual({ S0: 0, S1: 0.3, S2: 0.5, S3: 0.8, S4: 1.2, S5: 2.0 });
    expect(WIND_ZONES).toEqual({ W1: 0.3, W2: 0.45, W3: 0.6, W4: 0.8, W5: 1.0 });
  });

  it("lets snow off steeper roofs (GB 50009 Table 7.2.1: 1.0 to 25°, 0 from 50°)", () => {
    expect(roofSnowCoefficient(10)).toBe(1);
    expect(roofSnowCoefficient(25)).toBe(1);
    expect(roofSnowCoefficient(30)).toBeCloseTo(0.8, 12);
    expect(roofSnowCoefficient(45)).toBeCloseTo(0.2, 12);
    expect(roofSnowCoefficient(50)).toBe(0);
  });
});

describe("rafter spacing", () => {
  it("works a 3250 span at 22.6° in S2 / W2 under 0.30 kN/m² glass", () => {
    // snow 1.0 · 0.5 = 0.5; wind 0.45
    // snow leading 0.5 + 0.6 · 0.45 = 0.77; wind leading 0.45 + 0.7 · 0.5 = 0.80 → 0.80
    // q_k = 0.30 + 0.80 = 1.10; q_d = 1.3 · 0.30 + 1.5 · 0.80 = 0.39 + 1.20 = 1.59 kN/m²
    const loads = roofLoads(22.62, "S2", "W2", 0.3);
    expect(loads.characteristic).toBeCloseTo(1.1, 12);
    expect(loads.design).toBeCloseTo(1.59, 12);
    // strength: 8 · 26 700 · 140 / (1.59e-3 · 3250²) = 29 904 000 / 16 794.375 = 1780.60
    // deflection: 384 · 70 000 · 1.6e6 / (5 · 200 · 1.1e-3 · 3250³) = 4.3008e13 / 3.77609e10 = 1138.95
    const rule = allowedRafterSpacing(3250, loads, TEST_RAFTER);
    expect(rule.byStrength).toBeCloseTo(1780.6, 1);
    expect(rule.byDeflection).toBeCloseTo(1138.95, 1);
    expect(rule).toMatchObject({ governs: "deflection" });
    expect(rule.allowed).toBe(rule.byDeflection);
  });

  it("works a 45° lean-to: a longer span, less snow", () => {
    // span 3000 / cos 45° = 4242.64; snow (50 − 45)/25 · 0.5 = 0.1
    // leading: max(0.1 + 0.27, 0.45 + 0.07) = 0.52 → q_k = 0.82
    // deflection: 4.3008e13 / (1000 · 0.82e-3 · 4242.64³ = 6.2621e10) = 686.79
    const loads = roofLoads(45, "S2", "W2", 0.3);
    expect(loads.characteristic).toBeCloseTo(0.82, 12);
    expect(allowedRafterSpacing(3000 / Math.cos(Math.PI / 4), loads, TEST_RAFTER).allowed).toBeCloseTo(
      686.79,
      1,
    );
  });
});

describe("the warning", () => {
  it("appears when the pitch makes the laid spacing too wide, and goes when it comes back", () => {
    // 1000 chosen over 4000 → 4 bays of 1000. At 22.62° the rule allows 1138.95: no warning.
    const low = buildSunroom(
      sunroomOf({ rafterSpacing: 1000, slope: { by: "ridge", height: 3650 } }),
      TEST_RAFTERS,
    );
    expect(low.ok && low.value.warnings).toEqual([]);
    // at 45° it allows 686.79 < 1000: warned, with the figures, and the spacing left as chosen
    const steep = buildSunroom(
      sunroomOf({ rafterSpacing: 1000, slope: { by: "pitch", degrees: 45 } }),
      TEST_RAFTERS,
    );
    if (!steep.ok) throw new Error("refused");
    expect(steep.value.warnings).toHaveLength(1);
    expect(steep.value.warnings[0]).toMatchObject({
      code: "sunroom.rafter_spacing_exceeds",
      field: "rafterSpacing",
      chosen: 1000,
      laid: 1000,
      governs: "deflection",
    });
    expect(steep.value.warnings[0]!.allowed).toBeCloseTo(686.79, 1);
    expect(steep.value.members.filter((m) => m.kind === "rafter")).toHaveLength(5);
  });

  it("warns for a narrower spacing only when the bays as laid exceed the rule", () => {
    // 700 chosen at 45°: 4000 / 700 → 6 bays of 666.67 ≤ 686.79, no warning
    const r = buildSunroom(
      sunroomOf({ rafterSpacing: 700, slope: { by: "pitch", degrees: 45 } }),
      TEST_RAFTERS,
    );
    expect(r.ok && r.value.warnings).toEqual([]);
  });
});
