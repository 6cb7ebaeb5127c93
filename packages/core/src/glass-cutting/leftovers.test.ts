import { describe, expect, it } from "vitest";
import { leftoversOf } from "./leftovers.ts";

describe("leftoversOf", () => {
  it("frees the parts no pane covers, as the cuts between the panes leave them", () => {
    // 1000 × 600 from (0, 0): a 400 × 600 pane on the left, a 300 × 200 pane at (400, 0).
    // Cut at x = 400: the right part 600 × 600 holds the second pane in its corner; the cuts around
    // it leave 300 × 600 on its right and 300 × 400 under it.
    const out = leftoversOf(
      [
        { x: 0, y: 0, width: 400, height: 600 },
        { x: 400, y: 0, width: 300, height: 200 },
      ],
      { x: 0, y: 0, width: 1000, height: 600 },
    );
    expect(out).toEqual([
      { x: 700, y: 0, width: 300, height: 600 },
      { x: 400, y: 200, width: 300, height: 400 },
    ]);
    // 400·600 + 300·200 + 300·600 + 300·400 = 240 000 + 60 000 + 180 000 + 120 000 = 600 000
  });

  it("leaves the whole box when it holds no pane, and refuses a layout no guillotine cut parts", () => {
    expect(leftoversOf([], { x: 10, y: 10, width: 50, height: 40 })).toEqual([
      { x: 10, y: 10, width: 50, height: 40 },
    ]);
    // a pinwheel of four panes round a hole: no straight cut parts them
    const pinwheel = [
      { x: 0, y: 0, width: 2, height: 1 },
      { x: 2, y: 0, width: 1, height: 2 },
      { x: 1, y: 2, width: 2, height: 1 },
      { x: 0, y: 1, width: 1, height: 2 },
    ];
    expect(() => leftoversOf(pinwheel, { x: 0, y: 0, width: 3, height: 3 })).toThrow();
  });
});
