import { describe, expect, it } from "vitest";
import { designHardware } from "./hardware.ts";
import type { Region } from "./model.ts";
import { frameDesign, glass, rectangle, sash } from "./test-designs.ts";

const split = (children: Region[]): Region => ({
  kind: "split",
  id: "S",
  direction: "vertical",
  mullions: children.slice(1).map((_, i) => ({ id: `M${i}`, position: (i + 1) * 500 })),
  children,
});

describe("a window's hardware", () => {
  it("names each distinct hinge, handle and lock of its sashes, in drawing order", () => {
    const roto: Region = {
      ...(sash("A") as Extract<Region, { kind: "sash" }>),
      hinge: { type: "Roto NT", count: 3 },
      handle: { type: "Hoppe Tokyo", offset: 0 },
      lock: { type: "multipoint" },
    };
    const design = frameDesign(rectangle(1500, 1400), split([roto, glass("G"), sash("B")]));
    expect(designHardware(design)).toEqual({
      hinges: ["Roto NT", "friction"],
      handles: ["Hoppe Tokyo", "lever"],
      locks: ["multipoint"],
    });
  });

  it("has none for a fixed window, and no hinge where a sash has no hinges", () => {
    expect(designHardware(frameDesign(rectangle(1000, 1000), glass("G")))).toEqual({
      hinges: [],
      handles: [],
      locks: [],
    });
    const hingeless: Region = {
      ...(sash("A") as Extract<Region, { kind: "sash" }>),
      hinge: { type: "friction", count: 0 },
    };
    expect(designHardware(frameDesign(rectangle(1000, 1000), hingeless)).hinges).toEqual([]);
  });
});
