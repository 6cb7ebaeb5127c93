// The 3D benchmark's window: one 4000 × 2400 mm frame split 5 × 4 (five columns, four rows), a
// casement in every other cell and fixed glass in the rest (20 cells, 10 sashes), built through
// the same commands the editor uses.
import { commands } from "@fenestra/core/commands/index";
import type { CommandResult } from "@fenestra/core/commands/types";
import { layout } from "@fenestra/core/design/layout/layout";
import { type Design, emptyDesign } from "@fenestra/core/design/model";
import type { SeriesGeometry } from "@fenestra/core/design/series-geometry";

const COLUMNS = 5;
const ROWS = 4;
export const CELLS = COLUMNS * ROWS;

function must(r: CommandResult): Design {
  if (!r.ok) throw new Error(r.error.code);
  return r.design;
}

/** The 20-cell window in series `seriesId` (laid out with `geometry`), in one of its colours inside and out. */
export function twentyCellDesign(seriesId: string, colour: string, geometry: SeriesGeometry): Design {
  const env = { geometry };
  let d = must(
    commands.addFrame.run(
      emptyDesign(),
      { shape: { kind: "rectangle", width: 4000, height: 2400 }, x: 0, y: 0, seriesId },
      env,
    ),
  );
  const frameId = d.frames[0]!.id;
  const openings = () =>
    layout(d, geometry)
      .openings.filter((o) => o.frameId === frameId)
      .map((o) => o.id);
  d = must(
    commands.splitRegion.run(
      d,
      { regionId: d.frames[0]!.root.id, direction: "vertical", parts: COLUMNS },
      env,
    ),
  );
  for (const column of openings())
    d = must(commands.splitRegion.run(d, { regionId: column, direction: "horizontal", parts: ROWS }, env));
  // the cells column by column, top to bottom: a casement on the dark squares of a chessboard
  for (const [i, cell] of openings().entries()) {
    const column = Math.floor(i / ROWS);
    if ((column + (i % ROWS)) % 2) continue;
    const hingeSide = column < COLUMNS / 2 ? "left" : "right";
    d = must(commands.setSash.run(d, { regionId: cell, openType: "casement", hingeSide }, env));
  }
  return { ...d, frames: d.frames.map((f) => ({ ...f, colors: { a: colour, b: colour } })) };
}
