import { commands } from "../commands/index.ts";
import type { CommandEnv } from "../commands/types.ts";
import {
  type Design,
  emptyDesign,
  type FoldRegion,
  type FrameShape,
  type HingeSide,
  type PairOpenType,
  type Region,
  type SashOpenType,
} from "../design/model.ts";
import { DEFAULT_SERIES_GEOMETRY } from "../design/series-geometry.ts";
import { findRegion } from "../design/tree.ts";

// A small builder for the built-in templates: every step is a real command, so a template that
// breaks a rule (a cell too small, a mullion outside its region) fails loudly when the library
// loads in tests rather than producing a broken drawing.

const env: CommandEnv = { geometry: DEFAULT_SERIES_GEOMETRY };
type Name = keyof typeof commands;

export class TemplateBuilder {
  design: Design;

  constructor(shape: FrameShape) {
    this.design = this.apply("addFrame", { shape, x: 0, y: 0, seriesId: "default" }, emptyDesign());
  }

  private apply<N extends Name>(
    name: N,
    input: Parameters<(typeof commands)[N]["run"]>[1],
    d = this.design,
  ): Design {
    const run = commands[name].run as (
      d: Design,
      i: unknown,
      e: CommandEnv,
    ) => ReturnType<(typeof commands)[N]["run"]>;
    const r = run(d, input, env);
    if (!r.ok) throw new Error(`template step ${name} failed: ${r.error.code}`);
    return r.design;
  }

  get root(): Region {
    return this.design.frames[0]!.root;
  }

  /** Children ids of a split region. */
  cells(regionId: string): string[] {
    const hit = findRegion(this.design, regionId);
    if (hit?.region.kind !== "split") throw new Error(`not a split: ${regionId}`);
    return hit.region.children.map((c) => c.id);
  }

  /** Splits a region at frame mm positions (or into equal parts) and returns the new cell ids. */
  split(regionId: string, direction: "vertical" | "horizontal", at: number[] | number): string[] {
    const input = Array.isArray(at)
      ? { regionId, direction, positions: at }
      : { regionId, direction, parts: at };
    this.design = this.apply("splitRegion", input);
    // the split keeps the old region as its first child, so the new split is that child's parent
    const split = this.findSplitOf(regionId);
    return split.children.map((c) => c.id);
  }

  private findSplitOf(childId: string): Extract<Region, { kind: "split" }> {
    const hit = findRegion(this.design, childId);
    if (hit?.parent?.kind !== "split") throw new Error(`no split around ${childId}`);
    return hit.parent;
  }

  sash(regionId: string, openType: SashOpenType, hingeSide: HingeSide): this {
    this.design = this.apply("setSash", { regionId, openType, hingeSide });
    return this;
  }

  doubleSash(regionId: string, openType: PairOpenType): this {
    this.design = this.apply("setDoubleSash", { regionId, openType });
    return this;
  }

  slide(regionId: string, tracks: number, panels: number): this {
    this.design = this.apply("setSlide", { regionId, tracks, panels, direction: "both" });
    return this;
  }

  fold(regionId: string, leaves: number, foldType: FoldRegion["foldType"]): this {
    this.design = this.apply("setFold", { regionId, leaves, foldType });
    return this;
  }

  panel(regionId: string): this {
    this.design = this.apply("setFill", { regionId, fill: { type: "panel", spec: "PVC 24" } });
    return this;
  }
}
