import { describe, expect, it } from "vitest";
import { deg } from "../units/branded.ts";
import { memberCut } from "./acute-joints.ts";
import { compileSeries } from "./compile.ts";
import { DEMO_SERIES } from "./demo/index.ts";
import { type Series, seriesSchema } from "./schema.ts";

const rule = { acuteJoint: { minMitreAngle: 20, style: "butt" as const, cleat: "CJ" } };

describe("how a member's ends are cut", () => {
  it("cuts an end under the minimum mitre square and counts it", () => {
    // 18.01° < 20°: square; 71.99° stays
    expect(memberCut({ role: "frame", startAngle: deg(18.01), endAngle: deg(71.99) }, rule)).toEqual({
      start: 90,
      end: 71.99,
      acute: 1,
    });
    expect(memberCut({ role: "sash", startAngle: deg(10), endAngle: deg(19.99) }, rule)).toEqual({
      start: 90,
      end: 90,
      acute: 2,
    });
    // exactly the minimum is a mitre
    expect(memberCut({ role: "mullion", startAngle: deg(20), endAngle: deg(90) }, rule).acute).toBe(0);
  });

  it("leaves beads, and every member of a series without the rule, as laid out", () => {
    expect(memberCut({ role: "bead", startAngle: deg(10), endAngle: deg(45) }, rule)).toEqual({
      start: 10,
      end: 45,
      acute: 0,
    });
    expect(memberCut({ role: "frame", startAngle: deg(10), endAngle: deg(45) }, {})).toEqual({
      start: 10,
      end: 45,
      acute: 0,
    });
  });

  it("adds the cleat row to the compiled series, checked against its catalogue", () => {
    const tb60 = DEMO_SERIES["alu-tb60-casement"]!;
    const row = compileSeries(tb60).rows.find((r) => r.row.id === "acute-joint-cleat");
    expect(row).toMatchObject({ tab: "frame", kind: "addon", scope: "member" });
    expect(row?.row).toMatchObject({ code: "CJ-A60", quantity: "ACUTE", condition: "ACUTE > 0" });
    // a cleat the catalogue does not have is an issue of that row (err_26), not a silent gap
    const broken: Series = seriesSchema.parse({
      ...tb60,
      acuteJoint: { minMitreAngle: 20, style: "butt", cleat: "NO-SUCH" },
    });
    expect(
      compileSeries(broken)
        .issues.filter((i) => i.rowId === "acute-joint-cleat")
        .map((i) => i.error.code),
    ).toEqual(["err_26"]);
  });
});
