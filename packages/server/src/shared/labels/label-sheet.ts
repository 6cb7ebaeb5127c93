// QR labels as a PDF (pdfkit): each label is a QR code of the text the caller gives (a scan
// code, `formatScanCode(kind, token)` of @fenestra/core/scanning/scan-code) and beside it a
// bold title and a few lines of text, already in the reader's language. Two papers:
// - "a4": 14 labels a sheet, 2 columns × 7 rows of 99.1 × 38.1 mm (the common pre-cut A4 label
//   layout), each outlined faintly so plain paper can be cut by hand;
// - "60x40": one 60 × 40 mm label a page, for a thermal label printer.
// The QR is drawn as vector squares (sharp at any printer resolution), error correction M, with
// its four-module quiet zone. Text in any of the four languages (and the odd emoji or symbol)
// uses the fonts and fallback of the PDF exports (shared/pdf/pdf-fonts.ts, font-runs.ts);
// a line too long for the label is cut with "…", never printed over the next one.
import type { LabelPaper } from "@fenestra/core/scanning/label-paper";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { fontRuns } from "../pdf/font-runs.ts";
import { type PdfFace, pdfFonts } from "../pdf/pdf-fonts.ts";

export type QrLabel = {
  /** The text the QR carries. */
  code: string;
  /** First line, bold: what the thing is ("6063 frame TB60-01", "Unit 3 of C2 · HT-2026-0012"). */
  title: string;
  /** Further lines, smaller: colour, length, position, contract, customer… */
  lines?: readonly string[];
};

const MM = 72 / 25.4;

type Layout = {
  page: { width: number; height: number };
  /** Top-left corner of each label on a page, in order. */
  slots: { x: number; y: number }[];
  label: { width: number; height: number };
  padding: number;
  qr: number;
  gap: number;
  titleSize: number;
  lineSize: number;
  outline: boolean;
};

const LAYOUTS: Record<LabelPaper, Layout> = {
  a4: {
    page: { width: 210 * MM, height: 297 * MM },
    slots: Array.from({ length: 14 }, (_, i) => ({
      x: (4.65 + (i % 2) * (99.1 + 2.5)) * MM,
      y: (15.15 + Math.floor(i / 2) * 38.1) * MM,
    })),
    label: { width: 99.1 * MM, height: 38.1 * MM },
    padding: 3 * MM,
    qr: 30 * MM,
    gap: 3 * MM,
    titleSize: 11,
    lineSize: 8.5,
    outline: true,
  },
  "60x40": {
    page: { width: 60 * MM, height: 40 * MM },
    slots: [{ x: 0, y: 0 }],
    label: { width: 60 * MM, height: 40 * MM },
    padding: 2.5 * MM,
    qr: 28 * MM,
    gap: 2 * MM,
    titleSize: 8,
    lineSize: 6.5,
    outline: false,
  },
};

/** Modules of white around the QR symbol (ISO/IEC 18004). */
const QUIET_ZONE = 4;
const ELLIPSIS = "…";
const segmenter = new Intl.Segmenter("und", { granularity: "grapheme" });

/** The labels on as many pages of `paper` as they need (one empty page for none). */
export async function labelSheetPdf(
  labels: readonly QrLabel[],
  paper: LabelPaper,
  info: { title?: string; author?: string } = {},
): Promise<Buffer> {
  const layout = LAYOUTS[paper];
  const fonts = pdfFonts();
  const pdf = new PDFDocument({
    size: [layout.page.width, layout.page.height],
    margin: 0,
    info: { ...(info.title ? { Title: info.title } : {}), ...(info.author ? { Author: info.author } : {}) },
  });
  const faces: PdfFace[] = [...fonts.regular, ...fonts.bold, ...(fonts.emoji ? [fonts.emoji] : [])];
  for (const f of faces) pdf.registerFont(f.name, f.data, f.family);
  const chunks: Buffer[] = [];
  pdf.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => pdf.on("end", () => resolve(Buffer.concat(chunks))));

  const height = (text: string, size: number, bold: boolean, width: number) => {
    pdf.font(bold ? "main-bold" : "main").fontSize(size);
    return pdf.heightOfString(text, { width });
  };
  /** The longest start of `text` (whole characters, then "…") that fits in `room`. */
  const fit = (text: string, size: number, bold: boolean, width: number, room: number): string | null => {
    if (height(text, size, bold, width) <= room) return text;
    const clusters = [...segmenter.segment(text)].map((s) => s.segment);
    let lo = 0;
    let hi = clusters.length - 1;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (height(clusters.slice(0, mid).join("").trimEnd() + ELLIPSIS, size, bold, width) <= room) lo = mid;
      else hi = mid - 1;
    }
    const cut = clusters.slice(0, lo).join("").trimEnd() + ELLIPSIS;
    return height(cut, size, bold, width) <= room ? cut : null;
  };
  const write = (text: string, x: number, y: number, width: number, size: number, bold: boolean) => {
    const chain = bold ? [...fonts.bold, ...fonts.regular] : fonts.regular;
    const runs = fontRuns(text, chain, fonts.emoji);
    pdf.fontSize(size).fillColor("#000000");
    runs.forEach((run, i) => {
      pdf.font(run.font);
      const continued = i < runs.length - 1;
      if (i === 0) pdf.text(run.text, x, y, { width, continued, lineGap: 0 });
      else pdf.text(run.text, { continued });
    });
  };

  const drawQr = (code: string, x: number, y: number, side: number) => {
    const { modules } = QRCode.create(code, { errorCorrectionLevel: "M" });
    const cell = side / (modules.size + 2 * QUIET_ZONE);
    const left = x + QUIET_ZONE * cell;
    const top = y + QUIET_ZONE * cell;
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        // overlapping each square by a hair keeps viewers from showing seams between them
        if (modules.get(row, col)) pdf.rect(left + col * cell, top + row * cell, cell + 0.01, cell + 0.01);
      }
    }
    pdf.fillColor("#000000").fill();
  };

  const drawLabel = (label: QrLabel, x: number, y: number) => {
    const { width, height: labelHeight } = layout.label;
    if (layout.outline) {
      pdf.save().rect(x, y, width, labelHeight).lineWidth(0.3).dash(2, { space: 2 }).strokeColor("#c8c8c8");
      pdf.stroke().undash().restore();
    }
    const p = layout.padding;
    const side = Math.min(layout.qr, labelHeight - 2 * p);
    drawQr(label.code, x + p, y + (labelHeight - side) / 2, side);
    const textX = x + p + side + layout.gap;
    const textWidth = x + width - p - textX;
    const bottom = y + labelHeight - p;
    let textY = y + p;
    const texts = [
      { text: label.title, size: layout.titleSize, bold: true },
      ...(label.lines ?? []).map((text) => ({ text, size: layout.lineSize, bold: false })),
    ];
    for (const t of texts) {
      const clean = t.text.replace(/\s+/g, " ").trim();
      if (clean === "") continue;
      const shown = fit(clean, t.size, t.bold, textWidth, bottom - textY);
      if (shown === null) break;
      write(shown, textX, textY, textWidth, t.size, t.bold);
      textY += height(shown, t.size, t.bold, textWidth) + t.size * 0.25;
      if (shown !== clean) break;
    }
  };

  labels.forEach((label, i) => {
    const slot = i % layout.slots.length;
    if (i > 0 && slot === 0) pdf.addPage();
    const at = layout.slots[slot];
    if (at) drawLabel(label, at.x, at.y);
  });
  pdf.end();
  return done;
}
