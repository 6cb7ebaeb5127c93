// A headless editor (tldraw Editor/TestEditor idea): a design, a selection, a tool and a
// gesture state, driven by pointer and keyboard events in canvas millimetres. The web
// canvas forwards its events here; tests drive it without a browser.

import type { FrameClip } from "../commands/clone-frame.ts";
import { HistoryManager } from "../commands/history.ts";
import { type CommandName, commands } from "../commands/index.ts";
import { type CommandEnv, type CommandResult, ok } from "../commands/types.ts";
import type { RegionPlace } from "../design/layout/context.ts";
import {
  createLayoutCache,
  type FramePart,
  type LayoutCache,
  layoutWithPlaces,
} from "../design/layout/layout.ts";
import type { Layout, LayoutMember } from "../design/layout-types.ts";
import type { Design } from "../design/model.ts";
import { findMullion, findRegion } from "../design/tree.ts";
import type { CanvasPoint } from "../units/branded.ts";
import { fromDisplayLength } from "../units/length-units.ts";
import { framesInBox, type Rect, rectBetween } from "./box-select.ts";
import { type DimensionTarget, planDimension } from "./dimension-edit.ts";
import type { GestureState } from "./gestures.ts";
import { type Hit, hitTest } from "./hit-test.ts";
import { planDrop, type ToolboxItem } from "./toolbox.ts";
import { type Viewport, zoomAt } from "./viewport.ts";

/** Frames of a selection of member, opening or frame ids, each once, in selection order. */
export function selectedFrameIds(layout: Layout, selection: readonly string[]): string[] {
  const ids = new Set<string>();
  for (const id of selection) {
    const frameId =
      layout.members.find((m) => m.id === id)?.frameId ??
      layout.openings.find((o) => o.id === id)?.frameId ??
      layout.frames.find((f) => f.id === id)?.id;
    if (frameId) ids.add(frameId);
  }
  return [...ids];
}

export type ToolId = "select" | "boxSelect" | "pan";
export type Modifiers = {
  ctrl?: boolean;
  shift?: boolean;
  /** Mouse button pressed (1 = middle, which always pans). */
  button?: number;
};

export class Editor {
  readonly history = new HistoryManager();
  selection: string[] = [];
  tool: ToolId = "select";
  gesture: GestureState = { kind: "idle" };
  /** What Ctrl+C copied, for Ctrl+V (kept by the page when it loads another drawing). */
  clipboard: FrameClip | null = null;
  /** The view onto the canvas: screen px = canvas mm × scale + offset. */
  viewport: Viewport = { scale: 0.25, tx: 200, ty: 80 };
  private current: Design;
  private cachedLayout: {
    design: Design;
    layout: Layout & { regions: Map<string, RegionPlace>; parts: readonly FramePart[] };
  } | null = null;
  private markCounter = 0;
  private environment: CommandEnv & { layoutCache: LayoutCache };

  /**
   * `environment`'s layout cache is kept (an editor that replaces another shares it), else the
   * editor makes one: per-frame layouts, so while one frame is edited the others are not laid
   * out again, and the frame that changed is laid out once for the command and the drawing.
   */
  constructor(design: Design, environment: CommandEnv) {
    this.current = design;
    this.environment = { ...environment, layoutCache: environment.layoutCache ?? createLayoutCache() };
  }

  /** What commands and the layout run with: the series geometry source. */
  get env(): CommandEnv & { layoutCache: LayoutCache } {
    return this.environment;
  }

  /**
   * Lays the drawing out with another series geometry source from now on (a frame's series was
   * loaded or changed): the next layout uses it; the drawing and its history stay.
   */
  setGeometry(geometry: CommandEnv["geometry"]): void {
    this.environment = { ...this.environment, geometry };
    this.cachedLayout = null;
  }

  get design(): Design {
    return this.current;
  }

  /** The layout of the current design (computed once per design), with where each region sits. */
  get layout(): Layout & { regions: ReadonlyMap<string, RegionPlace>; parts: readonly FramePart[] } {
    if (this.cachedLayout?.design !== this.current) {
      this.cachedLayout = {
        design: this.current,
        layout: layoutWithPlaces(this.current, this.env.geometry, this.env.layoutCache),
      };
    }
    return this.cachedLayout.layout;
  }

