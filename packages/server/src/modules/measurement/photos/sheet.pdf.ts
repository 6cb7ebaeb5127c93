// The measurement sheet as an A4 PDF (issue 31), laid out on the page every printed document
// shares (exports/a4-pdf.ts: its fonts print Chinese, Vietnamese and Russian): the factory's
// letterhead, the visit (customer, address, appointment, measurer), then each opening: the three
// widths and heights with the size used (the smallest), the diagonals and how far out of square,
// the wall, sill and reveal, colour and note, and its photos with their marks drawn in.
import { imageSize } from "image-size";
import type { ExportLabels, MeasureSheetWords } from "../../../i18n/document-words.ts";
import { A4, a4Pdf, CONTENT, GREY, INK, MARGIN } from "../../exports/a4-pdf.ts";

type Mm = number | null;

export type SheetOpening = {
  title: string;
  widths: Mm[];
  heights: Mm[];
  width: Mm;
  height: Mm;
  diagonals: Mm[];
  diagonalDifference: Mm;
  outOfSquare: boolean;
  wallThickness: Mm;
  sillHeight: Mm;
  revealDepth: Mm;
  color: string;
  note: string;
  /** The photos with their marks drawn in (JPEG or PNG bytes). */
  photos: Buffer[];
};

export type MeasureSheet = {
  labels: ExportLabels;
  words: MeasureSheetWords;
  company: { name: string; telephone: string; address: string; logo: Buffer | null };
  customer: string;
  phone: string;
  address: string;
  appointment: string;
  measurer: string;
  note: string;
  openings: SheetOpening[];
};

/** Photos per row and the largest height of one (points). */
const PHOTOS_PER_ROW = 2;
const PHOTO_GAP = 10;
const PHOTO_MAX_HEIGHT = 220;

const mm = (v: Mm) => (v === null ? "—" : String(v));

export async function measureSheetPdf(sheet: MeasureSheet): Promise<Buffer> {
  const L = sheet.labels;
  const W = sheet.words;
  const { pdf, done, write, measure, rule, letterhead, pageNumbers, bottom } = a4Pdf({
    Title: `${W.title} ${sheet.customer}`.trim(),
    Author: sheet.company.name,
  });
  let y = letterhead(
    sheet.company,
    [
      sheet.company.telephone && `${L.phone}${L.colon}${sheet.company.telephone}`,
      sheet.company.address && `${L.address}${L.colon}${sheet.company.address}`,
    ].filter((line): line is string => Boolean(line)),
    MARGIN,
  );
  y += write(W.title, MARGIN, y, { width: CONTENT, size: 18, bold: true, align: "center" }) + 10;
  const half = CONTENT / 2 - 8;
  const facts: [string, string][] = [
    [`${L.customer}${L.colon}${sheet.customer}`, `${L.phone}${L.colon}${sheet.phone}`],
    [`${W.appointment}${L.colon}${sheet.appointment}`, `${W.measurer}${L.colon}${sheet.measurer}`],
  ];
  for (const [left, right] of facts)
    y +=
      Math.max(
        write(left, MARGIN, y, { width: half }),
        write(right, MARGIN + half + 16, y, { width: half }),
      ) + 3;
  y += write(`${L.address}${L.colon}${sheet.address}`, MARGIN, y, { width: CONTENT }) + 3;
  if (sheet.note) y += write(`${L.note}${L.colon}${sheet.note}`, MARGIN, y, { width: CONTENT }) + 3;
  y += 8;

  /** Room for `h` more points on this page, else a new page. */
  const room = (h: number) => {
    if (y + h <= bottom) return;
    pdf.addPage();
    y = MARGIN;
  };
  y += write(W.openings, MARGIN, y, { width: CONTENT, size: 14, bold: true }) + 4;
  if (sheet.openings.length === 0) y += write(W.none, MARGIN, y, { width: CONTENT, color: GREY });

  sheet.openings.forEach((o, i) => {
    const lines: [string, string][] = [
      [
        W.widths,
        `${o.widths.map(mm).join(" / ")} → ${o.width === null ? "—" : W.used.replace("{value}", String(o.width))}`,
      ],
      [
        W.heights,
        `${o.heights.map(mm).join(" / ")} → ${o.height === null ? "—" : W.used.replace("{value}", String(o.height))}`,
      ],
      [
        W.diagonals,
        `${o.diagonals.map(mm).join(" / ")}${o.outOfSquare && o.diagonalDifference !== null ? ` (${W.outOfSquare.replace("{value}", String(o.diagonalDifference))})` : ""}`,
      ],
      [W.wall, mm(o.wallThickness)],
      [W.sill, mm(o.sillHeight)],
      [W.reveal, mm(o.revealDepth)],
      ...(o.color ? [[L.color, o.color] as [string, string]] : []),
      ...(o.note ? [[L.note, o.note] as [string, string]] : []),
    ];
    const labelWidth = 150;
    const heights = lines.map(([, v]) => measure(v, { width: CONTENT - labelWidth, size: 10 }) + 2);
    const title = `${i + 1}. ${o.title || W.opening}`;
    // the heading stays with its first lines
    room(measure(title, { width: CONTENT, size: 12, bold: true }) + (heights[0] ?? 0) * 3 + 10);
    rule(y, INK, 0.5);
    y += 4;
    y += write(title, MARGIN, y, { width: CONTENT, size: 12, bold: true }) + 4;
    lines.forEach(([label, value], n) => {
      room(heights[n] ?? 14);
      write(`${label}${L.colon}`, MARGIN, y, { width: labelWidth, size: 10, color: GREY });
      write(value, MARGIN + labelWidth, y, {
        width: CONTENT - labelWidth,
        size: 10,
        color: o.outOfSquare && label === W.diagonals ? "#b45309" : INK,
      });
      y += heights[n] ?? 14;
    });
    if (o.photos.length > 0) {
      y += 4;
      room(20 + PHOTO_MAX_HEIGHT);
      y += write(W.photos, MARGIN, y, { width: CONTENT, size: 10, bold: true }) + 4;
      const cell = (CONTENT - PHOTO_GAP * (PHOTOS_PER_ROW - 1)) / PHOTOS_PER_ROW;
      for (let start = 0; start < o.photos.length; start += PHOTOS_PER_ROW) {
        const row = o.photos.slice(start, start + PHOTOS_PER_ROW).map((bytes) => {
          const size = imageSize(bytes);
          const scale = Math.min(cell / (size.width ?? 1), PHOTO_MAX_HEIGHT / (size.height ?? 1));
          return { bytes, width: (size.width ?? 1) * scale, height: (size.height ?? 1) * scale };
        });
        const rowHeight = Math.max(...row.map((p) => p.height));
        room(rowHeight);
        row.forEach((p, n) => {
          pdf.image(p.bytes, MARGIN + n * (cell + PHOTO_GAP), y, { width: p.width, height: p.height });
        });
        y += rowHeight + PHOTO_GAP;
      }
    }
    y += 8;
  });

  pageNumbers(W.page, A4.height - MARGIN / 2 - 5);
  pdf.end();
  return done;
}
