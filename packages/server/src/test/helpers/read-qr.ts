// Reads the QR codes a PDF really shows: poppler's pdftoppm draws each page as a PNG and
// zxing-wasm (the decoder the web's camera uses) reads them, its WASM file loaded from
// node_modules — so a test proves a printed label scans, not just that a QR was asked for.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";

let prepared: Promise<unknown> | undefined;
function zxing() {
  if (!prepared) {
    const wasm = readFileSync(createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm"));
    const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer;
    prepared = prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  }
  return prepared;
}

/** The pages of a PDF as PNG files' bytes, drawn at `dpi`. */
export function pdfPages(pdf: Buffer, dpi = 150, only?: number[]): Buffer[] {
  const dir = mkdtempSync(join(tmpdir(), "fenestra-qr-"));
  try {
    writeFileSync(join(dir, "in.pdf"), pdf);
    const render = (range: string[], prefix: string) =>
      execFileSync("pdftoppm", ["-png", "-r", String(dpi), ...range, join(dir, "in.pdf"), join(dir, prefix)]);
    if (!only) render([], "page");
    for (const [i, n] of (only ?? []).entries()) render(["-f", String(n), "-l", String(n)], `page-${i}`);
    return readdirSync(dir)
      .filter((f) => f.endsWith(".png"))
      .sort()
      .map((f) => readFileSync(join(dir, f)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export type ReadQr = { text: string; x: number; y: number };

/** How many pages a PDF has. */
export function pdfPageCount(pdf: Buffer): number {
  const dir = mkdtempSync(join(tmpdir(), "fenestra-qr-"));
  try {
    writeFileSync(join(dir, "in.pdf"), pdf);
    const info = execFileSync("pdfinfo", [join(dir, "in.pdf")], { encoding: "utf8" });
    return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The QR codes in a PNG image, top to bottom then left to right, with their top-left corner. */
export async function readQrCodes(png: Buffer): Promise<ReadQr[]> {
  await zxing();
  const found = await readBarcodes(new Uint8Array(png), { formats: ["QRCode"], maxNumberOfSymbols: 64 });
  return found
    .filter((r) => r.isValid)
    .map((r) => ({ text: r.text, x: r.position.topLeft.x, y: r.position.topLeft.y }))
    .sort((a, b) => Math.round(a.y / 20) - Math.round(b.y / 20) || a.x - b.x);
}
