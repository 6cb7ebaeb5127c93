// A printed quote or contract lists each shaped pane's cut template beside the window (what
// the glass supplier cuts), the figures of docs/bom.md "Shaped panes".
import type { Design } from "@fenestra/core/design/model";
import { emptyDesign } from "@fenestra/core/design/model";
import { DEMO_SERIES } from "@fenestra/core/series/demo/index";
import type { Series } from "@fenestra/core/series/index";
import { seriesGeometry } from "@fenestra/core/series/index";
import { describe, expect, it } from "vitest";
import { type DocumentRow, shapedPaneTexts, windowDetails } from "./document-model.ts";
import { LABELS } from "./labels.ts";

const tb60 = seriesGeometry(DEMO_SERIES["alu-tb60-casement"] as Series);
const glass = {
  kind: "fill" as const,
  id: "G",
  fill: {
    type: "glass" as const,
    spec: "5+12A+5",
    frosted: false,
    gap: 12,
    shade: "none" as const,
    holeType: "none" as const,
  },
};
const frameOf = (shape: Design["frames"][number]["shape"]): Design => ({
  ...emptyDesign(),
  frames: [{ id: "F", x: 0, y: 0, shape, seriesId: "s", colors: { a: "white", b: "white" }, root: glass }],
});

describe("shaped panes on printed documents", () => {
  it("prints a triangle's pane 1004 × 669.3 with its three edges; a rectangle prints none", () => {
    const triangle = frameOf({ kind: "triangle", width: 1200, height: 800, apexX: 600 });
    expect(shapedPaneTexts(triangle, tb60)).toEqual(["1004 × 669.3: 836.7 / 1004 / 836.7"]);
    expect(shapedPaneTexts(frameOf({ kind: "rectangle", width: 1200, height: 800 }), tb60)).toEqual([]);
  });
  it("prints an arched pane's arc with its radius", () => {
    const [text] = shapedPaneTexts(frameOf({ kind: "arch", width: 1400, height: 1800, rise: 300 }), tb60);
    // the pane's arc: the inner radius 966.67 − 60 = 906.67, plus the 11 mm glass edge
    expect(text).toMatch(/R 917\.7/);
  });
  it("lists each template beside the window in the document's language", () => {
    const row = { shapedPanes: ["1004 × 669.3: 836.7 / 1004 / 836.7"] } as DocumentRow;
    const details = windowDetails({ ...baseRow(), ...row }, LABELS["ru-RU"]);
    expect(details).toContainEqual({
      label: "Фигурное стекло (раскрой, мм)",
      text: "1004 × 669.3: 836.7 / 1004 / 836.7",
    });
  });
});

function baseRow(): DocumentRow {
  return {
    windowNo: "C1",
    series: "TB60",
    color: "white",
    glass: "5+12A+5",
    hardware: "",
    position: "",
    note: "",
    widthMm: 1200,
    heightMm: 800,
    count: 1,
    areaM2: 0.48,
    priceFen: 0,
    amountFen: 0,
    drawing: null,
    shapedPanes: [],
  };
}
