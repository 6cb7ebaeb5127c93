import type { ButtonVisibility } from "./visibility.ts";

// The action bar's buttons and menus as data (SPEC §2), so which ones exist for a route and a
// user is a pure, tested function. Pages register what each action does (action-registry.ts).

export type ActionKey =
  | "extra"
  | "extra.editContract"
  | "extra.exportJson"
  | "extra.exportCad"
  | "extra.exportImage"
  | "extra.exportImageNoDims"
  | "extra.importLibrary"
  | "extra.importJson"
  | "extra.center"
  | "extra.fullscreen"
  | "output"
  | "output.create3d"
  | "output.createScene"
  | "output.pdf"
  | "output.xlsx"
  | "output.docx"
  | "saveSimplePicture"
  | "tutorial"
  | "applySunnyHouse"
  | "close";

export interface ActionButton {
  key: ActionKey;
  visibility: ButtonVisibility;
  children?: ActionKey[];
}

export interface ActionContext {
  routeName: string;
  query: URLSearchParams;
  isMobile: boolean;
  /** Inside the Toutiao mini-app the window library import is unavailable. */
  inToutiao: boolean;
}

export function buildActionButtons(ctx: ActionContext): ActionButton[] {
  const buttons: ActionButton[] = [];
  if (ctx.routeName === "drawRender") buttons.push({ key: "saveSimplePicture", visibility: "all" });
  // SPEC §2: trial shows a tutorial button opening userGuide (the drawing guide)
  if (ctx.routeName === "trial") buttons.push({ key: "tutorial", visibility: "all" });
  // SPEC §2: addWindoor shows an apply-sunny-house button, opening the sunroom designer (issue 33)
  if (ctx.routeName === "addWindoor") buttons.push({ key: "applySunnyHouse", visibility: "all" });

  // the output menu: the drawing's 3D and its scene (the effect rendering editor), and the
  // window's order as a PDF, Excel or Word document
  buttons.push({
    key: "output",
    visibility: "lg+md",
    children: ["output.create3d", "output.createScene", "output.pdf", "output.xlsx", "output.docx"],
  });

  const extra: ActionKey[] = [];
  if (ctx.query.has("contract_id")) extra.push("extra.editContract");
  extra.push("extra.exportJson", "extra.exportCad", "extra.exportImage", "extra.exportImageNoDims");
  if (!ctx.inToutiao) extra.push("extra.importLibrary");
  if (!ctx.isMobile) extra.push("extra.importJson");
  extra.push("extra.center");
  if (!ctx.isMobile) extra.push("extra.fullscreen");
  buttons.push({ key: "extra", visibility: "lg+md", children: extra });

  // no save here: the drawing page's own bar has the one Save (it also writes into an order)
  buttons.push({ key: "close", visibility: "lg+md" });
  return buttons;
}

/** A menu's entries as shown: the extra menu's exports and imports as two submenus (SPEC §2). */
export type ActionMenuEntry = { key: ActionKey } | { submenu: "export" | "import"; keys: ActionKey[] };

export function actionMenuEntries(children: readonly ActionKey[]): ActionMenuEntry[] {
  const entries: ActionMenuEntry[] = [];
  for (const key of children) {
    const sub = key.startsWith("extra.export") ? "export" : key.startsWith("extra.import") ? "import" : null;
    if (!sub) {
      entries.push({ key });
      continue;
    }
    const open = entries.find((e) => "submenu" in e && e.submenu === sub);
    if (open && "keys" in open) open.keys.push(key);
    else entries.push({ submenu: sub, keys: [key] });
  }
  return entries;
}
