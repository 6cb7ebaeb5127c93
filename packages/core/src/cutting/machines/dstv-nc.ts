// DSTV NC (Deutscher Stahlbau-Verband, "Standard description for steel structure pieces for the
// numerical controls", 7th edition, July 1998; docs/cutting.md cites it): the file that saws and
// profile lines of Kaltenbach, Ficep, Peddinghaus, Voortman and others read, one file a piece.
// The job is a zip of one .nc1 file per cut, named in cutting order (B0001-C01.nc1 is bar 1's
// first cut), each an ST (header) block and EN: order = the job, drawing = the bar's place in the
// job, phase = the cut's place in its bar, piece = the piece id, quantity 1, profile code SO
// (special profile), the length, and the web's start and end cut as DSTV writes them: degrees
// off square (0 is a square cut), negative when the piece lies flipped in the bar. The four text
// lines carry the label, the barcode, the bar (length and source) and the cut's position.
import { zipSync } from "fflate";
import { fixed, type SawExporter, safeFileName, utf8 } from "./saw-exporter.ts";
import type { SawBar, SawCut } from "./saw-job.ts";

/** A zip's entries get this time, so the same job makes the same bytes. */
const ZIP_TIME = new Date("2020-01-01T00:00:00Z");

const pad = (n: number, width: number) => String(n).padStart(width, "0");

/** DSTV's cut angle: degrees off square, signed by the piece's orientation. */
export const dstvCutAngle = (angle: number, flipped: boolean): number => (flipped ? -1 : 1) * (90 - angle);

/** A DSTV line: a value indented by two blanks; a line break in a text would end the field. */
const line = (value: string) => `  ${value.replace(/[\r\n]+/g, " ")}`;

export function dstvPiece(jobName: string, bar: SawBar, cut: SawCut, cutSeq: number): string {
  const flipped = cut.orientation === "flipped";
  return [
    "ST",
    `** Fenestra ${jobName} bar ${bar.seq} cut ${cutSeq}`,
    line(jobName),
    line(String(bar.seq)),
    line(String(cutSeq)),
    line(cut.pieceId),
    line(bar.color),
    line("1"),
    line(bar.profile),
    line("SO"),
    line(fixed(cut.length, 2)),
    // profile height, flange width, flange and web thickness, radius: not known to the plan
    ...[0, 0, 0, 0, 0].map((v) => line(fixed(v, 2))),
    // weight and painting surface per metre: not known to the plan
    line(fixed(0, 3)),
    line(fixed(0, 3)),
    line(fixed(dstvCutAngle(cut.angleA, flipped), 3)),
    line(fixed(dstvCutAngle(cut.angleB, flipped), 3)),
    line(fixed(0, 3)),
    line(fixed(0, 3)),
    line(cut.label),
    line(cut.barcode),
    line(
      `${bar.source === "leftover" ? `leftover ${bar.leftoverId ?? ""}` : "stock"} ${fixed(bar.length, 1)}`,
    ),
    line(fixed(cut.position, 1)),
    "EN",
    "",
  ].join("\r\n");
}

export const dstvNc: SawExporter = {
  id: "dstv",
  name: "DSTV NC (.nc1)",
  source: "DSTV, Standard description for steel structure pieces for the numerical controls, 7th ed. (1998)",
  write(job) {
    const files: Record<string, [Uint8Array, { mtime: Date }]> = {};
    for (const bar of job.bars) {
      bar.cuts.forEach((cut, k) => {
        files[`B${pad(bar.seq, 4)}-C${pad(k + 1, 2)}.nc1`] = [
          utf8(dstvPiece(job.name, bar, cut, k + 1)),
          { mtime: ZIP_TIME },
        ];
      });
    }
    return {
      fileName: safeFileName(job.name, "dstv.zip"),
      mimeType: "application/zip",
      bytes: zipSync(files, { level: 6 }),
    };
  },
};
