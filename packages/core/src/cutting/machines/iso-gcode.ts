// A program in the word-address format of ISO 6983-1 (G-code; docs/cutting.md cites it) for a
// double-head mitre saw with NC axes: X the distance between the two heads (the piece's length),
// A and B the left and right heads' tilt in degrees off square (0 is square). Per bar the program
// stops (M00) for the operator to load it; per cut it tilts the heads, moves to the length and
// stops (M00) for the cut, the piece's number, id, label and barcode in a comment for the label
// printer. The axis letters are the common ones; check them against the machine's manual before
// the first run (docs/cutting.md).
import { fixed, type SawExporter, safeFileName, utf8 } from "./saw-exporter.ts";

/** A comment's text: ISO 6983 comments are in parentheses and cannot hold them. */
export const gcodeComment = (text: string): string =>
  `(${text.replace(/[()]/g, (c) => (c === "(" ? "[" : "]")).replace(/[\r\n]+/g, " ")})`;

export const isoGcode: SawExporter = {
  id: "gcode",
  name: "ISO 6983 G-code",
  source: "ISO 6983-1:2009, Numerical control of machines — Program format and definitions of address words",
  write(job) {
    let n = 0;
    const block = (words: string) => {
      n += 10;
      return `N${n} ${words}`;
    };
    const out = ["%", gcodeComment(`FENESTRA ${job.name}`), block("G21 G90 G94")];
    for (const bar of job.bars) {
      const from = bar.source === "leftover" ? `LEFTOVER ${bar.leftoverId ?? ""}` : "STOCK";
      out.push(
        gcodeComment(`BAR ${bar.seq} ${bar.profile} ${bar.color} #${bar.no} ${fixed(bar.length, 1)} ${from}`),
        block(`M00 ${gcodeComment(`LOAD BAR ${bar.seq}`)}`),
      );
      for (const cut of bar.cuts) {
        const flipped = cut.orientation === "flipped";
        const a = (flipped ? -1 : 1) * (90 - cut.angleA);
        const b = (flipped ? -1 : 1) * (90 - cut.angleB);
        out.push(
          gcodeComment(
            `CUT ${cut.no} ID ${cut.pieceId} LABEL ${cut.label} CODE ${cut.barcode} POS ${fixed(cut.position, 1)}${flipped ? " FLIPPED" : ""}`,
          ),
          block(`G00 A${fixed(a, 2)} B${fixed(b, 2)}`),
          block(`G00 X${fixed(cut.length, 2)}`),
          block(`M00 ${gcodeComment(`CUT ${cut.no}`)}`),
        );
      }
    }
    out.push(block("M30"), "%", "");
    return {
      fileName: safeFileName(job.name, "nc"),
      mimeType: "text/plain",
      bytes: utf8(out.join("\r\n")),
    };
  },
};
