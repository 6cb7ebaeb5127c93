import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from "@ant-design/icons";
import { routes } from "@fenestra/api";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { useQuery } from "@tanstack/react-query";
import { Alert, Card, Flex, Grid, Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { routeQuery } from "../../shared/api/route-query.ts";
import { type AreaFormat, useAreaFormat } from "../../shared/format/area.ts";
import { formatMonth } from "../../shared/format/date-time.ts";
import type { MonthTotals } from "./home-api.ts";
import { monthChange } from "./month-change.ts";

/** The figures in order, the area in the user's unit. */
const figuresOf = (
  area: AreaFormat,
): readonly { key: keyof MonthTotals; show: (value: number) => string }[] => [
  { key: "amount", show: formatYuan },
  { key: "collected", show: formatYuan },
  { key: "contracts", show: String },
  { key: "orders", show: String },
  { key: "area", show: area.value },
];

function Change({ current, previous }: { current: number; previous: number }) {
  const { t } = useTranslation("home");
  const change = monthChange(current, previous);
  if (change.kind === "same") {
    return (
      <Typography.Text type="secondary">
        <MinusOutlined /> {t("month.same")}
      </Typography.Text>
    );
  }
  if (change.kind === "new") return <Typography.Text type="success">{t("month.new")}</Typography.Text>;
  const up = change.kind === "up";
  return (
    <Typography.Text type={up ? "success" : "danger"}>
      {up ? <ArrowUpOutlined /> : <ArrowDownOutlined />} {change.percent}%
    </Typography.Text>
  );
}

/** This month's figures, each beside last month's with the change. Needs the finance permission. */
export function MonthCard() {
  const { t } = useTranslation("home");
  const stats = useQuery(routeQuery(routes.home.stats));
  const area = useAreaFormat();
  const data = stats.data;
  // A phone has room for the title alone; each figure still names last month.
  const roomy = Grid.useBreakpoint().sm ?? false;
  return (
    <Card
      title={t("month.title")}
      extra={
        data && roomy ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatMonth(data.month)}
          </Typography.Text>
        ) : null
      }
      data-testid="month-card"
    >
      {stats.isPending ? <Skeleton active /> : null}
      {stats.isError ? <Alert type="error" title={t("statsFailed")} /> : null}
      {data ? (
        <Flex vertical gap={14}>
          {figuresOf(area).map(({ key, show }) => (
            <Flex key={key} justify="space-between" align="flex-end" gap={8} wrap data-testid={`stat-${key}`}>
              <Flex vertical style={{ minWidth: 0 }}>
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {t(`stats.${key}`, { unit: area.unit })}
                </Typography.Text>
                <Typography.Text
                  strong
                  style={{ fontSize: 22, lineHeight: 1.25 }}
                  data-testid={`stat-${key}-value`}
                >
                  {show(data.current[key])}
                </Typography.Text>
              </Flex>
              <Flex vertical align="flex-end">
                <Change current={data.current[key]} previous={data.previous[key]} />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t("month.previous", {
                    month: formatMonth(data.previousMonth),
                    value: show(data.previous[key]),
                  })}
                </Typography.Text>
              </Flex>
            </Flex>
          ))}
        </Flex>
      ) : null}
    </Card>
  );
}
