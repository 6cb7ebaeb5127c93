// A contract's delivery note as an A4 PDF (pdfkit): the factory's letterhead, the note's title,
// the contract and its customer, one row per production unit (serial, window, size, colour and
// the package it travels in; the table's head repeated on each page), the count of units and
// packages, and the deliverer's and receiver's signature lines kept together on one page. Texts
// in any of the four languages use the fonts and fallback of the contract exports
// (shared/pdf/pdf-fonts.ts, font-runs.ts), so Chinese prints as Chinese.

import type { DeliveryNoteLabels, ExportLabels } from "../../i18n/document-words.ts";
import { A4, a4Pdf, CONTENT, GREY, INK, LINE, MARGIN } from "../exports/a4-pdf.ts";

export type DeliveryNote = {
  labels: ExportLabels;
  words: DeliveryNoteLabels;
  company: { name: string; telephone: string; address: string; logo: Buffer | null };
  contractNo: string;
  customer: string;
  phone: string;
  address: string;
  /** The day printed (YYYY-MM-DD). */
  date: string;
  units: {
    serial: string;
    windowNo: string;
    widthMm: number | null;
    heightMm: number | null;
    color: string;
    packageNo: string | null;
  }[];
  packages: number;
};

/** Column widths of the units table (points, adding up to the content width). */
const COLUMNS = [26, 130, 60, 100, 89, 110] as const;

export async function deliveryNotePdf(note: DeliveryNote): Promise<Buffer> {
  const L = note.labels;
  const W = note.words;
  const { pdf, done, write, measure, line, rule, letterhead, pageNumbers, bottom } = a4Pdf({
    Title: `${W.title} ${note.contractNo}`.trim(),
    Author: note.company.name,
  });
  let y = MARGIN;

  // Letterhead: logo, the factory's name and contact lines.
  y = letterhead(
    note.company,
    [
      note.company.telephone && `${L.phone}${L.colon}${note.company.telephone}`,
      note.company.address && `${L.address}${L.colon}${note.company.address}`,
    ].filter((line): line is string => Boolean(line)),
    y,
  );
  y += write(W.title, MARGIN, y, { width: CONTENT, size: 18, bold: true, align: "center" }) + 10;

  // The contract and its customer, two columns.
  const half = CONTENT / 2 - 8;
  const facts = [
    [`${L.contractNo}${L.colon}${note.contractNo}`, `${L.date}${L.colon}${note.date}`],
    [`${L.customer}${L.colon}${note.customer}`, `${L.phone}${L.colon}${note.phone}`],
  ];
  for (const [left, right] of facts) {
    const h = Math.max(
      write(left ?? "", MARGIN, y, { width: half }),
      write(right ?? "", MARGIN + half + 16, y, { width: half }),
    );
    y += h + 3;
  }
  if (note.address) y += write(`${L.address}${L.colon}${note.address}`, MARGIN, y, { width: CONTENT }) + 3;
  y += 8;

  // The units, one row each; the head again on every page.
  const head = ["#", W.serial, L.windowNo, L.size, L.color, W.package];
  const cells = (texts: readonly string[], at: number, bold: boolean, color?: string) => {
    let x = MARGIN;
    let h = 0;
    texts.forEach((text, i) => {
      const width = (COLUMNS[i] ?? 60) - 6;
      h = Math.max(h, write(text, x + 3, at, { width, size: 9, bold, ...(color ? { color } : {}) }));
      x += COLUMNS[i] ?? 60;
    });
    return h;
  };
  const rowHeight = (texts: readonly string[], bold: boolean) =>
    Math.max(...texts.map((t, i) => measure(t, { width: (COLUMNS[i] ?? 60) - 6, size: 9, bold })));
  const drawHead = () => {
    rule(y, INK);
    y += 4;
    y += cells(head, y, true) + 4;
    rule(y, INK);
    y += 4;
  };
  drawHead();
  note.units.forEach((u, i) => {
    const row = [
      String(i + 1),
      u.serial,
      u.windowNo,
      u.widthMm !== null && u.heightMm !== null ? `${u.widthMm} × ${u.heightMm}` : "—",
      u.color || "—",
      u.packageNo ?? W.notPacked,
    ];
    if (y + rowHeight(row, false) + 6 > bottom) {
      pdf.addPage();
      y = MARGIN;
      drawHead();
    }
    y += cells(row, y, false, u.packageNo === null ? GREY : undefined) + 3;
    rule(y, LINE, 0.4);
    y += 4;
  });
  const summary = W.summary
    .replace("{units}", String(note.units.length))
    .replace("{packages}", String(note.packages));
  y += 4;
  y += write(summary, MARGIN, y, { width: CONTENT, bold: true }) + 14;

  // Receipt and signatures, kept together.
  const signHeight = measure(W.receipt, { width: CONTENT }) + 80;
  if (y + signHeight > bottom) {
    pdf.addPage();
    y = MARGIN;
  }
  y += write(W.receipt, MARGIN, y, { width: CONTENT }) + 30;
  for (const [i, who] of [W.deliveredBy, W.receivedBy].entries()) {
    const x = MARGIN + i * (half + 16);
    write(`${who} (${L.signature})${L.colon}`, x, y, { width: half });
    write(`${L.date}${L.colon}`, x, y + 30, { width: half });
    line(x, x + half, y + 24, LINE, 0.5);
  }

  pageNumbers(L.page, A4.height - MARGIN / 2 - 5);
  pdf.end();
  return done;
}
