// What other features use of product-manage: they import it from here, never from its files.

export { ProductManageGate } from "./access/ProductManageGate.tsx";
export { seriesApi } from "./api/series-api.ts";
export { useCatalogue, useSeries } from "./api/series-queries.ts";
export { useSunroomSeries, useSunroomSeriesList } from "./api/sunroom-series-api.ts";
export { seriesDirectories } from "./catalogue/catalogue-tree.ts";
export { useProductT } from "./i18n.ts";
export { loadSeriesGeometries, seriesGeometries } from "./series-geometries.ts";
