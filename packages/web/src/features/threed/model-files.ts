// The window's 3D model as a file made in the browser from core's scene (core's model-file.ts: the
// one pipeline the server's AR links and the CLI use too): GLB (glTF 2.0: model viewers, Android's
// WebXR) or USDZ (iOS's AR Quick Look). The writers are fetched when first asked for, never with a
// page.
import { MODEL_MEDIA_TYPES, type ModelFormat } from "@fenestra/core/scene/model-format";
import type { Scene } from "@fenestra/core/scene/scene";

export { MODEL_FORMATS, type ModelFormat } from "@fenestra/core/scene/model-format";

export async function modelFile(scene: Scene, format: ModelFormat): Promise<Blob> {
  const bytes = await (await import("@fenestra/core/scene/model-file")).modelBytes(scene, format);
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: MODEL_MEDIA_TYPES[format] });
}