  /** The selection rectangle while box-selecting (canvas mm), else null. */
  get selectionBox(): Rect | null {
    const g = this.gesture;
    return g.kind === "boxSelecting" ? rectBetween(g.start, g.end) : null;
  }

  /** Wheel zoom about a screen point (px): each notch in is × 1.1, out ÷ 1.1. */
  zoom(at: readonly [number, number], deltaY: number): void {
    this.viewport = zoomAt(this.viewport, at, deltaY < 0 ? 1.1 : 1 / 1.1);
  }

  /** Runs a command as one undo step. */
  run<N extends CommandName>(name: N, input: Parameters<(typeof commands)[N]["run"]>[1]): CommandResult {
    const command = commands[name] as {
      run(d: Design, i: unknown, e: CommandEnv): CommandResult;
      history: string;
    };
    const result = command.run(this.current, input, this.env);
    if (!result.ok) return result;
    if (command.history === "record") {
      this.history.mark(this.nextMark(name));
      this.history.record(name, this.current, result.design);
    }
    this.current = result.design;
    return result;
  }

  /**
   * Records an edit computed outside the command table (a library template insert) as one undo
   * step, like run does for a command; a failed result changes nothing.
   */
  apply(name: string, result: CommandResult): CommandResult {
    if (!result.ok) return result;
    this.history.mark(this.nextMark(name));
    this.history.record(name, this.current, result.design);
    this.current = result.design;
    return result;
  }

  undo(): boolean {
    const d = this.history.undo();
    if (d) this.current = d;
    return d !== null;
  }
  redo(): boolean {
    const d = this.history.redo();
    if (d) this.current = d;
    return d !== null;
  }

  hitTest(p: CanvasPoint): Hit {
    return hitTest(this.layout, p, this.current);
  }

  /** Drops a toolbox item at a canvas point (mm). */
  drop(item: ToolboxItem, p: CanvasPoint): CommandResult {
    const plan = planDrop(this.layout, item, p);
    if (!plan)
      return {
        ok: false,
        error: { code: item.kind === "joiner" ? "design.nothing_to_join" : "design.not_found" },
      };
    const result = this.run(plan.command as CommandName, plan.input as never);
    // a new note, wall or free dimension is selected, so its panel (e.g. the note's text) opens
    const list = { addNote: "notes", addWall: "walls", addDimension: "dimensions" } as const;
    const key = list[plan.command as keyof typeof list];
    if (result.ok && key) this.selection = [result.design[key][result.design[key].length - 1]!.id];
    return result;
  }

  /**
   * Turns a glazing bar across a sash dividing or decorative (command setGlazingBar, one undo
   * step) and selects the bar in its new form, so its panel stays open on it.
   */
  setGlazingBar(id: string, kind: "dividing" | "decorative"): CommandResult {
    const before = new Set(this.layout.members.map((m) => m.id));
    const result = this.run("setGlazingBar", { id, kind });
    if (!result.ok) return result;
    const role = kind === "dividing" ? "mullion" : "decoration";
    const bar = this.layout.members.find((m) => m.role === role && !before.has(m.id));
    if (bar) this.selection = [bar.id];
    return result;
  }

  /** Types a new size on a dimension line; `value` is in the design's display unit. */
  typeDimension(target: DimensionTarget, value: number): CommandResult {
    const mmValue = fromDisplayLength(value, this.current.unit.length);
    const plan = planDimension(this.current, target, mmValue, this.env.geometry);
    if (!plan) return { ok: false, error: { code: "design.not_found" } };
    return this.run(plan.command, plan.input as never);
  }

