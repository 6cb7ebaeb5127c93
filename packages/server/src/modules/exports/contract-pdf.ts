// Quote/contract as PDF (pdfkit) with the CJK font embedded so Chinese text renders.
import PDFDocument from "pdfkit";
import { cjkFont } from "./cjk-font.ts";
import type { ContractDocument } from "./document-model.ts";
import { money } from "./labels.ts";

const MARGIN = 40;
const COLUMNS = [
  { key: "windowNo", width: 60 },
  { key: "drawing", width: 80 },
  { key: "size", width: 90 },
  { key: "count", width: 45 },
  { key: "area", width: 60 },
  { key: "price", width: 80 },
  { key: "amount", width: 100 },
] as const;
const ROW = 72;

export async function contractPdf(doc: ContractDocument): Promise<Buffer> {
  const font = cjkFont();
  const pdf = new PDFDocument({ size: "A4", margin: MARGIN, info: { Title: doc.labels[doc.kind] } });
  pdf.registerFont("cjk", font.data, font.family);
  pdf.font("cjk");
  const chunks: Buffer[] = [];
  pdf.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => pdf.on("end", () => resolve(Buffer.concat(chunks))));
  const L = doc.labels;
  // Identical windows share one embedded image: PDFKit's image() takes an opened image too,
  // which its type declarations leave out.
  const open = (pdf as unknown as { openImage(src: Buffer): unknown }).openImage.bind(pdf);
  const images = new Map<Buffer, unknown>();
  const opened = (png: Buffer) => {
    const image = images.get(png) ?? open(png);
    images.set(png, image);
    return image as Buffer;
  };
  const bottom = pdf.page.height - MARGIN;

  if (doc.company.logo) pdf.image(doc.company.logo, MARGIN, MARGIN, { fit: [120, 40] });
  pdf.fontSize(16).text(doc.company.name, MARGIN + 130, MARGIN + 4, { width: 380 });
  pdf.fontSize(20).text(L[doc.kind], MARGIN, MARGIN + 52, { align: "center" });
  pdf.fontSize(10);
  let y = MARGIN + 84;
  for (const [label, value] of [
    [L.contractNo, doc.contractNo],
    [L.customer, doc.customer],
    [L.phone, doc.phone],
    [L.address, doc.address],
    [L.orderDate, doc.orderDate],
  ] as const) {
    pdf.text(`${label}: ${value}`, MARGIN, y);
    y += 15;
  }
  y += 6;
  const header = () => {
    let x = MARGIN;
    for (const c of COLUMNS) {
      pdf.rect(x, y, c.width, 18).stroke();
      pdf.text(L[c.key], x + 3, y + 4, { width: c.width - 6 });
      x += c.width;
    }
    y += 18;
  };
  header();
  for (const r of doc.rows) {
    if (y + ROW > bottom) {
      pdf.addPage();
      y = MARGIN;
      header();
    }
    const cells = [
      r.windowNo,
      "",
      `${r.widthMm} × ${r.heightMm}`,
      String(r.count),
      r.areaM2.toFixed(2),
      money(r.priceFen),
      money(r.amountFen),
    ];
    let x = MARGIN;
    COLUMNS.forEach((c, i) => {
      pdf.rect(x, y, c.width, ROW).stroke();
      if (c.key === "drawing" && r.drawing)
        pdf.image(opened(r.drawing), x + 4, y + 4, { fit: [c.width - 8, ROW - 8] });
      else pdf.text(cells[i] ?? "", x + 3, y + 6, { width: c.width - 6 });
      x += c.width;
    });
    y += ROW;
  }
  if (y + 60 > bottom) {
    pdf.addPage();
    y = MARGIN;
  }
  y += 10;
  pdf.text(`${L.base}: ${money(doc.baseFen)}`, MARGIN, y);
  y += 16;
  if (doc.quoteLines.length > 0) {
    pdf.text(L.quoteItems, MARGIN, y);
    y += 16;
    for (const q of doc.quoteLines) {
      if (y + 16 > bottom) {
        pdf.addPage();
        y = MARGIN;
      }
      const line = `${q.name}  ${money(q.priceFen)} × ${q.count}  ${L.discount} ${q.discountPercent}%  = ${money(q.amountFen)}  ${q.note}`;
      pdf.text(line, MARGIN + 10, y);
      y += 16;
    }
  }
  pdf.text(`${L.discount}: ${doc.discountPercent}%`, MARGIN, y);
  y += 18;
  pdf.fontSize(14).text(`${L.total}: ${money(doc.totalFen)}`, MARGIN, y);
  pdf.fontSize(10);
  if (y + 110 > bottom) {
    pdf.addPage();
    y = MARGIN;
  }
  y += 30;
  pdf.text(`${L.signature}: ____________`, MARGIN, y + 40);
  const sealX = pdf.page.width - MARGIN - 90;
  pdf.text(L.seal, sealX, y);
  if (doc.company.seal) pdf.image(doc.company.seal, sealX, y + 14, { fit: [80, 80] });
  pdf.end();
  return done;
}
