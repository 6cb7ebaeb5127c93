import { routes } from "@fenestra/api";
import { useQuery } from "@tanstack/react-query";
import { routeQuery } from "../../shared/api/route-query.ts";

/** The company's series to make the facets in, and the one picked (the company's default until another is). */
export function useFacetSeries(picked: number | null) {
  const catalogue = useQuery(routeQuery(routes.series.catalogue));
  const list = catalogue.data?.series ?? [];
  const id = picked ?? list.find((s) => s.isDefault)?.id ?? list[0]?.id ?? 0;
  const series = useQuery({ ...routeQuery(routes.series.get, { params: { id } }), enabled: id > 0 });
  return { list, id, model: series.data?.model ?? null, failed: catalogue.isError || series.isError };
}
