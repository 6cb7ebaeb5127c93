import type { CanvasPoint } from "@fenestra/core";
import { DEFAULT_SERIES_GEOMETRY, type Design, emptyDesign, renderFreeDimension } from "@fenestra/core";
import type { CommandResult } from "@fenestra/core/commands/index";
import { Editor } from "@fenestra/core/editor/editor";
import type { ToolboxItem } from "@fenestra/core/editor/toolbox";
import { type Bounds, fitBounds, type Viewport } from "@fenestra/core/editor/viewport";

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
  /** Canvas area size in px, reported by the canvas. */
  area = { width: 0, height: 0 };
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
    return result;
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
  setViewport(v: Viewport): void {
    this.editor.viewport = v;
    this.notify();
  }
  /** Fits every frame (with room for the dimension lines) into the canvas area. */
  center(): void {
    const { layout, design } = this.editor;
    const boxes = [...layout.frames, ...extraBoxes(design)];
    this.setViewport(fitBounds(designBounds(boxes), this.area.width, this.area.height));
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

/** Bounds of all frames on the canvas, mm, with room for two rows of dimension lines. */
/**
 * Boxes (canvas mm) of the items outside the frames' layout, so centring, export and print
 * keep walls, notes and free dimensions in view.
 */
export function extraBoxes(design: Design): { x: number; y: number; width: number; height: number }[] {
  const box = (xs: number[], ys: number[]) => ({
    x: Math.min(...xs),
    y: Math.min(...ys),
    width: Math.max(...xs) - Math.min(...xs),
    height: Math.max(...ys) - Math.min(...ys),
  });
  return [
    ...design.walls.map((w) => ({ x: w.x, y: w.y, width: w.width, height: w.height })),
    // note text is 60 mm high, about 36 mm per character
    ...design.notes.map((n) => ({ x: n.at[0], y: n.at[1] - 60, width: n.text.length * 36, height: 75 })),
    ...design.dimensions.map((d) => {
      const g = renderFreeDimension(d);
      return box(
        [d.from[0], d.to[0], g.a[0], g.b[0], g.textAt[0]],
        [d.from[1], d.to[1], g.a[1], g.b[1], g.textAt[1]],
      );
    }),
  ];
}

export function designBounds(
  frames: readonly { x: number; y: number; width: number; height: number }[],
): Bounds | null {
  if (frames.length === 0) return null;
  const pad = 450;
  return {
    x0: Math.min(...frames.map((f) => f.x)) - pad,
    y0: Math.min(...frames.map((f) => f.y)) - 100,
    x1: Math.max(...frames.map((f) => f.x + f.width)) + 100,
    y1: Math.max(...frames.map((f) => f.y + f.height)) + pad,
  };
}
