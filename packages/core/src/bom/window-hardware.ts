// The hardware a series chooses for a window (its formulas' accessory lines): what a printed
// window names as its hardware when the designer named no hinge or handle of its own.
import type { Accessory } from "../series/schema.ts";
import type { Bom } from "./types.ts";

/** The accessory categories that are a window's hardware (not its seals, screws or caps). */
export const HARDWARE_CATEGORIES: readonly Accessory["category"][] = [
  "hinge",
  "handle",
  "lock",
  "stay",
  "roller",
];

export type HardwarePiece = { name: string; count: number };

/**
 * The hardware lines of a window's BOM (count 1): each accessory of a hardware category of its
 * series' catalogue, by name (its code when unnamed), with how many the window takes.
 */
export function windowHardware(bom: Bom, accessories: readonly Accessory[]): HardwarePiece[] {
  const hardware = new Set(
    accessories.filter((a) => HARDWARE_CATEGORIES.includes(a.category)).map((a) => a.code),
  );
  return bom.addons
    .filter((line) => hardware.has(line.code) && line.count > 0)
    .map((line) => ({ name: line.name || line.code, count: line.count }));
}
