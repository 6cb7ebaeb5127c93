// The papers a QR label sheet prints on (the server's label sheet, a route's query, the web's
// print menu): an A4 sheet of 14 labels (2 × 7, 99.1 × 38.1 mm, the common pre-cut layout) or
// one 60 × 40 mm label per page for a label printer.
import { z } from "zod";

export const LABEL_PAPERS = ["a4", "60x40"] as const;
export type LabelPaper = (typeof LABEL_PAPERS)[number];

/** `?paper=a4|60x40` of a label route; A4 when left out. */
export const labelPaperSchema = z
  .enum(LABEL_PAPERS, { error: "validation.label_paper_invalid" })
  .default("a4");
