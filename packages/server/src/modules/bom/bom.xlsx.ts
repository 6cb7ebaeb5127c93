// The BOM of an order as an Excel workbook (ExcelJS): one sheet per table of the order BOM
// screen (profiles, glass, hardware, holes, wages and cost) and one of totals.
// Lengths mm, areas m², weights kg; money is stored in fen and written in yuan.
import type { Bom } from "@fenestra/core";
import { yuanNumber } from "@fenestra/core/pricing/money-text";
import { type AcuteEndNote, formatAngles, type SawAngleStep } from "@fenestra/core/units/saw-angle";
import type ExcelJS from "exceljs";
import type { BomLabels } from "../../i18n/document-words.ts";
import { addTableSheet, columnsOf, tableWorkbook, workbookBytes } from "../../shared/xlsx/table-workbook.ts";
import { templatePng } from "../exports/window-drawing.ts";

export type BomWorkbookInput = {
  readonly orderNo: string;
  readonly computedAt: string;
  readonly stale: boolean;
  readonly bom: Bom;
  readonly labels: BomLabels;
  /** The company's saw angle step: the angles as the saw is set to them. */
  readonly angleStep: SawAngleStep;
  /** The words after an end cut square under the series' minimum mitre angle. */
  readonly acuteNote: AcuteEndNote;
};

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

function sheet(book: ExcelJS.Workbook, title: string, header: string[], rows: (string | number)[][]) {
  return addTableSheet(book, { title, columns: columnsOf(header), rows });
}

export async function bomXlsx(input: BomWorkbookInput): Promise<Buffer> {
  const { bom, labels: L } = input;
  const book = tableWorkbook();
  sheet(
    book,
    L.sheets.profiles,
    [L.code, L.name, L.colour, L.length, L.angles, L.count, L.weight, L.optimize, L.stockLength, L.amount],
    bom.profiles.map((p) => [
      p.code,
      p.name,
      p.colour,
      p.length,
      formatAngles([p.angleA, p.angleB], input.angleStep, p.acuteEnds, input.acuteNote),
      p.count,
      round(p.weight, 3),
      p.optimize ? L.yes : L.no,
      p.stockLength,
      yuanNumber(p.amount),
    ]),
  );
  const glass = sheet(
    book,
    L.sheets.glass,
    [L.spec, L.name, L.width, L.height, L.count, L.area, L.weight, L.amount, L.template, L.safety.column],
    bom.glass.map((g) => [
      g.spec,
      g.name,
      g.width,
      g.height,
      g.count,
      round(g.area, 3),
      round(g.weight, 3),
      yuanNumber(g.amount),
      "",
      g.replaces ? L.safety.replaces.replace("{spec}", g.replaces) : "",
    ]),
  );
  // a shaped pane's cut template drawn in its row (core's template render model)
  bom.glass.forEach((g, i) => {
    const png = g.template ? templatePng(g.template, 220) : null;
    if (!png) return;
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    const id = book.addImage({ buffer: png as unknown as ExcelJS.Buffer, extension: "png" });
    glass.addImage(id, { tl: { col: 8, row: i + 1 }, ext: { width, height } });
    glass.getRow(i + 2).height = height * 0.75 + 4;
  });
  glass.getColumn(9).width = 32;
  sheet(
    book,
    L.sheets.addons,
    [L.code, L.name, L.colour, L.unit, L.count, L.unitPrice, L.amount],
    bom.addons.map((a) => [
      a.code,
      a.name,
      a.colour,
      a.unit,
      round(a.count, 3),
      yuanNumber(a.unitPrice),
      yuanNumber(a.amount),
    ]),
  );
  sheet(
    book,
    L.sheets.holes,
    [L.process, L.code, L.name, L.count],
    bom.holes.map((h) => [L.processes[h.process], h.code, h.name, h.count]),
  );
  sheet(
    book,
    L.sheets.money,
    [L.category, L.name, L.quantity, L.unitPrice, L.amount],
    bom.money.map((m) => [
      L.categories[m.category],
      m.name,
      round(m.quantity, 3),
      yuanNumber(m.unitPrice),
      yuanNumber(m.amount),
    ]),
  );
  // a BOM stored before the safety rules has no findings
  const safety = bom.safety ?? [];
  if (safety.length > 0)
    sheet(
      book,
      L.safety.sheet,
      [L.safety.window, L.safety.pane, L.safety.zones, L.safety.drawn, L.safety.ordered],
      safety.map((f) => [
        f.window + 1,
        f.pane,
        f.rules.map((r) => L.safety.rules[r]).join("; "),
        f.drawn,
        f.ordered ?? L.safety.none,
      ]),
    );
  const t = bom.totals;
  const totals = sheet(
    book,
    L.sheets.totals,
    [L.order, input.orderNo],
    [
      [L.computedAt, input.computedAt],
      ...(input.stale ? [[L.stale, ""]] : []),
      [L.totals.profileLength, round(t.profileLength, 3)],
      [L.totals.profilePieces, t.profilePieces],
      [L.totals.profileWeight, round(t.profileWeight, 3)],
      [L.totals.glassArea, round(t.glassArea, 3)],
      [L.totals.glassWeight, round(t.glassWeight, 3)],
      [L.totals.glassPieces, t.glassPieces],
      [L.totals.material, yuanNumber(t.material)],
      [L.totals.quote, yuanNumber(t.quote)],
      [L.totals.cost, yuanNumber(t.cost)],
      [L.totals.wage, yuanNumber(t.wage)],
      [L.totals.retailQuote, yuanNumber(t.retailQuote)],
    ],
  );
  totals.getColumn(1).font = { bold: true };
  return workbookBytes(book);
}
