// `fenestra sketch PHOTO [--width MM] [--height MM] [--series ID] [--json]`: reads a photo of a hand
// sketch of a window (JPEG or PNG) with the same recognizer the drawing page uses (core's sketch/) and
// proposes a design: the frame, its mullions and transoms, sashes and fixed panes. Sizes come
// from the width and/or height given, else from the numbers written on the sketch where they are
// read (the other follows the drawing's proportion); parts read place the mullions. --json prints
// the design (valid against docs/design.schema.json); without it a short description with the sizes
// read. What was read and any contradiction between the numbers go to stderr.
// Exit 0 with a design; 1 when the photo shows no paper or no frame, no size was given nor read, or
// the proposal is refused by the design's rules; 2 on bad arguments or a file that is neither JPEG nor PNG.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { DEFAULT_SERIES_GEOMETRY } from "@fenestra/core/design/series-geometry";
import { cellsOf } from "@fenestra/core/sketch/cell-kinds";
import { proposeDesign, sizeToUse } from "@fenestra/core/sketch/propose-design";
import { recognizeSketch } from "@fenestra/core/sketch/recognize";
import type { SketchNode } from "@fenestra/core/sketch/sketch-types";
import jpeg from "jpeg-js";
import { PNG } from "pngjs";

const USAGE = "usage: fenestra sketch PHOTO(.jpg|.png) [--width MM] [--height MM] [--series ID] [--json]\n";

/** The photo's pixels, by what the file is (JPEG's or PNG's signature), whatever it is named. */
function decode(bytes: Buffer): { width: number; height: number; data: Uint8Array } {
  if (bytes[0] === 0xff && bytes[1] === 0xd8)
    return jpeg.decode(bytes, { useTArray: true, maxMemoryUsageInMB: 1024 });
  return PNG.sync.read(bytes);
}

function size(text: string | undefined): number | undefined | null {
  if (text === undefined) return undefined;
  const n = Number(text);
  return Number.isFinite(n) && n > 0 && n <= 100_000 ? n : null;
}

function describe(tree: SketchNode): string {
  const splits = (n: SketchNode): number =>
    n.kind === "cell" ? 0 : n.positions.length + n.children.reduce((s, c) => s + splits(c), 0);
  const cells = cellsOf(tree).map((c) =>
    c.cell.kind === "sash"
      ? `${c.cell.openType} (${c.cell.hingeSide})`
      : c.cell.kind === "slide"
        ? `slide ${c.cell.direction}`
        : "fixed",
  );
  return `${cells.length} cells, ${splits(tree)} mullions/transoms: ${cells.join(", ")}`;
}

export async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      width: { type: "string" },
      height: { type: "string" },
      series: { type: "string", default: "default" },
      json: { type: "boolean", default: false },
    },
  });
  const file = positionals[0];
  const width = size(values.width);
  const height = size(values.height);
  if (!file || width === null || height === null) {
    process.stderr.write(USAGE);
    if (width === null || height === null)
      process.stderr.write("--width and --height are millimetres above 0, at most 100000\n");
    return 2;
  }
  let photo: ReturnType<typeof decode>;
  try {
    photo = decode(readFileSync(file));
  } catch (e) {
    process.stderr.write(`${file}: not a JPEG or PNG image (${(e as Error).message})\n`);
    return 2;
  }
  const reading = recognizeSketch(photo);
  if (!reading.ok) {
    process.stdout.write(`${JSON.stringify({ error: { code: `sketch.${reading.reason}` } })}\n`);
    return 1;
  }
  const { sizes } = reading;
  const read = [
    sizes.width ? `width ${sizes.width.mm} (confidence ${sizes.width.confidence.toFixed(2)})` : "",
    sizes.height ? `height ${sizes.height.mm} (confidence ${sizes.height.confidence.toFixed(2)})` : "",
    sizes.dimensions.length > (sizes.width ? 1 : 0) + (sizes.height ? 1 : 0)
      ? `${sizes.dimensions.length - (sizes.width ? 1 : 0) - (sizes.height ? 1 : 0)} part size(s)`
      : "",
  ].filter(Boolean);
  if (read.length) process.stderr.write(`read on the sketch: ${read.join(", ")}\n`);
  for (const c of sizes.conflicts)
    process.stderr.write(
      c.kind === "parts_do_not_sum"
        ? `the parts read along ${c.axis} add up to ${c.parts}, not ${c.overall}: the overall is used\n`
        : `numbers on one dimension line along ${c.axis} differ (${c.values.join(", ")}): the likeliest is used\n`,
    );
  for (const [axis, typed, got] of [
    ["width", width, sizes.width?.mm],
    ["height", height, sizes.height?.mm],
  ] as const)
    if (typed !== undefined && got !== undefined && typed !== got)
      process.stderr.write(`--${axis} ${typed} is used; the sketch reads ${got}\n`);
  const chosen = sizeToUse(sizes, {
    ...(width !== undefined ? { width } : {}),
    ...(height !== undefined ? { height } : {}),
  });
  if (chosen.width === undefined && chosen.height === undefined) {
    process.stdout.write(`${JSON.stringify({ error: { code: "sketch.no_size" } })}\n`);
    process.stderr.write("no size could be read on the sketch: give --width and/or --height\n");
    return 1;
  }
  const proposed = proposeDesign(reading.tree, chosen, { geometry: DEFAULT_SERIES_GEOMETRY }, values.series);
  if (!proposed.ok) {
    process.stdout.write(`${JSON.stringify({ error: proposed.error })}\n`);
    return 1;
  }
  if (values.json) process.stdout.write(`${JSON.stringify(proposed.design, null, 2)}\n`);
  else {
    const shape = proposed.design.frames[0]?.shape;
    const dims = shape?.kind === "rectangle" ? `${shape.width} × ${shape.height} mm, ` : "";
    process.stdout.write(`${dims}${describe(reading.tree)}\n`);
  }
  return 0;
}
