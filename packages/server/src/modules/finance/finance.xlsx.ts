// The statistics as an Excel workbook (ExcelJS): periods, salespeople and receivable ageing.
// Money is stored in fen and written in yuan.
import { AGEING_BUCKETS, type PeriodFigures } from "@fenestra/core/finance/index";
import { yuanNumber } from "@fenestra/core/pricing/money-text";
import type ExcelJS from "exceljs";
import type { FinanceLabels } from "../../i18n/document-words.ts";
import { addTableSheet, columnsOf, tableWorkbook, workbookBytes } from "../../shared/xlsx/table-workbook.ts";
import type { ageing, statistics } from "./statistics.service.ts";

type Stats = Awaited<ReturnType<typeof statistics>>;
type Ageing = Awaited<ReturnType<typeof ageing>>;

function sheet(book: ExcelJS.Workbook, title: string, header: string[], rows: (string | number)[][]) {
  addTableSheet(book, { title, columns: columnsOf(header, 18), rows });
}

const figures = (f: PeriodFigures) => [
  f.contracts,
  yuanNumber(f.amount),
  f.area,
  yuanNumber(f.collected),
  yuanNumber(f.receivable),
  yuanNumber(f.expenditure),
];

export async function statisticsXlsx(stats: Stats, aged: Ageing, L: FinanceLabels): Promise<Buffer> {
  const book = tableWorkbook();
  const columns = [L.contracts, L.amount, L.area, L.collected, L.receivable, L.expenditure];
  sheet(
    book,
    L.sheets.periods,
    [L.period[stats.period], ...columns],
    [...stats.periods.map((p) => [p.key, ...figures(p)]), [L.total, ...figures(stats.total)]],
  );
  sheet(
    book,
    L.sheets.people,
    [L.salesperson, ...columns],
    stats.people.map((p) => [p.personId === 0 ? L.nobody : p.name, ...figures(p)]),
  );
  sheet(
    book,
    L.sheets.ageing,
    [L.bucket, L.owed],
    [
      ...AGEING_BUCKETS.map((b) => [L.buckets[b], yuanNumber(aged.buckets[b])]),
      [L.total, yuanNumber(aged.total)],
    ],
  );
  return workbookBytes(book);
}
