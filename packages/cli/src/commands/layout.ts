// `fenestra layout FILE [--series FILE] [--polygons]`: prints the layout of a design file as
// JSON — every member with its role, profile, length (mm) and end cut angles (degrees), every
// opening, sash and fill with its size. `fenestra layout --schema` prints the design's JSON
// Schema (docs/design.schema.json is this output).
// Exit 0 with the layout; 2 when the file cannot be read or is not a valid design.
import { readFileSync } from "node:fs";
import { layout } from "@fenestra/core/design/layout/layout";
import type { Layout } from "@fenestra/core/design/layout-types";
import { designJsonSchema } from "@fenestra/core/design/schema";
import { loadDesignAndGeometry, parseDesignArgs } from "../export-design-file.ts";

function printable(l: Layout, polygons: boolean): unknown {
  const strip = <T extends { polygon: unknown }>(x: T) => {
    if (polygons) return x;
    const { polygon: _p, ...rest } = x;
    return rest;
  };
  return {
    frames: l.frames.map(({ outline, ...f }) => (polygons ? { ...f, outline } : f)),
    members: l.members.map(strip),
    openings: l.openings.map(strip),
    sashes: l.sashes.map(strip),
    fills: l.fills.map(strip),
  };
}

export async function run(args: string[]): Promise<number> {
  const { file, values } = parseDesignArgs(args, {
    polygons: { type: "boolean", default: false },
    schema: { type: "boolean", default: false },
  });
  if (values.schema) {
    process.stdout.write(`${JSON.stringify(designJsonSchema(), null, 2)}\n`);
    return 0;
  }
  if (!file) {
    process.stderr.write(
      "usage: fenestra layout FILE [--series FILE] [--polygons] | fenestra layout --schema\n",
    );
    return 2;
  }
  const loaded = loadDesignAndGeometry(readFileSync, file, values.series);
  if (!loaded.ok) return loaded.exit();
  const { design, geometry } = loaded.value;
  const out = printable(layout(design, geometry), values.polygons ?? false);
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  return 0;
}
