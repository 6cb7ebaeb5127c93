import { lazy } from "react";

// The dialogs other features open: each its own chunk, fetched when first opened, so the page
// that offers them (the drawing page) loads neither three.js, model-viewer nor core's scene.

/** The AR dialog of a scene (model-viewer comes with it). */
export const ArDialog = lazy(() => import("./ArDialog.tsx"));

/** The AR dialog of a drawing as it is when opened (its scene is built in the chunk). */
export const DrawingArDialog = lazy(() => import("./DrawingArDialog.tsx"));

/** The 3D view of a drawing in a dialog. */
export const ThreeDialog = lazy(() => import("./ThreeDialog.tsx"));

/** Any scene's 3D view in a dialog (the sunroom's). */
export const SceneDialog = lazy(() => import("./SceneDialog.tsx"));
