import { describe, expect, it } from "vitest";
import {
  evaluate,
  evaluateText,
  formulaMessage,
  isFormulaError,
  makeScope,
  PARENT,
  parse,
  print,
  variablesOf,
} from "./index.ts";

const vars = { W: 1500, H: 1400, FW: 60, OPENTYPE: "casement", MV: 1 };

describe("evaluating formulas a factory writes", () => {
  it.each([
    ["W", 1500],
    ["W - 2*FW", 1380],
    ["(W - FW) / 2", 720],
    ["w/2-26+17", 741],
    ["H - 2 * 60 + 2 * 8", 1296],
    ["-W + 1", -1499],
    ["2 * -3", -6],
    ["10 - 4 - 3", 3],
    ["100 / 10 / 5", 2],
    ["1 + 2 * 3", 7],
    ["if(W > 1200, 3, 2)", 3],
    ["if(W > 1600, 3, 2)", 2],
    ["IF(MV = 0, 0, H - 120)", 1280],
    ["min(W, H, 1450)", 1400],
    ["max(W, H)", 1500],
    ["round(2.5)", 3],
    ["round(-2.5)", -3],
    ["round(1.005, 2)", 1.01],
    ["ceil(1396 / 500)", 3],
    ["floor(1396 / 500)", 2],
    ["ceil(0.1 + 0.2, 1)", 0.3],
    ["abs(-12.5)", 12.5],
    ["sqrt(W*W + H*H)", Math.sqrt(1500 ** 2 + 1400 ** 2)],
    ["round(sin(30), 6)", 0.5],
    ["round(cos(60), 6)", 0.5],
    ["round(tan(45), 6)", 1],
    ["W > 1000 and H > 1500", 0],
    ["W > 1000 or H > 1500", 1],
    ["not W > 2000", 1],
    ["W > 1000 && !(H < 100)", 1],
    ["OPENTYPE = 'Casement'", 1],
    ['OPENTYPE <> "slide"', 1],
    ["W != 1500", 0],
    ["W == 1500", 1],
    ["(H > 1200) + 1", 2],
    ["1e3 + .5", 1000.5],
    ["W × 2 ÷ 3", 1000],
    ["max（W，H）", 1500],
  ])("%s = %s", (text, expected) => {
    expect(evaluateText(text, vars)).toBeCloseTo(expected as number, 9);
  });

  it("gives the exact values of the usual angles, in degrees", () => {
    // A user writing W * sin(30) for a 1500 wide window expects 750, not 749.9999999999999.
    expect(evaluateText("W * sin(30)", vars)).toBe(750);
    expect(evaluateText("cos(60)", vars)).toBe(0.5);
    expect(evaluateText("cos(90)", vars)).toBe(0);
    expect(evaluateText("sin(180)", vars)).toBe(0);
    expect(evaluateText("sin(-180)", vars)).toBe(0);
    expect(evaluateText("tan(45)", vars)).toBe(1);
    expect(evaluateText("tan(-45)", vars)).toBe(-1);
    expect(evaluateText("sin(45) * sin(45)", vars)).toBeCloseTo(0.5, 12);
  });

  it("reads the typographic minus and the full-width symbols of Chinese input methods", () => {
    expect(evaluateText("W − 2 × 60", vars)).toBe(1380);
    expect(evaluateText("（Ｗ－１２０）／２＋８", vars)).toBe(698);
    expect(evaluateText("if(W ＞＝ 1500，1，0)", vars)).toBe(1);
    // Quoted text stays as typed.
    expect(evaluateText("concat('５＋５')", vars)).toBe("５＋５");
  });

  it("returns text for string results (codes, colours)", () => {
    expect(evaluateText("if(W > 1200, 'F001', 'F002')", vars)).toBe("F001");
    expect(evaluateText("concat('S', 1, '-', OPENTYPE)", vars)).toBe("S1-casement");
  });

  it("reads variables whatever their case", () => {
    expect(evaluateText("w + h + Fw", vars)).toBe(2960);
    expect(evaluateText("W", { w: 3 })).toBe(3);
  });

  it("does not evaluate the branch not taken (no division by zero error)", () => {
    expect(evaluateText("if(MV = 0, 0, W / MV)", { ...vars, MV: 0 })).toBe(0);
    expect(evaluateText("MV > 0 and W / MV > 100", { ...vars, MV: 0 })).toBe(0);
  });

  it("falls back to the parent scope for names a scope does not hold", () => {
    const parsed = parse("L + W - FW");
    if (!parsed.ok) throw new Error("parse failed");
    const frame = { [PARENT]: { FW: 60 }, W: 1500 };
    expect(evaluate(parsed.ast, { [PARENT]: frame, L: 1280 })).toBe(2720);
    expect(evaluate(parsed.ast, { [PARENT]: frame, L: 1, W: 10 })).toBe(-49);
    expect(evaluate(parsed.ast, { [PARENT]: { W: 1 }, L: 1 })).toMatchObject({
      code: "err_12",
      detail: "FW",
    });
  });

  it("parses once and evaluates with many scopes", () => {
    const parsed = parse("W * 2 + H");
    if (!parsed.ok) throw new Error("parse failed");
    expect(evaluate(parsed.ast, makeScope({ W: 1, H: 2 }))).toBe(4);
    expect(evaluate(parsed.ast, makeScope({ W: 10, H: 5 }))).toBe(25);
    expect(variablesOf(parsed.ast)).toEqual(["W", "H"]);
  });
});

