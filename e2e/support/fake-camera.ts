// A camera for browser tests: Chromium plays a .y4m video file as the webcam
// (`--use-fake-device-for-media-stream --use-file-for-fake-video-capture=<file>`), so a test
// can "hold a label in front of the phone" — the label printed by the app itself (its PDF drawn
// by pdftoppm) or any PNG. Pure Node: PNG decoded with pngjs, the picture fitted into the frame
// on white, RGB turned into YUV 4:2:0 frames.
//
// How a spec uses it (the switches are fixed when the browser starts, before the test has
// printed its label, so the file is named first and written when the label exists; Chromium
// reads it each time a page opens the camera):
//
//   import { fakeCamera } from "./support/fake-camera.ts";
//   const camera = fakeCamera("pick");                          // at the top of the spec file
//   test.use({ launchOptions: camera.launchOptions, permissions: ["camera"] });
//
//   test("…", async ({ page }) => {
//     const pdf = await download(page, "Print labels");        // the app's own label sheet
//     camera.show(pdfPagePng(pdf, { crop: A4_FIRST_LABEL }));  // or camera.show(pngBuffer)
//     await page.getByTestId("scan-camera-button").click();    // ScanBox's camera
//     …
//   });
//
// `test.use({ launchOptions })` is per worker, so put it at the top level of the spec file;
// it replaces the config's options, which `camera.launchOptions` repeats (support/chromium.ts).
import { execFileSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PNG } from "pngjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

export type VideoOptions = {
  /** Frame size in pixels (even numbers). */
  width?: number;
  height?: number;
  /** Length and frame rate: Chromium loops the file. */
  seconds?: number;
  fps?: number;
  /** Share of the frame the picture may fill (the rest is white, like the paper around a label). */
  fill?: number;
};

type Rgb = { width: number; height: number; data: Uint8Array };

/** A PNG as RGB on white (transparent pixels become paper). */
function decodePng(png: Buffer): Rgb {
  const image = PNG.sync.read(png);
  const data = new Uint8Array(image.width * image.height * 3);
  for (let i = 0, j = 0; i < image.data.length; i += 4, j += 3) {
    const alpha = (image.data[i + 3] ?? 255) / 255;
    for (let c = 0; c < 3; c++)
      data[j + c] = Math.round((image.data[i + c] ?? 255) * alpha + 255 * (1 - alpha));
  }
  return { width: image.width, height: image.height, data };
}

/** The picture scaled (bilinear) to fit `fill` of a width × height white frame, centred. */
function frameOf(picture: Rgb, width: number, height: number, fill: number): Rgb {
  const scale = Math.min((width * fill) / picture.width, (height * fill) / picture.height);
  const w = Math.round(picture.width * scale);
  const h = Math.round(picture.height * scale);
  const left = Math.floor((width - w) / 2);
  const top = Math.floor((height - h) / 2);
  const data = new Uint8Array(width * height * 3).fill(255);
  const at = (x: number, y: number, c: number) =>
    picture.data[
      (Math.min(y, picture.height - 1) * picture.width + Math.min(x, picture.width - 1)) * 3 + c
    ] ?? 255;
  for (let y = 0; y < h; y++) {
    const sy = Math.max(0, (y + 0.5) / scale - 0.5);
    const y0 = Math.floor(sy);
    const fy = sy - y0;
    for (let x = 0; x < w; x++) {
      const sx = Math.max(0, (x + 0.5) / scale - 0.5);
      const x0 = Math.floor(sx);
      const fx = sx - x0;
      const out = ((top + y) * width + left + x) * 3;
      for (let c = 0; c < 3; c++) {
        const v =
          at(x0, y0, c) * (1 - fx) * (1 - fy) +
          at(x0 + 1, y0, c) * fx * (1 - fy) +
          at(x0, y0 + 1, c) * (1 - fx) * fy +
          at(x0 + 1, y0 + 1, c) * fx * fy;
        data[out + c] = Math.round(v);
      }
    }
  }
  return { width, height, data };
}

