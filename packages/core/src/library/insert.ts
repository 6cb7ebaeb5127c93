import { coloursIn } from "../commands/defaults.ts";
import { commands } from "../commands/index.ts";
import { seriesOf } from "../commands/place.ts";
import type { CommandEnv, CommandResult } from "../commands/types.ts";
import type { Design } from "../design/model.ts";
import { shapeSize } from "../design/shapes.ts";
import { idSource, withFreshIds } from "../design/tree.ts";
import type { WindowTemplate } from "./template-types.ts";

// Putting a template into a drawing "at the current frame size": the template's first frame is
// resized (its mullions scale with it, as resizeFrame does) to width × height mm and placed at
// x, y (canvas mm), with fresh ids so it never clashes with what is already drawn, in colours its
// series offers.

export type TemplatePlacement = {
  /** mm; when absent the template keeps its nominal size. */
  width?: number;
  height?: number;
  x: number;
  y: number;
  /** Replace this frame (the one being redrawn) instead of adding beside it. */
  replaceFrameId?: string;
};

export function insertTemplate(
  design: Design,
  template: WindowTemplate,
  at: TemplatePlacement,
  env: CommandEnv,
): CommandResult {
  const source = template.design.frames[0];
  if (!source) return { ok: false, error: { code: "design.not_found", params: { id: template.id } } };
  const base = at.replaceFrameId
    ? { ...design, frames: design.frames.filter((f) => f.id !== at.replaceFrameId) }
    : design;
  const next = idSource(design);
  const frame = {
    ...source,
    id: next("F"),
    x: at.x,
    y: at.y,
    // in the colours of the series it is drawn in (a built-in template's "white" is no Chinese colour)
    colors: coloursIn(source.colors, seriesOf(env, source.seriesId)),
    root: withFreshIds(source.root, next),
  };
  const placed: Design = { ...base, frames: [...base.frames, frame] };
  const size = shapeSize(source.shape);
  const width = at.width ?? size.width;
  const height = at.height ?? size.height;
  if (width === size.width && height === size.height)
    return commands.moveFrame.run(placed, { frameId: frame.id, x: at.x, y: at.y }, env);
  return commands.resizeFrame.run(placed, { frameId: frame.id, width, height }, env);
}
