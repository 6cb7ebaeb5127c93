// The sunroom designer's pure core (docs/sunroom.md).

export * from "./bom.ts";
export * from "./cutting.ts";
export * from "./defaults.ts";
export * from "./demo/series.ts";
export * from "./drawings.ts";
export * from "./facet-edit.ts";
export * from "./facets.ts";
export * from "./footprint.ts";
export * from "./footprint-facets.ts";
export * from "./footprint-roof.ts";
export * from "./l-members.ts";
export * from "./l-roof.ts";
export * from "./loads.ts";
export * from "./members.ts";
export * from "./model.ts";
export * from "./panels.ts";
export * from "./ponding.ts";
export * from "./quote.ts";
export * from "./roof.ts";
export * from "./schema.ts";
export * from "./series.ts";
export * from "./shaped.ts";
export * from "./sunroom.ts";
export * from "./validate.ts";
