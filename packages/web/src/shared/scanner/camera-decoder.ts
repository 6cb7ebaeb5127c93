// The camera's QR decoder: the `barcode-detector` ponyfill on zxing-wasm (native
// BarcodeDetector is missing on Linux and Windows Chromium and on iOS Safari, so every browser
// takes this one path). Its WASM file is copied into our build by vite (`?url`) and loaded from
// our own origin — never a CDN, which zxing-wasm would use by default. Loaded only when a
// camera opens (ScanBox imports this module lazily). The server's CSP allows WebAssembly
// ('wasm-unsafe-eval' in script-src) and nothing more.
import { BarcodeDetector, type BarcodeFormat, prepareZXingModule } from "barcode-detector/ponyfill";
import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl : prefix + path),
  },
});

export type FrameDecoder = (source: HTMLVideoElement) => Promise<string[]>;

/** A decoder of the formats asked for (QR by default), its WASM loaded and compiled. */
export async function createFrameDecoder(
  formats: readonly BarcodeFormat[] = ["qr_code"],
): Promise<FrameDecoder> {
  const detector = new BarcodeDetector({ formats: [...formats] });
  // Decode one blank pixel so the WASM is fetched and compiled before the camera shows.
  await detector.detect(new ImageData(1, 1));
  return async (source) => (await detector.detect(source)).map((b) => b.rawValue).filter((t) => t !== "");
}
