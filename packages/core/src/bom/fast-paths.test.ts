// The BOM's fast paths give what the plain ones give: rows narrowed by their condition's guard
// still report every error, and lines that differ in any identity field stay apart.
import { describe, expect, it } from "vitest";
import { evaluate } from "../formula/evaluate.ts";
import { parse } from "../formula/parser.ts";
import { compileSeries } from "../series/compile.ts";
import { aluCasementSeries } from "../series/demo/alu-casement.ts";
import { seriesGeometry } from "../series/geometry.ts";
import { type FormulaRow, formulaRowSchema, type Series, seriesSchema } from "../series/schema.ts";
import { calculateBom } from "./calculate.ts";
import { elementsFor, rowPlans } from "./elements.ts";
import { gridLayout } from "./fixture-layouts.ts";
import { LineMerger, lineKey } from "./merge.ts";
import { evaluateRow, MERGED, type RowSite } from "./row-lines.ts";
import { framesOf } from "./scopes.ts";
import type { BomLine, ProfileLine } from "./types.ts";

const base = seriesSchema.parse(aluCasementSeries);
const layout = gridLayout(
  { id: "w", width: 1200, height: 1400, cells: ["fixed", "casement"] },
  seriesGeometry(base),
);

function withFrameRows(rows: readonly Omit<FormulaRow, "optimize">[]): Series {
  const s = structuredClone(base);
  s.formulas.frame = { rows: rows.map((r) => formulaRowSchema.parse(r)) };
  return s;
}

/** A profile row of one `code` of length L per member its `condition` takes. */
const memberRow = (id: string, condition: string, code = "F001") =>
  ({ id, kind: "profile", scope: "member", condition, code, length: "L", count: "1" }) as const;

describe("rows narrowed by their condition's guard", () => {
  it("an error in the guard is reported for every element, a false guard gives nothing", () => {
    const s = withFrameRows([
      memberRow("bad-guard", "L / (L - L) > 0 and ROLE = 'frame'"),
      memberRow("no-frame", "ROLE = 'nothing' and L / (L - L) > 0"),
    ]);
    const bom = calculateBom([{ layout, series: s, count: 1 }]);
    const frameMembers = layout.members.filter((m) => m.frameId === layout.frames[0]?.id);
    // every member of the frame divides by zero, whatever its role
    expect(bom.errors.filter((e) => e.rowId === "bad-guard")).toHaveLength(frameMembers.length);
    // `and` stops at the false guard: the division on its right is never made
    expect(bom.errors.filter((e) => e.rowId === "no-frame")).toHaveLength(0);
  });

  it("rows sharing a guard each get their own elements and lines", () => {
    const s = withFrameRows([
      memberRow("a", "ROLE = 'frame' and SIDE = 'top'"),
      memberRow("b", "ROLE = 'frame'"),
      memberRow("c", "PART = 'mullion'", "Z001"),
    ]);
    const bom = calculateBom([{ layout, series: s, count: 1 }]);
    const by = (id: string) => bom.profiles.flatMap((l) => l.sources).filter((x) => x.rowId === id).length;
    expect([by("a"), by("b"), by("c")]).toEqual([1, 4, 1]);
  });
});

describe("line merging", () => {
  const line = (over: Partial<ProfileLine>): ProfileLine => ({
    category: "profile",
    code: "F001",
    name: "frame",
    colour: "white",
    length: 1000,
    angleA: 45,
    angleB: 45,
    optimize: true,
    stockLength: 6000,
    count: 1,
    weight: 1,
    amount: 100,
    sources: [{ window: 0, element: "m", tab: "frame", rowId: "r" }],
    ...over,
  });

  it("merges equal lines and keeps lines apart that differ in an end angle or the optimize flag", () => {
    const m = new LineMerger();
    for (const l of [
      line({}),
      line({}),
      line({ angleB: 45.5 }),
      line({ optimize: false }),
      line({ length: 1000.1 }),
    ])
      m.add(l);
    const lines = m.lines() as ProfileLine[];
    expect(lines.map((l) => [l.length, l.angleB, l.optimize, l.count])).toEqual([
      [1000, 45, true, 2],
      [1000, 45.5, true, 1],
      [1000, 45, false, 1],
      [1000.1, 45, true, 1],
    ]);
    expect(lines[0]?.sources).toHaveLength(2);
    expect(lines[0]?.amount).toBe(200);
  });
});

describe("a row that finds its twin adds to it in place", () => {
  it("gives the lines, counts, amounts, weights and sources that building and merging each line gives", () => {
    const series = compileSeries(base);
    const windows = [900, 1200, 1200, 1500].map((w, i) => ({
      layout: gridLayout(
        { id: `w${i}`, width: w, height: 1400, cells: ["fixed", "casement"] },
        seriesGeometry(base),
      ),
      series,
      count: i + 1,
    }));
    // the plain path: every line built, then merged by LineMerger.add
    const plain = new LineMerger();
    windows.forEach((win, window) => {
      const site: RowSite = { window, windowCount: win.count, element: "", trace: false };
      for (const frame of framesOf(win.layout, series, () => ({ a: "white", b: "white" })))
        for (const plan of rowPlans(series))
          for (const el of elementsFor(plan, frame)) {
            site.element = el.id;
            const out = evaluateRow(plan.row, el.scope, series, site);
            if (out && out !== MERGED && "line" in out) plain.add(out.line);
          }
    });
    const bom = calculateBom(
      windows.map((w) => ({ ...w, colours: { [w.layout.frames[0]!.id]: { a: "white", b: "white" } } })),
    );
    const fast = [...bom.profiles, ...bom.glass, ...bom.addons, ...bom.holes, ...bom.money];
    const byKey = (lines: readonly BomLine[]) => new Map(lines.map((l) => [lineKey(l), l]));
    const want = byKey(plain.lines());
    expect(fast.length).toBe(want.size);
    for (const [key, line] of byKey(fast)) expect(line, key).toEqual(want.get(key));
  });
});

describe("one- and two-argument numeric calls", () => {
  const ev = (text: string) => {
    const parsed = parse(text);
    if (!parsed.ok) throw new Error(text);
    return evaluate(parsed.ast, { A: 3, T: "x" });
  };
  it("compute like the general path and report the first argument's error before a type", () => {
    expect(ev("min(A, 2)")).toBe(2);
    expect(ev("max(A)")).toBe(3);
    expect(ev("round(2.5)")).toBe(3);
    expect(ev("min(min(1, A), max(A, 7))")).toBe(1);
    expect(ev("min(T, 1 / 0)")).toMatchObject({ code: "err_21" });
    expect(ev("min(T, 1)")).toMatchObject({ code: "err_20" });
    expect(ev("min(1, T)")).toMatchObject({ code: "err_20" });
  });
});
