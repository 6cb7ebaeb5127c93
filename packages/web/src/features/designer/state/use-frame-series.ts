import { routes } from "@fenestra/api";
import { useQuery } from "@tanstack/react-query";
import { queryClient } from "../../../shared/api/query-client.ts";
import { routeQuery } from "../../../shared/api/route-query.ts";

/**
 * A frame's series model (the drawing page has no query provider, so the app's client is
 * named): "default" is the company's default series, as in the series picker.
 */
export function useFrameSeries(seriesId: string) {
  const named = Number(seriesId);
  const isNamed = seriesId !== "default" && Number.isSafeInteger(named) && named > 0;
  const catalogue = useQuery({ ...routeQuery(routes.series.catalogue), enabled: !isNamed }, queryClient);
  const id = isNamed ? named : (catalogue.data?.series.find((s) => s.isDefault)?.id ?? 0);
  const series = useQuery(
    { ...routeQuery(routes.series.get, { params: { id } }), enabled: id > 0 },
    queryClient,
  );
  return {
    model: series.data?.model ?? null,
    isLoading: catalogue.isLoading || series.isLoading,
    isError: catalogue.isError || series.isError,
  };
}
