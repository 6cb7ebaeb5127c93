// Quote/contract as an Excel workbook (ExcelJS), laid out like the PDF in one printable sheet:
// letterhead with logo and contacts, the customer, one block per window (drawing over columns
// A–C beside its details in D–G), other items, a sunnyhouse contract's sunroom (drawings, BOM,
// cutting plan), totals (with the amount in capitals in zh-CN),
// payment terms, both parties' signature blocks. Amounts are numbers, so they sum in Excel.
import { yuanNumber } from "@fenestra/core/pricing/money-text";
import ExcelJS from "exceljs";
import {
  type ContractDocument,
  type DocumentRow,
  documentNumbers,
  totalRows,
  windowDetails,
} from "./document-model.ts";

type ExcelBuffer = Parameters<ExcelJS.Workbook["addImage"]>[0]["buffer"];

/** Column widths in characters; A–C hold the drawing, D the labels, E–G the values. */
const WIDTHS = [13, 13, 13, 20, 14, 14, 16];
const GREY = { argb: "FF555555" };
const MONEY = "0.00";
/** A sans-serif every spreadsheet program has or maps (LibreOffice: Liberation Sans). */
const FONT = "Arial";
/** Excel's pixels per character of column width (default font), and points per pixel. */
const PX_PER_CHAR = 7.5;
const PT_PER_PX = 0.75;

/** Width of text in column-width characters: CJK, emoji and other wide characters count twice. */
const displayWidth = (text: string) =>
  [...text].reduce(
    (sum, ch) =>
      sum +
      (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\u{1f000}-\u{1faff}]/u.test(
        ch,
      )
        ? 2
        : 1),
    0,
  );

