// How each element of a drawing looks (canvas, SVG, PNG, thumbnails, printed drawings), in one
// place: colours by member role and fill kind.
import type { MemberRole } from "../layout-types.ts";
import type { FillType } from "../model.ts";

export const MEMBER_FILL: Record<MemberRole, string> = {
  frame: "#d9d9d9",
  mullion: "#c4c4c4",
  sash: "#ececec",
  bead: "#bfbfbf",
  slideRail: "#b0b0b0",
  interlock: "#a6a6a6",
  meetingStile: "#a6a6a6",
  foldLeaf: "#ececec",
  decoration: "#f0f0f0",
  joiner: "#8c8c8c",
};
export const FILL_COLOR: Record<FillType, string> = {
  glass: "#cde6f7",
  panel: "#d6c7b0",
  shade: "#e8e3c9",
  screen: "#e6e6e6",
};
export const WALL_FILL = "#f5e6d3";
export const STROKE = "#404040";
export const SELECTED = "#1677ff";
export const DIMENSION_COLOR = "#cf1322";
