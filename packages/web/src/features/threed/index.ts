// What other features use of the 3D view: they import it from here, never from its files.
export { useArDialog } from "./ar-gate.ts";
export { ArDialog, DrawingArDialog, SceneDialog, ThreeDialog } from "./lazy-dialogs.ts";
export { modelFile } from "./model-files.ts";
