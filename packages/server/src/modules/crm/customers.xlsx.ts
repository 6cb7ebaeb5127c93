// Customers as an .xlsx workbook (ExcelJS), and the same columns read back for an import. The
// columns are read by position, so a workbook exported in any of the four languages imports.
import type { CustomerDto } from "@fenestra/api";
import type { Language } from "@fenestra/core";
import { CUSTOMER_TYPES, type CustomerType } from "@fenestra/core/crm/customer-fields";
import ExcelJS from "exceljs";
import { documentWords } from "../../i18n/catalogue.ts";
import { addTableSheet, tableWorkbook, workbookBytes } from "../../shared/xlsx/table-workbook.ts";

export async function customersXlsx(rows: readonly CustomerDto[], language: Language): Promise<Buffer> {
  const labels = documentWords[language].customerSheet;
  const book = tableWorkbook();
  addTableSheet(book, {
    title: labels.sheet,
    // the address and the note are the long ones
    columns: labels.columns.map((header, i) => ({ header, width: i === 3 || i === 5 ? 36 : 16 })),
    rows: rows.map((c) => [
      c.name,
      c.phone,
      labels.types[c.type],
      c.address,
      c.source,
      c.note,
      c.ownerName ?? "",
      c.nextFollowUp ?? "",
    ]),
  });
  return workbookBytes(book);
}

/** A type as written in any language's workbook, or as its code; blank is "potential". */
function readType(text: string): CustomerType | string {
  const t = text.trim();
  if (t === "") return "potential";
  for (const { customerSheet: labels } of Object.values(documentWords))
    for (const type of CUSTOMER_TYPES) if (labels.types[type] === t) return type;
  return t;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") {
    if ("text" in value && typeof value.text === "string") return value.text;
    if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
    if ("richText" in value) return value.richText.map((r) => r.text).join("");
    if (value instanceof Date) return value.toISOString().slice(0, 10);
  }
  return String(value);
}

export type ImportRow = {
  row: number;
  fields: { name: string; phone: string; type: string; address: string; source: string; note: string };
};

/** The data rows of the first sheet (row 1 is the heading), blank rows left out; null if it is no workbook. */
export async function readCustomerRows(bytes: Buffer, maxRows: number): Promise<ImportRow[] | null> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const ws = book.worksheets[0];
  if (!ws) return null;
  const rows: ImportRow[] = [];
  ws.eachRow((row, number) => {
    if (number === 1 || rows.length > maxRows) return;
    const text = (i: number) => cellText(row.getCell(i).value).trim();
    if ([1, 2, 3, 4, 5, 6].every((i) => text(i) === "")) return;
    rows.push({
      row: number,
      fields: {
        name: text(1),
        phone: text(2),
        type: readType(text(3)),
        address: text(4),
        source: text(5),
        note: text(6),
      },
    });
  });
  return rows;
}
