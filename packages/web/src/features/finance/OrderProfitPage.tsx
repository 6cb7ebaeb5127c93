import { formatYuan } from "@fenestra/core/pricing/money-text";
import { useQuery } from "@tanstack/react-query";
import { Flex, Tag, Tooltip, Typography } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { type Column, ResponsiveTable } from "../../shared/ui/ResponsiveTable.tsx";
import { financeApi, type ProfitRow } from "./finance-api.ts";
import { useFinanceT } from "./i18n.ts";

/** personal-center/order-profit: per contract, quoted − cost − wages and the margin (key get cost). */
function OrderProfitPage() {
  const t = useFinanceT();
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const rows = useQuery({
    queryKey: ["finance", "profit", page],
    queryFn: () => financeApi.profit(page.page, page.pageSize),
  });
  const columns: Column<ProfitRow>[] = [
    {
      title: t("profit.contract"),
      primary: true,
      render: (_, r) => (
        <Flex gap={6} wrap>
          <Link to={`/orders/group-detail/${r.contractId}`}>{r.contractNo || r.contractId}</Link>
          {r.incomplete && (
            <Tooltip title={t("profit.incomplete")}>
              <Tag color="warning">!</Tag>
            </Tooltip>
          )}
        </Flex>
      ),
    },
    { title: t("profit.customer"), dataIndex: "customer" },
    { title: t("profit.quoted"), align: "right", render: (_, r) => formatYuan(r.quoted) },
    { title: t("profit.cost"), align: "right", render: (_, r) => formatYuan(r.cost) },
    { title: t("profit.wages"), align: "right", render: (_, r) => formatYuan(r.wages) },
    {
      title: t("profit.profit"),
      align: "right",
      render: (_, r) => (
        <span style={{ color: r.profit < 0 ? "#cf1322" : undefined }}>{formatYuan(r.profit)}</span>
      ),
    },
    {
      title: t("profit.margin"),
      align: "right",
      render: (_, r) => (r.margin === null ? "—" : `${(r.margin * 100).toFixed(2)}%`),
    },
  ];
  return (
    <div data-testid="order-profit-page">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t("title.profit")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("profit.hint")}</Typography.Paragraph>
      <ResponsiveTable<ProfitRow>
        rowKey="contractId"
        testId="profit-rows"
        loading={rows.isLoading}
        dataSource={rows.data?.items ?? []}
        pagination={{
          current: page.page,
          pageSize: page.pageSize,
          total: rows.data?.total ?? 0,
          onChange: (p, size) => setPage({ page: p, pageSize: size }),
        }}
        columns={columns}
      />
    </div>
  );
}

export const Component = withQueryClient(OrderProfitPage);
