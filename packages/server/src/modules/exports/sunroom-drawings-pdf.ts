// A saved sunroom's drawings as an A4 PDF (/sunnyHouse's "Drawings PDF"): the company's
// letterhead, then the sunroom's title and its drawings laid out as its contract prints them
// (contract-pdf-sunroom.ts), page numbers at the foot.

import { a4Pdf, MARGIN } from "./a4-pdf.ts";
import { sunroomSection } from "./contract-pdf-sunroom.ts";
import type { ContractDocument, SunroomSheet } from "./document-model.ts";

export async function sunroomDrawingsPdf(
  sheet: SunroomSheet,
  company: { name: string; logo: Buffer | null },
  L: ContractDocument["labels"],
): Promise<Buffer> {
  const { pdf, done, write, measure, rule, letterhead, pageNumbers, bottom } = a4Pdf({
    Title: sheet.title,
    Author: company.name,
  });
  const top = letterhead(company, [], MARGIN);
  sunroomSection(
    {
      pdf,
      write,
      measure,
      rule,
      room: (y, height) => {
        if (y + height <= bottom) return y;
        pdf.addPage();
        return MARGIN;
      },
    },
    sheet,
    L,
    top,
  );
  pageNumbers(L.page, bottom + 14);
  pdf.end();
  return done;
}
