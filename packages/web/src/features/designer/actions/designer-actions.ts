import type { ExportFormat } from "@fenestra/api";
import { emptyDesign } from "@fenestra/core";
import { parseDesign } from "@fenestra/core/design/migrate";
import { selectedFrameIds } from "@fenestra/core/editor/editor";
import { saveBlob, saveText } from "../../../shared/files/save-blob.ts";
import { svgToPng } from "../../../shared/files/svg-to-png.ts";
import { currentLanguage, translateKey } from "../../../shared/i18n/i18n.ts";
import { toast } from "../../../shared/ui/toast.ts";
import { modelFile } from "../../threed/index.ts";
import { drawingSvg } from "../export/drawing-files.ts";
import { commandErrorText, designerText } from "../i18n.ts";
import type { Unit } from "../panels/panel-props.ts";
import { printHtml } from "../print/print-frame.ts";
import { printLayout, printPage, svgDrawingSize } from "../print/print-layout.ts";
import type { DesignerStore } from "../state/designer-store.ts";
import { pickTextFile } from "./pick-file.ts";

// Every drawing-page action as a plain function over the store, shared by the page's button
// row and the action bar's menus.

export const DESIGNER_ACTIONS = [
  "undo",
  "redo",
  "save",
  "clean",
  "delete",
  "importJson",
  "importLibrary",
  "exportJson",
  "exportImage",
  "exportImageNoDims",
  "exportSvg",
  "exportDxf",
  "exportGlb",
  "view3d",
  "arView",
  "create3d",
  "createScene",
  "renderScene",
  "print",
  "exportPdf",
  "exportXlsx",
  "exportDocx",
  "createContract",
  "copy",
  "align",
  "equalize",
  "boxSelect",
  "gallery",
  "clone",
  "saveAs",
  "sketch",
  "center",
  "fullscreen",
] as const;
export type DesignerAction = (typeof DESIGNER_ACTIONS)[number];

export type ActionDeps = {
  store: DesignerStore;
  unit: Unit;
  save: () => Promise<unknown>;
  openLibrary: (mode: "library" | "gallery") => void;
  saveAsTemplate: () => void;
  confirm: (text: string) => Promise<boolean>;
  /** Opens the 3D view of the drawing (a dialog over the page). */
  open3d: () => void;
  /** Opens AR (the model in the room, or the AR photo), or the buy prompt without the rendering module. */
  openAr: () => void;
  /** Opens the 3D page of the saved window (the dialog while the drawing is not saved as it is). */
  open3dPage: () => void;
  /** Opens the effect rendering editor with the drawing. */
  openRender: () => void;
  /** The window's order as a document (saved into its order first, after asking). */
  exportOrder: (format: ExportFormat) => void;
  /** Makes a contract with the window's order (asking the customer; saved first). */
  createContract: () => void;
  /** Opens sketch recognition: a photo of a hand-drawn window becomes a design to insert. */
  openSketch: () => void;
};

export const fileBase = () => `fenestra-${new Date().toISOString().slice(0, 10)}`;

function svgOf(store: DesignerStore, unit: Unit, dimensions: boolean): string {
  return drawingSvg(store.editor, { dimensions, unit, language: currentLanguage() });
}

function reportError(store: DesignerStore) {
  if (store.lastError) toast.error(commandErrorText(store.lastError));
}

