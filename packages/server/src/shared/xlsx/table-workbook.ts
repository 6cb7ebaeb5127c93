// The tables the server exports as .xlsx (ExcelJS) share one look, written here once: a bold
// heading row that stays in view while scrolling (frozen), each column's width and number format
// said where the column is, and columns without a width as wide as their longest text
// (8 to 40 characters). Documents laid out for print (exports/contract-xlsx.ts) are not tables.
import ExcelJS from "exceljs";

export type TableCell = string | number | Date | null;
/** A row of cells; `bold` sets a row off (a sum under the rows it sums). */
export type TableRow = readonly TableCell[] | { readonly cells: readonly TableCell[]; readonly bold: true };

export type TableColumn = {
  readonly header: string;
  /** In characters; without one, the longest text of the column decides. */
  readonly width?: number;
  /** Excel's number format of the column's cells ("yyyy-mm-dd hh:mm", "0.00"). */
  readonly numFmt?: string;
};

export type TableSheet = {
  readonly title: string;
  readonly columns: readonly TableColumn[];
  readonly rows: readonly TableRow[];
  /** Rows above the heading (what the table is of); the heading is frozen under them. */
  readonly above?: readonly (readonly TableCell[])[];
};

const HEADER_FONT = { bold: true } as const;
const MIN_WIDTH = 8;
const MAX_WIDTH = 40;

const cellsOf = (row: TableRow): readonly TableCell[] => ("cells" in row ? row.cells : row);

/** A workbook made by Fenestra, for `addTableSheet`. */
export function tableWorkbook(): ExcelJS.Workbook {
  const book = new ExcelJS.Workbook();
  book.creator = "Fenestra";
  return book;
}

/** Adds one table as a sheet of `book`: the heading row, then the rows. */
export function addTableSheet(book: ExcelJS.Workbook, table: TableSheet): ExcelJS.Worksheet {
  const ws = book.addWorksheet(table.title);
  for (const cells of table.above ?? []) ws.addRow([...cells]);
  ws.addRow(table.columns.map((c) => c.header)).font = HEADER_FONT;
  for (const row of table.rows) {
    const added = ws.addRow([...cellsOf(row)]);
    if ("bold" in row) added.font = HEADER_FONT;
  }
  table.columns.forEach((column, i) => {
    const sheetColumn = ws.getColumn(i + 1);
    sheetColumn.width = column.width ?? fittedWidth(column.header, table.rows, i);
    if (column.numFmt) sheetColumn.numFmt = column.numFmt;
  });
  ws.views = [{ state: "frozen", ySplit: (table.above?.length ?? 0) + 1 }];
  return ws;
}

function fittedWidth(header: string, rows: readonly TableRow[], i: number): number {
  const widest = Math.max(header.length, ...rows.map((r) => String(cellsOf(r)[i] ?? "").length));
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widest + 2));
}

/** The workbook's .xlsx bytes. */
export async function workbookBytes(book: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Columns of one width, headed by `headers`. */
export const columnsOf = (headers: readonly string[], width?: number): TableColumn[] =>
  headers.map((header) => (width === undefined ? { header } : { header, width }));
