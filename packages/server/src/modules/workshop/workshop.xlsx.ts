// Each worker's piece-rate wages for a period as an Excel workbook (ExcelJS): one row per
// worker and link, the worker's sum, and the total. Money is stored in fen and written in yuan.
import { yuanNumber } from "@fenestra/core/pricing/money-text";
import type { WorkshopLabels } from "../../i18n/document-words.ts";
import { addTableSheet, columnsOf, tableWorkbook, workbookBytes } from "../../shared/xlsx/table-workbook.ts";
import type { wages } from "./workshop.service.ts";

export async function wagesXlsx(data: Awaited<ReturnType<typeof wages>>, L: WorkshopLabels): Promise<Buffer> {
  const book = tableWorkbook();
  addTableSheet(book, {
    title: L.wages,
    above: [[L.period, `${data.from} – ${data.to}`], []],
    columns: columnsOf([L.worker, L.link, L.pieces, L.amount], 18),
    rows: [
      ...data.workers.flatMap((w) => [
        ...w.perLink.map((l) => [w.name, L.links[l.link], l.pieces, yuanNumber(l.amount)]),
        { cells: [w.name, L.total, w.pieces, yuanNumber(w.amount)], bold: true } as const,
      ]),
      { cells: [L.total, "", "", yuanNumber(data.total)], bold: true },
    ],
  });
  return workbookBytes(book);
}
