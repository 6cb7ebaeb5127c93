import { type BodyIn, type DataOf, routes } from "@fenestra/api";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../shared/api/client.ts";
import { routeQuery } from "../../../shared/api/route-query.ts";

// The company's sunroom series (routes.sunroomSeries): listed beside the window series, one read,
// saved with the version read, copied and deleted. /sunnyHouse reads them through the same keys.

export type SunroomSeriesListed = DataOf<typeof routes.sunroomSeries.list>["series"][number];
export type LoadedSunroomSeries = DataOf<typeof routes.sunroomSeries.get>;

const r = routes.sunroomSeries;
export const sunroomSeriesApi = {
  update: (id: number, body: BodyIn<typeof r.update>) => api.call(r.update, { params: { id }, body }),
  clone: (id: number) => api.call(r.clone, { params: { id }, body: {} }),
  remove: (id: number) => api.call(r.remove, { params: { id } }),
};

export const sunroomSeriesQuery = (id: number) => routeQuery(r.get, { params: { id } });

/** The company's sunroom series, oldest first. */
export function useSunroomSeriesList(enabled = true) {
  return useQuery({ ...routeQuery(r.list), enabled });
}

/** One sunroom series, once one is chosen (none or 0: nothing is read). */
export function useSunroomSeries(id: number | undefined) {
  return useQuery({ ...sunroomSeriesQuery(id ?? 0), enabled: id !== undefined && id > 0 });
}
