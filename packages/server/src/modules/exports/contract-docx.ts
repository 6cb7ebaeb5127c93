// Quote/contract as a Word document (docx), laid out like the PDF: letterhead with logo and
// contacts, the customer, one block per window (drawing beside its details), other items, a
// sunnyhouse contract's sunroom (drawings, BOM, cutting plan), totals (with the amount in capitals in zh-CN), payment terms, both parties' signature blocks.

import {
  AlignmentType,
  BorderStyle,
  Document,
  ImageRun,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
} from "docx";
import {
  type ContractDocument,
  type DocumentRow,
  documentNumbers,
  quoteLineTexts,
  totalRows,
  windowDetails,
} from "./document-model.ts";

/** Points to the pixels (96 per inch) docx's image sizes are given in. */
const px = (pt: number) => Math.round((pt * 96) / 72);
const GREY = "555555";
const NONE = { style: BorderStyle.NONE, size: 0, color: "FFFFFF" };
const NO_BORDERS = {
  top: NONE,
  bottom: NONE,
  left: NONE,
  right: NONE,
  insideHorizontal: NONE,
  insideVertical: NONE,
};
/** A4 less 2 cm margins each side, in twentieths of a point (the width tables are given in). */
const CONTENT_TWIPS = 11906 - 2 * 1134;

