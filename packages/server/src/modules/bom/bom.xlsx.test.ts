// The BOM workbook's glass sheet draws each shaped pane's cut template in its row (core's
// template render model, the drawing the BOM page and the contract documents show).
import { calculateOrderBom } from "@fenestra/core/bom/index";
import { type Design, emptyDesign } from "@fenestra/core/design/model";
import { DEMO_SERIES } from "@fenestra/core/series/demo/index";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { documentWords } from "../../i18n/catalogue.ts";
import { bomXlsx } from "./bom.xlsx.ts";

const fill = (id: string) => ({
  kind: "fill" as const,
  id,
  fill: {
    type: "glass" as const,
    spec: "5+12A+5",
    frosted: false,
    gap: 12,
    shade: "none" as const,
    holeType: "none" as const,
  },
});
const windowOf = (shape: Design["frames"][number]["shape"]): Design => ({
  ...emptyDesign(),
  frames: [
    { id: "F", x: 0, y: 0, shape, seriesId: "s", colors: { a: "white", b: "white" }, root: fill("G") },
  ],
});

describe("BOM workbook glass sheet", () => {
  it("draws a shaped pane's template in its row, under a heading in the workbook's language; rectangles get none", async () => {
    const series = DEMO_SERIES["alu-tb60-casement"]!;
    const bom = calculateOrderBom([
      { design: windowOf({ kind: "rectangle", width: 1200, height: 800 }), series, count: 1 },
      { design: windowOf({ kind: "triangle", width: 1200, height: 800, apexX: 600 }), series, count: 1 },
    ]);
    const shaped = bom.glass.findIndex((g) => g.template);
    expect(shaped).toBeGreaterThanOrEqual(0);
    const bytes = await bomXlsx({
      orderNo: "DD-1",
      computedAt: "2026-11-27T00:00:00Z",
      stale: false,
      bom,
      labels: documentWords["ru-RU"].bom,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const sheet = book.getWorksheet(documentWords["ru-RU"].bom.sheets.glass)!;
    expect(sheet.getRow(1).getCell(9).value).toBe("Шаблон раскроя (мм)");
    const images = sheet.getImages();
    expect(images).toHaveLength(1);
    expect(images[0]!.range.tl.nativeCol).toBe(8);
    expect(images[0]!.range.tl.nativeRow).toBe(shaped + 1);
  });
});
