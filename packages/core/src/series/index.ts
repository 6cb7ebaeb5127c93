// Product series: the model, its validation and what the layout needs from it.

export { type MemberCut, memberCut } from "./acute-joints.ts";
export { offersColour, seriesColours } from "./colours.ts";
export {
  type CompiledRow,
  type CompiledSeries,
  type CompiledText,
  compileSeries,
  DEFAULT_SCOPE,
  type RowField,
  type SeriesIssue,
} from "./compile.ts";
export { seriesGeometry } from "./geometry.ts";
export { hardwareSetFor, type SashToHang, sashToHang, setFits, setsFor } from "./hardware-sets.ts";
export {
  blankFaceColour,
  type DesignMisfit,
  designMisfit,
  frameKinds,
  seriesBuilds,
  seriesToBuild,
} from "./kinds.ts";
export { evaluateParameters } from "./parameters.ts";
export * from "./schema.ts";
export { validateSeries } from "./validate.ts";
export { FRAME_VARIABLES, SCOPE_VARIABLES } from "./variables.ts";
