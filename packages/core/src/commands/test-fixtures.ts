// Builders used by the command, editor and property tests.
import { type Design, emptyDesign } from "../design/model.ts";
import { DEFAULT_SERIES_GEOMETRY } from "../design/series-geometry.ts";
import { addFrame } from "./add-frame.ts";
import { splitRegion } from "./split-region.ts";
import type { CommandEnv, CommandResult } from "./types.ts";

export const env: CommandEnv = { geometry: DEFAULT_SERIES_GEOMETRY };

export function unwrap(r: CommandResult): Design {
  if (!r.ok) throw new Error(`command failed: ${r.error.code}`);
  return r.design;
}

/** A design with one rectangular frame F1 (root glass G2) at the canvas origin. */
export function oneFrame(width = 1500, height = 1400): Design {
  return unwrap(
    addFrame.run(
      emptyDesign(),
      { shape: { kind: "rectangle", width, height }, x: 0, y: 0, seriesId: "default" },
      env,
    ),
  );
}

/**
 * oneFrame divided by vertical mullions: into `cells.parts` equal cells, or at `cells.positions`
 * (frame mm).
 */
export function columnsFrame(
  cells: { parts: number } | { positions: number[] },
  width = 1500,
  height = 1400,
): Design {
  return unwrap(
    splitRegion.run(oneFrame(width, height), { regionId: "G2", direction: "vertical", ...cells }, env),
  );
}
