// A saved window's 3D model as a file, one pipeline wherever it is made: the design laid out with
// its series' geometry, its scene (scene.ts), then the GLB (glb.ts) or the USDZ (usdz.ts). The
// browser's 3D view and AR dialog, the server's AR links and `fenestra scene` all go through here.
import { layout } from "../design/layout/layout.ts";
import type { Design } from "../design/model.ts";
import { DEFAULT_SERIES_GEOMETRY, type SeriesGeometrySource } from "../design/series-geometry.ts";
import { sceneToGlb } from "./glb.ts";
import type { ModelFormat } from "./model-format.ts";
import { buildScene, type Scene } from "./scene.ts";
import { sceneToUsdz } from "./usdz.ts";

/** The scene of `design`, each frame laid out with its series' geometry from `source`. */
export function designScene(design: Design, source: SeriesGeometrySource = DEFAULT_SERIES_GEOMETRY): Scene {
  return buildScene(design, layout(design, source), source);
}

/** The bytes of `scene` as a GLB or a USDZ. */
export async function modelBytes(scene: Scene, format: ModelFormat): Promise<Uint8Array> {
  return format === "glb" ? sceneToGlb(scene) : sceneToUsdz(scene);
}
