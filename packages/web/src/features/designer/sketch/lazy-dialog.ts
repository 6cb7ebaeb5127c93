import { lazy } from "react";

/** The sketch recognition dialog: its own chunk (and the recognizer's worker another), fetched when first opened. */
export const SketchDialog = lazy(() => import("./SketchDialog.tsx"));
