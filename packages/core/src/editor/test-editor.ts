// The editor the render, sash-kind and editor tests start from.
import type { CommandEnv } from "../commands/types.ts";
import { emptyDesign } from "../design/model.ts";
import { DEFAULT_SERIES_GEOMETRY } from "../design/series-geometry.ts";
import { Editor } from "./editor.ts";

/**
 * An editor over `geometry` holding one rectangular frame at the origin, added through the editor
 * (so undo takes it away again).
 */
export function editorWithFrame(
  geometry: CommandEnv["geometry"] = DEFAULT_SERIES_GEOMETRY,
  { width = 1200, height = 1400, seriesId = "default" } = {},
): Editor {
  const e = new Editor(emptyDesign(), { geometry });
  e.run("addFrame", { shape: { kind: "rectangle", width, height }, x: 0, y: 0, seriesId });
  return e;
}

type SashSpec = { openType: "casement" | "tiltTurn"; hingeSide: "left" | "right" };
/**
 * `editorWithFrame` split by a mullion at `at` mm from the left into two lights, each a sash of
 * `sashes` (null: left fixed): the two-light windows the export and drawing tests print.
 */
export function editorWithTwoLights(
  { width, height, at }: { width: number; height: number; at: number },
  sashes: [SashSpec | null, SashSpec | null],
): Editor {
  const e = editorWithFrame(DEFAULT_SERIES_GEOMETRY, { width, height });
  e.run("splitRegion", { regionId: e.design.frames[0]!.root.id, direction: "vertical", positions: [at] });
  const split = e.design.frames[0]!.root;
  if (split.kind !== "split") throw new Error("the frame was not split");
  sashes.forEach((sash, i) => {
    if (sash) e.run("setSash", { regionId: split.children[i]!.id, ...sash });
  });
  return e;
}

/** A 1500 × 1400 two-panel casement (mullion at 750, left and right hinged sashes). */
export const twoPanelCasement = () =>
  editorWithTwoLights({ width: 1500, height: 1400, at: 750 }, [
    { openType: "casement", hingeSide: "left" },
    { openType: "casement", hingeSide: "right" },
  ]);
