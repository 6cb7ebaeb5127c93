// What other features use of the 3D view: they import it from here, never from its files.
import { lazy } from "react";

export { useArDialog } from "./ar-gate.ts";
export { modelFile } from "./model-files.ts";
export { ThreeDialog } from "./ThreeDialog.tsx";

/** The AR dialog (model-viewer comes with it: its own chunk, fetched when AR first opens). */
export const ArDialog = lazy(() => import("./ArDialog.tsx"));
