// The glass an order item records is the first pane in drawing order (left before right, top
// before bottom, a sash's own glass), and the design is left as it was.
import { describe, expect, it } from "vitest";
import { drawingSummary } from "./item-summary.ts";
import { layout } from "./layout/layout.ts";
import type { Design } from "./model.ts";
import { frameDesign, glass, rectangle, sash, slide, split } from "./test-designs.ts";

const summaryGlass = (d: Design) => drawingSummary(d, layout(d)).glass;

describe("drawingSummary's glass", () => {
  it("is the left pane's of a window split by a mullion", () => {
    const d = frameDesign(
      rectangle(1200, 1400),
      split("R", "vertical", 600, glass("L", "6+12A+6"), sash("S", glass("SG", "5+9A+5"))),
    );
    const before = structuredClone(d);
    expect(summaryGlass(d)).toBe("6+12A+6");
    expect(d).toEqual(before);
  });
  it("is the sash's glass when the sash stands first", () => {
    const d = frameDesign(
      rectangle(1200, 1400),
      split("R", "horizontal", 500, sash("S", glass("SG", "5+9A+5")), glass("B", "6+12A+6")),
    );
    expect(summaryGlass(d)).toBe("5+9A+5");
  });
  it("is the first panel's of a slider, and empty for a design of no frame", () => {
    expect(summaryGlass(frameDesign(rectangle(1800, 1400), slide(2, "4+9A+4")))).toBe("4+9A+4");
    expect(summaryGlass({ ...frameDesign(rectangle(1, 1), glass("G")), frames: [] })).toBe("");
  });
});
