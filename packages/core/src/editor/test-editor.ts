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
