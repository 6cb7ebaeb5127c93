// The generic cutting list (docs/cutting.md "Generic CSV"): RFC 4180 CSV in UTF-8, one row a cut,
// bars in cutting order and cuts in each bar in order, a header row of fixed English column names
// (a machine reads names, not a language). For a saw's own import or a spreadsheet.
import { fixed, type SawExporter, safeFileName, utf8 } from "./saw-exporter.ts";

export const GENERIC_CSV_COLUMNS = [
  "bar_seq",
  "profile",
  "color",
  "bar_no",
  "bar_length_mm",
  "bar_source",
  "leftover_id",
  "cut_seq",
  "piece_no",
  "piece_id",
  "label",
  "length_mm",
  "angle_a_deg",
  "angle_b_deg",
  "orientation",
  "position_mm",
  "barcode",
] as const;

/**
 * A text field as CSV: quoted when it holds a comma, quote or line break (quotes doubled); a
 * text starting with = + - @ or a tab gets a leading apostrophe, so that a spreadsheet opening
 * the list shows it instead of running it as a formula (OWASP CSV injection).
 */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const genericCsv: SawExporter = {
  id: "csv",
  name: "CSV",
  source: "docs/cutting.md (Fenestra's own, RFC 4180)",
  write(job) {
    const rows = [GENERIC_CSV_COLUMNS.join(",")];
    for (const bar of job.bars) {
      bar.cuts.forEach((cut, k) => {
        rows.push(
          [
            String(bar.seq),
            csvText(bar.profile),
            csvText(bar.color),
            String(bar.no),
            fixed(bar.length, 1),
            bar.source,
            csvText(bar.leftoverId ?? ""),
            String(k + 1),
            String(cut.no),
            csvText(cut.pieceId),
            csvText(cut.label),
            fixed(cut.length, 1),
            fixed(cut.angleA, 2),
            fixed(cut.angleB, 2),
            cut.orientation,
            fixed(cut.position, 1),
            csvText(cut.barcode),
          ].join(","),
        );
      });
    }
    return {
      fileName: safeFileName(job.name, "csv"),
      mimeType: "text/csv",
      // A byte order mark, so that a spreadsheet reads UTF-8 (Chinese profile names) as UTF-8.
      bytes: utf8(`\uFEFF${rows.join("\r\n")}\r\n`),
    };
  },
};
