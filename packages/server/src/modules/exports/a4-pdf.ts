// The A4 page every printed document shares (pdfkit): the embedded fonts with their fallback
// runs (font-runs.ts, pdf-fonts.ts), text drawn at a place answering the height it took,
// horizontal rules and the factory's letterhead. The contract/quote PDF and the workshop's
// delivery note are laid out on it.
import PDFDocument from "pdfkit";
import { fontRuns } from "../../shared/pdf/font-runs.ts";
import { type PdfFace, pdfFonts } from "../../shared/pdf/pdf-fonts.ts";

export const MARGIN = 40;
export const A4 = { width: 595.28, height: 841.89 };
export const CONTENT = A4.width - 2 * MARGIN;
export const GREY = "#555555";
export const LINE = "#999999";
export const INK = "#000000";

export type TextOptions = {
  width: number;
  size?: number;
  bold?: boolean;
  color?: string;
  align?: "left" | "right" | "center";
};

/** Width and height of a PNG in pixels (from its IHDR chunk). */
export function pngSize(png: Buffer) {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** A new A4 document with the fonts registered; `done` answers its bytes once `pdf.end()` ran. */
export function a4Pdf(info: { Title: string; Author: string }) {
  const fonts = pdfFonts();
  const pdf = new PDFDocument({ size: "A4", margin: MARGIN, bufferPages: true, info });
  const faces: PdfFace[] = [...fonts.regular, ...fonts.bold, ...(fonts.emoji ? [fonts.emoji] : [])];
  for (const f of faces) pdf.registerFont(f.name, f.data, f.family);
  const chunks: Buffer[] = [];
  pdf.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => pdf.on("end", () => resolve(Buffer.concat(chunks))));

  /** The height `text` takes at that width and size (main font; fallback glyphs are no wider). */
  const measure = (text: string, o: TextOptions): number => {
    pdf.font(o.bold ? "main-bold" : "main").fontSize(o.size ?? 10);
    return pdf.heightOfString(text === "" ? " " : text, { width: o.width });
  };
  /** Draws `text` at (x, y) in runs by font; answers the height it took. */
  const write = (text: string, x: number, y: number, o: TextOptions): number => {
    const chain = o.bold ? [...fonts.bold, ...fonts.regular] : fonts.regular;
    const runs = fontRuns(text === "" ? " " : text, chain, fonts.emoji);
    pdf.fontSize(o.size ?? 10).fillColor(o.color ?? INK);
    runs.forEach((run, i) => {
      pdf.font(run.font);
      const more = i < runs.length - 1;
      if (i === 0) pdf.text(run.text, x, y, { width: o.width, align: o.align ?? "left", continued: more });
      else pdf.text(run.text, { continued: more });
    });
    pdf.fillColor(INK);
    // a line ending in a fallback font's run advances by that font's (smaller) line height:
    // never less than the main font's, so blocks side by side stay aligned
    return Math.max(pdf.y - y, measure(text, o));
  };
  /** A horizontal line from x0 to x1 at y. */
  const line = (x0: number, x1: number, y: number, color: string, width: number) => {
    pdf.moveTo(x0, y).lineTo(x1, y).lineWidth(width).strokeColor(color).stroke();
  };
  const rule = (y: number, color = LINE, width = 0.7) => line(MARGIN, MARGIN + CONTENT, y, color, width);
  /**
   * Numbers every page at `y` in the bottom margin, `pattern` naming {page} and {pages} (written
   * with no bottom margin, or PDFKit adds a page).
   */
  const pageNumbers = (pattern: string, y: number) => {
    const range = pdf.bufferedPageRange();
    for (let i = 0; i < range.count; i++) {
      pdf.switchToPage(range.start + i);
      const margins = pdf.page.margins;
      pdf.page.margins = { ...margins, bottom: 0 };
      const text = pattern.replace("{page}", String(i + 1)).replace("{pages}", String(range.count));
      write(text, MARGIN, y, { width: CONTENT, size: 8, color: GREY, align: "center" });
      pdf.page.margins = margins;
    }
  };
  /**
   * The factory's logo (at most 150 × 50 pt), its name and contact lines beside it, and a rule
   * under them; answers where the page continues.
   */
  const letterhead = (company: { name: string; logo: Buffer | null }, contacts: string[], y: number) => {
    let textX = MARGIN;
    let logoBottom = y;
    if (company.logo) {
      const { width, height } = pngSize(company.logo);
      const scale = Math.min(150 / width, 50 / height);
      pdf.image(company.logo, MARGIN, y, { width: width * scale, height: height * scale });
      textX = MARGIN + width * scale + 12;
      logoBottom = y + height * scale;
    }
    const textWidth = MARGIN + CONTENT - textX;
    let hy = y + write(company.name, textX, y, { width: textWidth, size: 16, bold: true });
    for (const line of contacts)
      hy += write(line, textX, hy + 1, { width: textWidth, size: 9, color: GREY }) + 1;
    const below = Math.max(logoBottom, hy) + 8;
    rule(below, INK);
    return below + 12;
  };
  return { pdf, done, write, measure, line, rule, letterhead, pageNumbers, bottom: A4.height - MARGIN };
}
