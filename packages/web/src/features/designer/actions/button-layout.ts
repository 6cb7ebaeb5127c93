import { type ButtonVisibility, buttonVisible, type ScreenClass } from "../../../app/bars/visibility.ts";
import type { DesignerAction } from "./designer-actions.ts";

// The drawing page's tools (SPEC §2 "Drawing page" buttons), laid out the way drawing tools in
// this market are: the editing tools as icon buttons with tooltips in groups, the file actions
// in an import and an export menu, save on its own. A feature not built yet has no button at all.
// Each tool says on which screens it sits in the bar (SPEC's visibility tags); on the others it
// moves into the "more" menu rather than disappearing, so every action stays reachable; with
// nothing to hold, "more" is not shown. On small screens the page shows a compact bar (back,
// toolbox, undo, redo, properties, save, more).

export type ToolbarMenu = "import" | "export" | "more";
export type ToolbarGroup = "history" | "edit" | "arrange" | "view" | "scene" | "library" | "order";

export type PageButton = {
  action: DesignerAction;
  /** Where it sits: a group of icon buttons in the bar, or a menu ("more" holds only the overflow). */
  place: ToolbarGroup | FileMenu;
  /** Screens on which a bar button shows in the bar (elsewhere it is in "more"). */
  visibility: ButtonVisibility;
  /** Shown with its label beside the icon (not icon-only). */
  labelled?: boolean;
};

export const PAGE_BUTTONS: readonly PageButton[] = [
  { action: "undo", place: "history", visibility: "all" },
  { action: "redo", place: "history", visibility: "all" },
  { action: "delete", place: "edit", visibility: "lg+md" },
  { action: "clean", place: "edit", visibility: "lg+md" },
  { action: "boxSelect", place: "arrange", visibility: "lg+md" },
  { action: "clone", place: "arrange", visibility: "lg+md" },
  { action: "copy", place: "arrange", visibility: "lg" },
  { action: "align", place: "arrange", visibility: "lg+md" },
  { action: "equalize", place: "arrange", visibility: "lg+md" },
  { action: "center", place: "view", visibility: "lg+md" },
  { action: "fullscreen", place: "view", visibility: "lg+md" },
  { action: "view3d", place: "view", visibility: "lg+md", labelled: true },
  { action: "arView", place: "view", visibility: "lg+md", labelled: true },
  { action: "create3d", place: "scene", visibility: "lg" },
  { action: "createScene", place: "scene", visibility: "lg" },
  { action: "renderScene", place: "scene", visibility: "lg+md", labelled: true },
  { action: "importLibrary", place: "library", visibility: "lg+md", labelled: true },
  { action: "gallery", place: "library", visibility: "lg" },
  { action: "saveAs", place: "library", visibility: "lg" },
  { action: "sketch", place: "library", visibility: "lg+md" },
  { action: "createContract", place: "order", visibility: "lg+md" },
  { action: "importJson", place: "import", visibility: "all" },
  { action: "exportJson", place: "export", visibility: "all" },
  { action: "exportDxf", place: "export", visibility: "all" },
  { action: "exportGlb", place: "export", visibility: "all" },
  { action: "exportImage", place: "export", visibility: "all" },
  { action: "exportImageNoDims", place: "export", visibility: "all" },
  { action: "exportSvg", place: "export", visibility: "all" },
  { action: "exportPdf", place: "export", visibility: "all" },
  { action: "exportXlsx", place: "export", visibility: "all" },
  { action: "exportDocx", place: "export", visibility: "all" },
  { action: "print", place: "export", visibility: "lg+md" },
];

type FileMenu = Exclude<ToolbarMenu, "more">;
const FILE_MENUS: readonly FileMenu[] = ["import", "export"];
const isMenu = (place: PageButton["place"]): place is FileMenu =>
  (FILE_MENUS as readonly string[]).includes(place);

export type ToolbarLayout = {
  /** Icon-button groups in the bar, in order. */
  groups: { group: ToolbarGroup; buttons: PageButton[] }[];
  /** Menus in the bar, none empty; on small screens import and export are sections of "more". */
  menus: { menu: ToolbarMenu; buttons: PageButton[] }[];
};

/**
 * The toolbar for a screen class (pure, tested). On small screens only undo and redo stay in
 * the bar: everything else is in one "more" menu, sectioned.
 */
export function toolbarLayout(screen: ScreenClass): ToolbarLayout {
  const inBar = (b: PageButton) => !isMenu(b.place) && buttonVisible(b.visibility, screen);
  const groups: ToolbarLayout["groups"] = [];
  for (const b of PAGE_BUTTONS.filter(inBar)) {
    const last = groups[groups.length - 1];
    if (last?.group === b.place) last.buttons.push(b);
    else groups.push({ group: b.place as ToolbarGroup, buttons: [b] });
  }
  const overflow = PAGE_BUTTONS.filter((b) => !isMenu(b.place) && !inBar(b));
  const menu = (m: FileMenu) => PAGE_BUTTONS.filter((b) => b.place === m);
  const menus: ToolbarLayout["menus"] =
    screen === "sm"
      ? [{ menu: "more", buttons: [...overflow, ...menu("import"), ...menu("export")] }]
      : [
          { menu: "import", buttons: menu("import") },
          { menu: "export", buttons: menu("export") },
          { menu: "more", buttons: overflow },
        ];
  return { groups, menus: menus.filter((m) => m.buttons.length > 0) };
}
