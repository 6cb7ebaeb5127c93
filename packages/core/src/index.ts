export * from "./account/index.ts";
// formula language, product series and BOM. Namespaced to keep generic names
// (parse, evaluate, Profile…) apart; the main entry points are also exported directly.
export * as bom from "./bom/index.ts";
export { type Bom, type BomLine, type BomWindow, calculateBom } from "./bom/index.ts";
export { HistoryManager } from "./commands/history.ts";
export * from "./commands/index.ts";
// cutting optimizer: namespaced, with the main entry points also exported directly.
export * as cutting from "./cutting/index.ts";
export { type CuttingInput, type CuttingPlan, checkPlan, optimizeCutting } from "./cutting/index.ts";
export * from "./design/hardware.ts";
export * from "./design/item-summary.ts";
export type { RegionPlace } from "./design/layout/context.ts";
export { createLayoutCache, type LayoutCache, layout, layoutWithPlaces } from "./design/layout/layout.ts";
export * from "./design/layout-types.ts";
export * from "./design/migrate.ts";
export * from "./design/model.ts";
export * from "./design/render/dimensions.ts";
export * from "./design/render/render-model.ts";
export * from "./design/render/style.ts";
export * from "./design/render/svg.ts";
export * from "./design/render/template.ts";
export * from "./design/render/window-plan.ts";
export * from "./design/schema.ts";
export * from "./design/series-geometry.ts";
export * from "./design/shapes.ts";
export * from "./design/tree.ts";
export * from "./editor/box-select.ts";
export * from "./editor/dimension-edit.ts";
export * from "./editor/editor.ts";
export * from "./editor/gestures.ts";
export * from "./editor/hit-test.ts";
export * from "./editor/toolbox.ts";
export * from "./editor/viewport.ts";
export * as formula from "./formula/index.ts";
export { evaluateText, type FormulaError, type FormulaErrorCode, isFormulaError } from "./formula/index.ts";
export * as glass from "./glass/index.ts";
export * as series from "./series/index.ts";
export { compileSeries, type Series, seriesGeometry, seriesSchema, validateSeries } from "./series/index.ts";
// units: LengthUnit itself is exported by account/settings (same union).
export * from "./units/branded.ts";
export {
  type AreaUnit,
  areaUnitFor,
  formatArea,
  formatLength,
  fromDisplayLength,
  toDisplayArea,
  toDisplayLength,
} from "./units/length-units.ts";
