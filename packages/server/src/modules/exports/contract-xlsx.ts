// Quote/contract as an Excel workbook (ExcelJS) with the logo, drawings and seal as images.
import ExcelJS from "exceljs";
import type { ContractDocument } from "./document-model.ts";
import { money } from "./labels.ts";

type ExcelBuffer = Parameters<ExcelJS.Workbook["addImage"]>[0]["buffer"];

export async function contractXlsx(doc: ContractDocument): Promise<Buffer> {
  const L = doc.labels;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(L[doc.kind]);
  sheet.columns = [
    { width: 12 },
    { width: 22 },
    { width: 16 },
    { width: 8 },
    { width: 12 },
    { width: 12 },
    { width: 14 },
  ];
  const image = (bytes: Buffer, tl: { col: number; row: number }, ext: { width: number; height: number }) => {
    const id = book.addImage({ buffer: bytes as unknown as ExcelBuffer, extension: "png" });
    sheet.addImage(id, { tl, ext });
  };
  sheet.getRow(1).height = 36;
  if (doc.company.logo) image(doc.company.logo, { col: 0, row: 0 }, { width: 108, height: 36 });
  sheet.getCell("C1").value = doc.company.name;
  sheet.getCell("C1").font = { size: 14, bold: true };
  sheet.getCell("A2").value = L[doc.kind];
  sheet.getCell("A2").font = { size: 16, bold: true };
  const info: [string, string][] = [
    [L.contractNo, doc.contractNo],
    [L.customer, doc.customer],
    [L.phone, doc.phone],
    [L.address, doc.address],
    [L.orderDate, doc.orderDate],
  ];
  info.forEach(([label, value], i) => {
    sheet.getCell(3 + i, 1).value = label;
    sheet.getCell(3 + i, 2).value = value;
  });
  let row = 3 + info.length + 1;
  sheet.getRow(row).values = [L.windowNo, L.drawing, L.size, L.count, L.area, L.price, L.amount];
  sheet.getRow(row).font = { bold: true };
  for (const r of doc.rows) {
    row += 1;
    sheet.getRow(row).values = [
      r.windowNo,
      "",
      `${r.widthMm} × ${r.heightMm}`,
      r.count,
      Number(r.areaM2.toFixed(2)),
      Number(money(r.priceFen)),
      Number(money(r.amountFen)),
    ];
    sheet.getRow(row).height = 60;
    if (r.drawing) image(r.drawing, { col: 1, row: row - 1 }, { width: 80, height: 78 });
  }
  row += 2;
  sheet.getCell(row, 1).value = L.base;
  sheet.getCell(row, 7).value = Number(money(doc.baseFen));
  if (doc.quoteLines.length > 0) {
    row += 1;
    sheet.getRow(row).values = [L.quoteItems, L.name, L.price, L.count, L.discount, L.note, L.amount];
    for (const q of doc.quoteLines) {
      row += 1;
      sheet.getRow(row).values = [
        "",
        q.name,
        Number(money(q.priceFen)),
        q.count,
        `${q.discountPercent}%`,
        q.note,
        Number(money(q.amountFen)),
      ];
    }
  }
  row += 1;
  sheet.getCell(row, 1).value = L.discount;
  sheet.getCell(row, 7).value = `${doc.discountPercent}%`;
  row += 1;
  sheet.getCell(row, 1).value = L.total;
  sheet.getCell(row, 7).value = Number(money(doc.totalFen));
  sheet.getRow(row).font = { bold: true };
  row += 2;
  sheet.getCell(row, 1).value = L.signature;
  sheet.getCell(row, 6).value = L.seal;
  if (doc.company.seal) image(doc.company.seal, { col: 5, row }, { width: 80, height: 80 });
  return Buffer.from(await book.xlsx.writeBuffer());
}
