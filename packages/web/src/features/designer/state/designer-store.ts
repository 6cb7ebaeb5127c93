import type { CanvasPoint } from "@fenestra/core";
import {
  createRenderCache,
  DEFAULT_SERIES_GEOMETRY,
  type Design,
  emptyDesign,
  type RenderModel,
} from "@fenestra/core";
import type { CommandResult } from "@fenestra/core/commands/index";
import { Editor } from "@fenestra/core/editor/editor";
import type { ToolboxItem } from "@fenestra/core/editor/toolbox";
import { type Bounds, canvasToScreen, fitBounds, type Viewport } from "@fenestra/core/editor/viewport";
import { type CanvasText, canvasModel } from "../canvas/canvas-model.ts";

// The page's one piece of editor state: the core's headless Editor plus what only the UI cares
// about (current tool, mouse position, saved marker). React reads it through useDesigner
// (useSyncExternalStore on `version`), so every change bumps the version and notifies.

export type DesignerTool =
  | { kind: "select" }
  | { kind: "pan" }
  | { kind: "boxSelect" }
  | { kind: "item"; key: string; item: ToolboxItem };

export type OrderFields = { windowNo: string; count: number; installPosition: string; note: string };
export type PaperSettings = {
  size: "A4" | "A3";
  orientation: "landscape" | "portrait";
  showDimensions: boolean;
};

/** A command the design refused, told apart from an action's other answers. */
export const isRefused = (outcome: unknown): outcome is Extract<CommandResult, { ok: false }> =>
  typeof outcome === "object" && outcome !== null && "ok" in outcome && outcome.ok === false;

export class DesignerStore {
  editor: Editor;
  tool: DesignerTool = { kind: "select" };
  mouse: CanvasPoint | null = null;
  version = 0;
  /** Whether the drawing has a copy on the server (loaded from or written to an order item). */
  hasSavedCopy = false;
  lastError: string | null = null;
  /** Order item fields edited in the "order" tab and written by save (SPEC §3 order/window item). */
  orderFields: OrderFields = { windowNo: "C1", count: 1, installPosition: "", note: "" };
  /** Print settings of the "paper" tab. */
  paper: PaperSettings = { size: "A4", orientation: "landscape", showDimensions: true };
  /** The view onto the canvas: core's editor keeps it (pan is an editor gesture). */
  get viewport(): Viewport {
    return this.editor.viewport;
  }
  /** Canvas area size in px, reported by the canvas (resize). */
  area = { width: 0, height: 0 };
  /** Whether the view is the last fit (center), not one the user zoomed or panned to since. */
  fitted = false;
  private readonly renderCache = createRenderCache();
  private drawn: { design: Design; layout: Editor["layout"]; text: CanvasText; model: RenderModel } | null =
    null;
  /**
   * The drawing and order fields as last loaded or saved (or as the page started): the page has
   * unsaved changes when either differs. Designs are immutable, so identity is the comparison;
   * undoing back to the saved drawing is no change.
   */
  private baseline: { design: Design; orderFields: OrderFields };
  private listeners = new Set<() => void>();
  private mouseListeners = new Set<() => void>();

