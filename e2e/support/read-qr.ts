// Reads a QR code the page shows, as a phone's camera would: a screenshot of it (PNG) decoded by
// zxing-wasm — the decoder the app's own camera uses — with its WASM file read from node_modules.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Locator } from "@playwright/test";
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

/** The text of the QR code `element` shows (it must be the only one in it). */
export async function readQrOf(element: Locator): Promise<string> {
  await zxing();
  const png = await element.screenshot();
  const found = (await readBarcodes(new Uint8Array(png), { formats: ["QRCode"] })).filter((r) => r.isValid);
  if (found.length !== 1) throw new Error(`Expected one QR code, read ${found.length}`);
  return found[0]?.text ?? "";
}
