// Quote/contract as an A4 PDF (pdfkit): the company's letterhead, the customer, one block per
// window (its drawing large enough to read beside its series, colour, glass, hardware, size,
// count, area and price), other items, totals (in zh-CN also in capital numerals), payment
// terms and both parties' signature and seal blocks. Every text is laid out from measured
// heights, so nothing overprints; characters the main font lacks fall back to other embedded
// fonts (font-runs.ts, pdf-fonts.ts).

import { A4, a4Pdf, CONTENT, GREY, INK, LINE, MARGIN, pngSize } from "./a4-pdf.ts";
import { sunroomSection } from "./contract-pdf-sunroom.ts";
import {
  type ContractDocument,
  type DocumentRow,
  documentNumbers,
  quoteLineTexts,
  totalRows,
  windowDetails,
} from "./document-model.ts";

/** The drawing's box in a window block (points): 250 pt is 8.8 cm. */
const DRAWING = { width: 250, height: 230 };
const GAP = 15;
/** A shaped pane's template drawing under its window (points). */
const TEMPLATE = { width: 160, height: 130 };

export async function contractPdf(doc: ContractDocument): Promise<Buffer> {
  const { pdf, done, write, measure, line, rule, letterhead, pageNumbers, bottom } = a4Pdf({
    Title: `${doc.labels[doc.kind]} ${doc.orderNo ?? doc.contractNo}`.trim(),
    Author: doc.company.name,
  });
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
  let y = MARGIN;
  const room = (height: number) => {
    if (y + height > bottom) {
      pdf.addPage();
      y = MARGIN;
    }
  };

  // Letterhead: logo, company name and contact details.
  y = letterhead(
    doc.company,
    [
      doc.company.telephone && `${L.phone}${L.colon}${doc.company.telephone}`,
      doc.company.address && `${L.address}${L.colon}${doc.company.address}`,
      doc.company.website && `${L.website}${L.colon}${doc.company.website}`,
    ].filter((line): line is string => Boolean(line)),
    y,
  );
  y += write(L[doc.kind], MARGIN, y, { width: CONTENT, size: 20, bold: true, align: "center" }) + 8;

  // The customer (left) and the document (right).
  const leftWidth = 320;
  const rightX = MARGIN + leftWidth + 15;
  const rightWidth = CONTENT - leftWidth - 15;
  const fieldsTop = y;
  let ly = y;
  for (const [label, value] of [
    [L.customer, doc.customer],
    [L.phone, doc.phone],
    [L.address, doc.address],
  ] as const)
    ly += write(`${label}${L.colon}${value}`, MARGIN, ly, { width: leftWidth }) + 3;
  let ry = fieldsTop;
  for (const [label, value] of documentNumbers(doc))
    ry += write(`${label}${L.colon}${value}`, rightX, ry, { width: rightWidth }) + 3;
  y = Math.max(ly, ry) + 8;

  // One block per window.
  if (doc.rows.length > 0) {
    room(40);
    y += write(L.windows, MARGIN, y, { width: CONTENT, size: 13, bold: true }) + 4;
  }
  for (const r of doc.rows) windowBlock(r);

  function windowBlock(r: DocumentRow) {
    const detailsX = MARGIN + DRAWING.width + GAP;
    const detailsWidth = CONTENT - DRAWING.width - GAP;
    const labelWidth = 95;
    const valueWidth = detailsWidth - labelWidth - 6;
    const details = windowDetails(r, L).map((d): [string, string, boolean?] => [d.label, d.text, d.amount]);
    const rowHeight = ([label, value, bold]: [string, string, boolean?]) =>
      Math.max(measure(label, { width: labelWidth, size: 9 }), measure(value, { width: valueWidth, bold })) +
      4;
    const titleHeight = measure(r.windowNo || " ", { width: CONTENT, size: 12, bold: true }) + 6;
    const image = r.drawing ? pngSize(r.drawing) : null;
    const scale = image ? Math.min(DRAWING.width / image.width, DRAWING.height / image.height) : 0;
    const drawingHeight = image ? image.height * scale : 0;
    const detailsHeight = details.reduce((sum, d) => sum + rowHeight(d), 0);
    room(titleHeight + Math.max(drawingHeight, detailsHeight) + 16);
    rule(y);
    y += 6;
    y += write(r.windowNo || " ", MARGIN, y, { width: CONTENT, size: 12, bold: true }) + 4;
    const top = y;
    if (r.drawing && image) {
      pdf.image(opened(r.drawing), MARGIN, top, { width: image.width * scale, height: drawingHeight });
    }
    let dy = top;
    for (const d of details) {
      const h = rowHeight(d);
      write(d[0], detailsX, dy, { width: labelWidth, size: 9, color: GREY });
      write(d[1], detailsX + labelWidth + 6, dy, { width: valueWidth, bold: d[2] });
      dy += h;
    }
    y = Math.max(top + drawingHeight, dy) + 10;
    templateStrip(r);
  }

  /** The window's shaped panes drawn as cut templates in a row under its block, each with its figures. */
  function templateStrip(r: DocumentRow) {
    const drawn = r.templates.filter((t) => t.drawing);
    if (drawn.length === 0) return;
    const perRow = Math.max(1, Math.floor((CONTENT + GAP) / (TEMPLATE.width + GAP)));
    for (let k = 0; k < drawn.length; k += perRow) {
      const row = drawn.slice(k, k + perRow).map((t) => {
        const size = pngSize(t.drawing!);
        const scale = Math.min(TEMPLATE.width / size.width, TEMPLATE.height / size.height);
        const caption = `${L.shapedPane}${L.colon}${t.caption}`;
        return {
          t,
          size,
          scale,
          caption,
          captionHeight: measure(caption, { width: TEMPLATE.width, size: 8 }),
        };
      });
      const height = Math.max(...row.map((c) => c.size.height * c.scale + 4 + c.captionHeight));
      room(height + 8);
      row.forEach((c, i) => {
        const x = MARGIN + i * (TEMPLATE.width + GAP);
        const h = c.size.height * c.scale;
        pdf.image(opened(c.t.drawing!), x, y, { width: c.size.width * c.scale, height: h });
        write(c.caption, x, y + h + 4, { width: TEMPLATE.width, size: 8, color: GREY });
      });
      y += height + 8;
    }
  }

  // Other items: a table whose header and rows take their measured heights.
  if (doc.quoteLines.length > 0) {
    const columns = [
      { label: L.name, width: 150, align: "left" as const },
      { label: L.price, width: 75, align: "right" as const },
      { label: L.count, width: 45, align: "right" as const },
      { label: L.discount, width: 60, align: "right" as const },
      { label: L.amount, width: 80, align: "right" as const },
      { label: L.note, width: CONTENT - 410, align: "left" as const },
    ];
    const tableRow = (cells: string[], bold: boolean) => {
      const height =
        Math.max(
          ...cells.map((c, i) => measure(c, { width: (columns[i]?.width ?? 50) - 8, size: 9, bold })),
        ) + 8;
      room(height);
      let x = MARGIN;
      cells.forEach((c, i) => {
        const col = columns[i];
        if (!col) return;
        pdf.rect(x, y, col.width, height).lineWidth(0.5).strokeColor(LINE).stroke();
        write(c, x + 4, y + 4, { width: col.width - 8, size: 9, bold, align: col.align });
        x += col.width;
      });
      y += height;
    };
    room(60);
    rule(y);
    y += 6;
    y += write(L.quoteItems, MARGIN, y, { width: CONTENT, size: 13, bold: true }) + 4;
    tableRow(
      columns.map((c) => c.label),
      true,
    );
    for (const q of doc.quoteLines) {
      tableRow(quoteLineTexts(q), false);
    }
    y += 10;
  }

  // A sunnyhouse contract: its sunroom's drawings, bill of materials and cutting plan.
  if (doc.sunroom) {
    y = sunroomSection(
      {
        pdf,
        write,
        measure,
        rule,
        room: (at, height) => {
          y = at;
          room(height);
          return y;
        },
      },
      doc.sunroom,
      L,
      y,
    );
  }

  // The closing: totals (right-aligned), payment terms, and both parties' signature and seal
  // blocks. The signatures never stand alone on a page: the closing moves to a new page whole
  // when it does not fit under the windows (the terms are at most 1000 characters, so it fits
  // on one page).
  const totals = totalRows(doc).map((t) => ({
    ...t,
    size: t.emphasis === "total" ? 14 : 10,
    bold: t.emphasis !== "plain",
  }));
  const totalsHeight =
    8 +
    totals.reduce((sum, t) => sum + measure(t.label, { width: 200, size: t.size, bold: t.bold }) + 2, 0) +
    (doc.totalInCapitals ? measure(doc.totalInCapitals, { width: CONTENT, bold: true }) + 8 : 0) +
    10;
  const termsHeight =
    measure(L.paymentTerms, { width: CONTENT, size: 12, bold: true }) +
    3 +
    measure(doc.paymentTerms, { width: CONTENT }) +
    16;
  const SEAL = 90;
  const half = (CONTENT - 30) / 2;
  const partyHeight = (title: string, name: string) =>
    measure(title, { width: half, size: 11, bold: true }) +
    4 +
    measure(name, { width: half }) +
    (14 + 26 + SEAL + 10 + 26);
  const partiesHeight = Math.max(partyHeight(L.buyer, doc.customer), partyHeight(L.seller, doc.company.name));
  room(totalsHeight + termsHeight + partiesHeight);

  rule(y, INK);
  y += 8;
  for (const t of totals) {
    const h = Math.max(
      write(t.label, MARGIN + CONTENT - 340, y, { width: 200, size: t.size, bold: t.bold, align: "right" }),
      write(t.text, MARGIN + CONTENT - 130, y, { width: 130, size: t.size, bold: t.bold, align: "right" }),
    );
    y += h + 2;
  }
  if (doc.totalInCapitals) {
    y += 4;
    y +=
      write(`${L.totalInCapitals}${L.colon}${doc.totalInCapitals}`, MARGIN, y, {
        width: CONTENT,
        bold: true,
      }) + 4;
  }
  y += 10;

  y += write(L.paymentTerms, MARGIN, y, { width: CONTENT, size: 12, bold: true }) + 3;
  y += write(doc.paymentTerms, MARGIN, y, { width: CONTENT }) + 16;

  const partiesTop = y;
  const party = (x: number, title: string, name: string, seal: Buffer | null) => {
    let py = partiesTop;
    py += write(title, x, py, { width: half, size: 11, bold: true }) + 4;
    py += write(name, x, py, { width: half }) + 14;
    write(`${L.signature}${L.colon}`, x, py, { width: 80 });
    line(x + 80, x + half, py + 12, INK, 0.5);
    py += 26;
    write(`${L.seal}${L.colon}`, x, py, { width: 80 });
    pdf
      .rect(x + 80, py, SEAL, SEAL)
      .lineWidth(0.5)
      .dash(3, { space: 3 })
      .strokeColor(LINE)
      .stroke()
      .undash();
    if (seal) pdf.image(seal, x + 82, py + 2, { fit: [SEAL - 4, SEAL - 4] });
    py += SEAL + 10;
    write(`${L.date}${L.colon}`, x, py, { width: 80 });
    line(x + 80, x + half, py + 12, INK, 0.5);
    return py + 26;
  };
  y = Math.max(
    party(MARGIN, L.buyer, doc.customer, null),
    party(MARGIN + half + 30, L.seller, doc.company.name, doc.company.seal),
  );

  pageNumbers(L.page, A4.height - MARGIN + 14);
  pdf.end();
  return done;
}
