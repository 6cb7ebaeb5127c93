import type { Scene } from "@fenestra/core/scene/scene";

/** The window's opening as its scene has it (the outside size of all its frames), whole mm. */
export function openingOf(scene: Scene): { width: number; height: number } {
  return {
    width: Math.round(scene.bounds.max[0] - scene.bounds.min[0]),
    height: Math.round(scene.bounds.max[1] - scene.bounds.min[1]),
  };
}
