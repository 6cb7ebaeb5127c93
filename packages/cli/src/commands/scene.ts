// `fenestra scene DESIGN [--series FILE] [--format glb|usdz|json] [--out FILE]`: the design's 3D
// scene (docs/scene.md) from core, without a browser: `json` prints the scene description (one
// solid per layout member and pane, the leaves and how they open), `glb` writes the glTF 2.0
// binary the 3D view and AR load, `usdz` the package iOS's AR Quick Look opens. Without --out the
// file goes to stdout.
// Exit 0 with the scene; 2 when the file cannot be read or is not a valid design.
import { readFileSync } from "node:fs";
import { designScene, modelBytes } from "@fenestra/core/scene/model-file";
import { MODEL_FORMATS } from "@fenestra/core/scene/model-format";
import { loadDesignAndGeometry, parseDesignArgs, writeOutput } from "../export-design-file.ts";

const formats = [...MODEL_FORMATS, "json"] as const;
type Format = (typeof formats)[number];

export async function run(args: string[]): Promise<number> {
  const { file, values } = parseDesignArgs(args, {
    format: { type: "string", default: "json" },
    out: { type: "string" },
  });
  const format = values.format as Format;
  if (!file || !formats.includes(format)) {
    process.stderr.write(
      "usage: fenestra scene DESIGN [--series FILE] [--format glb|usdz|json] [--out FILE]\n",
    );
    return 2;
  }
  const loaded = loadDesignAndGeometry(readFileSync, file, values.series);
  if (!loaded.ok) return loaded.exit();
  const { design, geometry } = loaded.value;
  const scene = designScene(design, geometry);
  const output = format === "json" ? `${JSON.stringify(scene, null, 2)}\n` : await modelBytes(scene, format);
  writeOutput(values.out, output);
  return 0;
}
