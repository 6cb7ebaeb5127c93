import { lazy } from "react";

/** The AR dialog (model-viewer comes with it: its own chunk, fetched when AR first opens). */
export const ArDialog = lazy(() => import("./ArDialog.tsx"));
