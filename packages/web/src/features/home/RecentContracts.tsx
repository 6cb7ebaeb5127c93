import { routes } from "@fenestra/api";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Empty, Flex, Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { routeQuery } from "../../shared/api/route-query.ts";
import { formatDate } from "../../shared/format/date-time.ts";
import { LoadFailed } from "../../shared/list/LoadFailed.tsx";
import { ContractStatusTag } from "./contract-status.tsx";
import { RECENT_CONTRACTS } from "./home-api.ts";

/** The newest contracts (the contract list's first page, newest first), each opening its page. */
export function RecentContracts() {
  const { t } = useTranslation("home");
  const navigate = useNavigate();
  const recent = useQuery(
    routeQuery(routes.contracts.list, { query: { page: 1, pageSize: RECENT_CONTRACTS } }),
  );
  const items = recent.data?.items ?? [];
  return (
    <Card
      title={t("recent.title")}
      extra={<Link to="/orders/group-list">{t("recent.all")}</Link>}
      data-testid="recent-contracts"
      styles={{ body: { paddingTop: 4 } }}
    >
      {recent.isPending ? <Skeleton active /> : null}
      {recent.isError ? <LoadFailed query={recent} fallback={t("recent.failed")} /> : null}
      {recent.data && items.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t("recent.none")}
          style={{ margin: "8px 0" }}
        >
          <Button type="primary" onClick={() => navigate("/orders/group-list?new=1")}>
            {t("actions.newContract")}
          </Button>
        </Empty>
      ) : null}
      {items.map((contract, i) => (
        <Link
          key={contract.id}
          to={`/orders/group-detail/${contract.id}`}
          style={{
            display: "block",
            padding: "10px 0",
            borderTop: i === 0 ? undefined : "1px solid #f0f0f0",
          }}
          data-testid="recent-contract"
        >
          <Flex align="center" gap={8} wrap>
            <Typography.Text strong style={{ color: "inherit" }}>
              {contract.contractNo}
            </Typography.Text>
            <Typography.Text type="secondary" ellipsis style={{ flex: 1, minWidth: 80 }}>
              {contract.customer || t("noCustomer")}
            </Typography.Text>
            <ContractStatusTag status={contract.status} />
            <Typography.Text>{formatYuan(contract.amount)}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDate(contract.orderDate ?? contract.createdAt)}
            </Typography.Text>
          </Flex>
        </Link>
      ))}
    </Card>
  );
}
