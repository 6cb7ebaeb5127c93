import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatScanCode, type ScanKind } from "@fenestra/core/scanning/scan-code";
import { describe, expect, it } from "vitest";
import { pdfPages, readQrCodes } from "../../test/helpers/read-qr.ts";
import { newScanToken } from "../tokens.ts";
import { labelSheetPdf, type QrLabel } from "./label-sheet.ts";

const kinds: ScanKind[] = ["material", "position", "unit", "piece", "package"];
const label = (i: number): QrLabel => ({
  code: formatScanCode(kinds[i % kinds.length] ?? "unit", newScanToken()),
  title: ["铝型材 TB60-01 框", "Unit 3 of C2", "Ячейка A-03", "Kính hộp 5+9A+5", "包装 #7"][i % 5] ?? "",
  lines: [`${i + 1}`, "白色 · 6000 mm", "HT-2026-0012 · 张先生"],
});

/** Text of the PDF as poppler reads it (what a person sees printed). */
function pdfText(pdf: Buffer) {
  const file = join(mkdtempSync(join(tmpdir(), "fenestra-labels-")), "labels.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}
const pageSize = (pdf: Buffer) =>
  [...pdf.toString("latin1").matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) =>
    [Number(m[1]), Number(m[2])].map((pt) => Math.round((pt * 25.4) / 72)),
  );

describe("QR label sheet", () => {
  it("prints 14 labels on an A4 sheet, every QR readable and in order, the rest on a second sheet", async () => {
    const labels = Array.from({ length: 16 }, (_, i) => label(i));
    const pdf = await labelSheetPdf(labels, "a4", { title: "Labels" });
    expect(pageSize(pdf)).toEqual([
      [210, 297],
      [210, 297],
    ]);
    const pages = pdfPages(pdf, 150);
    expect(pages).toHaveLength(2);
    const [first, second] = await Promise.all(pages.map(readQrCodes));
    expect(first?.map((q) => q.text)).toEqual(labels.slice(0, 14).map((l) => l.code));
    expect(second?.map((q) => q.text)).toEqual(labels.slice(14).map((l) => l.code));
    const text = pdfText(pdf);
    for (const word of ["铝型材", "TB60-01", "Ячейка", "Kính", "张先生", "6000"])
      expect(text).toContain(word);
  });

  it("prints one 60 × 40 mm label a page for a label printer, readable at a thermal printer's 203 dpi", async () => {
    const labels = [label(0), label(1)];
    const pdf = await labelSheetPdf(labels, "60x40");
    expect(pageSize(pdf)).toEqual([
      [60, 40],
      [60, 40],
    ]);
    const pages = pdfPages(pdf, 203);
    const read = await Promise.all(pages.map(readQrCodes));
    expect(read.map((codes) => codes.map((q) => q.text))).toEqual(labels.map((l) => [l.code]));
    expect(pdfText(pdf)).toContain("Unit 3 of C2");
  });

  it("cuts a title too long for the label with an ellipsis instead of printing past it", async () => {
    const long = "很长的材料名称".repeat(40);
    const pdf = await labelSheetPdf(
      [{ code: label(0).code, title: long, lines: ["never printed"] }],
      "60x40",
    );
    const text = pdfText(pdf);
    expect(text).toContain("…");
    expect(text).not.toContain("never printed");
    expect(pageSize(pdf)).toHaveLength(1);
    expect((await readQrCodes(pdfPages(pdf, 203)[0] ?? Buffer.alloc(0))).length).toBe(1);
  });
});
