import { routes } from "@fenestra/api";
import { useQuery } from "@tanstack/react-query";
import { Empty, List, Typography } from "antd";
import { routeQuery } from "../../shared/api/route-query.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { formatDate } from "../../shared/format/date-time.ts";
import { LoadFailed } from "../../shared/list/LoadFailed.tsx";
import { PageTitle } from "../../shared/ui/PageTitle.tsx";
import { ArticleHtml } from "./ArticleHtml.tsx";
import { useArticlesT } from "./i18n.ts";
import { PublicFrame } from "./PublicFrame.tsx";

/** /webgg (SPEC §2, public): the announcements, newest first, whole; the app's banner links here. */
function AnnouncementsPage() {
  const t = useArticlesT();
  const list = useQuery(routeQuery(routes.articles.announcements));
  return (
    <PublicFrame testId="announcements-page">
      <PageTitle>{t("announcements.title")}</PageTitle>
      {list.isError ? (
        <LoadFailed query={list} fallback={t("announcements.loadFailed")} />
      ) : (
        <List
          loading={list.isPending}
          dataSource={list.data ?? []}
          rowKey="id"
          locale={{ emptyText: <Empty description={t("announcements.empty")} /> }}
          renderItem={(a) => (
            <List.Item data-testid="announcement" id={`announcement-${a.id}`}>
              <div style={{ minWidth: 0, width: "100%" }}>
                <Typography.Title level={5} style={{ margin: 0 }}>
                  {a.title}
                </Typography.Title>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDate(a.publishedAt)}
                </Typography.Text>
                <ArticleHtml html={a.bodyHtml} />
              </div>
            </List.Item>
          )}
        />
      )}
    </PublicFrame>
  );
}

export const Component = withQueryClient(AnnouncementsPage);