/** One frame in planar YUV 4:2:0 (BT.601, full range as C420jpeg says). */
function yuv420(frame: Rgb): Buffer {
  const { width, height, data } = frame;
  const ySize = width * height;
  const cSize = (width / 2) * (height / 2);
  const out = Buffer.alloc(ySize + 2 * cSize);
  for (let i = 0; i < ySize; i++) {
    const r = data[i * 3] ?? 0;
    const g = data[i * 3 + 1] ?? 0;
    const b = data[i * 3 + 2] ?? 0;
    out[i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  }
  for (let y = 0; y < height / 2; y++) {
    for (let x = 0; x < width / 2; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const p = ((2 * y + dy) * width + 2 * x + dx) * 3;
        r += data[p] ?? 0;
        g += data[p + 1] ?? 0;
        b += data[p + 2] ?? 0;
      }
      r /= 4;
      g /= 4;
      b /= 4;
      const c = y * (width / 2) + x;
      out[ySize + c] = Math.max(0, Math.min(255, Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b)));
      out[ySize + cSize + c] = Math.max(
        0,
        Math.min(255, Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b)),
      );
    }
  }
  return out;
}

/** A .y4m video showing the PNG picture still, for Chromium's fake camera. */
export function y4mOfPng(png: Buffer, options: VideoOptions = {}): Buffer {
  const { width = 640, height = 480, seconds = 2, fps = 10, fill = 0.8 } = options;
  if (width % 2 !== 0 || height % 2 !== 0) throw new RangeError("A 4:2:0 frame has an even width and height");
  const frame = yuv420(frameOf(decodePng(png), width, height, fill));
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`, "latin1");
  const frameHeader = Buffer.from("FRAME\n", "latin1");
  const frames = Math.max(1, Math.round(seconds * fps));
  return Buffer.concat([header, ...Array.from({ length: frames }, () => [frameHeader, frame]).flat()]);
}

/** Millimetres from the page's top-left corner: the part of a PDF page to draw. */
export type CropMm = { x: number; y: number; width: number; height: number };

/** The first label of the app's A4 label sheet (server shared/labels: 2 × 7 of 99.1 × 38.1 mm). */
export const A4_FIRST_LABEL: CropMm = { x: 4.65, y: 15.15, width: 99.1, height: 38.1 };

/** One page of a PDF (or a part of it) as PNG, drawn by poppler's pdftoppm. */
export function pdfPagePng(
  pdf: Buffer,
  options: { page?: number; dpi?: number; crop?: CropMm } = {},
): Buffer {
  const { page = 1, dpi = 200, crop } = options;
  const dir = mkdtempSync(join(tmpdir(), "fenestra-label-"));
  try {
    writeFileSync(join(dir, "in.pdf"), pdf);
    const px = (mm: number) => String(Math.round((mm / 25.4) * dpi));
    const cropArgs = crop
      ? ["-x", px(crop.x), "-y", px(crop.y), "-W", px(crop.width), "-H", px(crop.height)]
      : [];
    execFileSync("pdftoppm", [
      "-png",
      "-r",
      String(dpi),
      "-f",
      String(page),
      "-l",
      String(page),
      ...cropArgs,
      join(dir, "in.pdf"),
      join(dir, "page"),
    ]);
    const file = readdirSync(dir).find((f) => f.endsWith(".png"));
    if (!file) throw new Error(`pdftoppm drew no page ${page}`);
    return readFileSync(join(dir, file));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A blank sheet of paper: what the camera shows before a test holds up a label. */
function paper(): Buffer {
  const png = new PNG({ width: 64, height: 48 });
  png.data.fill(255);
  return PNG.sync.write(png);
}

export type FakeCamera = {
  /** The video file Chromium plays as its camera. */
  file: string;
  /** For `test.use({ launchOptions })`: the config's Chromium and switches plus the camera's. */
  launchOptions: { executablePath: string; args: string[] };
  /** From now on the camera shows this picture (a PNG: a label, or a page of labels). */
  show(png: Buffer, options?: VideoOptions): void;
};

/** A fake camera for one spec file, showing blank paper until `show` is called. */
export function fakeCamera(name: string, options: VideoOptions = {}): FakeCamera {
  const dir = join(tmpdir(), "fenestra-fake-camera");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}-${process.pid}.y4m`);
  const show = (png: Buffer, more: VideoOptions = {}) => {
    // write beside and rename: the browser never reads half a file
    writeFileSync(`${file}.part`, y4mOfPng(png, { ...options, ...more }));
    renameSync(`${file}.part`, file);
  };
  show(paper());
  return {
    file,
    show,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        "--use-fake-device-for-media-stream",
        `--use-file-for-fake-video-capture=${file}`,
      ],
    },
  };
}
