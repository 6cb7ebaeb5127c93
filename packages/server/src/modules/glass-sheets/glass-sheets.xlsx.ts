// The glass sheet plan as an Excel workbook (ExcelJS through the shared table helper): one row per
// pane sheet by sheet (where it lies on the sheet, turned or not, the stock remnant it is cut from), the remnants back to stock, and
// per glass the sheets used beside the lower bound.
import type { GlassSheetsResult } from "@fenestra/api";
import type { Language } from "@fenestra/core";
import { documentWords } from "../../i18n/catalogue.ts";
import { addTableSheet, columnsOf, tableWorkbook, workbookBytes } from "../../shared/xlsx/table-workbook.ts";

export async function glassSheetsXlsx(result: GlassSheetsResult, language: Language): Promise<Buffer> {
  const L = documentWords[language].glassSheets;
  const book = tableWorkbook();
  addTableSheet(book, {
    title: L.panes,
    columns: columnsOf(L.head, 12),
    rows: result.groups.flatMap((g) =>
      g.sheets.flatMap((sheet, s) =>
        sheet.panes.map((p) => [
          g.spec,
          s + 1,
          `${p.pane}#${p.copy}`,
          p.label,
          p.rotated ? p.height : p.width,
          p.rotated ? p.width : p.height,
          p.x,
          p.y,
          p.rotated ? L.yes : "",
          // the stock remnant the pane is cut from (its id and size), empty on a new sheet
          sheet.fromRemnant === undefined ? "" : `#${sheet.fromRemnant} ${sheet.width} × ${sheet.height}`,
        ]),
      ),
    ),
  });
  addTableSheet(book, {
    title: L.remnants,
    columns: columnsOf(L.remnantsHead, 12),
    rows: result.groups.flatMap((g) =>
      g.sheets.flatMap((sheet, s) => sheet.remnants.map((r) => [g.spec, s + 1, r.width, r.height, r.x, r.y])),
    ),
  });
  addTableSheet(book, {
    title: L.totals,
    columns: columnsOf(L.totalsHead, 14),
    rows: result.groups.map((g) => [
      g.spec,
      `${g.sheet.width} × ${g.sheet.height}`,
      g.sheets.length,
      g.lowerBound,
      Math.round(g.paneArea * 100) / 100,
      Math.round(g.yield * 1000) / 10,
    ]),
  });
  return workbookBytes(book);
}
