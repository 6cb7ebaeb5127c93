import {
  AccountBookOutlined,
  AuditOutlined,
  BellOutlined,
  CarOutlined,
  CheckCircleOutlined,
  MoneyCollectOutlined,
  ScissorOutlined,
  ToolOutlined,
} from "@ant-design/icons";
import { routes } from "@fenestra/api";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { useQuery } from "@tanstack/react-query";
import { Badge, Card, Empty, Flex, Skeleton, Typography, theme } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { routeQuery } from "../../shared/api/route-query.ts";
import { formatDate } from "../../shared/format/date-time.ts";
import { translateKey } from "../../shared/i18n/i18n.ts";
import { LoadFailed } from "../../shared/list/LoadFailed.tsx";
import { ContractStatusTag } from "./contract-status.tsx";
import { WAITING_ENTRIES, type WaitingBlock } from "./home-api.ts";

/**
 * How the web shows each waiting item the server lists (home/waiting on the server). A later
 * module adds its key here with an icon and its label in the home locales; an unknown key
 * still shows, with a bell.
 */
const ITEM_ICONS: Record<string, ReactNode> = {
  sharesConfirmed: <CheckCircleOutlined />,
  toReview: <AuditOutlined />,
  depositsToConfirm: <MoneyCollectOutlined />,
  productionDue: <ToolOutlined />,
  toCut: <ScissorOutlined />,
  toDeliver: <CarOutlined />,
  balancesDue: <AccountBookOutlined />,
};

function WaitingItem({ block, first }: { block: WaitingBlock; first: boolean }) {
  const { t } = useTranslation("home");
  const more = block.count - block.entries.length;
  const { token } = theme.useToken();
  return (
    <div
      data-testid={`waiting-${block.key}`}
      style={{ padding: "12px 0", borderTop: first ? undefined : "1px solid #f0f0f0" }}
    >
      <Flex align="center" gap={8}>
        <span style={{ color: token.colorPrimary, fontSize: 16 }}>
          {ITEM_ICONS[block.key] ?? <BellOutlined />}
        </span>
        <Typography.Text strong style={{ flex: 1, minWidth: 0 }}>
          {translateKey(`home:waiting.${block.key}`)}
        </Typography.Text>
        <Badge
          count={block.count}
          showZero
          color={block.count > 0 ? token.colorPrimary : token.colorBorder}
          data-testid={`waiting-${block.key}-count`}
        />
      </Flex>
      {block.entries.map((entry) => (
        <Link
          key={`${entry.kind}-${entry.id}`}
          to={`/orders/group-detail/${entry.id}`}
          style={{ display: "block" }}
        >
          <Flex align="center" gap={8} wrap style={{ padding: "6px 0 0 24px" }}>
            <Typography.Text style={{ color: "inherit" }}>{entry.reference}</Typography.Text>
            <Typography.Text type="secondary" ellipsis style={{ flex: 1, minWidth: 80 }}>
              {entry.customer || t("noCustomer")}
            </Typography.Text>
            <ContractStatusTag status={entry.status} />
            {entry.amount !== null ? <Typography.Text>{formatYuan(entry.amount)}</Typography.Text> : null}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDate(entry.at)}
            </Typography.Text>
          </Flex>
        </Link>
      ))}
      {more > 0 ? (
        <Link to="/orders/group-list" style={{ display: "block", padding: "6px 0 0 24px", fontSize: 13 }}>
          {t("waiting.more", { count: more })}
        </Link>
      ) : null}
    </div>
  );
}

/** "What waits for you": every item the caller may see, the ones with work first. */
export function WaitingCard() {
  const { t } = useTranslation("home");
  const waiting = useQuery(routeQuery(routes.home.waiting, { query: { limit: WAITING_ENTRIES } }));
  const blocks = waiting.data?.items ?? [];
  const busy = [...blocks.filter((b) => b.count > 0), ...blocks.filter((b) => b.count === 0)];
  const total = blocks.reduce((sum, b) => sum + b.count, 0);
  return (
    <Card
      title={t("waiting.title")}
      extra={waiting.data ? <Badge count={total} overflowCount={999} /> : null}
      data-testid="waiting-card"
      styles={{ body: { paddingTop: 4 } }}
    >
      {waiting.isPending ? <Skeleton active /> : null}
      {waiting.isError ? <LoadFailed query={waiting} fallback={t("waiting.failed")} /> : null}
      {waiting.data && total === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t("waiting.none")}
          style={{ margin: "8px 0" }}
        />
      ) : null}
      {total > 0
        ? busy.map((block, i) => <WaitingItem key={block.key} block={block} first={i === 0} />)
        : null}
    </Card>
  );
}
