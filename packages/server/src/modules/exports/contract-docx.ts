// Quote/contract as a Word document (docx) with the logo, drawings and seal as images.
import {
  AlignmentType,
  Document,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import type { ContractDocument } from "./document-model.ts";
import { money } from "./labels.ts";

const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] });
const png = (data: Buffer, width: number, height: number) =>
  new ImageRun({ type: "png", data, transformation: { width, height } });

export async function contractDocx(doc: ContractDocument): Promise<Buffer> {
  const L = doc.labels;
  const header = new TableRow({
    tableHeader: true,
    children: [L.windowNo, L.drawing, L.size, L.count, L.area, L.price, L.amount].map(cell),
  });
  const rows = doc.rows.map(
    (r) =>
      new TableRow({
        children: [
          cell(r.windowNo),
          new TableCell({
            children: [new Paragraph({ children: r.drawing ? [png(r.drawing, 80, 78)] : [] })],
          }),
          cell(`${r.widthMm} × ${r.heightMm}`),
          cell(String(r.count)),
          cell(r.areaM2.toFixed(2)),
          cell(money(r.priceFen)),
          cell(money(r.amountFen)),
        ],
      }),
  );
  const quoteRows = doc.quoteLines.map(
    (q) =>
      new TableRow({
        children: [
          q.name,
          money(q.priceFen),
          String(q.count),
          `${q.discountPercent}%`,
          q.note,
          money(q.amountFen),
        ].map(cell),
      }),
  );
  const children: (Paragraph | Table)[] = [
    new Paragraph({
      children: [
        ...(doc.company.logo ? [png(doc.company.logo, 120, 40)] : []),
        new TextRun({ text: `  ${doc.company.name}`, bold: true, size: 28 }),
      ],
    }),
    new Paragraph({ text: L[doc.kind], heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER }),
    ...[
      [L.contractNo, doc.contractNo],
      [L.customer, doc.customer],
      [L.phone, doc.phone],
      [L.address, doc.address],
      [L.orderDate, doc.orderDate],
    ].map(([label, value]) => new Paragraph(`${label}: ${value}`)),
    new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: [header, ...rows] }),
    new Paragraph(`${L.base}: ${money(doc.baseFen)}`),
  ];
  if (quoteRows.length > 0) {
    children.push(new Paragraph(L.quoteItems));
    children.push(
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: [
          new TableRow({ children: [L.name, L.price, L.count, L.discount, L.note, L.amount].map(cell) }),
          ...quoteRows,
        ],
      }),
    );
  }
  children.push(
    new Paragraph(`${L.discount}: ${doc.discountPercent}%`),
    new Paragraph({
      children: [new TextRun({ text: `${L.total}: ${money(doc.totalFen)}`, bold: true, size: 28 })],
    }),
    new Paragraph(`${L.signature}: ____________`),
    new Paragraph({
      alignment: AlignmentType.RIGHT,
      children: [new TextRun(`${L.seal} `), ...(doc.company.seal ? [png(doc.company.seal, 80, 80)] : [])],
    }),
  );
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}
