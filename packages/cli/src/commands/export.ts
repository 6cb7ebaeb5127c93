// `fenestra export FILE --format dxf|svg|png [--out PATH] [--no-dimensions] [--series FILE]`:
// writes the drawing. SVG comes from core's renderer, PNG is that SVG rasterised by resvg,
// DXF is drawn with dxf-writer on core's layers (FRAME, MULLION, SASH, …, FILL, DIMENSION, NOTE),
// in mm with y pointing up as CAD programs expect. Without --out the file goes to stdout.
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { layout } from "@fenestra/core/design/layout/layout";
import { renderSvg } from "@fenestra/core/design/render/svg";
import { Resvg } from "@resvg/resvg-js";
import { loadDesign, loadGeometry } from "../export-design-file.ts";
import { designToDxf } from "../export-dxf.ts";

const formats = ["dxf", "svg", "png"] as const;
type Format = (typeof formats)[number];

export async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      format: { type: "string", default: "svg" },
      out: { type: "string" },
      series: { type: "string" },
      "no-dimensions": { type: "boolean", default: false },
      width: { type: "string", default: "1600" },
    },
  });
  const file = positionals[0];
  const format = values.format as Format;
  if (!file || !formats.includes(format)) {
    process.stderr.write(
      "usage: fenestra export FILE --format dxf|svg|png [--out PATH] [--no-dimensions] [--series FILE]\n",
    );
    return 2;
  }
  const design = loadDesign(readFileSync, file);
  if (!design.ok) return design.exit();
  const geometry = loadGeometry(readFileSync, values.series);
  if (!geometry.ok) return geometry.exit();
  const dimensions = !values["no-dimensions"];
  const l = layout(design.value, geometry.value);
  let output: string | Buffer;
  if (format === "dxf") {
    output = designToDxf(design.value, l, geometry.value, { dimensions });
  } else {
    const svg = renderSvg(design.value, l, geometry.value, { dimensions });
    output =
      format === "svg"
        ? svg
        : new Resvg(svg, {
            fitTo: { mode: "width", value: Number(values.width) },
            font: { loadSystemFonts: true },
          })
            .render()
            .asPng();
  }
  if (values.out) writeFileSync(values.out, output);
  else process.stdout.write(output);
  return 0;
}
