import { describe, expect, it } from "vitest";
import { type Face, fontRuns } from "./font-runs.ts";

/** A face that has the code points of the given characters (and the ranges). */
const face = (name: string, chars: string, ...ranges: [number, number][]): Face => {
  const set = new Set([...chars].map((c) => c.codePointAt(0)));
  return { name, has: (cp) => set.has(cp) || ranges.some(([a, b]) => cp >= a && cp <= b) };
};
// main: ASCII and CJK; symbols: ❤ and ☒; emoji: emoji, ❤ and the skin tones
const main = face("main", "", [0x20, 0x7e], [0x4e00, 0x9fff], [0xc0, 0x24f], [0x1ea0, 0x1eff]);
const symbols = face("symbols", "❤☒");
const emoji = face("emoji", "❤", [0x1f300, 0x1faff], [0x1f1e6, 0x1f1ff]);

describe("fontRuns", () => {
  it("keeps text the main font has in one run", () => {
    expect(fontRuns("王小明 Li Wei", [main, symbols], emoji)).toEqual([
      { font: "main", text: "王小明 Li Wei" },
    ]);
  });

  it("prints emoji in the emoji font, whole sequences together", () => {
    expect(fontRuns("王小明 🏠😀!", [main, symbols], emoji)).toEqual([
      { font: "main", text: "王小明 " },
      { font: "emoji", text: "🏠😀" },
      { font: "main", text: "!" },
    ]);
    // skin tone, ZWJ family and a flag stay whole grapheme clusters in the emoji font
    const runs = fontRuns("a👍🏽👨‍👩‍👧🇨🇳b", [main], emoji);
    expect(runs).toEqual([
      { font: "main", text: "a" },
      { font: "emoji", text: "👍🏽👨‍👩‍👧🇨🇳" },
      { font: "main", text: "b" },
    ]);
  });

  it("sends a character asked for as emoji (U+FE0F) to the emoji font, else to the text fonts first", () => {
    expect(fontRuns("❤️", [main, symbols], emoji)).toEqual([{ font: "emoji", text: "❤️" }]);
    expect(fontRuns("❤", [main, symbols], emoji)).toEqual([{ font: "symbols", text: "❤" }]);
  });

  it("composes decomposed Vietnamese so the main font draws each letter whole", () => {
    const decomposed = "Nguye\u0302\u0303n";
    expect(fontRuns(decomposed, [main], emoji)).toEqual([{ font: "main", text: "Nguyễn" }]);
  });

  it("writes a character no font has as its code point, in the main font", () => {
    expect(fontRuns("ก ok", [main, symbols], emoji)).toEqual([{ font: "main", text: "[U+0E01] ok" }]);
    expect(fontRuns("line\nbreak", [main], emoji)).toEqual([{ font: "main", text: "line\nbreak" }]);
  });
});
