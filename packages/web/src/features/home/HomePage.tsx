import { useQuery } from "@tanstack/react-query";
import { Alert, Card, Col, Row, Skeleton, Statistic, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { accountApi } from "../../shared/api/endpoints/account.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { fenToYuan } from "../../shared/format/money.ts";
import { useSession } from "../../shared/session/use-session.ts";

/** /home: the workbench with this month's totals from GET /api/home/stats. */
function HomePage() {
  const { t } = useTranslation("home");
  const session = useSession();
  const stats = useQuery({ queryKey: ["home", "stats"], queryFn: accountApi.homeStats });

  const tiles = stats.data
    ? [
        { key: "contracts", title: t("stats.contracts"), value: String(stats.data.contracts) },
        { key: "amount", title: t("stats.amount"), value: fenToYuan(stats.data.amount) },
        { key: "collected", title: t("stats.collected"), value: fenToYuan(stats.data.collected) },
        { key: "area", title: t("stats.area"), value: stats.data.area.toFixed(2) },
        { key: "orders", title: t("stats.orders"), value: String(stats.data.orders) },
      ]
    : [];

  return (
    <div style={{ padding: 24 }} data-testid="home-page">
      <Typography.Title level={3}>
        {t("welcome", { name: session?.userinfo?.nickname ?? "" })}
      </Typography.Title>
      <Typography.Title level={5} type="secondary">
        {t("monthTotals", { month: stats.data?.month ?? "" })}
      </Typography.Title>
      {stats.isError ? <Alert type="error" title={t("statsFailed")} /> : null}
      {stats.isPending ? <Skeleton active /> : null}
      <Row gutter={[16, 16]}>
        {tiles.map((tile) => (
          <Col key={tile.key} xs={24} sm={12} md={8} lg={4}>
            <Card>
              <Statistic title={tile.title} value={tile.value} data-testid={`stat-${tile.key}`} />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}

export const Component = withQueryClient(HomePage);
