import { DEMO_SERIES } from "@fenestra/core/series/demo/index";

// For the product pages' tests: the API's answer for series 7 (routes.series.get), the demo TB60
// casement, the company's default.

export const demoSeriesModel = DEMO_SERIES["alu-tb60-casement"]!;

export const demoSeriesRecord = {
  id: 7,
  directoryId: 2,
  name: demoSeriesModel.name,
  material: demoSeriesModel.material,
  version: 1,
  shared: false,
  shareDescription: "",
  isDefault: true,
  updatedAt: "2026-01-01T00:00:00.000Z",
  model: demoSeriesModel,
  issues: [],
};
