import { describe, expect, it } from "vitest";
import { frameDesign, glass, rectangle, sash } from "../design/test-designs.ts";
import { DEMO_SERIES } from "../series/demo/index.ts";
import { calculateOrderBom } from "./order.ts";
import { windowHardware } from "./window-hardware.ts";

const tb60 = DEMO_SERIES["alu-tb60-casement"]!;
const bomOf = (root: Parameters<typeof frameDesign>[1]) =>
  calculateOrderBom([
    { design: frameDesign(rectangle(1000, 1400), root, { seriesId: "1" }), series: tb60, count: 1 },
  ]);

describe("the hardware a series chooses for a window", () => {
  it("names the hinges, stays, handles and gears of an opening sash, not its seals", () => {
    const bom = bomOf(sash("S"));
    const names = windowHardware(bom, tb60.accessories).map((h) => h.name);
    const handle = tb60.accessories.find((a) => a.code === "ZS-01")!;
    const seal = tb60.accessories.find((a) => a.code === "JT-02")!;
    expect(names).toContain(handle.name);
    expect(names).not.toContain(seal.name);
    // the seal is in the BOM all the same: it is left out as no hardware
    expect(bom.addons.map((l) => l.code)).toContain("JT-02");
  });

  it("has none for a fixed window", () => {
    expect(windowHardware(bomOf(glass("G")), tb60.accessories)).toEqual([]);
  });
});