  constructor(design: Design = emptyDesign()) {
    this.editor = new Editor(design, { geometry: DEFAULT_SERIES_GEOMETRY });
    this.baseline = { design, orderFields: this.orderFields };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getVersion = (): number => this.version;
  /** Mouse position changes only (the footer's readout), kept apart so moves wake nothing else. */
  subscribeMouse = (listener: () => void): (() => void) => {
    this.mouseListeners.add(listener);
    return () => this.mouseListeners.delete(listener);
  };

  get design(): Design {
    return this.editor.design;
  }
  /** Changes since the drawing was loaded, saved or started (selection and tools are no change). */
  get dirty(): boolean {
    const design = this.editor.design;
    const base = this.baseline.design;
    // drawing something and deleting it again leaves nothing to lose
    const sameDesign = design === base || (isBlank(design) && isBlank(base));
    return !sameDesign || this.orderFields !== this.baseline.orderFields;
  }

  /** Lays the drawing out with another series geometry source (a frame's series arrived). */
  setGeometry(geometry: Editor["env"]["geometry"]): void {
    this.editor.setGeometry(geometry);
    this.bump();
  }

  /**
   * Starts over with another design; history starts empty. "edit" (import, clean) is a change to
   * save, "start" (a library template the page opened with) is not, "saved" is the server's copy.
   */
  replace(design: Design, mode: "edit" | "start" | "saved" = "edit"): void {
    const { clipboard, viewport, tool } = this.editor;
    this.editor = new Editor(design, this.editor.env);
    this.editor.clipboard = clipboard;
    this.editor.viewport = viewport;
    this.editor.tool = tool;
    if (mode !== "edit") this.baseline = { design, orderFields: this.orderFields };
    if (mode === "saved") this.hasSavedCopy = true;
    this.bump();
  }

  /**
   * Runs an editor action and re-renders; answers what the action answers (a command's result,
   * undo's boolean, or nothing), and a failed command's error code is kept for the UI.
   */
  act<T>(fn: (editor: Editor) => T): T {
    const before = this.editor.design;
    const selection = this.editor.selection;
    const gesture = this.editor.gesture;
    const result = fn(this.editor);
    this.lastError = isRefused(result) ? result.error.code : null;
    const changed =
      before !== this.editor.design || selection !== this.editor.selection || gesture !== this.editor.gesture;
    if (changed || this.lastError) this.bump();
    if (changed) this.keepInView();
    return result;
  }

  /**
   * The drawing as the canvas shows it (canvasModel with the canvas's unit and language, the last
   * ones asked for when none are given), made once per layout: the canvas draws it, the fit
   * frames its bounds. Its render cache lets a drag step draw only the frame it moved.
   */
  drawing(text: CanvasText = this.drawn?.text ?? {}): RenderModel {
    const { design, layout } = this.editor;
    const last = this.drawn;
    const same =
      last?.design === design &&
      last.layout === layout &&
      last.text.language === text.language &&
      last.text.unit?.length === text.unit?.length &&
      last.text.unit?.digits === text.unit?.digits;
    if (same) return last.model;
    const model = canvasModel({ design, layout }, text, this.renderCache);
    this.drawn = { design, layout, text, model };
    return model;
  }

  setTool(tool: DesignerTool): void {
    this.tool = tool;
    this.editor.tool = tool.kind === "item" ? "select" : tool.kind;
    this.bump();
  }
  setMouse(p: CanvasPoint | null): void {
    this.mouse = p;
    for (const l of this.mouseListeners) l();
  }
  /** A view the user chose (zoom, pan, pinch): a later resize keeps it. */
  setViewport(v: Viewport): void {
    this.editor.viewport = v;
    this.fitted = false;
    this.notify();
  }
  /**
   * Zoom to fit, the one fit of every screen: the whole drawing as the canvas draws it
   * (frames, walls, notes and every dimension line with its figure) as large as the canvas
   * area allows, centred.
   */
  center(): void {
    this.setViewport(fitBounds(this.drawingBounds(), this.area.width, this.area.height));
    this.fitted = true;
  }
  /** The extent of everything drawn (canvas mm), or null for an empty drawing. */
  private drawingBounds(): Bounds | null {
    const { design } = this.editor;
    const drawn = design.frames.length + design.walls.length + design.notes.length + design.dimensions.length;
    return drawn > 0 ? this.drawing().bounds : null;
  }
  /**
   * While the view is the fit, a drawing that grew out of it (a new row of dimension lines, a
   * larger size typed, another frame) is fitted again; not in the middle of a drag, and never
   * once the user has zoomed or panned.
   */
  private keepInView(): void {
    if (!this.fitted || this.editor.gesture.kind !== "idle" || this.area.width === 0) return;
    const b = this.drawingBounds();
    if (!b) return;
    const [left, top] = canvasToScreen(this.viewport, [b.x0, b.y0]);
    const [right, bottom] = canvasToScreen(this.viewport, [b.x1, b.y1]);
    if (left < 0 || top < 0 || right > this.area.width || bottom > this.area.height) this.center();
  }
  /**
   * The canvas area has a new size (laid out, the window resized, the phone turned): the drawing
   * is fitted again, unless the user has zoomed or panned since the last fit and the screen kept
   * its orientation.
   */
  resize(area: { width: number; height: number }): void {
    const before = this.area;
    this.area = area;
    if (area.width === before.width && area.height === before.height) return;
    const turned = before.width > before.height !== area.width > area.height;
    if (before.width === 0 || this.fitted || turned) this.center();
  }
  /** Order tab edits; `initial` fills a default the page chose (the next window number), no change. */
  setOrderFields(patch: Partial<OrderFields>, initial = false): void {
    if (initial && this.orderFields !== this.baseline.orderFields) return; // the user's own value stays
    this.orderFields = { ...this.orderFields, ...patch };
    if (initial) this.baseline = { ...this.baseline, orderFields: this.orderFields };
    this.bump();
  }
  setPaper(patch: Partial<PaperSettings>): void {
    this.paper = { ...this.paper, ...patch };
    this.bump();
  }
  /** What was written to the server: edits made while the request ran stay unsaved. */
  markSaved(saved: { design: Design; orderFields: OrderFields }): void {
    this.baseline = saved;
    this.hasSavedCopy = true;
    this.notify();
  }

  private bump(): void {
    this.version++;
    this.notify();
  }
  private notify(): void {
    for (const l of this.listeners) l();
  }
}

/** Nothing drawn: no frame, wall, note, free dimension or decoration. */
function isBlank(d: Design): boolean {
  return (
    !d.frames.length && !d.walls.length && !d.notes.length && !d.dimensions.length && !d.decorations.length
  );
}