export function createDesignerActions(deps: ActionDeps): Record<DesignerAction, () => void> {
  const { store, unit } = deps;
  const exportImage = (dimensions: boolean) => () =>
    void svgToPng(svgOf(store, unit, dimensions)).then((png) =>
      saveBlob(png, `${fileBase()}${dimensions ? "" : "-plain"}.png`),
    );
  const openRender = () => {
    if (store.design.frames.length === 0) return void toast.error(designerText("messages.nothingToRender"));
    deps.openRender();
  };
  const equalizeTarget = (): string | null => {
    const ed = store.editor;
    const id = ed.selection[ed.selection.length - 1];
    const member = ed.layout.members.find((m) => m.id === id && m.role === "mullion");
    if (member) return member.regionId;
    const frame = store.design.frames.find((f) => selectedFrameIds(ed.layout, ed.selection).includes(f.id));
    const root = (frame ?? store.design.frames[0])?.root;
    return root?.kind === "split" ? root.id : null;
  };
  return {
    undo: () => store.act((ed) => ed.undo()),
    redo: () => store.act((ed) => ed.redo()),
    save: () => void deps.save().catch(() => undefined),
    clean: () =>
      void deps.confirm(designerText("messages.confirmClean")).then((yes) => {
        if (yes) store.replace({ ...emptyDesign(), unit: store.design.unit });
      }),
    delete: () => store.act((ed) => ed.deleteSelection()),
    importJson: () =>
      void pickTextFile(".json,application/json").then((text) => {
        if (text === null) return;
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = null;
        }
        const parsed = parseDesign(json);
        if (!parsed.ok) return void toast.error(designerText("messages.invalidDesign"));
        store.replace(parsed.design);
        store.center();
        toast.success(translateKey("result.imported"));
      }),
    importLibrary: () => deps.openLibrary("library"),
    gallery: () => deps.openLibrary("gallery"),
    exportJson: () =>
      saveText(JSON.stringify(store.design, null, 2), `${fileBase()}.json`, "application/json"),
    exportImage: exportImage(true),
    exportImageNoDims: exportImage(false),
    exportSvg: () => saveText(svgOf(store, unit, true), `${fileBase()}.svg`, "image/svg+xml"),
    // the DXF writer, core's scene and the GLB writer (glTF-Transform) are fetched only when asked
    // for: not part of /draw's script
    exportDxf: async () => {
      const { drawingDxf } = await import("../export/drawing-dxf.ts");
      const dxf = drawingDxf(store.editor, { dimensions: true, language: currentLanguage() });
      saveText(dxf, `${fileBase()}.dxf`, "application/dxf");
    },
    exportGlb: async () => {
      const ed = store.editor;
      if (ed.layout.frames.length === 0) return void toast.error(designerText("messages.nothingToSave"));
      const { buildScene } = await import("@fenestra/core/scene/scene");
      saveBlob(
        await modelFile(buildScene(ed.design, ed.layout, ed.env.geometry), "glb"),
        `${fileBase()}.glb`,
      );
    },
    view3d: deps.open3d,
    arView: deps.openAr,
    create3d: deps.open3dPage,
    // the scene: the drawing placed into a photo (the effect rendering editor, /renderV2)
    createScene: () => openRender(),
    renderScene: () => openRender(),
    print: () => {
      if (store.design.frames.length === 0) return void toast.error(designerText("messages.nothingToPrint"));
      const svg = svgOf(store, unit, store.paper.showDimensions);
      const size = svgDrawingSize(svg);
      if (!size) return;
      const { paper } = store;
      const layout = printLayout(size, paper);
      const caption = designerText("print.caption", {
        scale: layout.scale,
        size: paper.size,
        orientation: designerText(`panels.paper.${paper.orientation}`),
      });
      printHtml(printPage(svg, paper, layout, caption));
    },
    exportPdf: () => deps.exportOrder("pdf"),
    exportXlsx: () => deps.exportOrder("xlsx"),
    exportDocx: () => deps.exportOrder("docx"),
    createContract: deps.createContract,
    copy: () =>
      void navigator.clipboard
        ?.writeText(JSON.stringify(store.design))
        .then(() => toast.success(designerText("messages.copied"))),
    align: () => {
      const ids = selectedFrameIds(store.editor.layout, store.editor.selection);
      const frameIds = ids.length >= 2 ? ids : store.design.frames.map((f) => f.id);
      store.act((ed) => ed.run("alignFrames", { frameIds, edge: "top" }));
      reportError(store);
    },
    equalize: () => {
      const regionId = equalizeTarget();
      if (regionId) store.act((ed) => ed.run("equalize", { regionId }));
      reportError(store);
    },
    boxSelect: () =>
      store.setTool(store.tool.kind === "boxSelect" ? { kind: "select" } : { kind: "boxSelect" }),
    // the copy goes beside everything, is selected, and the view widens to show both
    clone: () => {
      const ids = selectedFrameIds(store.editor.layout, store.editor.selection);
      const frameId = ids[0] ?? store.design.frames[store.design.frames.length - 1]?.id;
      const frame = store.design.frames.find((f) => f.id === frameId);
      if (!frame) return;
      store.act((ed) => ed.paste({ frames: [frame], decorations: ed.design.decorations }));
      store.center();
    },
    saveAs: deps.saveAsTemplate,
    sketch: deps.openSketch,
    center: () => store.center(),
    fullscreen: () => {
      if (document.fullscreenElement) void document.exitFullscreen();
      else void document.documentElement.requestFullscreen?.();
    },
  };
}
