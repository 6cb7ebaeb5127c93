import { routes } from "@fenestra/api";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { useInvalidate } from "../../shared/api/route-keys.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { ProductManageGate, useSeries } from "../product-manage/index.ts";
import { useMarketT } from "./i18n.ts";
import { marketApi } from "./market-api.ts";
import { PublishListing } from "./PublishListing.tsx";

/**
 * /market/uploadProduct/{product_id} (and /product-manage/addProductMob/{product_id} on a phone):
 * publishes one of the company's series to the market (PublishListing).
 */
function UploadProductPage() {
  const t = useMarketT();
  const seriesId = Number(useParams().product_id);
  const series = useSeries(seriesId);
  const listing = useQuery({
    ...routeQuery(routes.market.ofSeries, { params: { id: seriesId } }),
    enabled: seriesId > 0,
  });
  const invalidate = useInvalidate();
  const source = series.data
    ? { name: series.data.name, description: series.data.shareDescription }
    : undefined;
  return (
    <ProductManageGate>
      <PublishListing
        sourceLabel={t("publish.series")}
        source={source}
        own={listing.data ?? null}
        loading={series.isPending || listing.isPending}
        loadFailed={series.isError ? series : listing.isError ? listing : null}
        back={{ to: "/product-manage/index", label: t("publish.back") }}
        onPublish={(body) => marketApi.publish(seriesId, body)}
        refresh={() => Promise.all([invalidate(routes.market.ofSeries), invalidate(routes.market.search)])}
      />
    </ProductManageGate>
  );
}

export const Component = withQueryClient(UploadProductPage);
