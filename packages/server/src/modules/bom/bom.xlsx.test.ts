// The BOM workbook's glass sheet draws each shaped pane's cut template in its row (core's
// template render model, the drawing the BOM page and the contract documents show).

import type { Language } from "@fenestra/core/account/languages";
import { type Bom, calculateOrderBom } from "@fenestra/core/bom/index";
import type { Design, FrameShape } from "@fenestra/core/design/model";
import { frameDesign, glass, sash } from "@fenestra/core/design/test-designs";
import { DEMO_SERIES } from "@fenestra/core/series/demo/index";
import { formatAngles, type SawAngleStep } from "@fenestra/core/units/saw-angle";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { acuteEndNote, documentWords } from "../../i18n/catalogue.ts";
import { bomXlsx } from "./bom.xlsx.ts";

const windowOf = (shape: FrameShape): Design => frameDesign(shape, glass("G"));

/** The workbook of `bom` in `language`, read back. */
async function workbookOf(bom: Bom, language: Language, angleStep: SawAngleStep = 0.5) {
  const bytes = await bomXlsx({
    orderNo: "DD-1",
    computedAt: "2026-11-27T00:00:00Z",
    stale: false,
    bom,
    labels: documentWords[language].bom,
    angleStep,
    acuteNote: acuteEndNote(language),
  });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return book;
}

describe("BOM workbook glass sheet", () => {
  it("draws a shaped pane's template in its row, under a heading in the workbook's language; rectangles get none", async () => {
    const series = DEMO_SERIES["alu-tb60-casement"]!;
    const bom = calculateOrderBom([
      { design: windowOf({ kind: "rectangle", width: 1200, height: 800 }), series, count: 1 },
      { design: windowOf({ kind: "triangle", width: 1200, height: 800, apexX: 600 }), series, count: 1 },
    ]);
    const shaped = bom.glass.findIndex((g) => g.template);
    expect(shaped).toBeGreaterThanOrEqual(0);
    const book = await workbookOf(bom, "ru-RU");
    const sheet = book.getWorksheet(documentWords["ru-RU"].bom.sheets.glass)!;
    expect(sheet.getRow(1).getCell(9).value).toBe("Шаблон раскроя (мм)");
    const images = sheet.getImages();
    expect(images).toHaveLength(1);
    expect(images[0]!.range.tl.nativeCol).toBe(8);
    expect(images[0]!.range.tl.nativeRow).toBe(shaped + 1);
  });
});

describe("BOM workbook profiles sheet", () => {
  it("writes each end angle as the saw is set to it, in the company's step: never six decimals", async () => {
    const series = DEMO_SERIES["alu-tb60-casement"]!;
    const bom = calculateOrderBom([
      { design: windowOf({ kind: "triangle", width: 1200, height: 800, apexX: 600 }), series, count: 1 },
    ]);
    const odd = bom.profiles.find((p) => !Number.isInteger(p.angleA * 100));
    expect(odd, "a triangle's members meet at angles of many decimals").toBeDefined();
    const anglesIn = async (angleStep: 0.5 | 0.1) => {
      const book = await workbookOf(bom, "en-US", angleStep);
      const sheet = book.getWorksheet(documentWords["en-US"].bom.sheets.profiles)!;
      return bom.profiles.map((_, i) => String(sheet.getRow(i + 2).getCell(5).value));
    };
    const halves = await anglesIn(0.5);
    const row = bom.profiles.indexOf(odd!);
    expect(halves[row]).toBe(formatAngles([odd!.angleA, odd!.angleB], 0.5));
    for (const text of halves) expect(text).toMatch(/^\d+(\.5)?° \/ \d+(\.5)?°$/);
    for (const text of await anglesIn(0.1)) expect(text).toMatch(/^\d+(\.\d)?° \/ \d+(\.\d)?°$/);
  });
});

describe("BOM workbook acute ends", () => {
  it("writes an end cut square under the series' minimum mitre with the joint it replaces, in each language", async () => {
    // TB60 trapezoid 800 × 2000 / 900: the slope meets the left jamb at 36.03°, an 18.01° mitre
    // under TB60's 20°, cut square and butted on an angle cleat (core bom/acute-joints.test.ts)
    const series = DEMO_SERIES["alu-tb60-casement"]!;
    const shape = { kind: "trapezoid", width: 800, leftHeight: 2000, rightHeight: 900 } as const;
    const bom = calculateOrderBom([{ design: windowOf(shape), series, count: 1 }]);
    const jamb = bom.profiles.findIndex((p) => p.code === "F001" && p.length === 2000);
    const expected = {
      "en-US": "45° / 90° (butt on cleat, 18° mitre)",
      "zh-CN": "45° / 90° （角码对接，原斜角 18°）",
      "vi-VN": "45° / 90° (nối đối đầu trên ke, góc vát 18°)",
      "ru-RU": "45° / 90° (встык на уголке, угол реза 18°)",
    } as const;
    for (const [language, text] of Object.entries(expected) as [Language, string][]) {
      const book = await workbookOf(bom, language, 1);
      const sheet = book.getWorksheet(documentWords[language].bom.sheets.profiles)!;
      expect(String(sheet.getRow(jamb + 2).getCell(5).value), language).toBe(text);
    }
    // the sill, mitred 45° at both ends, says nothing more
    const sill = bom.profiles.findIndex((p) => p.code === "F001" && p.length === 800);
    const book = await workbookOf(bom, "en-US", 1);
    const sheet = book.getWorksheet(documentWords["en-US"].bom.sheets.profiles)!;
    expect(String(sheet.getRow(sill + 2).getCell(5).value)).toBe("45° / 45°");
  });
});

describe("BOM workbook safety glass", () => {
  const tb60 = DEMO_SERIES["alu-tb60-casement"]!;
  const door = (spec: string) =>
    frameDesign({ kind: "rectangle", width: 1100, height: 2200 }, sash("S", glass("G", spec), "door"));
  const bookOf = (design: Design) =>
    workbookOf(calculateOrderBom([{ design, series: tb60, count: 1 }]), "zh-CN");
  const L = documentWords["zh-CN"].bom.safety;

  it("lists an annealed door pane on a sheet of its own and says on the glass line what it replaces", async () => {
    const book = await bookOf(door("5+12A+5"));
    const rows = book.getWorksheet(L.sheet)!.getSheetValues().slice(2);
    // window 1, pane 1: door leaf, 141 mm up (< 800), 840 × 1940 = 1.630 m² (> 1.5); ordered 5T+12A+5T
    expect(rows.map((r) => (r as unknown[]).slice(1))).toEqual([
      [1, 1, `${L.rules.door}; ${L.rules.low}; ${L.rules.large}`, "5+12A+5", "5T+12A+5T"],
    ]);
    const glassSheet = book.getWorksheet(documentWords["zh-CN"].bom.sheets.glass)!;
    expect(glassSheet.getRow(1).getCell(10).value).toBe(L.column);
    expect(glassSheet.getRow(2).getCell(1).value).toBe("5T+12A+5T");
    expect(glassSheet.getRow(2).getCell(10).value).toBe("代替 5+12A+5 的安全玻璃");
  });

  it("has no safety sheet when every pane in a zone is safety glass", async () => {
    const book = await bookOf(door("5T+12A+5T"));
    expect(book.getWorksheet(L.sheet)).toBeUndefined();
  });
});
