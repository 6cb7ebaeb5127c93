// A sunnyhouse contract's sunroom in its PDF (sunroom-sheet.ts): its title, its drawings two to a
// row (each titled, as large as the column allows), its bill of materials and its cutting plan,
// each part under its heading, laid out from measured heights as the rest of the contract is.

import { CONTENT, GREY, MARGIN, pngSize } from "./a4-pdf.ts";
import type { ContractDocument, SunroomSheet } from "./document-model.ts";

type Page = {
  pdf: PDFKit.PDFDocument;
  write: ReturnType<typeof import("./a4-pdf.ts").a4Pdf>["write"];
  measure: ReturnType<typeof import("./a4-pdf.ts").a4Pdf>["measure"];
  rule: (y: number) => void;
  /** A new page when `height` does not fit under `y`; answers where to go on. */
  room: (y: number, height: number) => number;
};

const GAP = 15;
const COLUMN = (CONTENT - GAP) / 2;
const DRAWING_HEIGHT = 220;

/** Lays the sheet out from `y`; answers where the page continues. */
export function sunroomSection(page: Page, sheet: SunroomSheet, L: ContractDocument["labels"], top: number) {
  const { pdf, write, measure, rule, room } = page;
  let y = room(top, 80);
  rule(y);
  y += 6;
  y += write(sheet.title, MARGIN, y, { width: CONTENT, size: 13, bold: true }) + 6;

  // the drawings, two to a row
  y += write(L.sunroomDrawings, MARGIN, y, { width: CONTENT, size: 11, bold: true }) + 4;
  for (let k = 0; k < sheet.drawings.length; k += 2) {
    const row = sheet.drawings.slice(k, k + 2).map((d) => {
      const size = d.png ? pngSize(d.png) : null;
      const scale = size ? Math.min(COLUMN / size.width, DRAWING_HEIGHT / size.height) : 0;
      return { d, size, scale, titleHeight: measure(d.title, { width: COLUMN, size: 9, bold: true }) };
    });
    const height = Math.max(...row.map((c) => c.titleHeight + 3 + (c.size ? c.size.height * c.scale : 0)));
    y = room(y, height + 10);
    row.forEach((c, i) => {
      const x = MARGIN + i * (COLUMN + GAP);
      write(c.d.title, x, y, { width: COLUMN, size: 9, bold: true });
      if (c.d.png && c.size)
        pdf.image(c.d.png, x, y + c.titleHeight + 3, {
          width: c.size.width * c.scale,
          height: c.size.height * c.scale,
        });
    });
    y += height + 10;
  }

  // the bill of materials and the cutting plan: headed lists
  const list = (title: string, sections: SunroomSheet["bom"]) => {
    if (sections.length === 0) return;
    y = room(y, 60);
    y += write(title, MARGIN, y, { width: CONTENT, size: 11, bold: true }) + 4;
    for (const s of sections) {
      y = room(y, 30);
      y += write(s.heading, MARGIN, y, { width: CONTENT, size: 9, bold: true, color: GREY }) + 2;
      for (const line of s.lines) {
        const h = measure(line, { width: CONTENT - 10, size: 9 });
        y = room(y, h + 1);
        y += write(line, MARGIN + 10, y, { width: CONTENT - 10, size: 9 }) + 1;
      }
      y += 4;
    }
    y += 6;
  };
  list(L.sunroomBom, sheet.bom);
  list(L.sunroomCutting, sheet.cutting);
  return y;
}
