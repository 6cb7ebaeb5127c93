// `fenestra export FILE --format dxf|svg|png [--out PATH] [--no-dimensions] [--series FILE]`:
// writes the drawing. All three come from core's render model: SVG from core's SVG writer, PNG
// is that SVG rasterised by resvg, DXF from core's DXF writer (the editor's too) on core's
// layers (FRAME, MULLION, SASH, …, FILL, DIMENSION, NOTE), in the design's unit with y pointing
// up as CAD programs expect. Without --out the file goes to stdout.
import { readFileSync } from "node:fs";
import { layoutWithPlaces } from "@fenestra/core/design/layout/layout";
import { dxfOfModel } from "@fenestra/core/design/render/dxf";
import { renderModel } from "@fenestra/core/design/render/render-model";
import { svgOfModel } from "@fenestra/core/design/render/svg";
import { Resvg } from "@resvg/resvg-js";
import { loadDesignAndGeometry, parseDesignArgs, writeOutput } from "../export-design-file.ts";

const formats = ["dxf", "svg", "png"] as const;
type Format = (typeof formats)[number];

export async function run(args: string[]): Promise<number> {
  const { file, values } = parseDesignArgs(args, {
    format: { type: "string", default: "svg" },
    out: { type: "string" },
    "no-dimensions": { type: "boolean", default: false },
    width: { type: "string", default: "1600" },
  });
  const format = values.format as Format;
  if (!file || !formats.includes(format)) {
    process.stderr.write(
      "usage: fenestra export FILE --format dxf|svg|png [--out PATH] [--no-dimensions] [--series FILE]\n",
    );
    return 2;
  }
  const loaded = loadDesignAndGeometry(readFileSync, file, values.series);
  if (!loaded.ok) return loaded.exit();
  const { design, geometry } = loaded.value;
  const dimensions = !values["no-dimensions"];
  const l = layoutWithPlaces(design, geometry);
  const model = renderModel(design, l, l.regions, { dimensions });
  let output: string | Buffer;
  if (format === "dxf") {
    output = dxfOfModel(model);
  } else {
    const svg = svgOfModel(model);
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
  writeOutput(values.out, output);
  return 0;
}
