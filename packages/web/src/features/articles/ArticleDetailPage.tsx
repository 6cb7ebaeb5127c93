import { routes } from "@fenestra/api";
import { useQuery } from "@tanstack/react-query";
import { Skeleton, Typography } from "antd";
import { Link, useParams } from "react-router";
import { routeQuery } from "../../shared/api/route-query.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { formatDate } from "../../shared/format/date-time.ts";
import { LoadFailed } from "../../shared/list/LoadFailed.tsx";
import { ArticleHtml } from "./ArticleHtml.tsx";
import { useArticlesT } from "./i18n.ts";
import { PublicFrame } from "./PublicFrame.tsx";

/** /articleDetail/{id} (SPEC §2, signed in): one published article whole. */
function ArticleDetailPage() {
  const t = useArticlesT();
  const id = Number(useParams().id);
  const article = useQuery({ ...routeQuery(routes.articles.detail, { params: { id } }), enabled: id > 0 });
  return (
    <PublicFrame testId="article-detail-page">
      <Link to="/articleList">{t("detail.back")}</Link>
      {article.isError ? (
        <LoadFailed query={article} fallback={t("detail.loadFailed")} />
      ) : article.data ? (
        <article>
          <Typography.Title level={3} style={{ marginTop: 12 }} data-testid="article-title">
            {article.data.title}
          </Typography.Title>
          <Typography.Text type="secondary">
            {t("detail.published", { date: formatDate(article.data.publishedAt) })}
          </Typography.Text>
          <ArticleHtml html={article.data.bodyHtml} testId="article-body" />
        </article>
      ) : (
        <Skeleton active />
      )}
    </PublicFrame>
  );
}

export const Component = withQueryClient(ArticleDetailPage);
