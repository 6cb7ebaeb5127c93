// Cutting plans as an Excel workbook (ExcelJS): one sheet of bars (one row per cut, in
// cutting order, for the saw operator) and one of totals per profile and colour.
import type { Language } from "@fenestra/core";
import type { CuttingPlan } from "@fenestra/core/cutting/index";
import { documentWords } from "../../i18n/catalogue.ts";
import { addTableSheet, columnsOf, tableWorkbook, workbookBytes } from "../../shared/xlsx/table-workbook.ts";

export async function cuttingXlsx(
  groups: { profile: string; color: string; plan: CuttingPlan }[],
  language: Language,
): Promise<Buffer> {
  const L = documentWords[language].cuttingSheet;
  const book = tableWorkbook();
  addTableSheet(book, {
    title: L.cuts,
    columns: columnsOf(L.head, 14),
    rows: groups.flatMap((g) =>
      g.plan.bars.flatMap((bar, b) =>
        bar.cuts.map((c) => [
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
        ]),
      ),
    ),
  });
  addTableSheet(book, {
    title: L.totals,
    columns: columnsOf(L.totalsHead, 14),
    rows: groups.map(({ profile, color, plan: { summary: s } }) => [
      profile,
      color,
      s.stockBars,
      s.leftoversUsed,
      Math.round(s.utilization * 1000) / 10,
      s.waste,
    ]),
  });
  return workbookBytes(book);
}
