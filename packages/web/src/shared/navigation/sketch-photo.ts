/**
 * What a page hands the drawing page (/draw) in the navigation's state to recognise a sketch
 * from a photo it holds (a measurement photo): the photo itself; the drawing page opens its
 * sketch recognition with it. Here, so the page linking does not load the drawing page's code.
 */
export type SketchPhotoState = { sketchPhoto: Blob };

export const isSketchPhotoState = (state: unknown): state is SketchPhotoState =>
  typeof state === "object" &&
  state !== null &&
  (state as { sketchPhoto?: unknown }).sketchPhoto instanceof Blob;
