// What other features use of product-manage: they import it from here, never from its files.
export { seriesApi } from "./api/series-api.ts";
export { loadSeriesGeometries, seriesGeometries } from "./series-geometries.ts";
