// Cutting plans as an Excel workbook (ExcelJS): one sheet of cuts (one row per physical piece
// with its own number, bar by bar in cutting order, as the printed sheet lists them: core's
// cuttingSheet) and one of totals per profile and colour.
import type { Language } from "@fenestra/core";
import type { AcuteEnd } from "@fenestra/core/bom/index";
import { type CuttingPlan, cuttingSheet } from "@fenestra/core/cutting/index";
import { formatAngles, type SawAngleStep } from "@fenestra/core/units/saw-angle";
import { acuteEndNote, documentWords } from "../../i18n/catalogue.ts";
import { addTableSheet, columnsOf, tableWorkbook, workbookBytes } from "../../shared/xlsx/table-workbook.ts";

export async function cuttingXlsx(
  groups: {
    profile: string;
    color: string;
    plan: CuttingPlan;
    angles?: Record<string, [number, number]>;
    acuteEnds?: Record<string, AcuteEnd[]>;
  }[],
  language: Language,
  angleStep: SawAngleStep,
): Promise<Buffer> {
  const L = documentWords[language].cuttingSheet;
  const book = tableWorkbook();
  addTableSheet(book, {
    title: L.cuts,
    columns: columnsOf(L.head, 14),
    rows: cuttingSheet(groups).flatMap((g) =>
      g.bars.flatMap((bar) =>
        bar.pieces.map((c) => [
          g.profile,
          g.color,
          bar.no,
          bar.length,
          bar.source === "leftover" ? `${L.leftover} ${bar.leftoverId ?? ""}` : L.stock,
          c.no,
          c.pieceId,
          c.label ?? "",
          c.length,
          formatAngles(g.angles?.[c.pieceId], angleStep, g.acuteEnds?.[c.pieceId], acuteEndNote(language)),
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
