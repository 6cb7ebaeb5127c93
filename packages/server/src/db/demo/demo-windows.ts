// The windows of the demo's contracts, drawn as the designer draws them: a built-in library
// template put on the canvas with core's commands, sized, given its series and colour, and
// summed up as the designer's save sums it up (core's drawingSummary).
import {
  commands,
  type Design,
  drawingSummary,
  emptyDesign,
  layout,
  type SeriesGeometry,
} from "@fenestra/core";
import { builtinTemplates, insertTemplate } from "@fenestra/core/library/index";

/** The company's series as the drawing needs them: id → geometry ("default" is the default series). */
export type SeriesGeometries = ReadonlyMap<string, SeriesGeometry>;

/** One window to draw: a built-in template, its size, its series (id) and its face colour. */
export type WindowSpec = {
  template: string;
  width: number;
  height: number;
  seriesId: string;
  colour: string;
};

/** Draws a window; a step a rule refuses stops the seed, naming the template and the step. */
export function drawWindow(spec: WindowSpec, series: SeriesGeometries) {
  const geometry = (id: string) => {
    const g = series.get(id);
    if (!g) throw new Error(`demo seed: no series ${id}`);
    return g;
  };
  const env = { geometry };
  const template = builtinTemplates().find((t) => t.id === `builtin:${spec.template}`);
  if (!template) throw new Error(`demo seed: no template ${spec.template}`);
  const ok = (step: string, r: ReturnType<typeof insertTemplate>): Design => {
    if (!r.ok) throw new Error(`demo seed: ${spec.template} ${step}: ${r.error.code}`);
    return r.design;
  };
  let design = ok(
    "insert",
    insertTemplate(emptyDesign(), template, { x: 0, y: 0, width: spec.width, height: spec.height }, env),
  );
  const frameId = design.frames[0]!.id;
  design = ok("series", commands.setSeries.run(design, { frameId, seriesId: spec.seriesId }, env));
  design = ok("colour", commands.setColors.run(design, { frameId, a: spec.colour, b: spec.colour }, env));
  return { design, ...drawingSummary(design, layout(design, geometry)) };
}
