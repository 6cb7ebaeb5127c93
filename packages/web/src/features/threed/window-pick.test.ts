import { describe, expect, it } from "vitest";
import { copyWindowPlan } from "./copy-plan.ts";
import { isTap, pickedPlace, TAP } from "./window-pick.ts";

describe("picking a window", () => {
  const down = { x: 100, y: 100, time: 0 };

  it("a press let go where it was pressed, soon, is a tap; one that moved or lingered is not", () => {
    expect(isTap(down, { x: 103, y: 104, time: 120 })).toBe(true); // 5 px (3-4-5) in 120 ms
    expect(isTap(down, { x: 100 + TAP.slop, y: 100, time: TAP.ms })).toBe(true);
    expect(isTap(down, { x: 105, y: 105, time: 100 })).toBe(false); // 7.07 px: a drag
    expect(isTap(down, { x: 100, y: 100, time: TAP.ms + 1 })).toBe(false);
  });

  it("names the picked window by its place in the drawing", () => {
    const frames = [{ id: "a" }, { id: "b" }, { id: "c" }];
    expect(pickedPlace(frames, "b")).toEqual({ index: 2, count: 3 });
    expect(pickedPlace(frames, null)).toBeNull();
    expect(pickedPlace(frames, "gone")).toBeNull();
  });
});

describe("copying a picked window's plan", () => {
  const plans: Record<string, string> = { F1: "<svg>F1</svg>", F2: "<svg>F2</svg>" };
  const planOf = (id: string) => plans[id] ?? null;
  const clipboard = () => {
    const written: string[] = [];
    return {
      written,
      deps: {
        toPng: async (svg: string) => new Blob([`png of ${svg}`], { type: "image/png" }),
        writePng: async (png: Promise<Blob>) => void written.push(await (await png).text()),
      },
    };
  };

  it("is refused without a pick, and nothing is copied", async () => {
    const c = clipboard();
    expect(await copyWindowPlan(null, planOf, c.deps)).toBe("pickFirst");
    // a pick of a window the drawing no longer has counts as none
    expect(await copyWindowPlan("F9", planOf, c.deps)).toBe("pickFirst");
    expect(c.written).toEqual([]);
  });

  it("copies the picked window's plan, and only it, as a picture", async () => {
    const c = clipboard();
    expect(await copyWindowPlan("F2", planOf, c.deps)).toBe("copied");
    expect(c.written).toEqual(["png of <svg>F2</svg>"]);
  });

  it("passes on a clipboard's refusal", async () => {
    const c = clipboard();
    const refusing = { ...c.deps, writePng: () => Promise.reject(new Error("denied")) };
    await expect(copyWindowPlan("F1", planOf, refusing)).rejects.toThrow("denied");
  });
});