function pngSize(png: Buffer) {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * Rows of sheet height one printed page holds: A4's 842 pt less 0.6 in margins top and bottom,
 * over the fit-to-width scale (523 pt printable across the columns' ~567 pt), less a safety margin.
 */
const PAGE_ROWS_PT = 780;

/** Manual page breaks so that no block (a window, the totals, the signatures) is cut in two. */
function breakPages(sheet: ExcelJS.Worksheet, blocks: [number, number][]) {
  const height = (from: number, to: number) => {
    let sum = 0;
    for (let r = from; r <= to; r++) sum += sheet.getRow(r).height ?? 15;
    return sum;
  };
  let used = 0;
  let next = 1;
  for (const [first, last] of blocks) {
    used += height(next, first - 1);
    const block = height(first, last);
    if (used + block > PAGE_ROWS_PT && used > 0 && block <= PAGE_ROWS_PT) {
      sheet.getRow(first - 1).addPageBreak();
      used = 0;
    }
    used += block;
    next = last + 1;
  }
}

export async function contractXlsx(doc: ContractDocument): Promise<Buffer> {
  const L = doc.labels;
  const book = new ExcelJS.Workbook();
  book.creator = doc.company.name;
  const sheet = book.addWorksheet(L[doc.kind], {
    pageSetup: {
      paperSize: 9, // A4
      orientation: "portrait",
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      margins: { left: 0.5, right: 0.5, top: 0.6, bottom: 0.6, header: 0.3, footer: 0.3 },
    },
  });
  sheet.columns = WIDTHS.map((width) => ({ width }));
  const wrap = { wrapText: true, vertical: "top" } as const;
  const picture = (bytes: Buffer, col: number, row: number, maxPx: { width: number; height: number }) => {
    const { width, height } = pngSize(bytes);
    const scale = Math.min(maxPx.width / width, maxPx.height / height);
    const id = book.addImage({ buffer: bytes as unknown as ExcelBuffer, extension: "png" });
    sheet.addImage(id, { tl: { col, row }, ext: { width: width * scale, height: height * scale } });
    return height * scale;
  };
  /** Writes a value merged over columns `from`–`to` (1-based) of `row`. */
  const put = (
    row: number,
    from: number,
    to: number,
    value: string | number,
    style: Partial<ExcelJS.Style> = {},
  ) => {
    if (to > from) sheet.mergeCells(row, from, row, to);
    const c = sheet.getCell(row, from);
    c.value = value;
    c.alignment = { ...wrap, ...(style.alignment ?? {}) };
    c.font = { name: FONT, size: 11, ...(style.font ?? {}) };
    if (style.numFmt) c.numFmt = style.numFmt;
    if (style.border) c.border = style.border;
    // A merged or wrapped cell does not grow with its text in every reader: give its row the
    // height of the lines the text wraps to.
    const size = style.font?.size ?? 11;
    const span = WIDTHS.slice(from - 1, to).reduce((a, b) => a + b, 0) * (11 / size) * 0.9;
    const lines = String(value)
      .split("\n")
      .reduce((sum, part) => sum + Math.max(1, Math.ceil(displayWidth(part) / span)), 0);
    // lines of Chinese (or of any text a reader draws with a CJK fallback font) are 1.45 em
    const needed = lines * size * 1.5 + 3;
    const r = sheet.getRow(row);
    if (needed > (r.height ?? 0)) r.height = needed;
    return c;
  };
  let row = 1;

  // Letterhead: logo over A–B, the company over C–G.
  const contacts = [
    [L.phone, doc.company.telephone],
    [L.address, doc.company.address],
    [L.website, doc.company.website],
  ].filter(([, value]) => value);
  const nameCol = doc.company.logo ? 3 : 1;
  put(row, nameCol, 7, doc.company.name, { font: { size: 16, bold: true } });
  sheet.getRow(row).height = 26;
  for (const [label, value] of contacts) {
    row += 1;
    put(row, nameCol, 7, `${label}${L.colon}${value}`, { font: { size: 9, color: GREY } });
  }
  if (doc.company.logo) {
    const logoRows = row;
    const heightPt = picture(doc.company.logo, 0, 0, { width: 2 * 13 * PX_PER_CHAR, height: 60 }) * PT_PER_PX;
    // the logo's rows are at least as tall as the logo
    const perRow = heightPt / logoRows;
    for (let r = 1; r <= logoRows; r++)
      sheet.getRow(r).height = Math.max(sheet.getRow(r).height ?? 15, perRow);
  }
  row += 2;
  put(row, 1, 7, L[doc.kind], { font: { size: 18, bold: true }, alignment: { horizontal: "center" } });
  sheet.getRow(row).height = 30;
  row += 2;

  // The customer (A–D) and the document (E–G).
  const left: [string, string][] = [
    [L.customer, doc.customer],
    [L.phone, doc.phone],
    [L.address, doc.address],
  ];
  const right = documentNumbers(doc);
  left.forEach(([label, value], i) => {
    put(row + i, 1, 4, `${label}${L.colon}${value}`);
  });
  right.forEach(([label, value], i) => {
    put(row + i, 5, 7, `${label}${L.colon}${value}`);
  });
  row += Math.max(left.length, right.length) + 1;

  /** Rows that print on one page: [first, last]. */
  const blocks: [number, number][] = [];
  // One block per window.
  const windowBlock = (r: DocumentRow, first: number) => {
    put(row, 1, 7, r.windowNo, { font: { size: 12, bold: true } });
    row += 1;
    const details = windowDetails(r, L).map((d): [string, string | number, string?] =>
      d.figure ? [d.label, d.figure.value, d.figure.money ? MONEY : undefined] : [d.label, d.text],
    );
    const top = row;
    for (const [label, value, numFmt] of details) {
      put(row, 4, 4, label, { font: { size: 9, color: GREY } });
      put(row, 5, 7, value, {
        alignment: { horizontal: "left" },
        ...(numFmt ? { numFmt } : {}),
        ...(label === L.amount ? { font: { bold: true } } : {}),
      });
      row += 1;
    }
    if (r.drawing) {
      const heightPt =
        picture(r.drawing, 0, top - 1, { width: 3 * 13 * PX_PER_CHAR, height: 300 }) * PT_PER_PX;
      // the detail rows share the drawing's height
      const perRow = Math.max(15, heightPt / details.length + 1);
      for (let i = 0; i < details.length; i++) {
        const detailRow = sheet.getRow(top + i);
        detailRow.height = Math.max(perRow, detailRow.height ?? 15);
      }
    }
    // its shaped panes drawn as cut templates, each on a row of its own beside its figures
    for (const t of r.templates) {
      if (!t.drawing) continue;
      const heightPt =
        picture(t.drawing, 0, row - 1, { width: 3 * 13 * PX_PER_CHAR, height: 170 }) * PT_PER_PX;
      put(row, 4, 4, L.shapedPane, { font: { size: 9, color: GREY } });
      put(row, 5, 7, t.caption, { alignment: { horizontal: "left", vertical: "top" } });
      sheet.getRow(row).height = Math.max(15, heightPt + 2);
      row += 1;
    }
    blocks.push([first, row - 1]);
    row += 1;
  };
  if (doc.rows.length > 0) {
    const heading = row;
    put(row, 1, 7, L.windows, { font: { size: 13, bold: true } });
    row += 1;
    // the heading stays with the first window
    doc.rows.forEach((r, i) => {
      windowBlock(r, i === 0 ? heading : row);
    });
  }

  // Other items: name A–B, price C, count D, discount E, amount F, note G.
  if (doc.quoteLines.length > 0) {
    const first = row;
    put(row, 1, 7, L.quoteItems, { font: { size: 13, bold: true } });
    row += 1;
    const thin = { style: "thin" as const, color: { argb: "FF999999" } };
    const border = { top: thin, bottom: thin, left: thin, right: thin };
    const line = (cells: (string | number)[], bold: boolean) => {
      const spans: [number, number][] = [
        [1, 2],
        [3, 3],
        [4, 4],
        [5, 5],
        [6, 6],
        [7, 7],
      ];
      cells.forEach((value, i) => {
        const [from, to] = spans[i] ?? [1, 1];
        put(row, from, to, value, {
          border,
          font: { bold, size: 9 },
          ...(typeof value === "number" && i !== 2 ? { numFmt: MONEY } : {}),
          alignment: { horizontal: i > 0 && i < 5 ? "right" : "left" },
        });
      });
      row += 1;
    };
    line([L.name, L.price, L.count, L.discount, L.amount, L.note], true);
    for (const q of doc.quoteLines)
      line(
        [q.name, yuanNumber(q.priceFen), q.count, `${q.discountPercent}%`, yuanNumber(q.amountFen), q.note],
        false,
      );
    blocks.push([first, row - 1]);
    row += 1;
  }

  // A sunnyhouse contract's sunroom, as its PDF prints it (contract-pdf-sunroom.ts): its title, its
  // drawings two to a row (A–C and E–G), its BOM and its cutting plan under their headings.
  if (doc.sunroom) {
    const sunroom = doc.sunroom;
    const first = row;
    put(row, 1, 7, sunroom.title, { font: { size: 13, bold: true } });
    row += 1;
    put(row, 1, 7, L.sunroomDrawings, { font: { size: 12, bold: true } });
    row += 1;
    blocks.push([first, row - 1]);
    const half = { width: 3 * 13 * PX_PER_CHAR, height: 220 };
    for (let k = 0; k < sunroom.drawings.length; k += 2) {
      const pair = sunroom.drawings.slice(k, k + 2);
      const titleRow = row;
      pair.forEach((d, i) => {
        put(titleRow, i === 0 ? 1 : 5, i === 0 ? 3 : 7, d.title, { font: { size: 10, bold: true } });
      });
      row += 1;
      const heights = pair.map((d, i) => (d.png ? picture(d.png, i === 0 ? 0 : 4, row - 1, half) : 0));
      sheet.getRow(row).height = Math.max(15, Math.max(...heights) * PT_PER_PX + 4);
      row += 1;
      blocks.push([titleRow, row - 1]);
    }
    const list = (title: string, sections: typeof sunroom.bom) => {
      if (sections.length === 0) return;
      put(row, 1, 7, title, { font: { size: 12, bold: true } });
      row += 1;
      for (const section of sections) {
        const top = row;
        put(row, 1, 7, section.heading, { font: { size: 10, bold: true, color: GREY } });
        row += 1;
        for (const line of section.lines) {
          put(row, 2, 7, line, { font: { size: 9 } });
          row += 1;
        }
        blocks.push([top, row - 1]);
      }
      row += 1;
    };
    list(L.sunroomBom, sunroom.bom);
    list(L.sunroomCutting, sunroom.cutting);
  }

  // Totals: label D–E, value F–G.
  const total = (label: string, value: string | number, bold = false, size = 10) => {
    put(row, 4, 5, label, { font: { bold, size }, alignment: { horizontal: "right" } });
    put(row, 6, 7, value, {
      font: { bold, size },
      alignment: { horizontal: "right" },
      ...(typeof value === "number" ? { numFmt: MONEY } : {}),
    });
    row += 1;
  };
  // The totals, the terms and the signatures are one block: never a page between them.
  const closingFirst = row;
  for (const t of totalRows(doc)) {
    total(
      t.label,
      t.fen === null ? "" : yuanNumber(t.fen),
      t.emphasis !== "plain",
      t.emphasis === "total" ? 14 : 10,
    );
    if (t.emphasis === "total") sheet.getRow(row - 1).height = 22;
  }
  if (doc.totalInCapitals) {
    put(row, 1, 7, `${L.totalInCapitals}${L.colon}${doc.totalInCapitals}`, { font: { bold: true } });
    row += 1;
  }
  row += 1;

  // Payment terms.
  put(row, 1, 7, L.paymentTerms, { font: { size: 12, bold: true } });
  row += 1;
  put(row, 1, 7, doc.paymentTerms);
  row += 2;

  // Signature and seal blocks: buyer A–C, seller E–G.
  const party = (from: number, to: number, title: string, name: string, seal: Buffer | null) => {
    put(row, from, to, title, { font: { bold: true, size: 11 } });
    put(row + 1, from, to, name);
    put(row + 3, from, to, `${L.signature}${L.colon}____________________`);
    put(row + 5, from, to, `${L.seal}${L.colon}`);
    if (seal) picture(seal, from, row + 4, { width: 100, height: 100 });
    put(row + 7, from, to, `${L.date}${L.colon}____________________`);
  };
  party(1, 3, L.buyer, doc.customer, null);
  party(5, 7, L.seller, doc.company.name, doc.company.seal);
  for (const r of [row + 2, row + 4]) sheet.getRow(r).height = 12;
  sheet.getRow(row + 5).height = 40;
  sheet.getRow(row + 6).height = 40;
  sheet.getCell(row, 1).alignment = wrap;
  blocks.push([closingFirst, row + 7]);
  sheet.pageSetup.printArea = `A1:G${row + 7}`;
  breakPages(sheet, blocks);
  return Buffer.from(await book.xlsx.writeBuffer());
}
