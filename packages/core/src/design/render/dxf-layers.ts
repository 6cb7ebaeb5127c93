// The DXF layers of a drawing, one per kind so a CAD user can hide glass or dimensions: the
// editor's export and the CLI's write the same ones.
import type { MemberRole } from "../layout-types.ts";

export const DXF_LAYERS = {
  frame: "FRAME",
  mullion: "MULLION",
  sash: "SASH",
  bead: "BEAD",
  joiner: "JOINER",
  decoration: "DECORATION",
  fill: "FILL",
  dimension: "DIMENSION",
  note: "NOTE",
} as const;

export type DxfLayerKind = keyof typeof DXF_LAYERS;

/** AutoCAD colour index of each layer (1 red, 2 yellow, 3 green, 4 cyan, 5 blue, 7 white). */
export const DXF_LAYER_COLOURS: Record<DxfLayerKind, number> = {
  frame: 7,
  mullion: 7,
  sash: 3,
  bead: 5,
  joiner: 7,
  decoration: 2,
  fill: 4,
  dimension: 1,
  note: 2,
};

/** The layer a member is drawn on: sashes, slide rails, interlocks and fold leaves share SASH. */
export function memberLayer(role: MemberRole): string {
  switch (role) {
    case "frame":
    case "mullion":
    case "bead":
    case "joiner":
    case "decoration":
      return DXF_LAYERS[role];
    default:
      return DXF_LAYERS.sash;
  }
}
