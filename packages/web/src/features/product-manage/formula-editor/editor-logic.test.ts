import { DEMO_SERIES } from "@fenestra/core/series/demo/index";
import { compileSeries } from "@fenestra/core/series/index";
import { describe, expect, it } from "vitest";
import { indexIssues, issueKey, issuesPerTab, parameterKey, splitAtError } from "./issue-index.ts";
import { defaultKind, newRow } from "./row-fields.ts";
import { evaluateRow, parameterValues, sampleVariables } from "./sample-variables.ts";

const tb60 = DEMO_SERIES["alu-tb60-casement"]!;

describe("splitAtError", () => {
  it("cuts the text around the error span", () => {
    expect(splitAtError("W * (2 + ", 4, 1)).toEqual(["W * ", "(", "2 + "]);
    expect(splitAtError("H - GAPX", 4, 4)).toEqual(["H - ", "GAPX", ""]);
  });
  it("keeps a span at the end (early end of formula) and clamps out-of-range positions", () => {
    expect(splitAtError("W +", 3, 1)).toEqual(["W +", "", ""]);
    expect(splitAtError("W", 10, 2)).toEqual(["W", "", ""]);
  });
});

describe("issue index", () => {
  it("places each validator issue at its row field, sash size field or custom variable", () => {
    const broken = {
      ...tb60,
      parameters: [
        ...tb60.parameters,
        { name: "LOOP_A", value: "LOOP_B" },
        { name: "LOOP_B", value: "LOOP_A" },
      ],
      formulas: {
        ...tb60.formulas,
        frame: {
          rows: tb60.formulas.frame!.rows.map((r) => (r.id === "frame" ? { ...r, length: "L +" } : r)),
        },
        sash: { ...tb60.formulas.sash!, sashWidth: "" },
      },
    };
    const issues = compileSeries(broken).issues;
    const index = indexIssues(issues);
    expect(index.get(issueKey("frame", "frame", "length"))?.error.code).toBe("err_16");
    expect(index.get(issueKey("sash", undefined, "sashWidth"))?.error.code).toBe("err_10");
    expect(index.get(parameterKey("loop_a"))?.error.code).toBe("err_25");
    const perTab = issuesPerTab(issues);
    expect(perTab.get("frame")).toBe(1);
    expect(perTab.get("sash")).toBe(1);
    expect(perTab.get("parameters")).toBeGreaterThanOrEqual(1);
  });
});

describe("new rows", () => {
  it("start as the kind their tab holds, with a fresh id", () => {
    expect(defaultKind("frame")).toBe("profile");
    expect(defaultKind("glass")).toBe("glass");
    expect(defaultKind("hardware")).toBe("addon");
    expect(defaultKind("drainage")).toBe("hole");
    expect(defaultKind("retailQuote")).toBe("cost");
    const taken = new Set(["quote-1"]);
    const row = newRow("quote", taken);
    expect(row.kind).toBe("cost");
    expect(row.calc).toBe("area");
    expect(taken.has(row.id)).toBe(false);
  });
});

describe("test panel evaluation", () => {
  it("evaluates a profile row of the demo series with the worked example's variables", () => {
    const fillVars = { ...parameterValues(tb60), ...sampleVariables("fill") };
    const pane = tb60.formulas.glass!.rows.find((r) => r.id === "glass-fixed")!;
    const paneResults = Object.fromEntries(evaluateRow(pane, fillVars).map((r) => [r.field, r.value]));
    // DW + 2 × GLASS_EDGE = 650 + 22, DH + 22 = 1302
    expect(paneResults).toMatchObject({ spec: "5+12A+5", width: 672, height: 1302 });
    // a sash member row takes the member's own length and end angles
    const memberVars = { ...parameterValues(tb60), ...sampleVariables("member") };
    const sash = tb60.formulas.sash!.rows.find((r) => r.id === "sash")!;
    const results = Object.fromEntries(evaluateRow(sash, memberVars).map((r) => [r.field, r.value]));
    expect(results).toMatchObject({ code: "S001", length: 1500, count: 1, angleA: 45, angleB: 45 });
  });
  it("reports an evaluation error by its code", () => {
    const row = {
      id: "x",
      kind: "profile" as const,
      code: "F001",
      length: "W / (H - H)",
      count: "1",
      optimize: true,
    };
    const [, length] = evaluateRow(row, sampleVariables("frame"));
    expect(length).toMatchObject({ field: "length", error: "err_21" });
  });
});
