// The material list and the stock records as .xlsx workbooks (ExcelJS), headings in the caller's
// language; the material import reads the export's columns back.
import { materialBodySchema } from "@fenestra/api";
import type { Language } from "@fenestra/core";
import { MATERIAL_CATEGORIES, type MaterialCategory } from "@fenestra/core/warehouse/index";
import ExcelJS from "exceljs";
import { documentWords } from "../../i18n/catalogue.ts";
import { FieldError, fieldErrorOf } from "../../plugins/errors.ts";
import { addTableSheet, columnsOf, tableWorkbook, workbookBytes } from "../../shared/xlsx/table-workbook.ts";

const MATERIAL_COLUMNS = [
  "category",
  "code",
  "name",
  "colors",
  "brand",
  "unit",
  "rawLength",
  "thickness",
  "weightGrams",
  "cost",
  "position",
  "warnThreshold",
] as const;

type MaterialLike = {
  category: string;
  code: string;
  name: string;
  colors: string[];
  brand: string;
  unit: string;
  rawLength: number;
  thickness: number;
  weightGrams: number;
  costFen: number;
  position: string;
  warnThreshold: number;
};

const yuan = (fen: number) => fen / 100;

export async function materialsXlsx(rows: MaterialLike[], language: Language): Promise<Buffer> {
  const w = documentWords[language].warehouseSheets;
  const book = tableWorkbook();
  addTableSheet(book, {
    title: w.materials,
    columns: columnsOf(
      MATERIAL_COLUMNS.map((c) => w.material[c]),
      14,
    ),
    rows: rows.map((m) => [
      w.categories[m.category as MaterialCategory] ?? m.category,
      m.code,
      m.name,
      m.colors.join(","),
      m.brand,
      m.unit,
      m.rawLength,
      m.thickness,
      m.weightGrams,
      yuan(m.costFen),
      m.position,
      m.warnThreshold,
    ]),
  });
  return workbookBytes(book);
}

/** A category as typed in any of the four languages, or its key. */
function categoryOf(text: string): MaterialCategory | null {
  const t = text.trim().toLowerCase();
  for (const c of MATERIAL_CATEGORIES) {
    if (c === t) return c;
    for (const { warehouseSheets: w } of Object.values(documentWords))
      if (w.categories[c].toLowerCase() === t) return c;
  }
  return null;
}

/**
 * The materials of an uploaded workbook (first sheet, first row headings, the export's column
 * order). A bad cell is a field refusal `rows.N.column` (N from 1, the sheet's data row).
 */
export async function readMaterialsXlsx(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new FieldError("file", "warehouse.import_not_xlsx");
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new FieldError("file", "warehouse.import_not_xlsx");
  const out = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cell = (i: number) => {
      const v = row.getCell(i + 1).value;
      if (v === null || v === undefined) return "";
      if (typeof v === "object" && "text" in v) return String((v as { text: unknown }).text);
      if (typeof v === "object" && "result" in v) return String((v as { result: unknown }).result);
      return String(v);
    };
    if (MATERIAL_COLUMNS.every((_, i) => cell(i).trim() === "")) continue;
    const n = r - 1;
    const category = categoryOf(cell(0));
    if (!category) throw new FieldError(`rows.${n}.category`, "validation.invalid");
    const num = (i: number) => (cell(i).trim() === "" ? 0 : Number(cell(i)));
    const cost = num(9) * 100;
    const parsed = materialBodySchema.safeParse({
      category,
      code: cell(1),
      name: cell(2),
      colors: cell(3)
        .split(/[,，]/)
        .map((s) => s.trim())
        .filter(Boolean),
      brand: cell(4),
      unit: cell(5),
      rawLength: num(6),
      thickness: num(7),
      weightGrams: num(8),
      costFen: Math.abs(cost - Math.round(cost)) < 1e-6 ? Math.round(cost) : cost,
      position: cell(10),
      warnThreshold: num(11),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? "");
      throw fieldErrorOf(`rows.${n}.${field === "costFen" ? "cost" : field}`, issue);
    }
    out.push(parsed.data);
  }
  if (out.length === 0) throw new FieldError("file", "warehouse.lines_required");
  return out;
}

type LedgerLike = {
  createdAt: string;
  type: number;
  code: string;
  name: string;
  color: string;
  length: number;
  delta: number;
  balanceAfter: number;
  unitCostFen: number;
  valueFen: number;
  contractNo: string | null;
  userName: string | null;
  note: string;
};

export async function ledgerXlsx(rows: LedgerLike[], language: Language): Promise<Buffer> {
  const w = documentWords[language].warehouseSheets;
  const book = tableWorkbook();
  addTableSheet(book, {
    title: w.ledger,
    // the first column is the moment of the line
    columns: columnsOf(w.ledgerHead, 14).map((c, i) => (i === 0 ? { ...c, numFmt: "yyyy-mm-dd hh:mm" } : c)),
    rows: rows.map((l) => [
      new Date(l.createdAt),
      w.types[l.type] ?? String(l.type),
      l.code,
      l.name,
      l.color,
      l.length || "",
      l.delta,
      l.balanceAfter,
      yuan(l.unitCostFen),
      yuan(l.valueFen),
      l.contractNo ?? "",
      l.userName ?? "",
      l.note,
    ]),
  });
  return workbookBytes(book);
}
