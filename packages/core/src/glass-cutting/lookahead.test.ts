import { describe, expect, it } from "vitest";
import { lookaheadFill, type SizeStock } from "./lookahead.ts";
import type { Rect } from "./types.ts";

describe("lookaheadFill", () => {
  it("uses up exactly the pieces it places (its trials give back what they take)", () => {
    // sizes largest first; every trial of a size and a cut fills the rests greedily on the
    // same counts and must give each piece back before the next trial
    const sizes: SizeStock[] = [
      { w: 600, h: 500, value: 300_000, pieces: [] },
      { w: 400, h: 300, value: 120_000, pieces: [] },
      { w: 300, h: 200, value: 60_000, pieces: [] },
      { w: 150, h: 100, value: 15_000, pieces: [] },
    ];
    const left = Int32Array.of(2, 3, 4, 6);
    const box: Rect = { x: 0, y: 0, width: 1000, height: 800 };
    const out = {
      placed: [] as { size: number; x: number; y: number; rot: boolean }[],
      leftovers: [] as Rect[],
    };
    const value = lookaheadFill(sizes, left, box, true, 8, out);
    const placed = [0, 0, 0, 0];
    for (const p of out.placed) placed[p.size] = (placed[p.size] as number) + 1;
    expect([...left]).toEqual([2 - placed[0]!, 3 - placed[1]!, 4 - placed[2]!, 6 - placed[3]!]);
    expect(value).toBe(placed.reduce((s, c, i) => s + c * sizes[i]!.value, 0));
    // the panes and the leftovers tile the box: 1000 · 800 = 800 000 mm²
    const area =
      out.placed.reduce((s, p) => s + sizes[p.size]!.w * sizes[p.size]!.h, 0) +
      out.leftovers.reduce((s, r) => s + r.width * r.height, 0);
    expect(area).toBe(800_000);
  });
});
