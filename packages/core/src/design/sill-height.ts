// How high a frame stands above the finished floor (docs/safety-glass.md): what the safety
// zones measure a pane's lower edge from.
import { SASH_KINDS } from "./sash-kinds/table.ts";

export { isSillHeight, MAX_SILL_HEIGHT_MM } from "./limits.ts";

import type { OpeningKind } from "./model.ts";

/** A window's sill above the finished floor when the design does not say, mm (GB 50096 §5.8.1: 900). */
export const DEFAULT_WINDOW_SILL_MM = 900;
/** A frame holding a door leaf stands on the floor, mm. */
export const DOOR_SILL_MM = 0;

/** Whether an opening kind is a door leaf (its BOM opening type is 'door'). */
export const isDoorKind = (kind: OpeningKind): boolean => SASH_KINDS[kind].bom.OPENTYPE === "door";

/**
 * The frame's sill above the floor, mm: the one the design gives, else 0 for a frame with a door
 * leaf and 900 for a window.
 */
export function sillHeightOf(given: number | undefined, openings: readonly OpeningKind[]): number {
  if (given !== undefined) return given;
  return openings.some(isDoorKind) ? DOOR_SILL_MM : DEFAULT_WINDOW_SILL_MM;
}
