import { describe, expect, it } from "vitest";
import { hardwareSetFor, type SashToHang } from "./hardware-sets.ts";
import type { HardwareSet } from "./schema.ts";

const set = (code: string, kind: HardwareSet["kind"], w: number, h: number, kg: number, only = {}) =>
  ({ kind, code, maxWidth: w, maxHeight: h, maxWeight: kg, ...only }) as HardwareSet;
const series = {
  hardwareSets: [
    set("LIGHT", "tiltTurn", 1000, 1600, 60),
    set("HEAVY", "tiltTurn", 1400, 2400, 130),
    set("OUT", "casement", 900, 1500, 40, { inward: false }),
    set("ROLL", "slide", 1500, 2400, 60, { active: true }),
  ],
};
const sash = (patch: Partial<SashToHang>): SashToHang => ({
  kind: "tiltTurn",
  inward: true,
  active: true,
  width: 800,
  height: 1200,
  weight: 30,
  ...patch,
});

describe("the hardware set a sash hangs on", () => {
  it("takes the first set that fits, in the table's order", () => {
    expect(hardwareSetFor(series, sash({}))?.code).toBe("LIGHT");
    // 1001 wide is over LIGHT's 1000: HEAVY
    expect(hardwareSetFor(series, sash({ width: 1001 }))?.code).toBe("HEAVY");
    // 60.1 kg is over LIGHT's 60 kg: HEAVY
    expect(hardwareSetFor(series, sash({ weight: 60.1 }))?.code).toBe("HEAVY");
    // the limits are inclusive: 1000 × 1600 and 60 kg hang on LIGHT
    expect(hardwareSetFor(series, sash({ width: 1000, height: 1600, weight: 60 }))?.code).toBe("LIGHT");
  });

  it("is null when sets apply and none fits, undefined when none applies", () => {
    expect(hardwareSetFor(series, sash({ height: 2401 }))).toBeNull();
    expect(hardwareSetFor(series, sash({ weight: 131 }))).toBeNull();
    // the only casement set is for outward sashes: an inward one has none to fit
    expect(hardwareSetFor(series, sash({ kind: "casement", inward: true }))).toBeUndefined();
    expect(hardwareSetFor(series, sash({ kind: "casement", inward: false }))?.code).toBe("OUT");
    // a fixed slide panel takes no rollers
    expect(hardwareSetFor(series, sash({ kind: "slide", active: false }))).toBeUndefined();
    expect(hardwareSetFor({}, sash({}))).toBeUndefined();
  });
});
