import { routes } from "@fenestra/api";
import { Empty, Flex, List, Pagination, Typography } from "antd";
import { Link } from "react-router";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { formatDate } from "../../shared/format/date-time.ts";
import { LoadFailed } from "../../shared/list/LoadFailed.tsx";
import { pagerOf, usePagedList } from "../../shared/list/use-paged-list.ts";
import { useSession } from "../../shared/session/use-session.ts";
import { PageTitle } from "../../shared/ui/PageTitle.tsx";
import { useArticlesT } from "./i18n.ts";
import { PublicFrame } from "./PublicFrame.tsx";

/** /articleList (SPEC §2, public): the published articles, newest first, each with its summary. */
function ArticleListPage() {
  const t = useArticlesT();
  const signedIn = useSession() !== null;
  const list = usePagedList(routes.articles.list, {});
  return (
    <PublicFrame testId="article-list-page">
      <PageTitle>{t("list.title")}</PageTitle>
      {list.query.isError ? (
        <LoadFailed query={list.query} fallback={t("list.loadFailed")} />
      ) : (
        <List
          loading={list.query.isPending}
          dataSource={list.items}
          rowKey="id"
          locale={{ emptyText: <Empty description={t("list.empty")} /> }}
          renderItem={(a) => (
            <List.Item data-testid="article-row">
              <Flex vertical gap={4} style={{ minWidth: 0 }}>
                <Link to={`/articleDetail/${a.id}`} style={{ fontSize: 16, fontWeight: 600 }}>
                  {a.title}
                </Link>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDate(a.publishedAt)}
                </Typography.Text>
                <Typography.Paragraph style={{ margin: 0 }}>{a.summary}</Typography.Paragraph>
                <Link to={`/articleDetail/${a.id}`}>
                  {signedIn ? t("list.readMore") : t("list.signInToRead")}
                </Link>
              </Flex>
            </List.Item>
          )}
        />
      )}
      {list.total > list.pageSize && <Pagination align="center" {...pagerOf(list)} showSizeChanger={false} />}
    </PublicFrame>
  );
}

export const Component = withQueryClient(ArticleListPage);
