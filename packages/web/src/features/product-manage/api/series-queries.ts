import { routes } from "@fenestra/api";
import { useQuery } from "@tanstack/react-query";
import { routeQuery } from "../../../shared/api/route-query.ts";

// The product pages' reads of the catalogue and of one series: each page keys them alike, so a
// save that sets or refreshes one is seen by all.

/** The read of one series (its model, version and DXF files). */
export const seriesQuery = (id: number) => routeQuery(routes.series.get, { params: { id } });

/** The company's directories and series, which every product page picks a series from. */
export function useCatalogue() {
  return useQuery(routeQuery(routes.series.catalogue));
}

/** One series, once one is chosen (none or 0: nothing is read). */
export function useSeries(id: number | undefined) {
  return useQuery({ ...seriesQuery(id ?? 0), enabled: id !== undefined && id > 0 });
}