function pngSize(png: Buffer) {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
const image = (data: Buffer, maxWidthPt: number, maxHeightPt: number) => {
  const { width, height } = pngSize(data);
  const scale = Math.min(maxWidthPt / width, maxHeightPt / height);
  return new ImageRun({
    type: "png",
    data,
    transformation: { width: px(width * scale), height: px(height * scale) },
  });
};
const text = (value: string, o: { bold?: boolean; size?: number; color?: string } = {}) =>
  new TextRun({
    text: value,
    bold: o.bold ?? false,
    ...(o.size ? { size: o.size * 2 } : {}),
    ...(o.color ? { color: o.color } : {}),
  });
/** A text of several lines (a window's materials) as runs broken where it has line breaks. */
const lines = (value: string, o: { bold?: boolean } = {}) =>
  value
    .split("\n")
    .map((line, i) => new TextRun({ text: line, bold: o.bold ?? false, ...(i > 0 ? { break: 1 } : {}) }));
const para = (
  runs: (TextRun | ImageRun)[] | string,
  o: {
    align?: (typeof AlignmentType)[keyof typeof AlignmentType];
    before?: number;
    after?: number;
    /** Kept on the page of what follows (headings). */
    keepNext?: boolean;
  } = {},
) =>
  new Paragraph({
    children: typeof runs === "string" ? [text(runs)] : runs,
    ...(o.align ? { alignment: o.align } : {}),
    ...(o.keepNext ? { keepNext: true, keepLines: true } : {}),
    spacing: { before: (o.before ?? 0) * 20, after: (o.after ?? 2) * 20 },
  });
const cell = (children: (Paragraph | Table)[], widthTwips: number, borders = true) =>
  new TableCell({
    children,
    width: { size: widthTwips, type: WidthType.DXA },
    verticalAlign: VerticalAlign.TOP,
    margins: { top: 60, bottom: 60, left: 80, right: 80 },
    ...(borders ? {} : { borders: { top: NONE, bottom: NONE, left: NONE, right: NONE } }),
  });
const layoutTable = (rows: TableRow[], widths: number[]) =>
  new Table({
    rows,
    columnWidths: widths,
    width: { size: CONTENT_TWIPS, type: WidthType.DXA },
    borders: NO_BORDERS,
  });

export async function contractDocx(doc: ContractDocument): Promise<Buffer> {
  const L = doc.labels;
  const field = (label: string, value: string) =>
    para([text(`${label}${L.colon}`, { color: GREY }), text(value)]);
  const heading = (value: string) =>
    para([text(value, { bold: true, size: 13 })], { before: 10, after: 4, keepNext: true });

  // Letterhead.
  const contacts = [
    [L.phone, doc.company.telephone],
    [L.address, doc.company.address],
    [L.website, doc.company.website],
  ].filter(([, value]) => value);
  const companyParas = [
    para([text(doc.company.name, { bold: true, size: 16 })]),
    ...contacts.map(([label, value]) => para([text(`${label}${L.colon}${value}`, { size: 9, color: GREY })])),
  ];
  const letterhead = doc.company.logo
    ? layoutTable(
        [
          new TableRow({
            children: [
              cell([para([image(doc.company.logo, 150, 50)])], 2600, false),
              cell(companyParas, CONTENT_TWIPS - 2600, false),
            ],
          }),
        ],
        [2600, CONTENT_TWIPS - 2600],
      )
    : companyParas;

  // The customer (left) and the document (right).
  const half = Math.round(CONTENT_TWIPS * 0.6);
  const parties = layoutTable(
    [
      new TableRow({
        children: [
          cell(
            [field(L.customer, doc.customer), field(L.phone, doc.phone), field(L.address, doc.address)],
            half,
            false,
          ),
          cell(
            documentNumbers(doc).map(([label, value]) => field(label, value)),
            CONTENT_TWIPS - half,
            false,
          ),
        ],
      }),
    ],
    [half, CONTENT_TWIPS - half],
  );

  // One block per window: its drawing beside its details.
  const drawingTwips = 5200;
  const windowBlock = (r: DocumentRow) => {
    const details = windowDetails(r, L).map((d): [string, string, boolean?] => [d.label, d.text, d.amount]);
    return [
      para([text(r.windowNo, { bold: true, size: 12 })], { before: 8, after: 2, keepNext: true }),
      layoutTable(
        [
          new TableRow({
            cantSplit: true,
            children: [
              cell([para(r.drawing ? [image(r.drawing, 240, 220)] : [])], drawingTwips, false),
              cell(
                details.map(([label, value, bold]) =>
                  para(
                    [
                      text(`${label}${L.colon}`, { color: GREY, size: 9 }),
                      ...lines(value, { bold: bold ?? false }),
                    ],
                    {
                      after: 3,
                    },
                  ),
                ),
                CONTENT_TWIPS - drawingTwips,
                false,
              ),
            ],
          }),
        ],
        [drawingTwips, CONTENT_TWIPS - drawingTwips],
      ),
      // its shaped panes drawn as cut templates, each with its figures
      ...r.templates
        .filter((t) => t.drawing)
        .flatMap((t) => [
          para([image(t.drawing!, 160, 130)], { before: 4, after: 0, keepNext: true }),
          para([text(`${L.shapedPane}${L.colon}${t.caption}`, { color: GREY, size: 8 })], { after: 4 }),
        ]),
    ];
  };

  // Other items.
  const quoteWidths = [2800, 1300, 800, 1000, 1400];
  quoteWidths.push(CONTENT_TWIPS - quoteWidths.reduce((a, b) => a + b, 0));
  const quoteRow = (cells: string[], bold: boolean) =>
    new TableRow({
      tableHeader: bold,
      cantSplit: true,
      children: cells.map((c, i) =>
        cell(
          [
            para([text(c, { bold, size: 9 })], {
              align: i > 0 && i < 5 ? AlignmentType.RIGHT : AlignmentType.LEFT,
            }),
          ],
          quoteWidths[i] ?? 1000,
        ),
      ),
    });
  const quoteTable =
    doc.quoteLines.length === 0
      ? []
      : [
          heading(L.quoteItems),
          new Table({
            columnWidths: quoteWidths,
            width: { size: CONTENT_TWIPS, type: WidthType.DXA },
            rows: [
              quoteRow([L.name, L.price, L.count, L.discount, L.amount, L.note], true),
              ...doc.quoteLines.map((q) => quoteRow(quoteLineTexts(q), false)),
            ],
          }),
        ];

  // A sunnyhouse contract's sunroom, as its PDF prints it (contract-pdf-sunroom.ts): its title, its
  // drawings two to a row (each titled), its BOM and its cutting plan under their headings.
  const column = Math.round(CONTENT_TWIPS / 2);
  const sunroom = doc.sunroom
    ? [
        heading(doc.sunroom.title),
        para([text(L.sunroomDrawings, { bold: true, size: 11 })], { keepNext: true }),
        layoutTable(
          Array.from({ length: Math.ceil(doc.sunroom.drawings.length / 2) }, (_, k) =>
            doc.sunroom!.drawings.slice(2 * k, 2 * k + 2),
          ).map(
            (pair) =>
              new TableRow({
                cantSplit: true,
                children: [0, 1].map((i) => {
                  const d = pair[i];
                  return cell(
                    d
                      ? [
                          para([text(d.title, { bold: true, size: 9 })]),
                          para(d.png ? [image(d.png, 230, 200)] : []),
                        ]
                      : [para("")],
                    column,
                    false,
                  );
                }),
              }),
          ),
          [column, CONTENT_TWIPS - column],
        ),
        ...[
          [L.sunroomBom, doc.sunroom.bom] as const,
          [L.sunroomCutting, doc.sunroom.cutting] as const,
        ].flatMap(([title, sections]) =>
          sections.length === 0
            ? []
            : [
                para([text(title, { bold: true, size: 11 })], { before: 8, keepNext: true }),
                ...sections.flatMap((section) => [
                  para([text(section.heading, { bold: true, size: 9, color: GREY })], {
                    before: 4,
                    keepNext: true,
                  }),
                  ...section.lines.map((line) => para([text(line, { size: 9 })])),
                ]),
              ],
        ),
      ]
    : [];

  // Totals, each kept with the next paragraph down to the signatures: never a page between them.
  const total = (label: string, value: string, o: { bold?: boolean; size?: number } = {}) =>
    para([text(`${label}${L.colon}`, o), text(value, o)], { align: AlignmentType.RIGHT, keepNext: true });
  const totals = [
    ...totalRows(doc).map((t) =>
      total(t.label, t.text, {
        bold: t.emphasis !== "plain",
        ...(t.emphasis === "total" ? { size: 14 } : {}),
      }),
    ),
    ...(doc.totalInCapitals
      ? [
          para([text(`${L.totalInCapitals}${L.colon}${doc.totalInCapitals}`, { bold: true })], {
            keepNext: true,
          }),
        ]
      : []),
  ];

  // Signature and seal blocks of both parties.
  const partyCell = (title: string, name: string, seal: Buffer | null) =>
    cell(
      [
        para([text(title, { bold: true, size: 11 })]),
        para(name, { after: 12 }),
        para([text(`${L.signature}${L.colon}________________________`)], { after: 12 }),
        para([text(`${L.seal}${L.colon}`)], { after: 4 }),
        // the seal, or room to stamp one
        para(seal ? [image(seal, 80, 80)] : [], { after: seal ? 8 : 76 }),
        para([text(`${L.date}${L.colon}________________________`)]),
      ],
      Math.round(CONTENT_TWIPS / 2),
      false,
    );
  const signatures = layoutTable(
    [
      new TableRow({
        cantSplit: true,
        children: [
          partyCell(L.buyer, doc.customer, null),
          partyCell(L.seller, doc.company.name, doc.company.seal),
        ],
      }),
    ],
    [Math.round(CONTENT_TWIPS / 2), CONTENT_TWIPS - Math.round(CONTENT_TWIPS / 2)],
  );

  const children: (Paragraph | Table)[] = [
    ...(Array.isArray(letterhead) ? letterhead : [letterhead]),
    para([text(L[doc.kind], { bold: true, size: 20 })], {
      align: AlignmentType.CENTER,
      before: 12,
      after: 10,
    }),
    parties,
    ...(doc.rows.length > 0 ? [heading(L.windows), ...doc.rows.flatMap(windowBlock)] : []),
    ...quoteTable,
    ...sunroom,
    para("", { after: 6 }),
    ...totals,
    heading(L.paymentTerms),
    para(doc.paymentTerms, { after: 12, keepNext: true }),
    signatures,
  ];
  return Packer.toBuffer(
    new Document({
      creator: doc.company.name,
      title: `${L[doc.kind]} ${doc.orderNo ?? doc.contractNo}`.trim(),
      styles: { default: { document: { run: { font: "Noto Sans CJK SC", size: 20 } } } },
      sections: [
        {
          properties: {
            page: {
              size: { width: 11906, height: 16838 },
              margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 },
            },
          },
          children,
        },
      ],
    }),
  );
}
