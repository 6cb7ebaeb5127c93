import { describe, expect, it } from "vitest";
import { compileSeries } from "./compile.ts";
import { aluCasementSeries } from "./demo/alu-casement.ts";
import { seriesGeometry } from "./geometry.ts";
import { type FormulaRow, type Series, type SeriesInput, seriesSchema } from "./schema.ts";
import { validateSeries } from "./validate.ts";

const base = seriesSchema.parse(aluCasementSeries);

function withFormulas(formulas: SeriesInput["formulas"], parameters = base.parameters): Series {
  return seriesSchema.parse({ ...aluCasementSeries, parameters, formulas });
}
function issuesOf(s: Series) {
  return compileSeries(s).issues.map((i) => [
    i.tab ?? i.parameter,
    i.rowId,
    i.field,
    i.error.code,
    i.error.position,
  ]);
}
const profile = (over: Partial<FormulaRow>): FormulaRow => ({
  id: "r1",
  kind: "profile",
  code: "F001",
  length: "W",
  count: "2",
  optimize: true,
  ...over,
});

describe("series validation reports SPEC codes per row and field", () => {
  it.each([
    [{ kind: undefined }, "kind", "err_1", 0],
    [{ code: "" }, "code", "err_3", 0],
    [{ code: "F999" }, "code", "err_26", 0],
    [{ length: "" }, "length", "err_24", 0],
    [{ count: undefined }, "count", "err_4", 0],
    [{ length: "W - GAP" }, "length", "err_12", 4],
    [{ length: "W - (2" }, "length", "err_17", 4],
    [{ length: "W $ 2" }, "length", "err_15", 2],
    [{ length: "sqr(W)" }, "length", "err_18", 0],
    [{ condition: "W >" }, "condition", "err_23", 3],
    [{ price: "38 *" }, "price", "err_22", 4],
    [{ colour: "=if(W > 1, 'a'" }, "colour", "err_17", 3],
    [{ name: "=NAME_X" }, "name", "err_12", 1],
  ] as const)("%j → %s %s at %i", (over, field, code, position) => {
    const s = withFormulas({ frame: { rows: [profile(over as Partial<FormulaRow>)] } });
    expect(issuesOf(s)).toEqual([["frame", "r1", field, code, position]]);
  });

  it("glass rows need width (err_5), height (err_6) and a spec (err_9)", () => {
    const s = withFormulas({ glass: { rows: [{ id: "g", kind: "glass", count: "1", optimize: true }] } });
    expect(issuesOf(s).map((i) => i[3])).toEqual(["err_5", "err_6", "err_9"]);
  });

  it("two glass rows with the same condition are repeated formulas (err_7, err_8)", () => {
    const g = { kind: "glass", spec: "=SPEC", width: "DW", height: "DH", condition: "INSASH = 0" } as const;
    const s = withFormulas({
      glass: {
        rows: [
          { id: "a", ...g },
          { id: "b", ...g, condition: "insash=0" },
        ],
      },
    });
    expect(issuesOf(s).map((i) => [i[1], i[2], i[3]])).toEqual([
      ["b", "width", "err_7"],
      ["b", "height", "err_8"],
    ]);
  });

  it("a sash tab with rows needs sash width and height formulas (err_10, err_11)", () => {
    const s = withFormulas({ sash: { rows: [profile({ code: "S001", length: "SW" })] } });
    expect(issuesOf(s).map((i) => [i[0], i[2], i[3]])).toEqual([
      ["sash", "sashWidth", "err_10"],
      ["sash", "sashHeight", "err_11"],
    ]);
  });

  it("money rows need a calculation type (err_2) and a price (err_22); quote keywords are err_14", () => {
    const s = withFormulas({
      quote: {
        rows: [
          { id: "q1", kind: "cost", name: "x", price: "600" },
          { id: "q2", kind: "cost", name: "y", calc: "area" },
          { id: "q3", kind: "cost", name: "z", calc: "area", price: "DISCOUNT * 600" },
        ],
      },
    });
    expect(issuesOf(s).map((i) => [i[1], i[2], i[3]])).toEqual([
      ["q1", "calc", "err_2"],
      ["q2", "price", "err_22"],
      ["q3", "price", "err_14"],
    ]);
  });

  it("custom variables: unknown names are err_13, circles err_25", () => {
    const s = withFormulas({ frame: { rows: [profile({})] } }, [
      { name: "A", value: "B + 1" },
      { name: "B", value: "A + 1" },
      { name: "C", value: "D * 2" },
    ]);
    const codes = compileSeries(s).issues.map((i) => [i.parameter, i.error.code]);
    expect(codes).toContainEqual(["A", "err_25"]);
    expect(codes).toContainEqual(["C", "err_13"]);
  });

  it("row variables are known per scope: L only for members", () => {
    const s = withFormulas({
      frame: { rows: [profile({ length: "L" }), profile({ id: "r2", scope: "member", length: "L" })] },
    });
    expect(issuesOf(s)).toEqual([["frame", "r1", "length", "err_12", 0]]);
  });

  it("rejects a series without a name at the schema level", () => {
    const r = validateSeries({ ...aluCasementSeries, name: "" });
    expect(r.ok).toBe(false);
  });
});

describe("series geometry for the layout", () => {
  it("takes face widths and codes from the first profile of each part type and keeps the join table", () => {
    const g = seriesGeometry(base);
    expect(g.faceWidths.frame).toBe(60);
    expect(g.faceWidths.mullion).toBe(80);
    expect(g.profileCodes.sash).toBe("S001");
    expect(g.joins).toContainEqual({
      profileFrom: "S001",
      profileTo: "F001",
      crossValue: 26,
      offsetValue: 17,
    });
    expect(g.sashOverlap).toBe(9);
  });
});
