import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chineseCapitalAmount } from "./chinese-capital-amount.ts";

const yuan = (text: string) => Math.round(Number(text) * 100);

/** Reads capital numerals back to fen, independently of the writer (for the round trip). */
function parse(text: string): number {
  const digits = "零壹贰叁肆伍陆柒捌玖";
  const body = text.replace(/整$/, "");
  const [whole = "", fraction = ""] = body.includes("元") ? body.split("元") : ["", body];
  const units: Record<string, number> = { 兆: 1e12, 亿: 1e8, 万: 1e4 };
  const places: Record<string, number> = { 拾: 10, 佰: 100, 仟: 1000 };
  let total = 0;
  let section = 0; // the current group of four digits
  let pending = 0; // the last digit, waiting for its place
  // 万亿 is one unit (10¹²): a marker of its own keeps the units strictly descending.
  for (const ch of whole.replace("万亿", "兆")) {
    const d = digits.indexOf(ch);
    if (d >= 0) pending = d;
    else if (places[ch]) {
      section += pending * places[ch];
      pending = 0;
    } else if (units[ch]) {
      total += (section + pending) * units[ch];
      section = 0;
      pending = 0;
    } else throw new Error(`unexpected ${ch} in ${text}`);
  }
  const wholeYuan = total + section + pending;
  let fen = wholeYuan * 100;
  const jiao = /(.)角/.exec(fraction);
  const cents = /(.)分/.exec(fraction);
  if (jiao?.[1]) fen += digits.indexOf(jiao[1]) * 10;
  if (cents?.[1]) fen += digits.indexOf(cents[1]);
  return fen;
}

describe("chineseCapitalAmount (大写金额)", () => {
  it.each([
    ["12345.67", "壹万贰仟叁佰肆拾伍元陆角柒分"],
    ["12345.00", "壹万贰仟叁佰肆拾伍元整"],
    ["0", "零元整"],
    ["0.5", "伍角"],
    ["0.05", "伍分"],
    ["0.01", "壹分"],
    ["0.55", "伍角伍分"],
    ["1", "壹元整"],
    ["1.5", "壹元伍角"],
    ["10", "壹拾元整"],
    ["11", "壹拾壹元整"],
    ["20", "贰拾元整"],
    ["101", "壹佰零壹元整"],
    ["110", "壹佰壹拾元整"],
    ["1010", "壹仟零壹拾元整"],
    ["1005.01", "壹仟零伍元零壹分"],
    ["1409.50", "壹仟肆佰零玖元伍角"],
    ["6007.14", "陆仟零柒元壹角肆分"],
    ["1680.32", "壹仟陆佰捌拾元叁角贰分"],
    ["16409.02", "壹万陆仟肆佰零玖元零贰分"],
    ["325.04", "叁佰贰拾伍元零肆分"],
    ["100000", "壹拾万元整"],
    ["100700", "壹拾万零柒佰元整"],
    ["107000.53", "壹拾万柒仟元伍角叁分"],
    ["1007000", "壹佰万柒仟元整"],
    ["10000001", "壹仟万零壹元整"],
    ["100000001", "壹亿零壹元整"],
    ["100010000", "壹亿零壹万元整"],
    ["120000000", "壹亿贰仟万元整"],
    ["1000000000", "壹拾亿元整"],
    ["3000000000.3", "叁拾亿元叁角"],
    ["1000000000000", "壹万亿元整"],
    ["1000000010000", "壹万亿零壹万元整"],
    ["1000100000000", "壹万亿零壹亿元整"],
    ["90071992547409.91", "玖拾万亿零柒佰壹拾玖亿玖仟贰佰伍拾肆万柒仟肆佰零玖元玖角壹分"],
  ])("%s yuan → %s", (amount, capital) => {
    expect(chineseCapitalAmount(yuan(amount))).toBe(capital);
  });

  it("refuses what is not a whole, non-negative, safe number of fen", () => {
    for (const bad of [-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => chineseCapitalAmount(bad)).toThrow(RangeError);
    }
  });

  it("reads back to the same amount, with one 零 at most in a row and none at the ends", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 0, max: 1_000_000 }),
          fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
          // amounts with many zeros in the middle
          fc
            .array(fc.constantFrom(0, 0, 0, 1, 5, 9), { minLength: 1, maxLength: 15 })
            .map((ds) => Number(ds.join(""))),
        ),
        (fen) => {
          const text = chineseCapitalAmount(fen);
          expect(parse(text)).toBe(fen);
          if (fen > 0) expect(text).not.toMatch(/零零|^零|零[元整角分万亿]/);
          expect(text).toMatch(/(元整|角|分)$/);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
