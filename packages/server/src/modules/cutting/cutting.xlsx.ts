// Cutting plans as an Excel workbook (ExcelJS): one sheet of bars (one row per cut, in
// cutting order, for the saw operator) and one of totals per profile and colour.
import type { Language } from "@fenestra/core";
import type { CuttingPlan } from "@fenestra/core/cutting/index";
import ExcelJS from "exceljs";
import { documentWords } from "../../i18n/catalogue.ts";

export async function cuttingXlsx(
  groups: { profile: string; color: string; plan: CuttingPlan }[],
  language: Language,
): Promise<Buffer> {
  const L = documentWords[language].cuttingSheet;
  const book = new ExcelJS.Workbook();
  book.creator = "Fenestra";
  const cuts = book.addWorksheet(L.cuts);
  cuts.addRow(L.head).font = { bold: true };
  for (const g of groups) {
    g.plan.bars.forEach((bar, b) => {
      for (const c of bar.cuts)
        cuts.addRow([
          g.profile,
          g.color,
          b + 1,
          bar.length,
          bar.repeat,
          bar.source === "leftover" ? `${L.leftover} ${bar.leftoverId ?? ""}` : L.stock,
          c.pieceId,
          c.label ?? "",
          c.length,
          c.position,
          c.orientation === "flipped" ? L.flipped : L.normal,
        ]);
    });
  }
  cuts.views = [{ state: "frozen", ySplit: 1 }];
  const totals = book.addWorksheet(L.totals);
  totals.addRow(L.totalsHead).font = { bold: true };
  for (const g of groups) {
    const s = g.plan.summary;
    totals.addRow([
      g.profile,
      g.color,
      s.stockBars,
      s.leftoversUsed,
      Math.round(s.utilization * 1000) / 10,
      s.waste,
    ]);
  }
  for (const ws of [cuts, totals]) for (const c of ws.columns) c.width = 14;
  return Buffer.from(await book.xlsx.writeBuffer());
}
