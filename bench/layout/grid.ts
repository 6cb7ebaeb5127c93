// The benchmark design: a 4 × 5 grid window (4 columns, 5 rows) with a casement sash in
// every cell, built through the same commands the editor uses.
import { commands } from "@fenestra/core/commands/index";
import type { CommandEnv, CommandResult } from "@fenestra/core/commands/types";
import { layout } from "@fenestra/core/design/layout/layout";
import { type Design, emptyDesign } from "@fenestra/core/design/model";
import { DEFAULT_SERIES_GEOMETRY } from "@fenestra/core/design/series-geometry";

export const env: CommandEnv = { geometry: DEFAULT_SERIES_GEOMETRY };

function must(r: CommandResult): Design {
  if (!r.ok) throw new Error(r.error.code);
  return r.design;
}

/** Adds one 4 × 5 sash grid frame (2400 × 3000 mm) at canvas x. */
export function addGridFrame(design: Design, x: number): Design {
  let d = must(
    commands.addFrame.run(
      design,
      { shape: { kind: "rectangle", width: 2400, height: 3000 }, x, y: 0, seriesId: "default" },
      env,
    ),
  );
  const frame = d.frames[d.frames.length - 1]!;
  d = must(commands.splitRegion.run(d, { regionId: frame.root.id, direction: "vertical", parts: 4 }, env));
  const columns = layout(d)
    .openings.filter((o) => o.frameId === frame.id)
    .map((o) => o.id);
  for (const c of columns)
    d = must(commands.splitRegion.run(d, { regionId: c, direction: "horizontal", parts: 5 }, env));
  const cells = layout(d)
    .openings.filter((o) => o.frameId === frame.id)
    .map((o) => o.id);
  for (const [i, c] of cells.entries()) {
    d = must(
      commands.setSash.run(
        d,
        { regionId: c, openType: "casement", hingeSide: i % 2 ? "left" : "right" },
        env,
      ),
    );
  }
  return d;
}

export function gridDesign(frames: number): Design {
  let d = emptyDesign();
  for (let i = 0; i < frames; i++) d = addGridFrame(d, i * 2600);
  return d;
}
