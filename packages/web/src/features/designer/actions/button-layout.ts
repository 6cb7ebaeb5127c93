import type { ButtonVisibility } from "../../../app/bars/visibility.ts";
import type { DesignerAction } from "./designer-actions.ts";

// The drawing page's button row (SPEC §2 "Drawing page" buttons) with the screen sizes each
// shows on: editing essentials everywhere, desk-only tools (box select, align, print…) on
// large and medium screens, and the not-built features where there is room.

export type PageButton = {
  action: DesignerAction;
  visibility: ButtonVisibility;
  group: "edit" | "file" | "arrange" | "more";
};

export const PAGE_BUTTONS: readonly PageButton[] = [
  { action: "undo", visibility: "all", group: "edit" },
  { action: "redo", visibility: "all", group: "edit" },
  { action: "save", visibility: "all", group: "file" },
  { action: "clean", visibility: "lg+md", group: "edit" },
  { action: "delete", visibility: "all", group: "edit" },
  { action: "threeD", visibility: "lg+md", group: "more" },
  { action: "importJson", visibility: "lg+md", group: "file" },
  { action: "importLibrary", visibility: "all", group: "file" },
  { action: "print", visibility: "lg", group: "file" },
  { action: "exportDxf", visibility: "lg+md", group: "file" },
  { action: "exportImage", visibility: "lg+md", group: "file" },
  { action: "exportImageNoDims", visibility: "lg", group: "file" },
  { action: "exportSvg", visibility: "lg", group: "file" },
  { action: "exportJson", visibility: "lg", group: "file" },
  { action: "copy", visibility: "lg+md", group: "arrange" },
  { action: "createContract", visibility: "lg", group: "more" },
  { action: "align", visibility: "lg+md", group: "arrange" },
  { action: "equalize", visibility: "all", group: "arrange" },
  { action: "boxSelect", visibility: "lg+md", group: "arrange" },
  { action: "gallery", visibility: "lg+md", group: "file" },
  { action: "clone", visibility: "all", group: "arrange" },
  { action: "saveAs", visibility: "lg+md", group: "file" },
  { action: "center", visibility: "all", group: "arrange" },
  { action: "fullscreen", visibility: "lg+md", group: "more" },
  { action: "createScene", visibility: "lg", group: "more" },
  { action: "renderScene", visibility: "lg", group: "more" },
  { action: "arRendering", visibility: "lg", group: "more" },
  { action: "sketchRecognition", visibility: "lg", group: "more" },
];
