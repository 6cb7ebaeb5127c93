// The printed drawing (SPEC §2 "Drawing page": print): the drawing at a stated scale (1:20) with
// its dimensions, on one sheet of the paper chosen in the paper tab, the scale written under it.
// Pure: the page's HTML is built here and printed by print-frame.ts.

export type Paper = { size: "A4" | "A3"; orientation: "landscape" | "portrait" };

/** Reductions a drawing is printed at (1:n), the largest drawing first. */
export const PRINT_SCALES = [1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000] as const;

/** The sheet's margin on each side, and the height kept under the drawing for its scale, mm. */
export const PRINT_MARGIN_MM = 10;
export const CAPTION_MM = 10;

const SHEET_MM: Record<Paper["size"], readonly [number, number]> = { A4: [297, 210], A3: [420, 297] };

/** The paper's printable width and height (mm) in its orientation: the sheet less its margins. */
export function printableArea(paper: Paper): { widthMm: number; heightMm: number } {
  const [long, short] = SHEET_MM[paper.size];
  const [w, h] = paper.orientation === "landscape" ? [long, short] : [short, long];
  return { widthMm: w - 2 * PRINT_MARGIN_MM, heightMm: h - 2 * PRINT_MARGIN_MM };
}

export type PrintLayout = {
  /** The drawing is printed at 1:scale. */
  scale: number;
  /** Its printed size, mm. */
  widthMm: number;
  heightMm: number;
};

/**
 * The largest standard scale at which a drawing of `widthMm` × `heightMm` (real size, with its
 * dimension lines) fits the paper's printable area above the caption; the smallest one there is
 * when none does.
 */
export function printLayout(drawing: { widthMm: number; heightMm: number }, paper: Paper): PrintLayout {
  const area = printableArea(paper);
  const room = { widthMm: area.widthMm, heightMm: area.heightMm - CAPTION_MM };
  const fits = (scale: number) =>
    drawing.widthMm / scale <= room.widthMm && drawing.heightMm / scale <= room.heightMm;
  const scale = PRINT_SCALES.find(fits) ?? PRINT_SCALES[PRINT_SCALES.length - 1]!;
  return { scale, widthMm: drawing.widthMm / scale, heightMm: drawing.heightMm / scale };
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The drawing's real size from its SVG's viewBox (core's SVG is drawn in millimetres). */
export function svgDrawingSize(svg: string): { widthMm: number; heightMm: number } | null {
  const box = /viewBox="[-\d.e]+ [-\d.e]+ ([\d.e]+) ([\d.e]+)"/.exec(svg);
  if (!box) return null;
  return { widthMm: Number(box[1]), heightMm: Number(box[2]) };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The print page: one sheet (the paper's @page rule, its printable area and no more, so it never
 * runs onto a second page) holding the SVG at `layout`'s size in millimetres and the caption
 * (e.g. "Scale 1:20 · A4") under it.
 */
export function printPage(svg: string, paper: Paper, layout: PrintLayout, caption: string): string {
  const area = printableArea(paper);
  const drawing = svg
    .replace(/^<\?xml[^>]*>\s*/, "")
    .replace(
      / width="[^"]*mm" height="[^"]*mm"/,
      ` width="${round(layout.widthMm)}mm" height="${round(layout.heightMm)}mm" data-scale="${layout.scale}"`,
    );
  const css = [
    `@page{size:${paper.size} ${paper.orientation};margin:${PRINT_MARGIN_MM}mm}`,
    "html,body{margin:0;padding:0}",
    // a hair under the printable area: rounding never makes a second page
    `.sheet{width:${area.widthMm}mm;height:${area.heightMm - 1}mm;overflow:hidden;display:flex;flex-direction:column;align-items:center;justify-content:center;break-inside:avoid}`,
    ".sheet svg{display:block;flex:none}",
    `.caption{height:${CAPTION_MM}mm;line-height:${CAPTION_MM}mm;font:10pt sans-serif;color:#333}`,
  ].join("");
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body><div class="sheet">${drawing}<div class="caption">${escapeHtml(caption)}</div></div></body></html>`;
}
