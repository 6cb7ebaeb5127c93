import { routes } from "@fenestra/api";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { useInvalidate } from "../../shared/api/route-keys.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { useTemplates } from "../window-library/index.ts";
import { useMarketT } from "./i18n.ts";
import { marketApi } from "./market-api.ts";
import { PublishListing } from "./PublishListing.tsx";

/**
 * /product-manage/addWindoorMob/{group_id}: publishes one of the company's own window templates
 * to the market. SPEC §2 names the parameter a group; the window library has no groups above a
 * template, so the group is the template itself: {group_id} is the id of the company's own
 * template (its library key "user:<group_id>"). docs/market.md.
 */
function AddWindoorPage() {
  const t = useMarketT();
  const templateId = Number(useParams().group_id);
  const { templates, loadFailed } = useTemplates();
  const template = templates.find((x) => x.own && x.id === `user:${templateId}`);
  const listing = useQuery({
    ...routeQuery(routes.market.ofTemplate, { params: { id: templateId } }),
    enabled: templateId > 0,
  });
  const invalidate = useInvalidate();
  const source = template ? { name: template.nameKey, description: "" } : undefined;
  return (
    <PublishListing
      sourceLabel={t("publish.template")}
      source={source}
      own={listing.data ?? null}
      loading={listing.isPending || (!template && !loadFailed)}
      loadFailed={listing.isError ? listing : null}
      back={{ to: "/windoor-library/index", label: t("publish.backLibrary") }}
      onPublish={(body) => marketApi.publishTemplate(templateId, body)}
      refresh={() => Promise.all([invalidate(routes.market.ofTemplate), invalidate(routes.market.search)])}
    />
  );
}

export const Component = withQueryClient(AddWindoorPage);
