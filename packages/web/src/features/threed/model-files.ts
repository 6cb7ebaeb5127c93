// The window's 3D model as a file made in the browser from core's scene: GLB (glTF 2.0: model
// viewers, Android's WebXR) or USDZ (iOS's AR Quick Look). The writers are fetched when first
// asked for, never with a page.
import type { Scene } from "@fenestra/core/scene/scene";

export const MODEL_FORMATS = ["glb", "usdz"] as const;
export type ModelFormat = (typeof MODEL_FORMATS)[number];

const MEDIA_TYPES: Record<ModelFormat, string> = { glb: "model/gltf-binary", usdz: "model/vnd.usdz+zip" };

export async function modelFile(scene: Scene, format: ModelFormat): Promise<Blob> {
  const bytes =
    format === "glb"
      ? await (await import("@fenestra/core/scene/glb")).sceneToGlb(scene)
      : (await import("@fenestra/core/scene/usdz")).sceneToUsdz(scene);
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: MEDIA_TYPES[format] });
}
