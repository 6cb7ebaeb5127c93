// A window's 3D scene as the pages that draw one read it: a saved window (an order's item, as the
// drawing page names it: order_id, item_id) or a design handed over, laid out with its frames'
// own series geometry and built by core once. /threed and the effect rendering editor share it.
import { routes } from "@fenestra/api";
import { layoutWithPlaces } from "@fenestra/core";
import { parseDesign } from "@fenestra/core/design/migrate";
import type { Design } from "@fenestra/core/design/model";
import { buildScene } from "@fenestra/core/scene/scene";
import { type QueryClient, type QueryKey, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { routeQuery } from "../../shared/api/route-query.ts";
import { loadSeriesGeometries } from "../product-manage/index.ts";

/** The order item named by `order_id` and `item_id` in an address, and its design. */
export function useOrderItem(query: URLSearchParams) {
  const orderId = Number(query.get("order_id"));
  const itemId = Number(query.get("item_id"));
  const valid = Number.isSafeInteger(orderId) && orderId > 0 && Number.isSafeInteger(itemId) && itemId > 0;
  const options = routeQuery(routes.orders.detail, { params: { id: orderId } });
  // asked for as the page is first drawn, not once it is shown: a navigation is a transition,
  // and the page is shown (its effects run) only after the view's code (three.js) has run
  prefetchInRender(useQueryClient(), valid ? options : null);
  // read again as the page is shown only if what the cache holds was read before this page
  const [since] = useState(Date.now);
  const order = useQuery({
    ...options,
    enabled: valid,
    refetchOnMount: (q) => q.state.dataUpdatedAt < since,
  });
  const item = order.data?.items.find((i) => i.id === itemId);
  const design = useMemo(() => {
    if (!item) return null;
    const parsed = parseDesign(item.design);
    return parsed.ok ? parsed.design : null;
  }, [item]);
  return { orderId, itemId, valid, order, item, design };
}

/** The geometry of the series `seriesIds` (a design's frames'), read once per page. */
const geometryQuery = (seriesIds: readonly string[]) => ({
  queryKey: ["threed-geometry", seriesIds.join(",")],
  queryFn: () => loadSeriesGeometries(seriesIds),
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * Starts a read as a page is drawn (as TanStack Query's usePrefetchQuery): once, when nothing of it
 * is cached or under way yet; null: nothing to read.
 */
function prefetchInRender(
  client: QueryClient,
  options: { queryKey: QueryKey; queryFn: () => Promise<unknown> } | null,
) {
  if (options && !client.getQueryState(options.queryKey)) void client.prefetchQuery(options);
}

/**
 * Starts reading the company's default series (a window drawn in it names it "default", which
 * takes the catalogue and then the series: two requests after the order's) beside the order, not
 * after it, as the page is first drawn; a window in another series reads its own as before.
 */
export function usePrefetchDefaultGeometry() {
  prefetchInRender(useQueryClient(), geometryQuery(["default"]));
}

/** `design` laid out with its series' geometry and its scene (null until the geometry is read, or with no frame). */
export function useDesignScene(design: Design | null) {
  const seriesIds = design?.frames.map((f) => f.seriesId) ?? [];
  const geometry = useQuery({ ...geometryQuery(seriesIds), enabled: design !== null });
  const built = useMemo(() => {
    if (!design || !geometry.data || design.frames.length === 0) return null;
    const layout = layoutWithPlaces(design, geometry.data);
    return { design, layout, scene: buildScene(design, layout, geometry.data) };
  }, [design, geometry.data]);
  return { geometry, built };
}
