// The files a window's 3D model is written as (model-file.ts makes them): GLB (glTF 2.0: model
// viewers, WebXR and Android's Scene Viewer) and USDZ (iOS's AR Quick Look), with the media type
// each is served and saved as. Kept apart from the writers, so a page that only names the formats
// does not load them.

export const MODEL_FORMATS = ["glb", "usdz"] as const;
export type ModelFormat = (typeof MODEL_FORMATS)[number];

export const MODEL_MEDIA_TYPES: Record<ModelFormat, string> = {
  glb: "model/gltf-binary",
  usdz: "model/vnd.usdz+zip",
};