  /**
   * A press: the middle button or the pan tool pans, the box tool starts a selection
   * rectangle; the select tool picks what is under the pointer (and starts dragging a mullion,
   * a meeting stile or an item), or pans when it presses on nothing with nothing selected.
   */
  pointerDown(p: CanvasPoint, mods: Modifiers = {}): void {
    // A press while a gesture is still open (its release was lost, e.g. outside the window)
    // finishes that gesture where it is and starts afresh.
    this.gesture = { kind: "idle" };
    if (mods.button === 1 || this.tool === "pan") {
      this.gesture = { kind: "panning", start: p };
      return;
    }
    if (this.tool === "boxSelect") {
      this.gesture = { kind: "boxSelecting", start: p, end: p };
      return;
    }
    const hit = this.hitTest(p);
    const id =
      hit?.kind === "member"
        ? hit.member.id
        : hit?.kind === "opening"
          ? hit.opening.id
          : hit?.kind === "item"
            ? hit.id
            : null;
    if (!id) {
      if (!mods.shift) this.selection = [];
      if (this.selection.length === 0) this.gesture = { kind: "panning", start: p };
      return;
    }
    this.selection = mods.shift ? [...new Set([...this.selection, id])] : [id];
    if (hit?.kind === "member" && hit.member.role === "mullion") this.startMullionDrag(hit.member.id, p);
    else if (hit?.kind === "member" && hit.member.role === "sash") this.startMeetingDrag(hit.member, p);
    else if (hit?.kind === "item") this.startItemDrag(hit.id, p);
  }

  pointerMove(p: CanvasPoint): void {
    const g = this.gesture;
    if (g.kind === "idle") return;
    if (g.kind === "panning") {
      // p is where the pointer is under the current view: move the view so `start` is there
      const v = this.viewport;
      this.viewport = {
        ...v,
        tx: v.tx + (p[0] - g.start[0]) * v.scale,
        ty: v.ty + (p[1] - g.start[1]) * v.scale,
      };
      return;
    }
    if (g.kind === "boxSelecting") {
      this.gesture = { ...g, end: p };
      return;
    }
    // recompute from the snapshot, never from the previous move, so moves do not accumulate error
    const result =
      g.kind === "draggingMullion"
        ? commands.moveMullion.run(
            g.snapshot,
            { mullionId: g.mullionId, position: g.startPosition + p[g.axis] - g.start[g.axis] },
            this.env,
          )
        : g.kind === "draggingItem"
          ? commands.moveItem.run(
              g.snapshot,
              { id: g.itemId, dx: p[0] - g.start[0], dy: p[1] - g.start[1] },
              this.env,
            )
          : commands.moveMeeting.run(
              g.snapshot,
              { regionId: g.regionId, position: g.startPosition + p[0] - g.start[0] },
              this.env,
            );
    if (!result.ok) {
      g.lastError = result.error.code;
      return;
    }
    g.lastError = null;
    this.history.bailToMark(g.markId);
    this.history.mark(g.markId);
    const name = { draggingMullion: "moveMullion", draggingItem: "moveItem", draggingMeeting: "moveMeeting" };
    this.history.record(name[g.kind], g.snapshot, result.design);
    this.current = result.design;
  }

  pointerUp(p: CanvasPoint): void {
    const g = this.gesture;
    if (g.kind === "boxSelecting") this.selection = framesInBox(this.layout, rectBetween(g.start, p));
    if (g.kind !== "idle") this.gesture = { kind: "idle" };
  }

  /** Escape cancels a gesture (back to its mark) or clears the selection. */
  cancel(): void {
    const g = this.gesture;
    if (g.kind === "panning" || g.kind === "boxSelecting") {
      this.gesture = { kind: "idle" };
      return;
    }
    if (g.kind !== "idle") {
      this.history.bailToMark(g.markId);
      this.current = g.snapshot;
      this.gesture = { kind: "idle" };
      return;
    }
    this.selection = [];
  }

  keyDown(key: string, mods: Modifiers = {}): void {
    const k = key.toLowerCase();
    // any key but Escape finishes an open gesture before it acts (Delete mid-drag deletes the
    // moved item; the drag does not bring it back)
    if (k !== "escape") this.gesture = { kind: "idle" };
    if (k === "escape") this.cancel();
    else if (mods.ctrl && k === "z") mods.shift ? this.redo() : this.undo();
    else if (mods.ctrl && k === "y") this.redo();
    else if (mods.ctrl && k === "c") this.clipboard = this.copySelection() ?? this.clipboard;
    else if (mods.ctrl && k === "v" && this.clipboard) this.paste(this.clipboard);
    else if (k === "delete" || k === "backspace") this.deleteSelection();
  }