describe("errors carry a SPEC code and the position to underline", () => {
  it.each([
    ["", "err_0", 0],
    ["   ", "err_0", 0],
    ["W + #", "err_15", 4],
    ["W + ", "err_16", 4],
    ["W H", "err_16", 2],
    ["* W", "err_16", 0],
    ["(W + H", "err_17", 0],
    ["W + H)", "err_17", 5],
    ["max(W, H", "err_17", 3],
    ["foo(W)", "err_18", 0],
    ["W + sqr(4)", "err_18", 4],
    ["round()", "err_19", 0],
    ["if(W, 1)", "err_19", 0],
    ["abs(1, 2)", "err_19", 0],
    ["W + X", "err_12", 4],
    ["W + 'a'", "err_20", 4],
    ["'a' < 'b'", "err_20", 0],
    ["sqrt(-1)", "err_21", 0],
    ["W / (H - 1400)", "err_21", 0],
    ["'open", "err_16", 0],
    ["W + 1e400", "err_21", 4],
    ["W * 1e300 * 1e300", "err_21", 0],
    ["tan(90)", "err_21", 0],
    ["W ＋ #", "err_15", 4],
  ])("%j → %s at %i", (text, code, position) => {
    const r = evaluateText(text, vars);
    expect(r).toMatchObject({ kind: "error", code, position });
  });

  it("keeps text that reads like an error code as text: only real errors are errors", () => {
    expect(evaluateText("concat('err_', '1')", vars)).toBe("err_1");
    expect(evaluateText("concat('err_', 21)", vars)).toBe("err_21");
    expect(evaluateText("if(concat('err_', 1) = 'err_1', 1, 0)", vars)).toBe(1);
    expect(evaluateText("'err_12'", vars)).toBe("err_12");
    expect(evaluateText("CODE", { CODE: "err_5" })).toBe("err_5");
    // An error inside the call still surfaces with its code, its span and its words.
    const real = evaluateText("concat('err_', W / 0)", vars);
    expect(real).toMatchObject({ kind: "error", code: "err_21", position: 15, length: 5 });
    expect(isFormulaError(real) && formulaMessage("en-US", real.code)).toBe(
      "Bad expression: result is not a number (division by zero?)",
    );
    expect(evaluateText("concat('err_', GAP)", vars)).toMatchObject({ code: "err_12", detail: "GAP" });
  });

  it("names the unknown variable so the editor can say which", () => {
    expect(evaluateText("W - SASH_GAP", vars)).toMatchObject({
      code: "err_12",
      detail: "SASH_GAP",
      length: 8,
    });
  });
});

describe("printer", () => {
  it.each([
    ["(W - 2*FW)/2", "(W - 2 * FW) / 2"],
    ["W - (H - 1)", "W - (H - 1)"],
    ["(W - H) - 1", "W - H - 1"],
    ["-(W + 1)", "-(W + 1)"],
    ["not (a = b) and c", "not A = B and C"],
    ["(not a) + 1", "(not A) + 1"],
    ["IF(x,'a',\"b'c\")", "if(X, 'a', \"b'c\")"],
  ])("%s prints as %s", (text, expected) => {
    const parsed = parse(text);
    if (!parsed.ok) throw new Error(parsed.error.code);
    expect(print(parsed.ast)).toBe(expected);
  });
});
