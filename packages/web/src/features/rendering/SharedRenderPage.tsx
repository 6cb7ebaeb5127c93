import { routes } from "@fenestra/api";
import { useQuery } from "@tanstack/react-query";
import { Image, Result, Spin, Typography } from "antd";
import { useParams } from "react-router";
import { routeQuery } from "../../shared/api/route-query.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { formatDateTime } from "../../shared/format/date-time.ts";
import { LanguageSwitch } from "../../shared/ui/LanguageSwitch.tsx";
import { SharedLinkPage } from "../../shared/ui/SharedLinkPage.tsx";
import { useRendersT } from "./renders-text.ts";

/** /share-render/{id}: a render shared by link, without signing in — its picture and title only. */
function SharedRenderPage() {
  const t = useRendersT();
  const token = useParams().id ?? "";
  const shared = useQuery({ ...routeQuery(routes.renders.publicShare, { params: { token } }), retry: false });
  if (shared.isError || token.length < 10)
    return (
      <Result
        status="warning"
        title={t("public.gone")}
        subTitle={t("public.goneHint")}
        extra={<LanguageSwitch />}
        data-testid="shared-render-gone"
      />
    );
  if (!shared.data) return <Spin style={{ display: "block", margin: 48 }} />;
  const r = shared.data;
  return (
    <SharedLinkPage title={r.title} titleTestId="shared-render-title" maxWidth={1200} testId="shared-render">
      <Image src={r.image_url} alt={r.title} style={{ maxWidth: "100%" }} data-testid="shared-render-image" />
      {r.expires_at && (
        <Typography.Text type="secondary">
          {t("public.until", { date: formatDateTime(r.expires_at) })}
        </Typography.Text>
      )}
    </SharedLinkPage>
  );
}

export const Component = withQueryClient(SharedRenderPage);
