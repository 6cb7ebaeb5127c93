// Each worker's piece-rate wages for a period as an Excel workbook (ExcelJS): one row per
// worker and link, the worker's sum, and the total. Money is stored in fen and written in yuan.
import { yuanNumber } from "@fenestra/core/pricing/money-text";
import ExcelJS from "exceljs";
import type { WorkshopLabels } from "../../i18n/document-words.ts";
import type { wages } from "./workshop.service.ts";

export async function wagesXlsx(data: Awaited<ReturnType<typeof wages>>, L: WorkshopLabels): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = "Fenestra";
  const ws = book.addWorksheet(L.wages);
  ws.addRow([L.period, `${data.from} – ${data.to}`]);
  ws.addRow([]);
  ws.addRow([L.worker, L.link, L.pieces, L.amount]).font = { bold: true };
  for (const w of data.workers) {
    for (const l of w.perLink) ws.addRow([w.name, L.links[l.link], l.pieces, yuanNumber(l.amount)]);
    ws.addRow([w.name, L.total, w.pieces, yuanNumber(w.amount)]).font = { bold: true };
  }
  ws.addRow([L.total, "", "", yuanNumber(data.total)]).font = { bold: true };
  ws.columns.forEach((c) => {
    c.width = 18;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