  /**
   * Deletes what is selected: a frame member deletes its frame, a sash / leaf / panel profile its
   * sash or group (the cell keeps a fill), a decoration bar its set of bars; mullions, joiners,
   * cells, walls, notes and free dimensions by their own id.
   */
  deleteSelection(): void {
    const ids = this.selection.map((id) => {
      const member = this.layout.members.find((m) => m.id === id);
      if (!member || member.role === "mullion" || member.role === "joiner") return id;
      if (member.role === "frame") return member.frameId;
      if (member.role === "decoration") return id.replace(/:[vh]:\d+$/, "");
      // a sash, leaf, panel, interlock or rail profile: the sash or group it belongs to
      return member.regionId;
    });
    // several items go in one undo step: one Ctrl+Z brings them all back
    let design = this.current;
    for (const id of new Set(ids)) {
      const r = commands.deleteItem.run(design, { id }, this.env);
      if (r.ok) design = r.design;
    }
    if (design !== this.current) this.apply("deleteItem", ok(design));
    this.selection = [];
  }

  /** The frames of the selection (a member, cell or sash of a frame selects that frame). */
  selectedFrameIds(): string[] {
    return selectedFrameIds(this.layout, this.selection);
  }

  /** Ctrl+C: the selected frames with their decoration bars, or null when no frame is selected. */
  copySelection(): FrameClip | null {
    const ids = new Set(this.selectedFrameIds());
    if (ids.size === 0) return null;
    return {
      frames: this.current.frames.filter((f) => ids.has(f.id)),
      decorations: this.current.decorations.filter((d) => ids.has(d.frameId)),
    };
  }

  /** Ctrl+V: the copied frames beside everything on the canvas, selected, as one undo step. */
  paste(clip: FrameClip): CommandResult {
    const before = new Set(this.current.frames.map((f) => f.id));
    const result = this.run("pasteFrames", { ...clip });
    if (!result.ok) return result;
    const pasted = new Set(result.design.frames.filter((f) => !before.has(f.id)).map((f) => f.id));
    this.selection = [...pasted].flatMap((frameId) => {
      const member = this.layout.members.find((m) => m.role === "frame" && m.frameId === frameId);
      return member ? [member.id] : [];
    });
    return result;
  }

  private startMullionDrag(mullionId: string, p: CanvasPoint): void {
    const found = findMullion(this.current, mullionId);
    if (!found) return;
    const markId = this.nextMark("drag");
    this.history.mark(markId);
    this.gesture = {
      kind: "draggingMullion",
      mullionId,
      axis: found.split.direction === "vertical" ? 0 : 1,
      start: p,
      startPosition: found.split.mullions[found.index]!.position,
      snapshot: this.current,
      markId,
      lastError: null,
    };
  }

  /** A press on a note, a wall or a free dimension starts moving it. */
  private startItemDrag(itemId: string, p: CanvasPoint): void {
    const markId = this.nextMark("drag");
    this.history.mark(markId);
    this.gesture = {
      kind: "draggingItem",
      itemId,
      start: p,
      snapshot: this.current,
      markId,
      lastError: null,
    };
  }

  /** A press on a double sash's meeting stile starts dragging its meeting line. */
  private startMeetingDrag(member: LayoutMember, p: CanvasPoint): void {
    const found = findRegion(this.current, member.regionId);
    const pair = found?.region;
    if (pair?.kind !== "doubleSash") return;
    const meetingStile =
      (member.sashId === pair.left.id && member.side === "right") ||
      (member.sashId === pair.right.id && member.side === "left");
    if (!meetingStile) return;
    const markId = this.nextMark("drag");
    this.history.mark(markId);
    this.gesture = {
      kind: "draggingMeeting",
      regionId: pair.id,
      start: p,
      startPosition: pair.meeting,
      snapshot: this.current,
      markId,
      lastError: null,
    };
  }

  private nextMark(prefix: string): string {
    this.markCounter++;
    return `${prefix}#${this.markCounter}`;
  }
}
