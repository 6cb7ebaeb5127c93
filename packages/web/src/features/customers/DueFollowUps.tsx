import { routes } from "@fenestra/api";
import { useQuery } from "@tanstack/react-query";
import { Card, Empty, Flex, Tag, Typography } from "antd";
import { Link } from "react-router";
import { routeQuery } from "../../shared/api/route-query.ts";
import { formatDate } from "../../shared/format/date-time.ts";
import { LoadFailed } from "../../shared/list/LoadFailed.tsx";
import { customerPath, todayText } from "./crm-shared.ts";
import { useCustomersT } from "./i18n.ts";

/** Customers whose next follow-up is today or overdue (all, or one customer's). */
export function DueFollowUps(props: { customer?: number; compact?: boolean; title?: string }) {
  const { customer, compact, title } = props;
  const t = useCustomersT();
  const today = todayText();
  const due = useQuery({
    ...routeQuery(routes.crm.due, { query: { today, ...(customer ? { customer } : {}) } }),
  });
  const items = due.data ?? [];
  if (due.data && items.length === 0)
    return compact ? null : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("due.none")} />;
  const rows = due.isError ? (
    <LoadFailed query={due} />
  ) : (
    <Flex vertical data-testid="due-follow-ups">
      {items.map((d, i) => (
        <Link
          key={d.customerId}
          to={customerPath(d.customerId)}
          style={{ display: "block", padding: "8px 0", borderTop: i === 0 ? undefined : "1px solid #f0f0f0" }}
          data-testid="due-follow-up"
        >
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong style={{ color: "inherit" }}>
              {d.name}
            </Typography.Text>
            <Typography.Text type="secondary">{d.phone}</Typography.Text>
            <Tag color={d.due === "overdue" ? "red" : "orange"}>{t(`due.${d.due}`)}</Tag>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDate(d.nextDate)}
              {d.ownerName ? ` · ${d.ownerName}` : ""}
            </Typography.Text>
          </Flex>
        </Link>
      ))}
    </Flex>
  );
  return title ? (
    <Card size="small" title={title} styles={{ body: { paddingTop: 4, paddingBottom: 4 } }}>
      {rows}
    </Card>
  ) : (
    rows
  );
}
